import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClearDebtResponse, IndebtedUsersResponse } from '@academy/shared';
import { auditLog, ledgerEntries, paymentAllocations, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, charged } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

let t: TestApp;
let admin: string;
let parentToken: string;
let sectionId: number;
const ids = { yacine: 0, lina: 0, rami: 0, sara: 0, paid: 0, race: 0, race2: 0, adjusted: 0 };

/** A family (parent account + student) as registration leaves it; returns the student's id. */
async function family(studentName: string, parentName: string, parentPhone?: string) {
  const p = await signedInParent(t, {
    student_name: studentName,
    full_name: parentName,
    ...(parentPhone ? { parent_phone: parentPhone } : {}),
  });
  return { id: p.user.students[0].id as number, token: p.token };
}

async function seat(studentId: number) {
  return approvedEnrollment(t, studentId, sectionId);
}

// Clock: 2026-11-23 09:00 UTC (10:00 in Algiers). Today is 2026-11-23.
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const maths = await createCourse(t, { name: 'Maths 4AM', pricingType: 'session', sessionPrice: '500.00' });
  sectionId = (await createSection(t, maths.id)).id;

  // Yacine: 3 sessions, the first paid, the second paid 200 of 500, the third unpaid -> 800 owed.
  const y = await family('Yacine Benali', 'Karim Benali', '0661000001');
  ids.yacine = y.id;
  parentToken = y.token;
  const ey = await seat(y.id);
  await attended(t, ey, '2026-11-02', { charge: '500.00', paid: '500.00' });
  await attended(t, ey, '2026-11-09', { charge: '500.00', paid: '200.00' });
  await attended(t, ey, '2026-11-16', { charge: '500.00' });

  // Lina: 13 unpaid sessions in October -> 6500, a high debt, not recent.
  const l = await family('Lina Haddad', 'Samir Haddad', '0661000002');
  ids.lina = l.id;
  const el = await seat(l.id);
  for (let d = 1; d <= 13; d++) await attended(t, el, `2026-10-${String(d).padStart(2, '0')}`, { charge: '500.00' });

  // Rami: one unpaid session three days ago -> 500, recent.
  const r = await family('رامي بوزيد', 'Nadia Bouzid', '0661000003');
  ids.rami = r.id;
  await attended(t, await seat(r.id), '2026-11-20', { charge: '500.00' });

  // Sara: a month charge of 3000.
  const s = await family('Sara Mansouri', 'Omar Mansouri', '0661000004');
  ids.sara = s.id;
  await charged(t, await seat(s.id), 'month', '3000.00');

  // Paid up: never listed.
  const p = await family('Paid Student', 'Paid Parent', '0661000005');
  ids.paid = p.id;
  await attended(t, await seat(p.id), '2026-11-16', { charge: '500.00', paid: '500.00' });

  // For the races: 1000 each.
  for (const [key, name] of [
    ['race', 'Alpha'],
    ['race2', 'Beta'],
  ] as const) {
    const f = await family(`Race ${name}`, `Race Parent ${name}`);
    ids[key] = f.id;
    const e = await seat(f.id);
    await attended(t, e, '2026-11-10', { charge: '400.00' });
    await attended(t, e, '2026-11-11', { charge: '600.00' });
  }

  // A debt partly outside any charge: a 100 DA adjustment on top of a 200 DA session.
  const a = await family('Adjusted Student', 'Adjusted Parent');
  ids.adjusted = a.id;
  const ea = await seat(a.id);
  await attended(t, ea, '2026-11-12', { charge: '200.00' });
  await t.app.deps.db.insert(ledgerEntries).values({ kind: 'adjustment', amount: '100.00', studentId: a.id, note: 'Book' });
});
afterAll(() => t.close());

const indebted = (query = '', token = admin) =>
  t
    .request({ method: 'GET', url: `/api/attendance/indebted-users${query}`, token })
    .then((r) => ({ status: r.statusCode, body: r.json() as IndebtedUsersResponse }));

const clear = (payload: Record<string, unknown>, token = admin) =>
  t
    .request({ method: 'POST', url: '/api/attendance/clear-debt', token, payload })
    .then((r) => ({ status: r.statusCode, body: r.json() as ClearDebtResponse & { code?: string; details?: Record<string, string[]> } }));

let keyCounter = 0;
const newKey = () => `test-key-${++keyCounter}-${Date.now()}`;

const paymentsOf = (studentId: number) =>
  t.app.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studentId, studentId), eq(ledgerEntries.kind, 'payment')))
    .orderBy(asc(ledgerEntries.id));

describe('GET /api/attendance/indebted-users', () => {
  it('lists the students who owe money, most owed first, with parent, unpaid charges and dates', async () => {
    const { status, body } = await indebted('?limit=100');
    expect(status).toBe(200);
    const names = body.users.map((u) => u.name);
    expect(names[0]).toBe('Lina Haddad');
    expect(names).not.toContain('Paid Student');
    const lina = body.users[0]!;
    expect(lina).toMatchObject({
      total_debt: 6500,
      unpaid_charges: 13,
      oldest_debt_date: '2026-10-01',
      latest_debt_date: '2026-10-13',
      high_debt: true,
      parent_name: 'Samir Haddad',
      parent_phone: '0661000002',
    });
    expect(lina.barcode).toMatch(/\S/);
    const yacine = body.users.find((u) => u.student_id === ids.yacine)!;
    expect(yacine).toMatchObject({
      total_debt: 800,
      unpaid_charges: 2,
      oldest_debt_date: '2026-11-09',
      latest_debt_date: '2026-11-16',
      high_debt: false,
    });
    const adjusted = body.users.find((u) => u.student_id === ids.adjusted)!;
    expect(adjusted).toMatchObject({ total_debt: 300, unpaid_charges: 1 });
    // Sorted by debt, descending.
    const debts = body.users.map((u) => u.total_debt);
    expect([...debts].sort((a, b) => b - a)).toEqual(debts);
    expect(body.total).toBe(body.users.length);
    expect(body.total_debt).toBe(debts.reduce((a, b) => a + b, 0));
  });

  it('filters high debts (over 5000 DA) and recent debts (a charge unpaid from the last 7 days)', async () => {
    const high = await indebted('?filter=high_debt');
    expect(high.body.users.map((u) => u.name)).toEqual(['Lina Haddad']);
    expect(high.body).toMatchObject({ total: 1, total_debt: 6500 });
    const recent = await indebted('?filter=recent&limit=100');
    const names = recent.body.users.map((u) => u.name);
    expect(names).toContain('رامي بوزيد');
    expect(names).not.toContain('Lina Haddad');
    expect(names).not.toContain('Yacine Benali'); // its latest unpaid charge is 7 days old
  });

  it('searches by student name (Arabic too), barcode, parent name and parent phone', async () => {
    expect((await indebted('?search=yacine')).body.users.map((u) => u.student_id)).toEqual([ids.yacine]);
    expect((await indebted(`?search=${encodeURIComponent('رامي')}`)).body.users.map((u) => u.student_id)).toEqual([ids.rami]);
    expect((await indebted('?search=Samir')).body.users.map((u) => u.student_id)).toEqual([ids.lina]);
    expect((await indebted('?search=0661000004')).body.users.map((u) => u.student_id)).toEqual([ids.sara]);
    const [lina] = await t.app.deps.db.select().from(students).where(eq(students.id, ids.lina));
    expect((await indebted(`?search=${lina!.barcode}`)).body.users.map((u) => u.student_id)).toEqual([ids.lina]);
    expect((await indebted('?search=%25')).body.users).toEqual([]);
    expect((await indebted('?search=nobody-owes')).body).toMatchObject({ users: [], total: 0, total_debt: 0 });
  });

  it('pages with the total, also past the end', async () => {
    const all = await indebted('?limit=100');
    const page = await indebted('?limit=2&offset=1');
    expect(page.body.users.map((u) => u.student_id)).toEqual(all.body.users.slice(1, 3).map((u) => u.student_id));
    expect(page.body.total).toBe(all.body.total);
    const past = await indebted('?limit=2&offset=500');
    expect(past.body).toMatchObject({ users: [], total: all.body.total, total_debt: all.body.total_debt });
  });

  it('refuses bad filters and pages, parents and strangers', async () => {
    for (const q of ['?filter=rich', '?limit=0', '?limit=101', '?offset=-1', `?search=${'x'.repeat(101)}`]) {
      const r = await indebted(q);
      expect(r.status, q).toBe(400);
      expect((r.body as unknown as { code: string }).code).toBe('validation_failed');
    }
    expect((await indebted('', parentToken)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/attendance/indebted-users' })).statusCode).toBe(401);
  });
});

describe('POST /api/attendance/clear-debt', () => {
  it('takes one sum as ONE payment, allocated to the oldest charges first, exact to the cent', async () => {
    const key = newKey();
    const before = await paymentsOf(ids.yacine);
    const { status, body } = await clear({ user_id: ids.yacine, amount: '300.55', payment_method: 'card', idempotency_key: key });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      replayed: false,
      message: 'Debt cleared successfully',
      paid: 300.55,
      remaining_debt: 499.45,
    });
    expect(body.payments.map((p) => p.amount)).toEqual([300.55]);
    expect(body.payment).toEqual(body.payments[0]);
    expect([body.payment.method, body.payment.receipt_number]).toEqual(['card', expect.stringMatching(/^2026-\d{6}$/u)]);

    const after = await paymentsOf(ids.yacine);
    const added = after.slice(before.length);
    expect(added.map((p) => [p.amount, p.idempotencyKey, p.method, p.note, p.recordedBy !== null])).toEqual([
      ['300.55', key, 'card', 'Debt cleared', true],
    ]);
    // Allocated against the 9 November charge (300 left), then the 16 November one.
    const charges = await t.app.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studentId, ids.yacine), eq(ledgerEntries.kind, 'charge')))
      .orderBy(asc(ledgerEntries.id));
    const allocated = await t.app.deps.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, added[0]!.id))
      .orderBy(asc(paymentAllocations.id));
    expect(allocated.map((a) => [a.chargeId, a.amount, a.enrollmentId])).toEqual([
      [charges[1]!.id, '300.00', charges[1]!.enrollmentId],
      [charges[2]!.id, '0.55', charges[2]!.enrollmentId],
    ]);
    expect(body.settled_charges.map((c) => [c.charge_id, c.date, c.amount, c.paid])).toEqual([
      [charges[1]!.id, '2026-11-09', 500, 300],
      [charges[2]!.id, '2026-11-16', 500, 0.55],
    ]);

    const listed = (await indebted('?search=yacine')).body.users[0]!;
    expect(listed).toMatchObject({ total_debt: 499.45, unpaid_charges: 1, oldest_debt_date: '2026-11-16' });

    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'debt.cleared'), eq(auditLog.entityId, ids.yacine)));
    expect(entry?.data).toMatchObject({ amount: '300.55', method: 'card', debt_before: '800.00', payment_id: added[0]!.id });
  });

  it('returns the first result to a retry with the same key and pays once', async () => {
    const key = newKey();
    const first = await clear({ user_id: ids.sara, amount: 1000, idempotency_key: key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ replayed: false, paid: 1000, remaining_debt: 2000 });
    expect(first.body.payments[0]!.method).toBe('cash');
    const again = await clear({ user_id: ids.sara, amount: 1000, idempotency_key: key });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, paid: 1000, remaining_debt: 2000, message: 'Debt cleared successfully' });
    expect(again.body.payments.map((p) => p.id)).toEqual(first.body.payments.map((p) => p.id));
    expect((await paymentsOf(ids.sara)).length).toBe(1);
    // Two at once with one key: still one payment.
    const key2 = newKey();
    const both = await Promise.all([1, 2].map(() => clear({ user_id: ids.sara, amount: 500, idempotency_key: key2 })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.replayed).sort()).toEqual([false, true]);
    expect((await paymentsOf(ids.sara)).length).toBe(2);
    // The key of another student's payment is refused.
    const reused = await clear({ user_id: ids.lina, amount: 100, idempotency_key: key });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
  });

  it('never pays more than the debt, even from two requests at once', async () => {
    const results = await Promise.all([
      clear({ user_id: ids.race, amount: '700.00', idempotency_key: newKey() }),
      clear({ user_id: ids.race, amount: '700.00', idempotency_key: newKey() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.code).toBe('amount_above_debt');
    const payments = await paymentsOf(ids.race);
    expect(payments.map((p) => p.amount)).toEqual(['700.00']);
    expect((await indebted('?search=race%20alpha')).body.users.find((u) => u.student_id === ids.race)?.total_debt).toBe(300);
  });

  it('clears a whole debt, and the student leaves the list; then there is nothing to pay', async () => {
    const paid = await clear({ user_id: ids.race2, amount: '1000', payment_method: 'bank_transfer', idempotency_key: newKey() });
    expect(paid.body).toMatchObject({ paid: 1000, remaining_debt: 0 });
    expect(paid.body.payments.map((p) => p.amount)).toEqual([1000]);
    expect(paid.body.settled_charges.map((c) => c.paid)).toEqual([400, 600]);
    expect((await indebted('?limit=100')).body.users.some((u) => u.student_id === ids.race2)).toBe(false);
    const nothing = await clear({ user_id: ids.race2, amount: '1', idempotency_key: newKey() });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('nothing_to_pay');
    const never = await clear({ user_id: ids.paid, amount: '1', idempotency_key: newKey() });
    expect(never.body.code).toBe('nothing_to_pay');
  });

  it('pays a debt not tied to a charge (an adjustment) after the charges', async () => {
    const r = await clear({ user_id: ids.adjusted, amount: '250', idempotency_key: newKey() });
    expect(r.status).toBe(200);
    const payments = await paymentsOf(ids.adjusted);
    // One payment of 250: 200 allocated to the charge, the 50 left covers the adjustment.
    expect(payments.map((p) => p.amount)).toEqual(['250.00']);
    expect(r.body.settled_charges.map((c) => c.paid)).toEqual([200]);
    expect(r.body.remaining_debt).toBe(50);
  });

  it('refuses an amount above the debt and writes nothing', async () => {
    const before = await paymentsOf(ids.lina);
    const r = await clear({ user_id: ids.lina, amount: '6500.01', idempotency_key: newKey() });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('amount_above_debt');
    expect((await paymentsOf(ids.lina)).length).toBe(before.length);
  });

  it('refuses bad input with field details, unknown students, parents and strangers', async () => {
    const base = { user_id: ids.lina, amount: '10', idempotency_key: newKey() };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, amount: 0 }, 'amount'],
      [{ ...base, amount: '0.00' }, 'amount'],
      [{ ...base, amount: '-5' }, 'amount'],
      [{ ...base, amount: '10.555' }, 'amount'],
      [{ ...base, amount: 'ten' }, 'amount'],
      [{ ...base, amount: undefined }, 'amount'],
      [{ ...base, user_id: 'x' }, 'user_id'],
      [{ ...base, user_id: 0 }, 'user_id'],
      [{ ...base, idempotency_key: 'short' }, 'idempotency_key'],
      [{ ...base, payment_method: 'bitcoin' }, 'payment_method'],
    ];
    for (const [payload, field] of cases) {
      const r = await clear(payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.code).toBe('validation_failed');
      expect(Object.keys(r.body.details ?? {})).toContain(field);
    }
    const missing = await clear({ ...base, user_id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('student_not_found');
    expect((await clear(base, parentToken)).status).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/attendance/clear-debt', payload: base })).statusCode).toBe(401);
    expect((await paymentsOf(ids.lina)).length).toBe(0);
  });
});

describe('the balances the debt lists read (student_balances, kept by the ledger trigger)', () => {
  it('equal the whole ledger summed per student after every charge, payment, clearance, race and adjustment above', async () => {
    const { rows } = (await t.app.deps.db.execute(sql`
      select s.id, coalesce(b.balance, 0)::text as kept,
             coalesce((select sum(case when l.kind = 'payment' then -l.amount else l.amount end) from ledger_entries l where l.student_id = s.id), 0)::text as summed
      from students s left join student_balances b on b.student_id = s.id`)) as unknown as {
      rows: { id: number; kept: string; summed: string }[];
    };
    expect(rows.length).toBe(8);
    for (const row of rows) expect(row.kept, `student ${row.id}`).toBe(row.summed);
    // The list's total is the same money.
    const all = await indebted('?limit=100');
    const owed = rows.filter((r) => Number(r.summed) > 0);
    expect(all.body.total).toBe(owed.length);
    expect(all.body.total_debt).toBeCloseTo(
      owed.reduce((s, r) => s + Number(r.summed), 0),
      2,
    );
  });

  it('the kept unpaid charges (unpaid_charges) are the ledger charges not settled by the payments applied to them, each with what it still owes', async () => {
    const [{ n: charges }] = (
      (await t.app.deps.db.execute(sql`select count(*)::int as n from ledger_entries where kind = 'charge'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    // Paid, part-paid and cleared charges above: some left, some settled.
    const unpaid = await expectKeptSummaries(t);
    expect(unpaid).toBeGreaterThan(5);
    expect(unpaid).toBeLessThan(Number(charges));
  });
});
