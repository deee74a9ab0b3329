import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';

/*
 * Card codes (issue 23 B): a new code (the import from the old system) holds only what a printed card can
 * carry; a card the database already holds with other characters still scans at the door.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

function multipart(content: string) {
  const boundary = '----academycards';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="old.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('card codes', () => {
  it('refuses an imported code a card cannot carry, with barcode_invalid, and imports nothing', async () => {
    const csv = [
      'name,barcode,date_of_birth,parent_name,parent_phone',
      'Yanis Haddad,"=HYPERLINK(""http://x"",""y"")",15/03/2013,Karima Haddad,0770 11 22 33',
      'Aya Haddad,ST 3000 0001,15/03/2015,Karima Haddad,+213 770 11 22 33',
    ].join('\r\n');
    const preview = await t.request({ method: 'POST', url: '/api/admin/students/import/preview', token: admin, ...multipart(csv) });
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().rows as { errors: Record<string, string[]>; values: Record<string, string> }[];
    expect(rows[0]!.errors).toEqual({ barcode: ['barcode_invalid'] });
    expect(rows[1]!.errors).toEqual({});

    const refused = await t.request({
      method: 'POST',
      url: '/api/admin/students/import',
      token: admin,
      payload: { rows: rows.map((r) => r.values) },
    });
    expect(refused.statusCode).toBe(400);
    expect(await t.app.deps.db.select().from(students)).toEqual([]);

    const api = await t.request({ method: 'POST', url: '/api/admin/students/import', token: admin, payload: { rows: [rows[1]!.values] } });
    expect(api.statusCode).toBe(201);
    const [stored] = await t.app.deps.db.select().from(students);
    expect(stored!.barcode).toBe('ST30000001');
  });

  it('still scans a card the database holds with other characters, typed with blanks around it', async () => {
    await t.app.deps.db.insert(students).values({ name: 'Old Member', barcode: 'OLD#12' });
    const scan = await t.request({ method: 'POST', url: '/api/attendance/scan-barcode', token: admin, payload: { barcode: ' old#12 \n' } });
    expect(scan.statusCode).not.toBe(400);
    expect(scan.statusCode).not.toBe(404);
    expect(JSON.stringify(scan.json())).toContain('Old Member');
  });
});
