import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type {
  AttendanceStudentCard,
  ClearDebtResponse,
  IndebtedUsersResponse,
  ReversePaymentResponse,
  StudentPaymentsResponse,
} from '@academy/shared';
import { auditLog, enrollments, ledgerEntries, paymentAllocations } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, charged } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * Issue 25 item 3: a payment taken back. POST /api/admin/payments/{id}/reverse writes ONE adjustment naming the
 * payment, so the student owes it again; the payment and its allocations stay (the ledger is append-only).
 */

let t: TestApp;
let admin: string;
let teacher: string;
let sectionId: number;
let monthlySectionId: number;

type Answer = ReversePaymentResponse & { code?: string; details?: Record<string, string[]> };

const reverse = (paymentId: number, payload: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
  t
    .request({ method: 'POST', url: `/api/admin/payments/${paymentId}/reverse`, token, payload, headers })
    .then((r) => ({ status: r.statusCode, body: r.json() as Answer }));

const get = <T>(url: string, token = admin) => t.request({ method: 'GET', url, token }).then((r) => r.json() as T);

let keys = 0;
const newKey = () => `reverse-key-${++keys}-abcdef`;

const debtOf = async (studentId: number) =>
  (await get<IndebtedUsersResponse>('/api/attendance/indebted-users?limit=100')).users.find((u) => u.student_id === studentId)
    ?.total_debt ?? 0;

const seatBalance = async (enrollmentId: number) => {
  const rows = (await t.app.deps.db.execute(
    // enrollment_balances is kept by the ledger's triggers (what the family's seat shows).
    `select (charged - paid)::text as owed from enrollment_balances where enrollment_id = ${enrollmentId}`,
  )) as unknown as { rows: Array<{ owed: string }> };
  return Number(rows.rows[0]?.owed ?? 0);
};

const entriesOf = (studentId: number) =>
  t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId)).orderBy(asc(ledgerEntries.id));

/** A family with one child seated in `section`; the door's PAID mark of one session (the real route). */
async function familyPaidAtTheDoor(name: string, section = sectionId) {
  const parent = await signedInParent(t, { student_name: name });
  const studentId = parent.user.students[0].id as number;
  const seat = await approvedEnrollment(t, studentId, section);
  const marked = await t.request({
    method: 'POST',
    url: '/api/admin/attendance/mark',
    token: admin,
    payload: { student_id: studentId, class_id: section, status: 'present', force: true, payment_status: 'paid', amount: '500' },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  const [payment] = (await entriesOf(studentId)).filter((e) => e.kind === 'payment');
  return { studentId, seat, payment: payment!, token: parent.token };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  teacher = (await signedInTeacher(t)).token;
  const maths = await createCourse(t, { name: 'Maths 4AM', pricingType: 'session', sessionPrice: '500.00' });
  sectionId = (await createSection(t, maths.id)).id;
  const physics = await createCourse(t, { name: 'Physics 3AS', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '3000.00' });
  monthlySectionId = (await createSection(t, physics.id)).id;
});
afterAll(() => t.close());

describe('POST /api/admin/payments/{id}/reverse', () => {
  it('reversing a door payment raises the debt and the seat balance by its amount, lists the student as indebted, and shows it reversed', async () => {
    const f = await familyPaidAtTheDoor('Yacine Reversed');
    expect(await debtOf(f.studentId)).toBe(0);
    expect(await seatBalance(f.seat.id)).toBe(0);
    const before = await entriesOf(f.studentId);

    t.clock.set('2026-11-23T10:30:00Z');
    const { status, body } = await reverse(f.payment.id, { reason: '  Entered twice  ', idempotency_key: newKey() });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      success: true,
      replayed: false,
      student_id: f.studentId,
      total_debt: 500,
      reversal: { payment_id: f.payment.id, amount: 500, reason: 'Entered twice', reversed_at: '2026-11-23T10:30:00.000Z' },
    });
    expect(body.reversal.by).toMatchObject({ name: expect.any(String) });

    expect(await debtOf(f.studentId)).toBe(500);
    expect(await seatBalance(f.seat.id)).toBe(500);

    // Append-only: every earlier entry as it was, one adjustment more naming the payment, on its seat.
    const after = await entriesOf(f.studentId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({
        id: body.reversal.id,
        kind: 'adjustment',
        amount: '500.00',
        appliesToEntryId: f.payment.id,
        enrollmentId: f.seat.id,
        note: 'Entered twice',
      }),
    ]);
    // The payment's allocation stays.
    expect(await t.app.deps.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, f.payment.id))).toHaveLength(1);

    // Audited.
    const [audited] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.reversed'), eq(auditLog.entityId, f.payment.id)));
    expect(audited).toMatchObject({
      entity: 'ledger_entry',
      data: expect.objectContaining({ reversal_id: body.reversal.id, reason: 'Entered twice' }),
    });

    // Every list of payments says it was reversed: the scan's card, the admin's history, the parent's page.
    const card = await get<AttendanceStudentCard>(`/api/admin/attendance/students/${f.studentId}/card`);
    expect(card.recent_payments.map((p) => [p.id, p.amount, p.reversed, p.reversed_at])).toEqual([
      [f.payment.id, 500, true, '2026-11-23T10:30:00.000Z'],
    ]);
    const history = await get<StudentPaymentsResponse>(`/api/admin/students/${f.studentId}/payment-history`);
    expect(history.payment_history.map((p) => [p.id, p.reversed])).toEqual([[f.payment.id, true]]);
    const mine = await get<StudentPaymentsResponse>('/api/payments/student-payments', f.token);
    expect(mine.payment_history.map((p) => [p.id, p.reversed, p.reversed_at])).toEqual([[f.payment.id, true, '2026-11-23T10:30:00.000Z']]);
    expect(mine.students[0]!.total_debt).toBe(500);

    await expectKeptSummaries(t);
  });

  it('a payment not reversed reads reversed: false', async () => {
    const f = await familyPaidAtTheDoor('Lina Kept');
    const card = await get<AttendanceStudentCard>(`/api/admin/attendance/students/${f.studentId}/card`);
    expect(card.recent_payments.map((p) => [p.id, p.reversed, p.reversed_at])).toEqual([[f.payment.id, false, null]]);
    const mine = await get<StudentPaymentsResponse>('/api/payments/student-payments', f.token);
    expect(mine.payment_history.map((p) => p.reversed)).toEqual([false]);
  });

  it('reversing a clearance spread over several charges raises the debt by the whole amount', async () => {
    const parent = await signedInParent(t, { student_name: 'Rami Cleared' });
    const studentId = parent.user.students[0].id as number;
    const seat = await approvedEnrollment(t, studentId, sectionId);
    await attended(t, seat, '2026-11-10', { charge: '400.00' });
    await attended(t, seat, '2026-11-11', { charge: '600.00' });
    await attended(t, seat, '2026-11-12', { charge: '500.00' });
    const cleared = await t.request({
      method: 'POST',
      url: '/api/attendance/clear-debt',
      token: admin,
      payload: { user_id: studentId, amount: '1200.00', payment_method: 'cash', idempotency_key: newKey() },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const payment = (cleared.json() as ClearDebtResponse).payment;
    expect((cleared.json() as ClearDebtResponse).settled_charges).toHaveLength(3);
    expect(await debtOf(studentId)).toBe(300);
    const allocations = await t.app.deps.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id));

    const { status, body } = await reverse(payment.id, { reason: 'Cheque bounced', idempotency_key: newKey() });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.reversal.amount).toBe(1200);
    expect(body.total_debt).toBe(1500);
    expect(await debtOf(studentId)).toBe(1500);
    // The clearance named no seat: neither does its reversal; its allocations stay as written.
    const [reversal] = await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, body.reversal.id));
    expect(reversal).toMatchObject({ kind: 'adjustment', amount: '1200.00', enrollmentId: null, appliesToEntryId: payment.id });
    expect(await t.app.deps.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id))).toEqual(allocations);

    await expectKeptSummaries(t);
  });

  it('reversing a monthly payment keeps the monthly dues and the payment-due list agreeing with the ledger', async () => {
    const parent = await signedInParent(t, { student_name: 'Sara Monthly' });
    const studentId = parent.user.students[0].id as number;
    const seat = await approvedEnrollment(t, studentId, monthlySectionId);
    await charged(t, seat, 'month', '3000.00', '3000.00');
    const [payment] = (await entriesOf(studentId)).filter((e) => e.kind === 'payment');
    const { status } = await reverse(payment!.id, { reason: 'Refunded to the parent', idempotency_key: newKey() });
    expect(status).toBe(200);
    expect(await debtOf(studentId)).toBe(3000);
    expect(await seatBalance(seat.id)).toBe(3000);
    const due = await t.request({ method: 'GET', url: '/api/admin/attendance/payment-due?limit=100', token: admin });
    expect(due.statusCode).toBe(200);
    const monthly = await t.request({ method: 'GET', url: '/api/payments/admin/monthly-due?limit=100', token: admin });
    expect(monthly.statusCode).toBe(200);
    await expectKeptSummaries(t);
  });

  it('a second reversal is refused (409); the same key twice writes one reversal and answers it again', async () => {
    const f = await familyPaidAtTheDoor('Omar Twice');
    const key = newKey();
    const first = await reverse(f.payment.id, { reason: 'Wrong student', idempotency_key: key });
    expect(first.status).toBe(200);
    const replay = await reverse(f.payment.id, { reason: 'Wrong student', idempotency_key: key });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ replayed: true, total_debt: 500, reversal: { id: first.body.reversal.id } });
    // The same key in the header replays too.
    const header = await reverse(f.payment.id, { reason: 'Wrong student' }, admin, { 'idempotency-key': key });
    expect(header.body).toMatchObject({ replayed: true, reversal: { id: first.body.reversal.id } });

    const again = await reverse(f.payment.id, { reason: 'Wrong student', idempotency_key: newKey() });
    expect([again.status, again.body.code]).toEqual([409, 'payment_already_reversed']);
    // Without a key, another reason: not the same click, refused as well.
    const keyless = await reverse(f.payment.id, { reason: 'Another reason' });
    expect([keyless.status, keyless.body.code]).toEqual([409, 'payment_already_reversed']);

    const reversals = (await entriesOf(f.studentId)).filter((e) => e.kind === 'adjustment');
    expect(reversals).toHaveLength(1);
    expect(await debtOf(f.studentId)).toBe(500);

    // The key of this reversal used for another payment: refused, nothing written.
    const other = await familyPaidAtTheDoor('Nadia Other');
    const reused = await reverse(other.payment.id, { reason: 'Wrong student', idempotency_key: key });
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency_key_reused']);
    expect((await entriesOf(other.studentId)).filter((e) => e.kind === 'adjustment')).toEqual([]);
    await expectKeptSummaries(t);
  });

  it('a double click without a key reverses once', async () => {
    const f = await familyPaidAtTheDoor('Karim Double');
    const [a, b] = await Promise.all([
      reverse(f.payment.id, { reason: 'Double entry' }),
      reverse(f.payment.id, { reason: 'Double entry' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.reversal.id).toBe(b.body.reversal.id);
    expect([a.body.replayed, b.body.replayed].sort()).toEqual([false, true]);
    expect((await entriesOf(f.studentId)).filter((e) => e.kind === 'adjustment')).toHaveLength(1);
  });

  it('answers 404 payment_not_found for a charge, a reversal or an unknown id, and writes nothing', async () => {
    const f = await familyPaidAtTheDoor('Amina NotFound');
    const charge = (await entriesOf(f.studentId)).find((e) => e.kind === 'charge')!;
    const done = await reverse(f.payment.id, { reason: 'Entered twice', idempotency_key: newKey() });
    const before = await entriesOf(f.studentId);
    for (const id of [charge.id, done.body.reversal.id, 999999]) {
      const { status, body } = await reverse(id, { reason: 'Entered twice', idempotency_key: newKey() });
      expect([status, body.code], String(id)).toEqual([404, 'payment_not_found']);
    }
    expect(await entriesOf(f.studentId)).toEqual(before);
  });

  it('refuses parents, teachers and visitors, and a missing, short or long reason, writing nothing', async () => {
    const f = await familyPaidAtTheDoor('Ines Guarded');
    const payload = { reason: 'Entered twice', idempotency_key: newKey() };
    expect((await reverse(f.payment.id, payload, f.token)).status).toBe(403);
    expect((await reverse(f.payment.id, payload, teacher)).status).toBe(403);
    const visitor = await t.request({ method: 'POST', url: `/api/admin/payments/${f.payment.id}/reverse`, payload });
    expect(visitor.statusCode).toBe(401);

    for (const bad of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'ab' },
      { reason: 'x'.repeat(301) },
      { reason: null },
      { reason: 42 },
    ]) {
      const { status, body } = await reverse(f.payment.id, { ...bad, idempotency_key: newKey() });
      expect([status, body.code], JSON.stringify(bad)).toEqual([400, 'validation_failed']);
      expect(body.details?.reason, JSON.stringify(bad)).toBeDefined();
    }
    for (const missing of [{}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
      const { body } = await reverse(f.payment.id, { ...missing, idempotency_key: newKey() });
      expect(body.details?.reason, JSON.stringify(missing)).toEqual(['required']);
    }
    expect((await reverse(f.payment.id, { reason: 'ab', idempotency_key: newKey() })).body.details?.reason).toEqual(['too_short']);
    expect((await entriesOf(f.studentId)).filter((e) => e.kind === 'adjustment')).toEqual([]);
    expect(await debtOf(f.studentId)).toBe(0);
  });

  it('keeps the ledger append-only: a reversal cannot be edited or removed in the database', async () => {
    const f = await familyPaidAtTheDoor('Walid AppendOnly');
    const { body } = await reverse(f.payment.id, { reason: 'Entered twice', idempotency_key: newKey() });
    await expect(t.app.deps.db.delete(ledgerEntries).where(eq(ledgerEntries.id, body.reversal.id))).rejects.toThrow();
    await expect(
      t.app.deps.db.update(ledgerEntries).set({ amount: '1.00' }).where(eq(ledgerEntries.id, body.reversal.id)),
    ).rejects.toThrow();
    // The seat stays as it was (approved), and the student still owes the payment's amount.
    const [seat] = await t.app.deps.db.select().from(enrollments).where(eq(enrollments.id, f.seat.id));
    expect(seat!.status).toBe('approved');
    expect(await debtOf(f.studentId)).toBe(500);
  });
});
