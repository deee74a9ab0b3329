import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ImportPreview } from '@academy/shared';
import { enrollments, parents, settings, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';
import { createCourse, createSection } from './support/catalogue';

/**
 * Importing an office's old system the way its files really look: Excel in a French or Arabic locale with
 * title rows above the header, `;` CSVs with a BOM and CRLF (or Windows-1252), empty lines, separate family
 * and first names, dates as real Excel dates or day-first text.
 */
let t: TestApp;
let admin: string;
let sectionIds: { mathsA: number; tiny: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const maths = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات 4 متوسط' });
  const mathsA = await createSection(t, maths.id, { name: 'Groupe A', maxStudents: 30 });
  const physics = await createCourse(t, { name: 'Physique 3AS', nameAr: 'فيزياء 3 ثانوي' });
  const tiny = await createSection(t, physics.id, { name: 'Groupe 1', maxStudents: 1 });
  sectionIds = { mathsA: mathsA.id, tiny: tiny.id };
});
afterAll(() => t.close());

type Upload = { name: string; bytes: Buffer; type?: string };
function multipart(file: Upload, fields: Record<string, string> = {}) {
  const boundary = '----academyimport';
  const parts = [
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const post = (path: string, file: Upload, fields: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/admin/students/import${path}`, token: admin, ...multipart(file, fields) });
const preview = async (file: Upload, fields: Record<string, string> = {}) => {
  const res = await post('/preview', file, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportPreview;
};
/** A CSV as French Excel saves it: `;`, CRLF, UTF-8 with a BOM. */
const csv = (name: string, lines: string[]): Upload => ({ name, bytes: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') });
const fieldsOf = (p: ImportPreview) => p.columns.map((c) => c.field);
const studentCount = async () => (await t.app.deps.db.select({ n: count() }).from(students))[0]!.n;
const parentCount = async () => (await t.app.deps.db.select({ n: count() }).from(parents))[0]!.n;
const enrollmentCount = async () => (await t.app.deps.db.select({ n: count() }).from(enrollments))[0]!.n;
const byBarcode = async (barcode: string) => (await t.app.deps.db.select().from(students).where(eq(students.barcode, barcode)))[0];

async function frenchWorkbook(): Promise<Upload> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Élèves');
  sheet.addRow(['École Les Étoiles — Liste des élèves 2025/2026']);
  sheet.addRow([]);
  sheet.addRow(['Nom', 'Prénom', 'Né(e) le', 'N° carte', 'Nom et prénom du parent', 'Tél. parent', 'Matière', 'Groupe']);
  sheet.addRow(['Haddad', 'Yanis', new Date(Date.UTC(2013, 2, 15)), 'OLD-X001', 'Karima Haddad', '0770 11 22 33', 'Maths 4AM', 'Groupe A']);
  sheet.addRow(['Benaïssa', 'Inès', new Date(Date.UTC(2012, 10, 2)), 'OLD-X002', 'Sofiane Benaïssa', '0661.22.33.44', '', '']);
  sheet.addRow([]);
  sheet.addRow(['Ouali', 'Malak', '31/02/2014', 'OLD-X003', 'Nadia Ouali', '0550 00 00 01', '', '']);
  sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
  return {
    name: 'eleves.xlsx',
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

describe('columns as offices title them', () => {
  it('finds the header below the title rows of an Excel file, maps French titles, joins Nom and Prénom, keeps the sheet row numbers', async () => {
    const p = await preview(await frenchWorkbook());
    expect(p.header_line).toBe(3);
    expect(fieldsOf(p)).toEqual([
      'last_name',
      'first_name',
      'date_of_birth',
      'barcode',
      'parent_name',
      'parent_phone',
      'course',
      'section',
    ]);
    expect(p.mapping_source).toBe('guessed');
    expect(p.rows.map((r) => r.line)).toEqual([4, 5, 7]);
    expect(p.rows[0]!.values).toMatchObject({ name: 'Yanis Haddad', date_of_birth: '15/03/2013' });
    expect(p.rows[0]!.section_id).toBe(sectionIds.mathsA);
    expect(p).toMatchObject({ total: 3, valid: 2, invalid: 1, skipped_empty: 0 });
    expect(p.rows[2]!.issues).toEqual([{ field: 'date_of_birth', code: 'date_invalid' }]);

    const done = await post('/file', await frenchWorkbook(), { mode: 'valid' });
    expect([done.statusCode, done.json()]).toEqual([
      201,
      { success: true, imported: 2, parents_created: 2, enrollments_created: 1, rejected: 1 },
    ]);
    expect(await byBarcode('OLD-X001')).toMatchObject({ name: 'Yanis Haddad', dateOfBirth: '2013-03-15' });
    expect(await byBarcode('OLD-X002')).toMatchObject({ name: 'Inès Benaïssa', dateOfBirth: '2012-11-02' });
  });

  it('reads Arabic titles (اللقب / الاسم / تاريخ الازدياد) and names with every letter form, long ones too', async () => {
    const longFamily = 'آل عبد الرؤوف بن الشيخ محمد الأمين بن أبي بكر الصدّيق';
    const file = csv('arabic.csv', [
      'قائمة التلاميذ;;;;;',
      'اللقب;الاسم;تاريخ الازدياد;رقم البطاقة;اسم الولي;رقم هاتف الولي',
      'بوعلاّم;إسماعيل;05/09/2013;AR-0001;مؤمن بوعلاّم;0770123401',
      'الشّيخ;آمنة;2014-01-20;AR-0002;لؤي الشّيخ;0770123402',
      'ﻻزرق;ئيلاف;12.12.2012;AR-0003;عائشة ﻻزرق;0770123403',
      `${longFamily};فاطمة الزهراء;1/1/2012;AR-0004;يحيى مصطفى;0770123404`,
    ]);
    const p = await preview(file);
    expect(p.header_line).toBe(2);
    expect(fieldsOf(p)).toEqual(['last_name', 'first_name', 'date_of_birth', 'barcode', 'parent_name', 'parent_phone']);
    expect(p.invalid, JSON.stringify(p.rows.map((r) => r.issues))).toBe(0);
    expect((await post('/file', file)).statusCode).toBe(201);
    expect(await byBarcode('AR-0001')).toMatchObject({ name: 'إسماعيل بوعلاّم', dateOfBirth: '2013-09-05' });
    expect(await byBarcode('AR-0003')).toMatchObject({ name: 'ئيلاف ﻻزرق', dateOfBirth: '2012-12-12' });
    expect(await byBarcode('AR-0004')).toMatchObject({ name: `فاطمة الزهراء ${longFamily}`, dateOfBirth: '2012-01-01' });
  });

  it('reads a Windows-1252 CSV from a French Excel, whole-name titles, and Excel serial dates', async () => {
    const text = [
      'Nom et prénom;Date de naissance;Matricule;Nom du tuteur;Téléphone du parent',
      'Rayan Benaïssa;41348;W-0001;Sofiane Benaïssa;0661223344',
      'Célia Mérabet;17-06-2012;W-0002;Zoé Mérabet;0661223355',
    ].join('\r\n');
    const p = await preview({ name: 'export.csv', bytes: Buffer.from(text, 'latin1') });
    expect(p.columns.map((c) => c.title)).toEqual([
      'Nom et prénom',
      'Date de naissance',
      'Matricule',
      'Nom du tuteur',
      'Téléphone du parent',
    ]);
    expect(fieldsOf(p)).toEqual(['name', 'date_of_birth', 'barcode', 'parent_name', 'parent_phone']);
    expect(p.invalid).toBe(0);
    expect(p.rows.map((r) => r.values.name)).toEqual(['Rayan Benaïssa', 'Célia Mérabet']);
    // An earlier file of this suite made the family of 0661223344: the admin decides (here, as suggested).
    expect(p.families.map((f) => f.phone)).toEqual(['0661223344']);
    const families = JSON.stringify(Object.fromEntries(p.families.map((f) => [f.phone, f.suggested])));
    const done = await post('/file', { name: 'export.csv', bytes: Buffer.from(text, 'latin1') }, { families });
    expect(done.statusCode, done.body).toBe(201);
    expect(await byBarcode('W-0001')).toMatchObject({ dateOfBirth: '2013-03-15' });
  });

  it('names the required field that has no column and lists the titles found', async () => {
    const res = await post(
      '/preview',
      csv('nobarcode.csv', ['Nom complet;Date de naissance;Parent;Tél;Remarques', 'Yanis Haddad;15/03/2013;Karima Haddad;0770112233;']),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('import_missing_columns');
    expect(body.details).toMatchObject({
      missing: ['barcode'],
      titles: ['Nom complet', 'Date de naissance', 'Parent', 'Tél', 'Remarques'],
    });
    expect(body.message).toContain('Barcode');
    expect(body.message).toContain('Nom complet, Date de naissance, Parent, Tél, Remarques');
    // Nom without Prénom is the whole name; Prénom alone is not a name.
    const half = await post(
      '/preview',
      csv('half.csv', ['Prénom;Code;Date de naissance;Parent;Tél', 'Yanis;C1;15/03/2013;Karima Haddad;0770112233']),
    );
    expect(half.json().details.missing).toEqual(['name']);
  });

  it('lets the admin re-map or ignore a column, and remembers the academy\u2019s last mapping for the same titles', async () => {
    const file = csv('remap.csv', ['Élève;Référence;Code;Né le;Père;Portable', 'Amine Saidi;REF-1;x;03/03/2013;Omar Saidi;0770555001']);
    const guessed = await preview(file);
    expect(fieldsOf(guessed)).toEqual(['name', null, 'barcode', 'date_of_birth', 'parent_name', 'parent_phone']);
    const mapping = ['name', 'barcode', null, 'date_of_birth', 'parent_name', 'parent_phone'];
    const chosen = await preview(file, { mapping: JSON.stringify(mapping) });
    expect([chosen.mapping_source, fieldsOf(chosen), chosen.rows[0]!.values.barcode]).toEqual(['chosen', mapping, 'REF-1']);
    // A field chosen twice, or a mapping of another file, changes nothing and says why.
    const twice = await post('/preview', file, {
      mapping: JSON.stringify(['name', 'barcode', 'barcode', 'date_of_birth', 'parent_name', 'parent_phone']),
    });
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'import_mapping_invalid']);
    expect((await post('/file', file, { mapping: JSON.stringify(mapping) })).statusCode).toBe(201);
    expect(await byBarcode('REF-1')).toBeTruthy();
    const next = await preview(
      csv('remap2.csv', ['  ELEVE ; reference;CODE;né le;PÈRE;portable', 'Lina Saidi;REF-2;y;04/04/2014;Omar Saidi;0770555001']),
    );
    expect([next.mapping_source, fieldsOf(next)]).toEqual(['saved', mapping]);
  });
});

describe('rows as the spreadsheet shows them', () => {
  const lines = [
    'Nom;Prénom;Date de naissance;Code-barres;Nom du parent;Téléphone',
    'Kaci;Adam;09/01/2015;R-0001;Nadia Kaci;0661112201',
    ';;;;;',
    'Kaci;Ines;04/05/2012;R-0002;Nadia Kaci;0661112201',
    '   ',
    'Ziani;Lyes;04/05/2040;R-0001;Amel Ziani;0661112202',
    'Ziani;Sara;2012-13-01;R-0004;Amel Ziani;06611',
    'Haddad;Yanis;15/03/2013;old-x001;Karima Haddad;0770112233',
  ];
  const file = csv('rows.csv', lines);

  it('skips empty rows without shifting row numbers; a barcode twice is on both rows; a taken barcode names its holder', async () => {
    const p = await preview(file);
    expect(p).toMatchObject({ total: 5, valid: 1, invalid: 4, skipped_empty: 2 });
    const at = (line: number) => p.rows.find((r) => r.line === line)!;
    expect(p.rows.map((r) => r.line)).toEqual([2, 4, 6, 7, 8]);
    expect(at(2).issues).toEqual([{ field: 'barcode', code: 'duplicate_in_file', row: 6 }]);
    // Said on both rows, also when the other row has errors of its own.
    expect(at(6).issues).toEqual([
      { field: 'date_of_birth', code: 'date_in_future' },
      { field: 'barcode', code: 'duplicate_in_file', row: 2 },
    ]);
    expect(at(4).issues).toEqual([]);
    expect(at(7).errors).toEqual({ date_of_birth: ['date_invalid'], parent_phone: ['phone_invalid'] });
    expect(at(8).issues).toEqual([{ field: 'barcode', code: 'barcode_taken', holder: 'Yanis Haddad' }]);
  });

  it('gives the rejected rows as a CSV with the file\u2019s columns and the errors in the admin\u2019s language', async () => {
    const en = await post('/rejected', file, { lang: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.headers['content-disposition']).toContain('attachment');
    expect(en.body.startsWith('\uFEFF')).toBe(true);
    const rows = en.body.slice(1).split('\r\n');
    expect(rows[0]).toBe('Nom,Prénom,Date de naissance,Code-barres,Nom du parent,Téléphone,Errors');
    expect(rows[1]).toBe('Kaci,Adam,09/01/2015,R-0001,Nadia Kaci,0661112201,Barcode: same barcode as row 6');
    expect(rows[3]).toBe(
      'Ziani,Sara,2012-13-01,R-0004,Amel Ziani,06611,Date of birth: not a valid date (day/month/year) ; Parent phone: not a valid phone number',
    );
    expect(rows[4]).toBe('Haddad,Yanis,15/03/2013,old-x001,Karima Haddad,0770112233,Barcode: already the card of Yanis Haddad');
    expect(rows).toHaveLength(6);
    const ar = await post('/rejected', file, { lang: 'ar' });
    expect(ar.body.slice(1).split('\r\n')[0]).toContain(',الأخطاء');
    expect(ar.body).toContain('الرمز: الرمز نفسه في السطر 6');
  });

  it('imports only the valid rows when asked, all or nothing otherwise, and a second import of the file creates nothing', async () => {
    const before = { students: await studentCount(), parents: await parentCount() };
    const all = await post('/file', file, { mode: 'all' });
    expect([all.statusCode, all.json().code]).toEqual([400, 'import_invalid']);
    expect(await studentCount()).toBe(before.students);

    const valid = await post('/file', file, { mode: 'valid' });
    expect([valid.statusCode, valid.json()]).toMatchObject([201, { imported: 1, parents_created: 1, rejected: 4 }]);
    expect(await byBarcode('R-0002')).toMatchObject({ name: 'Ines Kaci' });

    const again = await post('/file', file, { mode: 'valid' });
    expect([again.statusCode, again.json().code]).toEqual([400, 'import_invalid']);
    const p = await preview(file);
    expect(p.rows.find((r) => r.line === 4)!.issues).toEqual([{ field: 'barcode', code: 'barcode_taken', holder: 'Ines Kaci' }]);
    expect({ students: await studentCount(), parents: await parentCount() }).toEqual({
      students: before.students + 1,
      parents: before.parents + 1,
    });
  });

  it('reports a section with no seat left on the rows beyond its seats, and writes nothing when the database fails mid-import', async () => {
    const before = { students: await studentCount(), parents: await parentCount(), enrollments: await enrollmentCount() };
    const full = csv('full.csv', [
      'Nom et prénom;Date de naissance;Code;Parent;Téléphone;Cours;Groupe',
      'Nour Amrani;01/02/2010;F-0001;Salim Amrani;0770900001;Physique 3AS;Groupe 1',
      'Rym Amrani;01/02/2011;F-0002;Salim Amrani;0770900001;Physique 3AS;Groupe 1',
      'Sami Amrani;01/02/2012;F-0003;Salim Amrani;0770900001;Maths 4AM;Groupe A',
    ]);
    const p = await preview(full);
    expect(p.rows.map((r) => r.issues)).toEqual([[], [{ field: 'section', code: 'section_full' }], []]);

    // The last write of the import (the seats) fails: the parent and the students written before it are gone too.
    const db = t.app.deps.db;
    await db.execute(
      sql.raw(`create function import_test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger import_test_fail before insert on enrollments for each row execute function import_test_fail()`),
    );
    try {
      const res = await post('/file', full, { mode: 'valid' });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger import_test_fail on enrollments'));
      await db.execute(sql.raw('drop function import_test_fail()'));
    }
    expect({ students: await studentCount(), parents: await parentCount(), enrollments: await enrollmentCount() }).toEqual(before);
    expect(
      await db
        .select()
        .from(students)
        .where(inArray(students.barcode, ['F-0001', 'F-0002', 'F-0003'])),
    ).toEqual([]);

    const done = await post('/file', full, { mode: 'valid' });
    expect(done.json()).toMatchObject({ imported: 2, parents_created: 1, enrollments_created: 2, rejected: 1 });
  });

  it('accepts phones as offices write them (+213, spaces) and keeps one family per phone', async () => {
    const file2 = csv('phones.csv', [
      'Nom;Prénom;Date de naissance;N° carte;Nom du parent;Tél',
      'Meziane;Anis;02/02/2013;P-0001;Hakim Meziane;+213 550 12 34 56',
      'Meziane;Dounia;03/03/2015;P-0002;Hakim Meziane;0550 12 34 56',
      // As the rejected-rows file writes a cell that starts like a formula.
      "Meziane;Rayan;04/04/2016;P-0003;Hakim Meziane;'+213 550 12 34 56",
    ]);
    const p = await preview(file2);
    expect(p.invalid, JSON.stringify(p.rows.map((r) => r.issues))).toBe(0);
    const done = await post('/file', file2);
    expect(done.json()).toMatchObject({ imported: 3, parents_created: 1 });
    const [a, b, c] = [await byBarcode('P-0001'), await byBarcode('P-0002'), await byBarcode('P-0003')];
    expect(new Set([a!.parentId, b!.parentId, c!.parentId]).size).toBe(1);
  });

  it('keeps the remembered mappings in the settings table', async () => {
    const [row] = await t.app.deps.db.select().from(settings).where(eq(settings.key, 'students_import_mappings'));
    expect(Object.keys(row!.value as object).length).toBeGreaterThan(0);
  });
});
