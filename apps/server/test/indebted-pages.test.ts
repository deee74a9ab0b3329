import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { IndebtedUser, IndebtedUsersResponse } from '@academy/shared';
import { ledgerEntries, parents, students } from '../src/db/schema';
import { searchText } from '../src/lib/search-text';
import { rowsOf } from '../src/lib/rows';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';

/*
 * The indebted list without a search reads only the first offset + limit debtors by debt (with the ties on
 * the last one's debt) and its totals from the balances alone. Its pages must be the full ordering's (debt
 * desc, name, id) cut anywhere: here many students owe the same, some share a name, some are archived or
 * have no parent, and every page of every size is checked against the whole list in that order, and
 * against the searched path (which orders and counts every match the old way).
 */

let t: TestApp;
let admin: string;
let sectionId: number;
const recent = new Set<number>();

// Clock: 2026-11-23; a charge on 2026-11-20 is recent. Inserted out of name order so ids do not follow names.
const people: { name: string; debt: string; parent?: boolean; archived?: boolean; recent?: boolean; paid?: string }[] = [
  { name: 'Tie Nour', debt: '1000.00', parent: true, recent: true },
  { name: 'Tie Amel', debt: '1000.00', parent: true },
  { name: 'Tie Zaki', debt: '1000.00', parent: true, paid: '500.00' },
  { name: 'Tie Amel', debt: '1000.00', archived: true },
  { name: 'Tie Badr', debt: '1000.00', parent: true, recent: true },
  { name: 'Tie Malik', debt: '1000.00' },
  { name: 'Tie Yasmine', debt: '2000.00', parent: true },
  { name: 'Tie Adam', debt: '2000.00', parent: true, archived: true },
  { name: 'Tie Walid', debt: '6000.00', parent: true },
  { name: 'Tie Karim', debt: '7000.00', parent: true },
  { name: 'Tie Hana', debt: '6000.00', recent: true },
  { name: 'Tie Ilyes', debt: '500.00', recent: true },
  { name: 'Tie Farid', debt: '500.00', archived: true },
  { name: 'Tie Dina', debt: '500.00', parent: true },
  { name: 'Tie Paid', debt: '0.00', parent: true },
  { name: 'Tie Credit', debt: '-300.00', parent: true },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const db = t.app.deps.db;
  const course = await createCourse(t, { pricingType: 'session', sessionPrice: '500.00' });
  sectionId = (await createSection(t, course.id)).id;
  let n = 0;
  for (const p of people) {
    n += 1;
    const phone = `06610090${String(n).padStart(2, '0')}`;
    const [parent] = p.parent
      ? await db
          .insert(parents)
          .values({ fullName: `Parent ${n}`, phone, email: `parent${n}@example.dz`, searchText: searchText(`Parent ${n}`, phone) })
          .returning()
      : [undefined];
    const [student] = await db
      .insert(students)
      .values({
        name: p.name,
        barcode: `TIE${String(n).padStart(5, '0')}`,
        parentId: parent?.id ?? null,
        searchText: searchText(p.name, parent?.fullName, parent?.phone),
        archivedAt: p.archived ? new Date('2026-11-01T10:00:00Z') : null,
      })
      .returning();
    const id = student!.id;
    const debt = Number(p.debt) + Number(p.paid ?? 0);
    if (p.recent) {
      recent.add(id);
      await attended(t, await approvedEnrollment(t, id, sectionId), '2026-11-20', { charge: debt.toFixed(2) });
    } else if (debt > 0) {
      await db.insert(ledgerEntries).values({ kind: 'adjustment', amount: debt.toFixed(2), studentId: id, note: 'Books' });
    }
    if (p.paid) await db.insert(ledgerEntries).values({ kind: 'payment', amount: p.paid, method: 'cash', studentId: id });
    if (debt < 0) await db.insert(ledgerEntries).values({ kind: 'payment', amount: (-debt).toFixed(2), method: 'cash', studentId: id });
  }
});
afterAll(() => t.close());

const get = async (query: string) => {
  const r = await t.request({ method: 'GET', url: `/api/attendance/indebted-users${query}`, token: admin });
  expect(r.statusCode, query).toBe(200);
  return r.json() as IndebtedUsersResponse;
};

/** Every indebted student in the list's order, straight from the balances. */
const fullOrder = async () =>
  (
    await rowsOf<{ id: number; debt: string }>(
      t.app.deps.db,
      sql`select s.id, b.balance::text as debt from student_balances b join students s on s.id = b.student_id
          where b.balance > 0 order by b.balance desc, s.name, s.id`,
    )
  ).map((r) => ({ id: r.id, debt: Number(r.debt) }));

const sum = (xs: { debt: number }[]) => xs.reduce((a, x) => a + x.debt, 0);

describe('GET /api/attendance/indebted-users pages (ties on the debt at the page edge)', () => {
  it('lists every debtor once in debt, name, id order, archived and parentless included', async () => {
    const all = await fullOrder();
    expect(all).toHaveLength(14);
    const whole = await get('?limit=100');
    expect(whole.users.map((u) => u.student_id)).toEqual(all.map((r) => r.id));
    expect(whole).toMatchObject({ total: 14, total_debt: sum(all) });
    // The searched path orders and counts every match itself: the same rows, field for field.
    const searched = await get('?limit=100&search=tie');
    expect(searched).toEqual(whole);
    const zaki = whole.users.find((u) => u.name === 'Tie Zaki')!;
    expect(zaki).toMatchObject({ total_debt: 1000, last_payment: { amount: 500 }, parent_name: expect.stringMatching(/^Parent/) });
    expect(whole.users.filter((u) => u.archived).map((u) => u.name)).toEqual(['Tie Adam', 'Tie Amel', 'Tie Farid']);
    expect(whole.users.find((u) => u.name === 'Tie Ilyes')).toMatchObject({ parent_name: null, parent_phone: null });
  });

  for (const [filter, keep] of [
    ['', () => true],
    ['&filter=high_debt', (r: { debt: number }) => r.debt > 5000],
    ['&filter=recent', (r: { id: number }) => recent.has(r.id)],
  ] as const) {
    it(`cuts the full ordering anywhere, past the end too, with the totals${filter ? ` (${filter.slice(8)})` : ''}`, async () => {
      const expected = (await fullOrder()).filter(keep);
      const whole = await get(`?limit=100${filter}`);
      expect(whole.users.map((u) => u.student_id)).toEqual(expected.map((r) => r.id));
      const byId = new Map<number, IndebtedUser>(whole.users.map((u) => [u.student_id, u]));
      for (const limit of [1, 2, 3, 5]) {
        for (let offset = 0; offset <= expected.length + 2; offset++) {
          const page = await get(`?limit=${limit}&offset=${offset}${filter}`);
          const want = expected.slice(offset, offset + limit).map((r) => byId.get(r.id));
          expect(page, `limit ${limit} offset ${offset}${filter}`).toEqual({
            users: want,
            total: expected.length,
            total_debt: sum(expected),
          });
        }
      }
    });
  }

  it('gives the pending payments the same pages', async () => {
    const expected = await fullOrder();
    for (const offset of [0, 3, 5, 13, 14, 20]) {
      const r = await t.request({ method: 'GET', url: `/api/payments/admin/pending?limit=3&offset=${offset}`, token: admin });
      const body = r.json() as { pending_payments: { student_id: number }[]; total: number; total_debt: number };
      expect(body.pending_payments.map((u) => u.student_id)).toEqual(expected.slice(offset, offset + 3).map((x) => x.id));
      expect(body).toMatchObject({ total: 14, total_debt: sum(expected) });
    }
  });
});
