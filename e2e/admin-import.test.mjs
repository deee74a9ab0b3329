// The import of an office's old system in the browser, with a file made as French Excel makes it: a title
// row above the header, Nom and Prénom in two columns, real date cells, a card-number column whose title the
// import does not know (the admin maps it), a barcode twice, an empty row. The admin imports the valid rows,
// downloads the rejected ones, and the next file with the same titles is mapped the same way.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { base, launch, newContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function adminContext(lang = 'en', width = 1366) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@academy.dz', password: 'admin123' }),
  });
  const session = await res.json();
  const context = await newContext(browser, { lang, width });
  await context.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('token', s.access_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return { context, token: session.access_token };
}

const stamp = String(Date.now()).slice(-6);
const code = (n) => `IMP${stamp}${n}`;

async function officeWorkbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Élèves');
  sheet.addRow(['Liste des élèves 2025/2026']);
  sheet.addRow(['Nom', 'Prénom', 'Né(e) le', 'Réf. élève', 'Nom et prénom du parent', 'Tél. parent']);
  sheet.addRow([
    'Haddad',
    'Yanis',
    new Date(Date.UTC(2013, 2, 15)),
    code(1),
    'Karima Haddad',
    `+213 550 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)} ${stamp.slice(4, 6)}`,
  ]);
  sheet.addRow([
    'بوعلاّم',
    'إسماعيل',
    new Date(Date.UTC(2012, 8, 5)),
    code(2),
    'مؤمن بوعلاّم',
    `0770 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)} ${stamp.slice(4, 6)}`,
  ]);
  sheet.addRow([]);
  sheet.addRow([
    'Benaïssa',
    'Inès',
    new Date(Date.UTC(2012, 10, 2)),
    code(1),
    'Sofiane Benaïssa',
    `0661 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)} ${stamp.slice(4, 6)}`,
  ]);
  sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('import from the old system: mapping, errors, valid rows, rejected rows', () => {
  it('maps an unknown column, imports the valid rows, downloads the rejected one, and remembers the mapping', async () => {
    const file = await officeWorkbook();
    const { context, token } = await adminContext();
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    await page.getByRole('main').getByRole('button', { name: 'Import from old system' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students from the old system' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'eleves.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await dialog.getByRole('button', { name: 'Preview' }).click();

    // "Réf. élève" is not a title the import knows: the message names the field and lists the titles found.
    const missing = dialog.getByTestId('import-missing-columns');
    await missing.getByText('No column of this file was recognised as: Barcode.').waitFor();
    await missing.getByText('Réf. élève', { exact: true }).waitFor();
    await dialog.getByLabel('Field of the column Réf. élève').selectOption('barcode');
    await dialog.getByRole('button', { name: 'Check the rows' }).click();

    // The preview: each column with its field, the rows by the sheet's own numbers (title row and empty row counted).
    await dialog.getByTestId('import-summary').getByText('3 rows: 1 valid, 2 with errors').waitFor();
    assert.equal(await dialog.getByLabel('Field of the column Nom', { exact: true }).inputValue(), 'last_name');
    assert.equal(await dialog.getByLabel('Field of the column Prénom').inputValue(), 'first_name');
    assert.equal(await dialog.getByLabel('Field of the column Né(e) le').inputValue(), 'date_of_birth');
    await dialog.locator('[data-line="3"]').getByText('Barcode: same barcode as row 6').waitFor();
    await dialog.locator('[data-line="6"]').getByText('Barcode: same barcode as row 3').waitFor();
    await dialog.getByText('All rows (3)').click();
    await dialog.locator('[data-line="4"]').getByText('إسماعيل بوعلاّم').waitFor();

    // The rejected rows: the file's own columns, the cells as they were, and why.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the 2 rejected rows' }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines[0], 'Nom,Prénom,Né(e) le,Réf. élève,Nom et prénom du parent,Tél. parent,Errors');
    assert.equal(lines.length, 3);
    assert.match(lines[2], new RegExp(`^Benaïssa,Inès,02/11/2012,${code(1)},.*Barcode: same barcode as row 3$`));

    await dialog.getByRole('button', { name: 'Import 1 valid row' }).click();
    await page.getByText('1 student imported (1 new parents, 0 enrolments). 2 rows with errors were left out.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const found = await fetch(`${base}/api/admin/students/detailed?search=${encodeURIComponent(code(2))}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    assert.deepEqual(
      found.students.map((s) => [s.name, s.date_of_birth]),
      [['إسماعيل بوعلاّم', '2012-09-05']],
    );

    // The same titles next time: the academy's mapping is used, and the imported row names its holder.
    await page.getByRole('main').getByRole('button', { name: 'Import from old system' }).click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'eleves.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('Matched as the academy did last time for these titles (row 2).', { exact: false }).waitFor();
    assert.equal(await dialog.getByLabel('Field of the column Réf. élève').inputValue(), 'barcode');
    await dialog.locator('[data-line="4"]').getByText('Barcode: already the card of إسماعيل بوعلاّم').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('shows the preview right to left in Arabic with the mapping and the errors in Arabic', async () => {
    const { context } = await adminContext('ar', 390);
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    await page.getByRole('main').getByRole('button', { name: 'استيراد من النظام القديم' }).click();
    const dialog = page.getByRole('dialog');
    const csv = `\uFEFFاللقب;الاسم;تاريخ الازدياد;رقم البطاقة;اسم الولي;رقم هاتف الولي\r\nالشّيخ;آمنة;20/01/2014;${code(9)};لؤي الشّيخ;0770123402\r\nالشّيخ;يحيى;20/01/2035;${code(8)};لؤي الشّيخ;0770123402\r\n`;
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'قائمة.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'معاينة' }).click();
    await dialog.getByTestId('import-summary').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await dialog.getByLabel('حقل العمود اللقب').inputValue(), 'last_name');
    await dialog.locator('[data-line="3"]').getByText('تاريخ الميلاد:', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'استيراد السطر الصالح' }).waitFor();
    await context.close();
  });
});
