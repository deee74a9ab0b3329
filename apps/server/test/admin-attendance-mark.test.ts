import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { attendanceRecords, auditLog, enrollments, ledgerEntries } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * POST /api/admin/attendance/mark, /api/attendance/confirm-payment and /api/admin/monthly-attendance/reset.
 * The test clock starts on Monday 2026-11-23 at 09:00 UTC, 10:00 in Algiers; the sections meet on Monday
 * 10:30-12:00 (window 10:00-12:30) unless said otherwise.
 */

let t: TestApp;
let admin: string;
let parentToken: string;
let session: { id: number };
let evening: { id: number };
let monthly: { id: number };
let kindergarten: { id: number };
let keyN = 0;

const key = () => `test-key-${++keyN}-${Date.now()}`;
const post = (url: string, payload: object, token = admin) =>
  t.request({ method: 'POST', url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));
const markReq = (payload: object, token = admin) => post('/api/admin/attendance/mark', payload, token);
const confirm = (payload: object) => post('/api/attendance/confirm-payment', payload);
const reset = (payload: object) => post('/api/admin/monthly-attendance/reset', payload);

async function student(name: string) {
  const parent = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}` });
  return parent.user.students[0].id as number;
}
async function seated(name: string, sectionId: number) {
  const id = await student(name);
  const seat = await approvedEnrollment(t, id, sectionId);
  return { id, seat };
}
const ledgerOf = (studentId: number) =>
  t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId)).orderBy(ledgerEntries.id);
const recordsOf = (studentId: number) => t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.studentId, studentId));
/** Charges (and adjustments) less payments, in DA text. */
async function balance(studentId: number) {
  const [row] = await t.app.deps.db
    .select({
      b: sql<string>`(coalesce(sum(case when ${ledgerEntries.kind} = 'payment' then -${ledgerEntries.amount} else ${ledgerEntries.amount} end), 0))::text`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.studentId, studentId));
  return Number(row!.b);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parentToken = (await signedInParent(t)).token;
  const slot = [{ dayOfWeek: 1, startTime: '10:30', endTime: '12:00' }];
  const maths = await createCourse(t, { name: 'Maths', pricingType: 'session', sessionPrice: '500.00' });
  session = await createSection(t, maths.id, { name: 'Maths A' }, slot);
  evening = await createSection(t, maths.id, { name: 'Maths evening' }, [{ dayOfWeek: 1, startTime: '18:00', endTime: '19:30' }]);
  const english = await createCourse(t, { name: 'English monthly', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '3000.00' });
  monthly = await createSection(t, english.id, { name: 'English A' }, slot);
  const kg = await createCourse(t, {
    name: 'Little Stars',
    level: 'preschool',
    category: 'kindergarten',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '6000.00',
  });
  kindergarten = await createSection(t, kg.id, { name: 'Stars A' }, slot);
});
afterAll(() => t.close());

describe('mark: warnings and force', () => {
  it('outside the window: 400 time_restriction with the current time and the schedule, then forced', async () => {
    const { id } = await seated('Rami Window', evening.id);
    const res = await markReq({ student_id: id, class_id: evening.id, status: 'present' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'time_restriction',
      details: {
        warning_needed: true,
        current_time: '10:00',
        class_schedule: { start_time: '18:00', end_time: '19:30' },
        class_schedule_text: 'Mon 18:00-19:30',
      },
    });
    expect(await recordsOf(id)).toHaveLength(0);
    const forced = await markReq({ student_id: id, class_id: evening.id, status: 'present', force: true, payment_status: 'unpaid' });
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({ forced: true, duplicate: false, payment_required: true, required_amount: 500 });
    const [record] = await recordsOf(id);
    expect(record).toMatchObject({ forced: true, status: 'present', attendanceDate: '2026-11-23' });
  });

  it('while the student owes money: 400 debt_warning with the debt, then forced', async () => {
    const { id, seat } = await seated('Dounia Debt', session.id);
    await attended(t, seat, '2026-11-16', { charge: '500.00' });
    const res = await markReq({ student_id: id, class_id: session.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'debt_warning',
      details: { warning_needed: true, debt_info: { total_debt: 500, unpaid_sessions: 1, oldest_debt_date: '2026-11-16' } },
    });
    const forced = await markReq({ student_id: id, class_id: session.id, force: 'true', payment_status: 'paid' });
    expect(forced.status).toBe(200);
    expect(forced.body.forced).toBe(true);
    expect(await balance(id)).toBe(500);
  });

  it('checks the window before the debt, and only for present / late marks of today', async () => {
    const { id, seat } = await seated('Hana Both', evening.id);
    await attended(t, seat, '2026-11-16', { charge: '500.00' });
    expect((await markReq({ student_id: id, class_id: evening.id })).body.code).toBe('time_restriction');
    expect((await markReq({ student_id: id, class_id: evening.id, force: true, date: '2026-11-09' })).status).toBe(200);
    const absent = await markReq({ student_id: id, class_id: evening.id, status: 'absent' });
    expect(absent.status).toBe(200);
    expect(absent.body).toMatchObject({ status: 'absent', payment_required: false, charge_id: null });
  });
});

describe('mark: session-priced courses', () => {
  it('PAID in one request: the charge and its payment in the same transaction', async () => {
    const { id } = await seated('Karim Paid', session.id);
    const res = await markReq({
      student_id: id,
      class_id: session.id,
      status: 'present',
      payment_status: 'paid',
      payment_method: 'card',
      idempotency_key: key(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      payment_kind: 'session',
      payment_required: false,
      required_amount: 0,
      payment: { amount: 500, method: 'card' },
    });
    // The receipt's number the database gave it with the payment (per year, no gap), the same on the receipt.
    expect(res.body.payment.receipt_number).toMatch(/^2026-\d{6}$/u);
    const receipt = await t.request({ method: 'GET', url: `/api/admin/payments/${res.body.payment.id}/receipt`, token: admin });
    expect(receipt.json().receipt_number).toBe(res.body.payment.receipt_number);
    const ledger = await ledgerOf(id);
    expect(ledger.map((l) => [l.kind, l.reason, l.amount])).toEqual([
      ['charge', 'session', '500.00'],
      ['payment', null, '500.00'],
    ]);
    expect(ledger[1]!.appliesToEntryId).toBe(ledger[0]!.id);
    expect(ledger[0]!.attendanceRecordId).toBe(res.body.attendance_id);
    expect(ledger[0]!.recordedBy).not.toBeNull();
    // The same request key for another student's PAID: refused, nothing written for them.
    const other = await seated('Karim Other', session.id);
    const reused = await markReq({
      student_id: other.id,
      class_id: session.id,
      payment_status: 'paid',
      idempotency_key: ledger[1]!.idempotencyKey,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await recordsOf(other.id)).toHaveLength(0);
    expect(await balance(id)).toBe(0);
    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'attendance.marked'), eq(auditLog.entityId, res.body.attendance_id)));
    expect(entry).toBeDefined();
  });

  it('refuses a payment above the price and a date in the future', async () => {
    const { id } = await seated('Lyes Over', session.id);
    const over = await markReq({ student_id: id, class_id: session.id, payment_status: 'paid', amount: 600 });
    expect(over.status).toBe(400);
    expect(over.body.details.amount).toEqual(['amount_above_price']);
    const future = await markReq({ student_id: id, class_id: session.id, date: '2026-11-24' });
    expect(future.status).toBe(400);
    expect(future.body.details.date).toEqual(['date_in_future']);
    expect(await recordsOf(id)).toHaveLength(0);
    expect(await ledgerOf(id)).toHaveLength(0);
  });

  it('NOT PAID, then confirm-payment in parts, retried with the same key: one payment each', async () => {
    const { id } = await seated('Nour Later', session.id);
    const marked = await markReq({ student_id: id, class_id: session.id, payment_status: 'unpaid' });
    expect(marked.body).toMatchObject({ payment_required: true, required_amount: 500, payment: null });
    const attendanceId = marked.body.attendance_id;

    const k1 = key();
    const first = await confirm({ attendance_id: attendanceId, amount: 300, payment_method: 'cash', idempotency_key: k1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      replayed: false,
      message: 'Payment confirmed',
      remaining: 200,
      payment: { amount: 300, method: 'cash' },
    });
    const retry = await confirm({ attendance_id: attendanceId, amount: 300, payment_method: 'cash', idempotency_key: k1 });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ replayed: true, payment: { id: first.body.payment.id }, remaining: 200 });
    const [a, b] = await Promise.all([
      confirm({ attendance_id: attendanceId, amount: 50, payment_method: 'card', idempotency_key: `${k1}-double` }),
      confirm({ attendance_id: attendanceId, amount: 50, payment_method: 'card', idempotency_key: `${k1}-double` }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.payment.id).toBe(b.body.payment.id);
    expect((await ledgerOf(id)).filter((l) => l.kind === 'payment')).toHaveLength(2);

    const above = await confirm({ attendance_id: attendanceId, amount: 150.01, payment_method: 'cash', idempotency_key: key() });
    expect(above.status).toBe(400);
    expect(above.body.code).toBe('amount_above_debt');

    const other = await seated('Other Record', session.id);
    const otherMark = await markReq({ student_id: other.id, class_id: session.id, force: true });
    const reused = await confirm({ attendance_id: otherMark.body.attendance_id, amount: 100, payment_method: 'cash', idempotency_key: k1 });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');

    const rest = await confirm({ attendance_id: attendanceId, amount: 150, payment_method: 'bank_transfer', idempotency_key: key() });
    expect(rest.body.remaining).toBe(0);
    const nothing = await confirm({ attendance_id: attendanceId, amount: 1, payment_method: 'cash', idempotency_key: key() });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('nothing_to_pay');
    expect(await balance(id)).toBe(0);

    expect((await confirm({ attendance_id: 999999, amount: 1, payment_method: 'cash', idempotency_key: key() })).body.code).toBe(
      'attendance_not_found',
    );
    expect((await confirm({ attendance_id: attendanceId, amount: 0, payment_method: 'cash', idempotency_key: key() })).status).toBe(400);
    expect((await confirm({ attendance_id: attendanceId, amount: 10, payment_method: 'cheque', idempotency_key: key() })).status).toBe(400);
  });

  it('a mark of the same day again: the same record, no second charge; absent after a charge is refused', async () => {
    const { id } = await seated('Sami Again', session.id);
    const first = await markReq({ student_id: id, class_id: session.id, payment_status: 'paid' });
    const again = await markReq({ student_id: id, class_id: session.id, status: 'late' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      attendance_id: first.body.attendance_id,
      duplicate: true,
      status: 'late',
      charge_id: first.body.charge_id,
    });
    const absent = await markReq({ student_id: id, class_id: session.id, status: 'absent' });
    expect(absent.status).toBe(409);
    expect(absent.body.code).toBe('attendance_charged');
    expect(await recordsOf(id)).toHaveLength(1);
    expect((await ledgerOf(id)).filter((l) => l.kind === 'charge')).toHaveLength(1);
  });

  it('absent then present the same day: one record, charged once; PAID answered by a second mark pays it', async () => {
    const { id } = await seated('Mouna Turn', session.id);
    const absent = await markReq({ student_id: id, class_id: session.id, status: 'absent' });
    expect(absent.body.charge_id).toBeNull();
    const present = await markReq({ student_id: id, class_id: session.id, status: 'present' });
    expect(present.body).toMatchObject({ duplicate: true, status: 'present', payment_required: true, required_amount: 500 });
    const k = key();
    const paid = await markReq({
      student_id: id,
      class_id: session.id,
      status: 'present',
      force: true,
      payment_status: 'paid',
      idempotency_key: k,
    });
    expect(paid.body).toMatchObject({ duplicate: true, payment_required: false, payment: { amount: 500 } });
    const replay = await markReq({
      student_id: id,
      class_id: session.id,
      status: 'present',
      force: true,
      payment_status: 'paid',
      idempotency_key: k,
    });
    expect(replay.body.payment.id).toBe(paid.body.payment.id);
    const ledger = await ledgerOf(id);
    expect(ledger.map((l) => l.kind)).toEqual(['charge', 'payment']);
  });

  it('two tabs marking at the same instant: one record, one charge', async () => {
    const { id } = await seated('Twin Tabs', session.id);
    const [a, b] = await Promise.all([
      markReq({ student_id: id, class_id: session.id, payment_status: 'unpaid' }),
      markReq({ student_id: id, class_id: session.id, payment_status: 'unpaid' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.attendance_id).toBe(b.body.attendance_id);
    expect([a.body.duplicate, b.body.duplicate].sort()).toEqual([false, true]);
    expect(await recordsOf(id)).toHaveLength(1);
    expect((await ledgerOf(id)).filter((l) => l.kind === 'charge')).toHaveLength(1);
  });

  it('refuses bad input: unknown student or section 404, no seat 409, parent 403, missing ids 400', async () => {
    const id = await student('No Seat');
    expect((await markReq({ student_id: 999999, class_id: session.id })).body.code).toBe('student_not_found');
    expect((await markReq({ student_id: id, class_id: 999999 })).body.code).toBe('section_not_found');
    const noSeat = await markReq({ student_id: id, class_id: session.id });
    expect(noSeat.status).toBe(409);
    expect(noSeat.body.code).toBe('not_enrolled');
    expect((await markReq({ student_id: id, class_id: session.id }, parentToken)).status).toBe(403);
    const missing = await markReq({ class_id: session.id });
    expect(missing.status).toBe(400);
    expect(missing.body.details.student_id).toBeDefined();
    expect((await markReq({ student_id: id, class_id: session.id, status: 'sleeping' })).status).toBe(400);
    expect((await markReq({ student_id: id, class_id: session.id, date: '2026-02-30' })).status).toBe(400);
  });
});

describe('mark: monthly courses and kindergarten', () => {
  it('counts to 4, charges the month at the 4th session once, and Paid (Reset) restarts at 0 / 4 with the ledger balanced', async () => {
    const { id, seat } = await seated('Meriem Month', monthly.id);
    for (const [i, date] of ['2026-11-02', '2026-11-09', '2026-11-16'].entries()) {
      const res = await markReq({ student_id: id, class_id: monthly.id, date });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        payment_kind: 'monthly',
        monthly_progress: { sessions: i + 1, of: 4 },
        cycle_complete: false,
        payment_due: false,
        payment_required: false,
      });
    }
    const early = await reset({ student_id: id, class_id: monthly.id, payment_method: 'cash', idempotency_key: key() });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('cycle_not_complete');

    const fourth = await markReq({ student_id: id, class_id: monthly.id });
    expect(fourth.body).toMatchObject({ monthly_progress: { sessions: 4, of: 4 }, cycle_complete: true, payment_due: true });
    let ledger = await ledgerOf(id);
    expect(ledger.map((l) => [l.kind, l.reason, l.amount, l.attendanceRecordId])).toEqual([
      ['charge', 'month', '3000.00', fourth.body.attendance_id],
    ]);
    const again = await markReq({ student_id: id, class_id: monthly.id, status: 'late', force: true });
    expect(again.body).toMatchObject({ duplicate: true, payment_due: true });
    expect(await ledgerOf(id)).toHaveLength(1);

    const card = (await t.request({ method: 'GET', url: `/api/admin/attendance/students/${id}/card`, token: admin })).json();
    expect(card.payment_status).toBe('overdue');
    expect(card.enrollments[0]).toMatchObject({ payment_kind: 'monthly', monthly_sessions: 4, outstanding: 3000 });

    const k = key();
    const paid = await reset({ student_id: id, class_id: monthly.id, payment_method: 'card', idempotency_key: k });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      success: true,
      replayed: false,
      payment: { amount: 3000, method: 'card' },
      remaining: 0,
      cycle_started_on: '2026-11-24',
      monthly_progress: { sessions: 0, of: 4 },
    });
    const replay = await reset({ student_id: id, class_id: monthly.id, payment_method: 'card', idempotency_key: k });
    expect(replay.body).toMatchObject({ replayed: true, payment: { id: paid.body.payment.id }, monthly_progress: { sessions: 0, of: 4 } });
    ledger = await ledgerOf(id);
    expect(ledger.map((l) => l.kind)).toEqual(['charge', 'payment']);
    expect(ledger[1]!.appliesToEntryId).toBe(ledger[0]!.id);
    expect(await balance(id)).toBe(0);
    const [row] = await t.app.deps.db.select().from(enrollments).where(eq(enrollments.id, seat.id));
    expect(row!.cycleStartedOn).toBe('2026-11-24');
    const after = (await t.request({ method: 'GET', url: `/api/admin/attendance/students/${id}/card`, token: admin })).json();
    expect(after).toMatchObject({ payment_status: 'paid', total_debt: 0 });
    expect(after.enrollments[0].monthly_sessions).toBe(0);
    const [audited] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'attendance.cycle_reset'), eq(auditLog.entityId, seat.id)));
    expect(audited).toBeDefined();
  });

  it('Paid (Reset) of a complete cycle without a month charge writes the charge and its payment; not for session courses', async () => {
    const { id, seat } = await seated('Zineb Imported', monthly.id);
    for (const date of ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-20']) await attended(t, seat, date);
    const res = await reset({ student_id: id, class_id: monthly.id, amount: 2500, payment_method: 'cash', idempotency_key: key() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payment: { amount: 2500 }, remaining: 500 });
    expect((await ledgerOf(id)).map((l) => [l.kind, l.amount])).toEqual([
      ['charge', '3000.00'],
      ['payment', '2500.00'],
    ]);
    expect(await balance(id)).toBe(500);

    const s = await seated('Session Reset', session.id);
    const notMonthly = await reset({ student_id: s.id, class_id: session.id, payment_method: 'cash', idempotency_key: key() });
    expect(notMonthly.status).toBe(400);
    expect(notMonthly.body.code).toBe('not_monthly');
  });

  it('kindergarten: marked without any charge (the subscription covers it)', async () => {
    const { id } = await seated('Little Adam', kindergarten.id);
    const res = await markReq({ student_id: id, class_id: kindergarten.id, status: 'present' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payment_kind: 'kindergarten', payment_required: false, charge_id: null, monthly_progress: null });
    expect(await ledgerOf(id)).toHaveLength(0);
  });
});

describe('the unpaid charges the debt lists read', () => {
  it('are kept by the ledger trigger exactly as the ledger settles them, after every charge and payment above', async () => {
    await expectKeptSummaries(t);
  });
});
