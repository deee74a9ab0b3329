import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@academy/shared';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';
import { createCourse, createSection } from './support/catalogue';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const maths = await createCourse(t, { name: 'Maths 4AM' });
  await createSection(t, maths.id, { name: 'Groupe A', maxStudents: 10_000 });
});
afterAll(() => t.close());

/** The largest file the import takes: an Excel sheet of 5,000 students (a title row, French headers, date cells). */
function multipart(bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----academyimport';
  const parts = [
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

it('previews and imports a 5,000-row Excel file in a few queries; one row more is refused', async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Liste');
  sheet.addRow(['Liste des élèves']);
  sheet.addRow(['Nom', 'Prénom', 'Date de naissance', 'Matricule', 'Nom du parent', 'Téléphone', 'Matière', 'Groupe']);
  for (let i = 0; i < 5000; i += 1) {
    sheet.addRow([
      'Haddad',
      'Yanis',
      new Date(Date.UTC(2010 + (i % 8), i % 12, (i % 28) + 1)),
      `BIG-${i}`,
      'Karima Haddad',
      `+213 550 ${String(100000 + Math.floor(i / 2)).slice(0, 2)} ${String(100000 + Math.floor(i / 2)).slice(2, 4)} ${String(100000 + Math.floor(i / 2)).slice(4, 6)}`,
      i % 10 === 0 ? 'Maths 4AM' : '',
      i % 10 === 0 ? 'Groupe A' : '',
    ]);
  }
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const p = await t.request({ method: 'POST', url: '/api/admin/students/import/preview', token: admin, ...multipart(bytes) });
  expect(p.statusCode, p.body.slice(0, 300)).toBe(200);
  expect(p.json()).toMatchObject({ total: IMPORT_MAX_ROWS, valid: IMPORT_MAX_ROWS, invalid: 0, header_line: 2 });
  expect(p.json().rows.at(-1).line).toBe(IMPORT_MAX_ROWS + 2);
  const c = await t.request({
    method: 'POST',
    url: '/api/admin/students/import/file',
    token: admin,
    ...multipart(bytes, { mode: 'valid' }),
  });
  expect(c.statusCode, c.body.slice(0, 300)).toBe(201);
  expect(c.json()).toEqual({ success: true, imported: 5000, parents_created: 2500, enrollments_created: 500, rejected: 0 });

  sheet.addRow(['Haddad', 'Lina', new Date(Date.UTC(2012, 0, 1)), 'BIG-X', 'Karima Haddad', '0550000000', '', '']);
  const more = Buffer.from(await book.xlsx.writeBuffer());
  const refused = await t.request({ method: 'POST', url: '/api/admin/students/import/preview', token: admin, ...multipart(more) });
  expect([refused.statusCode, refused.json().code]).toEqual([400, 'import_too_many_rows']);
}, 300_000);
