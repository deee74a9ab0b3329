import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CashClosingReport, CashStaffTotals } from '@academy/shared';
import { auditLog, ledgerEntries, receiptCounters, receipts, users } from '../src/db/schema';
import { startFakeChargily, type FakeChargily } from '../../../scripts/fake-chargily.mjs';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import { letterKey, pdfWords, wordsOf } from './support/pdf-text';
import { rowsOf } from '../src/lib/rows';
import { closeCashDay, holdCashDay } from '../src/modules/ledger/cash-day';
import { lockStudentLedger } from '../src/modules/ledger/lock';
import { payOldestFirst } from '../src/modules/ledger/write';

/*
 * Closing the cash (issue 28 item 4). Monday 2026-11-23 in Algiers (UTC+1): the admin (Amina) and a second staff
 * member (Nadia) take money at the desk, Amina reverses one payment, a family pays online, Nadia pays a teacher; the
 * day's report per staff member and for the academy, its receipt numbers; the admin closes the day at 18:00. Then a
 * desk payment, a reversal and a payout on the closed day are refused and write nothing (no receipt number used), an
 * online payment confirmed that evening is recorded and shown apart, and the next day is open.
 *
 *   09:05 Amina: Yacine's session 500 cash (door mark, PAID)       -> receipt 1, reversed 10:30 by Amina (credit note 1)
 *   09:10 Nadia: Lina's session 500 card (door mark, PAID)         -> receipt 2
 *   09:20 Nadia: Sami clears 1,000 of his 1,500 debt in cash       -> receipt 3
 *   11:00 Omar pays his 800 online (Chargily; confirmed on return) -> receipt 4
 *   12:00 Nadia pays the teacher 300 in cash
 *   Academy: cash 1,500 (2), card 500 (1), online 800 (1); received 2,800 (4); reversed 500; net 2,300;
 *   cash expected in the drawer 1,500 - 500 - 300 = 700.
 */

const DAY = '2026-11-23';
const at = (day: string, time: string) => `${day}T${time}:00+01:00`;

let t: TestApp;
let fake: FakeChargily;
let admin: string;
let nadia: string;
let nadiaId: number;
let adminId: number;
let sectionId: number;
let teacherId: number;
let keys = 0;
const key = () => `cash-closing-key-${++keys}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read as the client reads JSON
type Json = Record<string, any>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() as Json }));
const report = async (date?: string, token = admin) => {
  const res = await call('GET', `/api/admin/cash-closing${date ? `?date=${date}` : ''}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CashClosingReport;
};
const staffOf = (r: CashClosingReport, id: number) => r.figures.staff.find((s) => s.staff.id === id) as CashStaffTotals;

const numberOf = async (entryId: number) =>
  (await t.app.deps.db.select({ number: receipts.number }).from(receipts).where(eq(receipts.ledgerEntryId, entryId)))[0]?.number;
const counters = () => t.app.deps.db.select().from(receiptCounters).orderBy(asc(receiptCounters.series));
const paymentsOf = (studentId: number) =>
  t.app.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studentId, studentId), eq(ledgerEntries.kind, 'payment')))
    .orderBy(asc(ledgerEntries.id));
const debtOf = async (studentId: number) => {
  const rows = (await t.app.deps.db.execute(
    sql`select coalesce((select balance::text from student_balances where student_id = ${studentId}), '0') as owed`,
  )) as unknown as { rows: Array<{ owed: string }> };
  return Number(rows.rows[0]!.owed);
};

async function family(name: string) {
  const parent = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}` });
  const studentId = parent.user.students[0].id as number;
  const seat = await approvedEnrollment(t, studentId, sectionId);
  return { token: parent.token, studentId, seat };
}

/** The door's mark of today's session, paid (the real route), by `token`. */
async function paidAtTheDoor(studentId: number, method: 'cash' | 'card', token: string) {
  return call('POST', '/api/admin/attendance/mark', token, {
    student_id: studentId,
    class_id: sectionId,
    status: 'present',
    force: true,
    payment_status: 'paid',
    payment_method: method,
    amount: '500',
    idempotency_key: key(),
  });
}

const ids = { yacine: 0, lina: 0, sami: 0, omar: 0, omarToken: '', yacinePayment: 0, firstPayment: 0 };

beforeAll(async () => {
  fake = await startFakeChargily({ secretKey: 'test_sk_chargily_cash_day' });
  t = await createTestApp({ CHARGILY_API_URL: fake.apiUrl, CHARGILY_SECRET_KEY: fake.secretKey, PUBLIC_URL: 'http://127.0.0.1:9' });
  t.clock.set(at(DAY, '08:00'));
  admin = await signedInAdmin(t);
  adminId = (await call('GET', '/api/auth/me', admin)).body.user.id;
  await t.app.deps.db.update(users).set({ fullName: 'Amina Admin' }).where(eq(users.id, adminId));
  // A second staff member: a user made admin.
  const created = await call('POST', '/api/admin/users', admin, {
    full_name: 'Nadia Desk',
    email: 'nadia@academy.dz',
    phone: '0770123456',
    role: 'user',
    email_verified: true,
    password: 'start123',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  nadiaId = created.body.user.id;
  expect((await call('PATCH', `/api/admin/users/${nadiaId}/role`, admin, { role: 'admin' })).status).toBe(200);
  nadia = (await call('POST', '/api/auth/login', undefined, { email: 'nadia@academy.dz', password: 'start123' })).body.access_token;

  const teacher = await signedInTeacher(t, 'Samir Teacher');
  teacherId = teacher.id;
  const course = await createCourse(t, { name: 'Maths 4AM', pricingType: 'session', sessionPrice: '500.00' });
  sectionId = (await createSection(t, course.id, { name: 'Maths A', teacherId })).id;
  expect(
    (
      await call('PUT', `/api/admin/sections/${sectionId}/pay-rule`, admin, {
        kind: 'per_session',
        rate: '800',
        effective_from: '2026-11-01',
      })
    ).status,
  ).toBe(200);

  const yacine = await family('Yacine Cash');
  const lina = await family('Lina Card');
  const sami = await family('Sami Debt');
  const omar = await family('Omar Online');
  Object.assign(ids, { yacine: yacine.studentId, lina: lina.studentId, sami: sami.studentId, omar: omar.studentId, omarToken: omar.token });
  // Sami owes three earlier sessions, Omar two of 400 (charges only: no payment before the day).
  for (const date of ['2026-11-11', '2026-11-16', '2026-11-18'])
    await attended(t, { id: sami.seat.id, studentId: sami.studentId, sectionId }, date, { charge: '500.00' });
  for (const date of ['2026-11-16', '2026-11-18'])
    await attended(t, { id: omar.seat.id, studentId: omar.studentId, sectionId }, date, { charge: '400.00' });

  t.clock.set(at(DAY, '09:05'));
  expect((await paidAtTheDoor(yacine.studentId, 'cash', admin)).status).toBe(200);
  t.clock.set(at(DAY, '09:10'));
  expect((await paidAtTheDoor(lina.studentId, 'card', nadia)).status).toBe(200);
  t.clock.set(at(DAY, '09:20'));
  const cleared = await call('POST', '/api/attendance/clear-debt', nadia, {
    user_id: sami.studentId,
    amount: '1000',
    payment_method: 'cash',
    idempotency_key: key(),
  });
  expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);

  t.clock.set(at(DAY, '10:30'));
  ids.yacinePayment = (await paymentsOf(yacine.studentId))[0]!.id;
  ids.firstPayment = ids.yacinePayment;
  const reversed = await call('POST', `/api/admin/payments/${ids.yacinePayment}/reverse`, admin, {
    reason: 'Entered on the wrong child',
    idempotency_key: key(),
  });
  expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);

  t.clock.set(at(DAY, '11:00'));
  await payOnline(omar.token, omar.studentId);

  t.clock.set(at(DAY, '12:00'));
  const payout = await call('POST', `/api/admin/teachers/${teacherId}/payouts`, nadia, {
    amount: '300',
    method: 'cash',
    idempotency_key: key(),
  });
  expect(payout.status, JSON.stringify(payout.body)).toBe(201);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The family pays its whole debt on Chargily's page; its return page asks Chargily, which says paid: credited at the clock. */
async function payOnline(token: string, studentId: number) {
  const made = await call('POST', '/api/online-payments/checkouts', token, { purpose: 'debt', student_id: studentId });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  fake.setStatus(made.body.checkout.checkout_id, 'paid');
  const seen = await call('GET', `/api/online-payments/checkouts/${made.body.checkout.id}`, token);
  expect(seen.body).toMatchObject({ status: 'paid', credited: true });
}

describe('the day’s cash report', () => {
  let live: CashClosingReport;

  it('gives the academy’s day by method, its reversals, online payments, payouts, net and the cash expected in the drawer', async () => {
    t.clock.set(at(DAY, '17:00'));
    live = await report();
    expect(live).toMatchObject({ date: DAY, today: DAY, status: 'open', closed: null, after_closing: null, can_close: true });
    expect(live.figures.academy).toMatchObject({
      payments: { count: 4, amount: 2800 },
      by_method: {
        cash: { count: 2, amount: 1500 },
        card: { count: 1, amount: 500 },
        bank_transfer: { count: 0, amount: 0 },
        online: { count: 1, amount: 800 },
      },
      reversals: { count: 1, amount: 500 },
      payouts: { count: 1, amount: 300 },
      net: 2300,
      cash_expected: 700,
    });
    // The same day asked by its date.
    expect(await report(DAY)).toEqual(live);
  });

  it('gives each staff member what they took, reversed and paid out, and the online payments apart', async () => {
    expect(live.figures.staff.map((s) => s.staff)).toEqual([
      { id: adminId, full_name: 'Amina Admin' },
      { id: nadiaId, full_name: 'Nadia Desk' },
    ]);
    expect(staffOf(live, adminId)).toMatchObject({
      payments: { count: 1, amount: 500 },
      by_method: { cash: { count: 1, amount: 500 }, card: { count: 0, amount: 0 }, online: { count: 0, amount: 0 } },
      reversals: { count: 1, amount: 500 },
      payouts: { count: 0, amount: 0 },
      net: 0,
      cash_expected: 0,
    });
    expect(staffOf(live, nadiaId)).toMatchObject({
      payments: { count: 2, amount: 1500 },
      by_method: { cash: { count: 1, amount: 1000 }, card: { count: 1, amount: 500 } },
      reversals: { count: 0, amount: 0 },
      payouts: { count: 1, amount: 300 },
      net: 1500,
      cash_expected: 700,
    });
    expect(live.figures.online).toMatchObject({
      payments: { count: 1, amount: 800 },
      by_method: { online: { count: 1, amount: 800 }, cash: { count: 0, amount: 0 } },
      reversals: { count: 0, amount: 0 },
      cash_expected: 0,
    });
  });

  it('gives the day’s receipt and credit note numbers, their count, and the receipt each reversal cancels', async () => {
    const payments = [
      ...(await paymentsOf(ids.yacine)),
      ...(await paymentsOf(ids.lina)),
      ...(await paymentsOf(ids.sami)),
      ...(await paymentsOf(ids.omar)),
    ];
    const numbers = await Promise.all(payments.map((p) => numberOf(p.id)));
    expect(numbers).toEqual(['2026-000001', '2026-000002', '2026-000003', '2026-000004']);
    expect(live.figures.academy.receipts).toEqual({ first: '2026-000001', last: '2026-000004', count: 4, complete: true });
    expect(live.figures.academy.credit_notes).toEqual({ first: 'AV-2026-000001', last: 'AV-2026-000001', count: 1, complete: true });
    expect(staffOf(live, nadiaId).receipts).toEqual({ first: '2026-000002', last: '2026-000003', count: 2, complete: true });
    expect(staffOf(live, adminId).credit_notes).toMatchObject({ first: 'AV-2026-000001', count: 1 });
    expect(live.figures.online.receipts).toEqual({ first: '2026-000004', last: '2026-000004', count: 1, complete: true });
    expect(live.figures.reversals).toEqual([
      {
        id: expect.any(Number),
        payment_id: ids.yacinePayment,
        credit_note: 'AV-2026-000001',
        cancels_receipt: '2026-000001',
        amount: 500,
        method: 'cash',
        reason: 'Entered on the wrong child',
        reversed_at: '2026-11-23T09:30:00.000Z',
        by: { id: adminId, full_name: 'Amina Admin' },
      },
    ]);
  });

  it('a day with no money reads zero everywhere; a future day is 400; a date that is not one is 400', async () => {
    const quiet = await report('2026-11-01');
    expect(quiet.figures.academy).toMatchObject({ payments: { count: 0, amount: 0 }, net: 0, receipts: null, credit_notes: null });
    expect(quiet.figures.staff).toEqual([]);
    expect(quiet.status).toBe('open');
    const future = await call('GET', '/api/admin/cash-closing?date=2026-11-24', admin);
    expect(future.status).toBe(400);
    expect(future.body.code).toBe('cash_day_in_future');
    for (const bad of ['2026-02-30', '23-11-2026', 'today']) {
      const res = await call('GET', `/api/admin/cash-closing?date=${bad}`, admin);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('is the admin’s only: a parent is refused (403) the report, the closing and the PDF, and nothing closes', async () => {
    for (const [method, url] of [
      ['GET', `/api/admin/cash-closing?date=${DAY}`],
      ['POST', `/api/admin/cash-closing/${DAY}/close`],
      ['GET', `/api/admin/cash-closing/${DAY}.pdf?lang=fr`],
    ] as const) {
      expect((await call(method, url, ids.omarToken)).status, url).toBe(403);
      expect((await t.request({ method, url })).statusCode, url).toBe(401);
    }
    expect((await report(DAY)).status).toBe('open');
  });
});

describe('closing the day', () => {
  let closed: CashClosingReport;

  it('a future day cannot be closed (400) and stays open', async () => {
    const res = await call('POST', '/api/admin/cash-closing/2026-11-24/close', admin);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('cash_day_in_future');
  });

  it('keeps the figures as they are, with who closed it and when, and audits it', async () => {
    const before = await report(DAY);
    t.clock.set(at(DAY, '18:00'));
    const res = await call('POST', `/api/admin/cash-closing/${DAY}/close`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    closed = res.body as CashClosingReport;
    expect(closed).toMatchObject({
      date: DAY,
      status: 'closed',
      can_close: false,
      after_closing: null,
      closed: { closed_at: '2026-11-23T17:00:00.000Z', closed_by: { id: adminId, full_name: 'Amina Admin' } },
    });
    expect(closed.figures).toEqual(before.figures);
    expect(await report(DAY)).toEqual(closed);

    const [entry] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'cash_day.closed'));
    expect(entry).toMatchObject({
      actorId: adminId,
      entity: 'cash_day',
      data: expect.objectContaining({ day: DAY, received: 2800, net: 2300, cash_expected: 700 }),
    });
  });

  it('closing it again is 409 cash_day_already_closed and changes nothing', async () => {
    t.clock.set(at(DAY, '18:05'));
    const again = await call('POST', `/api/admin/cash-closing/${DAY}/close`, nadia);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('cash_day_already_closed');
    expect(await report(DAY)).toEqual(closed);
    expect(await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'cash_day.closed'))).toHaveLength(1);
  });

  it('refuses a desk payment, a debt clearance, a reversal and a payout on the closed day: 409 cash_day_closed, nothing written', async () => {
    const debtBefore = await debtOf(ids.sami);
    const countersBefore = await counters();
    const paymentsBefore = await paymentsOf(ids.sami);
    const auditBefore = (await t.app.deps.db.select().from(auditLog)).length;

    t.clock.set(at(DAY, '18:30'));
    const clearance = await call('POST', '/api/attendance/clear-debt', nadia, {
      user_id: ids.sami,
      amount: '100',
      payment_method: 'cash',
      idempotency_key: key(),
    });
    expect(clearance.status).toBe(409);
    expect(clearance.body.code).toBe('cash_day_closed');

    // The next morning, a clock set back into the closed day: the door's paid mark is refused whole.
    t.clock.set(at('2026-11-24', '08:00'));
    t.clock.set(at(DAY, '16:00'));
    const marked = await paidAtTheDoor(ids.sami, 'cash', admin);
    expect(marked.status).toBe(409);
    expect(marked.body.code).toBe('cash_day_closed');

    const lina = (await paymentsOf(ids.lina))[0]!;
    const reversal = await call('POST', `/api/admin/payments/${lina.id}/reverse`, admin, { reason: 'Too late', idempotency_key: key() });
    expect(reversal.status).toBe(409);
    expect(reversal.body.code).toBe('cash_day_closed');

    const payout = await call('POST', `/api/admin/teachers/${teacherId}/payouts`, nadia, {
      amount: '100',
      method: 'cash',
      idempotency_key: key(),
    });
    expect(payout.status).toBe(409);
    expect(payout.body.code).toBe('cash_day_closed');

    expect(await debtOf(ids.sami)).toBe(debtBefore);
    expect(await paymentsOf(ids.sami)).toEqual(paymentsBefore);
    expect(await counters()).toEqual(countersBefore);
    expect((await t.app.deps.db.select().from(auditLog)).length).toBe(auditBefore);
    expect(await report(DAY)).toEqual(closed);
  });

  it('records an online payment confirmed that evening, and shows it apart as confirmed after closing', async () => {
    const omarLate = await family('Omar Late');
    t.clock.set(at(DAY, '15:00'));
    await attended(t, { id: omarLate.seat.id, studentId: omarLate.studentId, sectionId }, '2026-11-20', { charge: '600.00' });
    t.clock.set(at(DAY, '21:00'));
    await payOnline(omarLate.token, omarLate.studentId);
    expect(await debtOf(omarLate.studentId)).toBe(0);
    const [late] = await paymentsOf(omarLate.studentId);
    expect(await numberOf(late!.id)).toBe('2026-000005');

    const after = await report(DAY);
    expect(after.figures).toEqual(closed.figures);
    expect(after.after_closing).not.toBeNull();
    expect(after.after_closing!.academy).toMatchObject({
      payments: { count: 1, amount: 600 },
      by_method: { online: { count: 1, amount: 600 }, cash: { count: 0, amount: 0 } },
      receipts: { first: '2026-000005', last: '2026-000005', count: 1, complete: true },
    });
    expect(after.after_closing!.staff).toEqual([]);
    expect(after.after_closing!.online.payments).toEqual({ count: 1, amount: 600 });
  });

  it('the next day is open and takes payments, numbered on from the last receipt with no gap', async () => {
    t.clock.set(at('2026-11-24', '09:00'));
    const today = await report();
    expect(today).toMatchObject({ date: '2026-11-24', today: '2026-11-24', status: 'open', can_close: true });
    expect(today.figures.academy.payments.count).toBe(0);
    const before = await debtOf(ids.sami);
    const cleared = await call('POST', '/api/attendance/clear-debt', nadia, {
      user_id: ids.sami,
      amount: '100',
      payment_method: 'cash',
      idempotency_key: key(),
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await debtOf(ids.sami)).toBe(before - 100);
    const last = (await paymentsOf(ids.sami)).at(-1)!;
    expect(await numberOf(last.id)).toBe('2026-000006');
    expect((await report()).figures.academy).toMatchObject({
      payments: { count: 1, amount: 100 },
      receipts: { first: '2026-000006', last: '2026-000006', count: 1, complete: true },
    });
    // The closed day is as it was.
    expect((await report(DAY)).figures).toEqual(closed.figures);
  });
});

describe('the day as a PDF', () => {
  it('prints the totals, the staff, the receipt range and who closed it, in French and in Arabic', async () => {
    t.clock.set(at('2026-11-24', '09:30'));
    const expected = {
      fr: [
        'Clôture de caisse',
        'Clôturée le',
        'Amina Admin',
        'Nadia Desk',
        '2026-000001',
        '2026-000004',
        'AV-2026-000001',
        '2 800 DA',
        '700 DA',
      ],
      ar: ['إقفال الصندوق', 'أُقفل في', 'Amina Admin', 'Nadia Desk', '2026-000001', '2026-000004', 'AV-2026-000001', '2.800 دج', '700 دج'],
    };
    for (const lang of ['fr', 'ar'] as const) {
      const pdf = await t.request({ method: 'GET', url: `/api/admin/cash-closing/${DAY}.pdf?lang=${lang}`, token: admin });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const keys = new Set((await pdfWords(pdf.rawPayload)).words.map(letterKey));
      // French groups thousands with a narrow no-break space: a word of its own in the text layer.
      for (const word of wordsOf(expected[lang].join(' ').replace(/\u202f/gu, ' ')))
        expect(keys, `${lang}: ${word}`).toContain(letterKey(word));
    }
    const open = await pdfWords(
      (await t.request({ method: 'GET', url: '/api/admin/cash-closing/2026-11-24.pdf?lang=en', token: admin })).rawPayload,
    );
    expect(open.words).toEqual(expect.arrayContaining(wordsOf('Not closed: 2026-000006 1 100 DA')));
    const future = await t.request({ method: 'GET', url: '/api/admin/cash-closing/2026-11-25.pdf', token: admin });
    expect(future.statusCode).toBe(400);
  }, 60_000);
});

describe('a payment in flight while the day closes', () => {
  /** PostgreSQL: a request waits on the day's lock. (PGlite's one connection runs one transaction at a time: it queues there.) */
  const waitingOnTheDay = async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    await vi.waitFor(async () => {
      const rows = await rowsOf<{ n: number }>(
        t.app.deps.db,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      );
      expect(rows[0]!.n).toBe(1);
    });
  };
  const unpaidFamily = async (name: string) => {
    const f = await family(name);
    await attended(t, { id: f.seat.id, studentId: f.studentId, sectionId }, '2026-11-16', { charge: '500.00' });
    return f;
  };

  it('the closing waits for a payment already writing, and counts it', async () => {
    t.clock.set(at('2026-11-25', '17:00'));
    const f = await unpaidFamily('Racer First');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const now = t.clock();
    // A desk clearance that holds the day (as ledger/write.ts does before writing) and is not done yet.
    const payment = t.app.deps.db.transaction(async (tx) => {
      await lockStudentLedger(tx, f.studentId);
      await holdCashDay(tx, now);
      holding();
      await gate;
      return payOldestFirst(
        tx,
        { actor: { id: nadiaId, ip: null }, now },
        {
          studentId: f.studentId,
          cents: 50_000,
          debtBeforeCents: 50_000,
          method: 'cash',
          idem: { key: key(), lookup: [], fingerprint: 'x' },
        },
      );
    });
    await held;
    const closing = call('POST', '/api/admin/cash-closing/2026-11-25/close', admin);
    await waitingOnTheDay();
    release();
    const [paid, closed] = await Promise.all([payment, closing]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const figures = (closed.body as CashClosingReport).figures;
    expect(figures.academy.payments).toEqual({ count: 1, amount: 500 });
    expect(figures.academy.receipts).toMatchObject({ first: await numberOf(paid.id), count: 1 });
    expect(staffOf(closed.body as CashClosingReport, nadiaId).by_method.cash).toEqual({ count: 1, amount: 500 });
    expect((await report('2026-11-25')).after_closing).toBeNull();
  });

  it('a payment that comes while the day is closing waits for it, then is refused and writes nothing', async () => {
    t.clock.set(at('2026-11-26', '17:00'));
    const f = await unpaidFamily('Racer Second');
    const countersBefore = await counters();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const now = t.clock();
    const closing = t.app.deps.db.transaction(async (tx) => {
      const done = await closeCashDay(tx, { actor: { id: adminId, ip: null }, now }, '2026-11-26');
      holding();
      await gate;
      return done;
    });
    await held;
    const clearance = call('POST', '/api/attendance/clear-debt', nadia, {
      user_id: f.studentId,
      amount: '500',
      payment_method: 'cash',
      idempotency_key: key(),
    });
    await waitingOnTheDay();
    release();
    const [closed, refused] = await Promise.all([closing, clearance]);
    expect(closed.figures.academy.payments.count).toBe(0);
    expect([refused.status, refused.body.code]).toEqual([409, 'cash_day_closed']);
    expect(await paymentsOf(f.studentId)).toEqual([]);
    expect(await debtOf(f.studentId)).toBe(500);
    expect(await counters()).toEqual(countersBefore);
  });
});
