import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { REPORTS } from '@academy/shared';
import { parents, students } from '../src/db/schema';
import { csvDocument, neutraliseCell } from '../src/lib/csv';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, subscription } from './support/family-data';

/*
 * Every CSV the server writes, read back as a spreadsheet would read it: hostile text (formulas, a DDE
 * command, a tab-led cell, Arabic) stored in every text field that reaches a cell must come out as text, in a
 * UTF-8 file with a byte order mark and CRLF line ends. The CSV routes are found from the registered routes,
 * and the source is searched for anything that answers CSV: a CSV route this file does not call fails it.
 */

const HOSTILE = ['=HYPERLINK("http://x","y")', "+CMD|' /C calc'!A0", '@SUM(1+1)', '-2+3', '\t=1+1', ' =1+1', '"=1+1"'];
const FORMULA_FIRST = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

let t: TestApp;
let admin: string;

/** The route of each call this file makes (method and URL pattern as registered). */
const CALLS: {
  route: string;
  call: () => { method: 'GET' | 'POST'; url: string; payload?: Buffer; headers?: Record<string, string> };
  hostile: boolean;
}[] = [
  { route: 'GET /api/admin/students/export.csv', call: () => ({ method: 'GET', url: '/api/admin/students/export.csv' }), hostile: true },
  {
    route: 'GET /api/admin/attendance/export.csv',
    call: () => ({ method: 'GET', url: '/api/admin/attendance/export.csv?from=2026-11-01&to=2026-11-23' }),
    hostile: true,
  },
  ...REPORTS.flatMap((report) =>
    (['en', 'ar'] as const).map((lang) => ({
      route: 'GET /api/admin/reports/:report.csv',
      call: () => ({ method: 'GET' as const, url: `/api/admin/reports/${report}.csv?from=2026-01-01&to=2026-11-23&lang=${lang}` }),
      // The revenue, debts (its CSV is the ageing table; the top debtors are in the PDF) and enrollments
      // reports hold months, levels, ages and figures only.
      hostile: report === 'attendance' || report === 'kindergarten',
    })),
  ),
  {
    route: 'POST /api/admin/students/import/rejected',
    call: () => ({ method: 'POST', url: '/api/admin/students/import/rejected', ...rejectedUpload() }),
    hostile: true,
  },
];

/** An old system's sheet whose every cell is hostile (so every row is rejected and comes back). */
function rejectedUpload() {
  const header = 'name,barcode,date_of_birth,parent_name,parent_phone,course,section';
  const rows = HOSTILE.map((h) => [h, h, h, h, h, h, h].map((v) => `"${v.replace(/"/g, '""')}"`).join(','));
  const boundary = '----academycsvtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="old.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from([header, ...rows, 'محمد بن علي,ST1,2012-01-01,علي,0550123456,=1+1,@A'].join('\r\n')),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const read = (body: string): string[][] => parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true });

// Clock: 2026-11-23 09:00 UTC.
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const db = t.app.deps.db;
  // Text reaches the database from many doors (old imports, admin forms, older rules): the writer must not trust any.
  const [h0, h1, h2, h3, h4, h5, h6] = HOSTILE as [string, string, string, string, string, string, string];
  const course = await createCourse(t, { name: h0, nameEn: h0, nameAr: h1 });
  const kgCourse = await createCourse(t, { name: h3, nameEn: h3, nameAr: h4, level: 'preschool', grade: 'KG' });
  const section = await createSection(t, course.id, { name: h2 });
  const kgSection = await createSection(t, kgCourse.id, { name: h5 });
  const [parent] = await db.insert(parents).values({ fullName: h4, phone: h5, email: h6 }).returning();
  let n = 0;
  for (const name of [...HOSTILE, 'محمد الأمين بن علي']) {
    n += 1;
    const [student] = await db
      .insert(students)
      .values({ name, barcode: n === 1 ? h3 : `${h6}${n}`, parentId: parent!.id })
      .returning();
    const e = await approvedEnrollment(t, student!.id, section.id);
    await attended(t, e, '2026-11-10', { charge: '2500.50' });
    await attended(t, e, '2026-09-10', { charge: '500.00', status: 'late' });
    const kg = await approvedEnrollment(t, student!.id, kgSection.id);
    await subscription(t, kg.id, '2026-11-30', '6000.00');
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the one CSV writer', () => {
  it('neutralises every cell that a spreadsheet would read as a formula, and keeps numbers', () => {
    for (const h of HOSTILE) expect(neutraliseCell(h)).toBe(`'${h}`);
    expect(neutraliseCell('\uFF1DSUM(1)')).toBe("'\uFF1DSUM(1)");
    expect(neutraliseCell('-2500.50')).toBe('-2500.50');
    expect(neutraliseCell(12)).toBe('12');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell('محمد')).toBe('محمد');
    expect(
      csvDocument(
        ['a', 'b'],
        [
          ['=1', 'x,"y"'],
          ['محمد', undefined],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n\'=1,"x,""y"""\r\n' + 'محمد,\r\n');
  });
});

describe('every CSV export', () => {
  it('covers every CSV route the server has', () => {
    const byUrl = t.app.routeTable.filter((r) => r.url.endsWith('.csv') || JSON.stringify(r.schema?.produces ?? '').includes('text/csv'));
    const covered = new Set(CALLS.map((c) => c.route));
    expect(
      byUrl.map((r) => `${r.method} ${r.url}`).filter((k) => !k.startsWith('HEAD ') && !covered.has(k)),
      'CSV routes this file does not call',
    ).toEqual([]);
    // Anything else that answers CSV goes through the one writer and its sendCsv: one call of sendCsv per route covered.
    const sources = walk(path.join(__dirname, '../src')).filter((f) => !f.endsWith(path.join('lib', 'csv.ts')));
    const sendCsvCalls = sources.flatMap((f) => fs.readFileSync(f, 'utf8').match(/\bsendCsv\(/g) ?? []).length;
    expect(sendCsvCalls, 'routes answering with sendCsv (cover a new one here)').toBe(covered.size);
    const ownWriters = sources.filter((f) => /csv-stringify|text\/csv/.test(fs.readFileSync(f, 'utf8')));
    expect(
      ownWriters.map((f) => path.relative(path.join(__dirname, '..'), f)),
      'files writing CSV without lib/csv.ts',
    ).toEqual([]);
  });

  it.each(CALLS.map((c, i) => [`${c.call().method} ${c.call().url.split('?')[0]} (${i})`, c] as const))(
    '%s: BOM, CRLF, no formula cell',
    async (_, c) => {
      const res = await t.request({ ...c.call(), token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.csv"$/);
      const body = res.body;
      expect(body.startsWith('\uFEFF')).toBe(true);
      // Every line ends with CRLF (a line break inside a quoted cell is the cell's own).
      expect(body.endsWith('\r\n')).toBe(true);
      expect(body.replace(/"(?:[^"]|"")*"/g, '').match(/(?<!\r)\n/g)).toBeNull();
      const cells = read(body).flat();
      // A cell led by an apostrophe is text to a spreadsheet; any other cell that starts like a formula (after
      // blanks or quote marks) would run, unless it is a plain number.
      const formulas = cells.filter(
        (cell) => !PLAIN_NUMBER.test(cell) && !cell.startsWith("'") && FORMULA_FIRST.test(cell.replace(/^[\s"]+/, '')),
      );
      expect(formulas, 'cells a spreadsheet would run').toEqual([]);
      if (c.hostile) {
        // The hostile text is there, as text: not dropped, only led by the apostrophe.
        const written = cells.filter((cell) => HOSTILE.some((h) => cell === `'${h}` || cell.startsWith(`'${h}`)));
        expect(written.length, 'hostile cells written as text').toBeGreaterThan(0);
      }
    },
  );

  it('writes amounts with two decimals, as the ledger holds them', async () => {
    const attendance = read(
      (await t.request({ method: 'GET', url: '/api/admin/attendance/export.csv?from=2026-11-01&to=2026-11-23', token: admin })).body,
    );
    expect(attendance.slice(1).every((r) => r.includes('2500.50'))).toBe(true);
    const students = read((await t.request({ method: 'GET', url: '/api/admin/students/export.csv', token: admin })).body);
    const debt = students[0]!.indexOf('total_debt_da');
    expect(students.slice(1).map((r) => r[debt])).toEqual(Array(HOSTILE.length + 1).fill('3000.50'));
    const kg = read((await t.request({ method: 'GET', url: '/api/admin/reports/kindergarten.csv?lang=en', token: admin })).body);
    expect(kg.slice(1, -1).every((r) => r.at(-1) === '6000.00')).toBe(true);
  });

  it('writes a phone grouped, so a spreadsheet keeps it as text with its leading 0', async () => {
    const [parent] = await t.app.deps.db.insert(parents).values({ fullName: 'Karima Haddad', phone: '0550123456' }).returning();
    await t.app.deps.db.insert(students).values({ name: 'Yanis Haddad', barcode: 'ST40000001', parentId: parent!.id });
    const rows = read((await t.request({ method: 'GET', url: '/api/admin/students/export.csv', token: admin })).body);
    const phone = rows[0]!.indexOf('parent_phone');
    expect(rows.find((r) => r.includes('Yanis Haddad'))![phone]).toBe('0550 12 34 56');
  });

  it('keeps Arabic names readable', async () => {
    const body = (await t.request({ method: 'GET', url: '/api/admin/students/export.csv', token: admin })).body;
    expect(read(body).flat()).toContain('محمد الأمين بن علي');
  });
});

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}
