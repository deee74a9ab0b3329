import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, sql } from 'drizzle-orm';
import { adminStudentsQuery, type AdminStudentsResponse } from '@academy/shared';
import { notArchived, studentConditions } from '../src/modules/admin-students/filters';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';

/**
 * The students list's search (admin-students/filters.ts) reads trigram indexes since migration 0027: the same
 * students must come back as from the scan it replaced, for every kind of term a receptionist types,
 * including the 1-2 letter ones no trigram index can answer.
 */
let t: TestApp;
let admin: string;
const barcodes: Record<string, string> = {};

const FAMILIES = [
  { name: 'فاطمة بوزيد', parent_name: 'أحمد بوزيد', parent_phone: '0550123456', parent_email: 'ahmed.bouzid@example.dz' },
  {
    name: 'Sara Haddad',
    parent_name: 'Karim Haddad',
    parent_phone: '0771223344',
    parent_email: 'karim.h@example.dz',
    email: 'Sara.Haddad@Mail.DZ',
    phone: '0661 98 76 54',
  },
  { name: 'إيمان ساري', parent_name: 'مصطفى ساري', parent_phone: '0662000111', parent_email: 'm.sari@example.dz' },
  { name: 'Nour Zed', parent_name: 'Lina Zed', parent_phone: '0699887766', parent_email: 'lina@example.dz' },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  for (const family of FAMILIES) {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/students',
      token: admin,
      payload: { date_of_birth: '2013-03-02', gender: 'female', ...family },
    });
    expect(created.statusCode, created.body).toBe(201);
    barcodes[family.name] = created.json().student.barcode;
  }
});
afterAll(() => t.close());

const found = async (search: string) => {
  const r = await t.request({ method: 'GET', url: `/api/admin/students/detailed?search=${encodeURIComponent(search)}`, token: admin });
  expect(r.statusCode).toBe(200);
  const body = r.json() as AdminStudentsResponse;
  const names = body.students.map((s) => s.name).sort();
  expect(body.total, search).toBe(names.length);
  return names;
};

describe('students search', () => {
  it('finds a name or a parent name typed with other Arabic letter forms, harakat or case', async () => {
    for (const term of ['فاطمة', 'فاطمه', 'فَاطِمَة', 'احمد', 'أحمد بوزيد', 'بوزيد']) expect(await found(term), term).toEqual(['فاطمة بوزيد']);
    for (const term of ['ايمان', 'إيمان', 'آيمان', 'مصطفي', 'ساري']) expect(await found(term), term).toEqual(['إيمان ساري']);
    for (const term of ['sara', 'SARA HAD', 'karim']) expect(await found(term), term).toEqual(['Sara Haddad']);
    expect(await found('zed')).toEqual(['Nour Zed']);
    expect(await found('nobody')).toEqual([]);
  });

  it('finds a phone (the parent or the student) in any spelling, whole or in part', async () => {
    for (const term of ['0550123456', '0550 12 34 56', '+213 550 12 34 56', '+213550123456', '0550.12.34.56', '0550 12', '12 34 56'])
      expect(await found(term), term).toEqual(['فاطمة بوزيد']);
    for (const term of ['0661987654', '0661 98 76 54', '+213661987654', '98 76']) expect(await found(term), term).toEqual(['Sara Haddad']);
  });

  it('finds a barcode typed in lower case, and an e-mail by a fragment in any case', async () => {
    for (const [name, barcode] of Object.entries(barcodes)) {
      expect(await found(barcode.toLowerCase()), barcode).toEqual([name]);
      expect(await found(barcode), barcode).toEqual([name]);
    }
    expect(await found('haddad@mail')).toEqual(['Sara Haddad']);
    expect(await found('SARA.HADDAD@MAIL.DZ')).toEqual(['Sara Haddad']);
    expect(await found('karim.h@exa')).toEqual(['Sara Haddad']);
    expect(await found('m.sari@')).toEqual(['إيمان ساري']);
    expect(await found('@example.dz')).toEqual(['Nour Zed', 'Sara Haddad', 'إيمان ساري', 'فاطمة بوزيد']);
  });

  it('answers terms of one or two letters (too short for a trigram) with the same students', async () => {
    expect(await found('ز')).toEqual(['فاطمة بوزيد']);
    expect(await found('ha')).toEqual(['Sara Haddad']);
    expect(await found('zE')).toEqual(['Nour Zed']);
    expect(await found('ة')).toEqual(['فاطمة بوزيد']);
    expect(await found('q')).toEqual([]);
  });

  it('can read the four trigram indexes instead of every student', async () => {
    const q = adminStudentsQuery.parse({ search: 'sara' });
    const where = studentConditions(q, { date: '2026-11-23', time: '10:00', dayOfWeek: 1 });
    // Four students: the planner would rightly scan them; forbidding the scan shows whether the indexes fit.
    const plan = await t.app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select "students"."id" from "students" where ${and(notArchived, ...where)}`);
    });
    const text = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('BitmapOr');
    for (const index of ['students_search_trgm_idx', 'students_email_trgm_idx', 'students_phone_trgm_idx', 'students_barcode_trgm_idx'])
      expect(text).toContain(index);
  });
});
