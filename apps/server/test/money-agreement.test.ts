import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type {
  AttendanceOverviewResponse,
  AttendanceStudentCard,
  ClearDebtResponse,
  IndebtedUsersResponse,
  MyAttendanceResponse,
  PaymentReceipt,
  StudentPaymentsResponse,
} from '@academy/shared';
import { enrollments, ledgerEntries } from '../src/db/schema';
import { IDEMPOTENCY_WINDOW_MS } from '../src/modules/ledger/idempotency';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, subscription } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';
import { letterKey, pdfWords, wordsOf } from './support/pdf-text';

/*
 * Money and attendance say the same thing everywhere (issue 23): one status rule for a session in the
 * admin's overview, its CSV and the parent's views; a debt clearance is one payment and one receipt, and
 * every view agrees on the debt after it; a request key replays only its own request; a mark the product
 * accepts counts, one it would not count is refused. Clock: Monday 2026-11-23, 10:00 in Algiers.
 */

let t: TestApp;
let admin: string;

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = <T>(url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: as(token) }).then((r) => r.json() as T);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app
    .inject({ method: 'POST', url, headers: { ...as(admin), ...headers }, payload })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
const paymentsOf = async (studentId: number) =>
  (await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId))).filter((e) => e.kind === 'payment');

/** A family with one child seated in a section (seat begun `since`, its month from `cycle`). */
async function family(name: string, sectionId: number, since = '2026-11-02', cycle: string | null = null) {
  const parent = await signedInParent(t, { student_name: name });
  const studentId = parent.user.students[0].id as number;
  await t.app.deps.db.insert(enrollments).values({
    studentId,
    sectionId,
    status: 'approved',
    isActive: true,
    enrolledAt: new Date(`${since}T09:00:00Z`),
    cycleStartedOn: cycle,
  });
  return { studentId, token: parent.token };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

describe('one payment status for a session, in every view and export', () => {
  it('a session charged 1,600 DA with 1,100 DA paid reads partial in the overview, its CSV and the parent views', async () => {
    const course = await createCourse(t, { name: 'Physics 3AS', pricingType: 'session', sessionPrice: '1600.00' });
    const section = await createSection(t, course.id);
    const parent = await signedInParent(t, { student_name: 'Amine Partial' });
    const studentId = parent.user.students[0].id as number;
    await approvedEnrollment(t, studentId, section.id);

    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/attendance/mark',
      headers: as(admin),
      payload: { student_id: studentId, class_id: section.id, status: 'present', force: true, payment_status: 'paid', amount: '1100' },
    });
    expect(marked.statusCode).toBe(200);

    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/attendance/overview?search=Amine%20Partial',
      headers: as(admin),
    });
    const record = (overview.json() as AttendanceOverviewResponse).attendance_records.find((r) => r.student_id === studentId)!;
    expect(record.payment_status).toBe('partial');
    expect(record.payment_amount).toBe(1600);

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/attendance/export.csv?search=Amine%20Partial', headers: as(admin) });
    const rows = parse(csv.body, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.Student, r['Payment Status'], r['Payment Amount']])).toEqual([['Amine Partial', 'partial', '1600.00']]);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/attendance/my-attendance?student_id=${studentId}`,
      headers: as(parent.token),
    });
    expect((mine.json() as MyAttendanceResponse).attendance.map((r) => r.payment_status)).toEqual(['partial']);
  });
});

describe('a debt clearance is one payment, one receipt, and every view agrees after each step', () => {
  it('600 DA against two unpaid 500 DA sessions: one payment allocated 500 + 100, one receipt listing both; then the rest', async () => {
    const course = await createCourse(t, {
      name: 'Chemistry 2AS',
      nameEn: 'Chemistry 2AS',
      pricingType: 'session',
      sessionPrice: '500.00',
    });
    const section = await createSection(t, course.id);
    const { studentId, token } = await family('Nour Clearance', section.id);
    for (const date of ['2026-11-09', '2026-11-16']) {
      const r = await post('/api/admin/attendance/mark', {
        student_id: studentId,
        class_id: section.id,
        date,
        force: true,
        payment_status: 'unpaid',
      });
      expect(r.status).toBe(200);
    }

    /** What the admin and the parent each see of this student's money. */
    const views = async () => {
      const card = await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`);
      const listed = (await get<IndebtedUsersResponse>('/api/attendance/indebted-users?search=Nour%20Clearance')).users.find(
        (u) => u.student_id === studentId,
      );
      const parent = await get<StudentPaymentsResponse>(`/api/payments/student-payments?student_id=${studentId}`, token);
      const mine = await get<MyAttendanceResponse>(`/api/attendance/my-attendance?student_id=${studentId}`, token);
      const overview = await get<AttendanceOverviewResponse>('/api/admin/attendance/overview?search=Nour%20Clearance');
      const byDate = (rows: Array<{ date: string; payment_status: string | null }>) =>
        Object.fromEntries(rows.map((r) => [r.date, r.payment_status]));
      return {
        admin_debt: card.total_debt,
        listed_debt: listed?.total_debt ?? 0,
        card_enrollment_outstanding: card.enrollments[0]!.outstanding,
        parent_debt: parent.students[0]!.total_debt,
        parent_unpaid: parent.payment_summary[0]!.unpaid_amount,
        parent_balance: parent.students[0]!.summary.balance,
        parent_outstanding: mine.summary.outstanding_balance,
        statuses_admin: byDate(overview.attendance_records),
        statuses_parent: byDate(mine.attendance),
        enrollment_status: [card.enrollments[0]!.payment_status, parent.payment_summary[0]!.payment_status],
        payments: [card.payments_count, parent.students[0]!.summary.payment_count, parent.payment_history.length],
      };
    };
    const agree = (v: Awaited<ReturnType<typeof views>>, debt: number, statuses: Record<string, string>, payments: number) => {
      expect([
        v.admin_debt,
        v.listed_debt,
        v.card_enrollment_outstanding,
        v.parent_debt,
        v.parent_unpaid,
        v.parent_outstanding,
        0 - v.parent_balance || 0,
      ]).toEqual(Array(7).fill(debt));
      expect(v.statuses_admin).toEqual(statuses);
      expect(v.statuses_parent).toEqual(statuses);
      expect(v.enrollment_status).toEqual(debt > 0 ? ['pending', 'pending'] : ['paid', 'paid']);
      expect(v.payments).toEqual([payments, payments, payments]);
    };

    agree(await views(), 1000, { '2026-11-16': 'unpaid', '2026-11-09': 'unpaid' }, 0);

    const first = await post('/api/attendance/clear-debt', { user_id: studentId, amount: 600 });
    expect(first.status).toBe(200);
    const cleared = first.body as ClearDebtResponse;
    expect(cleared).toMatchObject({ success: true, message: 'Debt cleared successfully', paid: 600, remaining_debt: 400 });
    expect(cleared.payments).toHaveLength(1);
    expect(cleared.settled_charges.map((c) => [c.date, c.amount, c.paid])).toEqual([
      ['2026-11-09', 500, 500],
      ['2026-11-16', 500, 100],
    ]);
    expect((await paymentsOf(studentId)).map((p) => p.amount)).toEqual(['600.00']);
    agree(await views(), 400, { '2026-11-16': 'partial', '2026-11-09': 'paid' }, 1);
    // The parent's history shows the one payment, for the sessions of its course.
    const history = (await get<StudentPaymentsResponse>(`/api/payments/student-payments?student_id=${studentId}`, token)).payment_history;
    expect(history.map((h) => [h.id, h.amount, h.reason, h.course_name])).toEqual([[cleared.payment.id, 600, 'session', 'Chemistry 2AS']]);
    const recent = (await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`)).recent_payments;
    expect(recent.map((p) => [p.id, p.amount, p.course_name])).toEqual([[cleared.payment.id, 600, 'Chemistry 2AS']]);

    const receipt = await get<PaymentReceipt>(`/api/admin/payments/${cleared.payment.id}/receipt`);
    expect(receipt).toMatchObject({ receipt_number: cleared.payment.receipt_number, amount: 600, course_name: 'Chemistry 2AS' });
    expect(receipt.charges!.map((c) => [c.date, c.amount, c.paid])).toEqual([
      ['2026-11-09', 500, 500],
      ['2026-11-16', 500, 100],
    ]);
    // The printed receipt lists them too, in both languages.
    for (const lang of ['en', 'ar'] as const) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/admin/payments/${cleared.payment.id}/receipt.pdf?lang=${lang}`,
        headers: as(admin),
      });
      expect(pdf.statusCode).toBe(200);
      if (process.env.MONEY_RECEIPT_PDF) fs.writeFileSync(`${process.env.MONEY_RECEIPT_PDF}-${lang}.pdf`, pdf.rawPayload);
      const printed = await pdfWords(pdf.rawPayload);
      expect(printed.pages).toBe(1);
      const keys = new Set(printed.words.map(letterKey));
      const listed = (await get<PaymentReceipt>(`/api/admin/payments/${cleared.payment.id}/receipt?lang=${lang}`)).charges!;
      for (const c of listed) for (const word of wordsOf(`${c.date_text} ${c.paid_text}`)) expect(keys, word).toContain(letterKey(word));
    }

    const rest = await post('/api/attendance/clear-debt', { user_id: studentId, amount: 400, payment_method: 'card' });
    expect(rest.body).toMatchObject({ paid: 400, remaining_debt: 0 });
    agree(await views(), 0, { '2026-11-16': 'paid', '2026-11-09': 'paid' }, 2);
    expect((await get<IndebtedUsersResponse>('/api/attendance/indebted-users?search=Nour%20Clearance')).users).toEqual([]);
    await expectKeptSummaries(t);
  });
});

describe('a request key replays only its own request', () => {
  it('the same key with another amount is refused (409); the Idempotency-Key header counts as the key; two different keys are a 400', async () => {
    const course = await createCourse(t, { name: 'Biology 1AS', pricingType: 'session', sessionPrice: '800.00' });
    const section = await createSection(t, course.id);
    const { studentId } = await family('Idem Potent', section.id);
    const marked = await post('/api/admin/attendance/mark', {
      student_id: studentId,
      class_id: section.id,
      date: '2026-11-16',
      force: true,
      payment_status: 'unpaid',
    });
    const attendanceId = marked.body.attendance_id as number;

    const pay = (payload: object, headers: Record<string, string> = {}) =>
      post('/api/attendance/confirm-payment', { attendance_id: attendanceId, ...payload }, headers);
    const first = await pay({ amount: 200, idempotency_key: 'door-key-0001' });
    expect(first.body).toMatchObject({ replayed: false, remaining: 600 });
    const again = await pay({ amount: 200, idempotency_key: 'door-key-0001' });
    expect(again.body).toMatchObject({ replayed: true, remaining: 600, payment: { id: first.body.payment.id } });
    const other = await pay({ amount: 300, idempotency_key: 'door-key-0001' });
    expect([other.status, other.body.code]).toEqual([409, 'idempotency_key_reused']);
    // Another route with the key: refused too (clear-debt does not answer with the door's payment).
    const elsewhere = await post('/api/attendance/clear-debt', { user_id: studentId, amount: 200, idempotency_key: 'door-key-0001' });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([409, 'idempotency_key_reused']);

    const header = await pay({ amount: 100 }, { 'idempotency-key': 'door-key-0002' });
    expect(header.body).toMatchObject({ replayed: false, remaining: 500 });
    const headerAgain = await pay({ amount: 100, idempotency_key: 'door-key-0002' }, { 'idempotency-key': 'door-key-0002' });
    expect(headerAgain.body).toMatchObject({ replayed: true, payment: { id: header.body.payment.id } });
    const mismatch = await pay({ amount: 100, idempotency_key: 'door-key-0003' }, { 'idempotency-key': 'door-key-0004' });
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'idempotency_key_mismatch']);
    const short = await pay({ amount: 100 }, { 'idempotency-key': 'short' });
    expect([short.status, short.body.code]).toEqual([400, 'validation_failed']);

    expect((await paymentsOf(studentId)).map((p) => p.amount)).toEqual(['200.00', '100.00']);
  });

  it("without a key (the spec's bodies): a double click pays once, also two at once; the same sum later is a new payment", async () => {
    const course = await createCourse(t, { name: 'History 4AM', pricingType: 'session', sessionPrice: '500.00' });
    const section = await createSection(t, course.id);
    const { studentId } = await family('Double Click', section.id);
    for (const date of ['2026-11-02', '2026-11-09', '2026-11-16']) {
      await post('/api/admin/attendance/mark', {
        student_id: studentId,
        class_id: section.id,
        date,
        force: true,
        payment_status: 'unpaid',
      });
    }
    const clear = () => post('/api/attendance/clear-debt', { user_id: studentId, amount: 500 });
    const first = await clear();
    expect(first.body).toMatchObject({ replayed: false, remaining_debt: 1000 });
    t.clock.advance(IDEMPOTENCY_WINDOW_MS - 1);
    const click = await clear();
    expect(click.body).toMatchObject({ replayed: true, remaining_debt: 1000, payment: { id: first.body.payment.id } });
    expect(await paymentsOf(studentId)).toHaveLength(1);

    // Well after the window: the office took 500 again.
    t.clock.advance(2 * IDEMPOTENCY_WINDOW_MS);
    const later = await clear();
    expect(later.body).toMatchObject({ replayed: false, remaining_debt: 500 });
    // Two identical requests at once: one payment.
    t.clock.advance(2 * IDEMPOTENCY_WINDOW_MS);
    const both = await Promise.all([clear(), clear()]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.replayed).sort()).toEqual([false, true]);
    expect((await paymentsOf(studentId)).map((p) => p.amount)).toEqual(['500.00', '500.00', '500.00']);
    expect((await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`)).total_debt).toBe(0);
  });
  it('a kindergarten renewal sent twice without a key renews and charges once; its key with another amount is refused', async () => {
    const course = await createCourse(t, {
      name: 'Little Stars KG',
      level: 'preschool',
      category: 'kindergarten',
      pricingType: 'monthly',
      sessionPrice: null,
      monthlyPrice: '6000.00',
    });
    const section = await createSection(t, course.id);
    const { studentId } = await family('Star Twice', section.id);
    const [seat] = await t.app.deps.db.select().from(enrollments).where(eq(enrollments.studentId, studentId));
    await subscription(t, seat!.id, '2026-11-23');
    const renew = (payload: object) => post(`/api/admin/enrollments/${seat!.id}/renew`, payload);
    const first = await renew({});
    const click = await renew({});
    expect([first.body.replayed, click.body.replayed]).toEqual([false, true]);
    expect(click.body.subscription.next_subscription_date).toBe(first.body.subscription.next_subscription_date);
    const keyed = await renew({ amount: 1000, idempotency_key: 'renew-key-0001' });
    expect(keyed.status).toBe(200);
    const changed = await renew({ amount: 2000, idempotency_key: 'renew-key-0001' });
    expect([changed.status, changed.body.code]).toEqual([409, 'idempotency_key_reused']);
    const charges = (await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId))).filter(
      (e) => e.kind === 'charge',
    );
    expect(charges).toHaveLength(2);
  });
});

describe('a mark the product accepts counts; one it would not count is refused', () => {
  it('a monthly seat: a mark dated before the seat began, or before its current month, is refused naming the date; from then on marks count', async () => {
    const course = await createCourse(t, { name: 'English 3AM', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '3000.00' });
    const section = await createSection(t, course.id);
    const { studentId, token } = await family('Late Joiner', section.id, '2026-11-16', '2026-11-16');
    const markOn = (date: string) => post('/api/admin/attendance/mark', { student_id: studentId, class_id: section.id, date, force: true });

    const before = await markOn('2026-11-10');
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ code: 'mark_before_enrollment', details: { since: ['2026-11-16'], date: ['2026-11-10'] } });
    expect(before.body.message).toContain('2026-11-16');
    const [records] = await Promise.all([
      t.app.deps.db.execute(sql`select count(*)::int as n from attendance_records where student_id = ${studentId}`),
    ]);
    expect((records as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);

    // Four sessions from the seat's first day: each counts, the 4th completes the month and charges it.
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20']) expect((await markOn(date)).status).toBe(200);
    const card = await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`);
    expect(card).toMatchObject({ total_debt: 3000, attendance: { attended: 4, total: 4 } });
    expect(card.enrollments[0]).toMatchObject({ monthly_sessions: 4, payment_status: 'overdue' });
    const parent = await get<StudentPaymentsResponse>(`/api/payments/student-payments?student_id=${studentId}`, token);
    expect(parent.payment_summary[0]).toMatchObject({ sessions_this_month: 4, unpaid_amount: 3000, payment_status: 'overdue' });

    // Paid (Reset) on the 23rd: the next month begins the day after its last session (the 21st), so a
    // session since then counts in it ...
    const reset = await post('/api/admin/monthly-attendance/reset', { student_id: studentId, class_id: section.id });
    expect(reset.body).toMatchObject({ cycle_started_on: '2026-11-21', monthly_progress: { sessions: 0, of: 4 } });
    expect((await markOn('2026-11-22')).body).toMatchObject({ monthly_progress: { sessions: 1, of: 4 } });
    // ... and a forgotten session of the paid month is refused: it would count in no month.
    const paidMonth = await markOn('2026-11-18');
    expect(paidMonth.status).toBe(400);
    expect(paidMonth.body).toMatchObject({ code: 'mark_before_cycle', details: { since: ['2026-11-21'], date: ['2026-11-18'] } });
    expect((await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`)).attendance).toEqual({
      attended: 5,
      total: 5,
    });
  });
});

describe('the door and the desk at the same moment', () => {
  it('a confirm-payment and a debt clearance of the same charge pay it once; a mark with a clearance never fails', async () => {
    const course = await createCourse(t, { name: 'Geography 2AM', pricingType: 'session', sessionPrice: '500.00' });
    const section = await createSection(t, course.id);
    // Several families at once, so that on PostgreSQL the two requests really overlap for some of them.
    const families = await Promise.all(['Door', 'Desk', 'Both', 'Same', 'Time', 'Once'].map((n) => family(`Rania ${n}`, section.id)));
    for (const { studentId } of families) {
      expect(
        (
          await post('/api/admin/attendance/mark', {
            student_id: studentId,
            class_id: section.id,
            date: '2026-11-16',
            force: true,
            payment_status: 'unpaid',
          })
        ).status,
      ).toBe(200);
    }
    const recordOf = async (studentId: number) => {
      const { rows } = (await t.app.deps.db.execute(sql`select id from attendance_records where student_id = ${studentId}`)) as unknown as {
        rows: Array<{ id: number }>;
      };
      return rows[0]!.id;
    };
    const answers = await Promise.all(
      families.map(async ({ studentId }) => {
        const attendanceId = await recordOf(studentId);
        return Promise.all([
          post('/api/attendance/confirm-payment', { attendance_id: attendanceId, amount: 500, payment_method: 'cash' }),
          post('/api/attendance/clear-debt', { user_id: studentId, amount: 500 }),
        ]);
      }),
    );
    for (const [i, pair] of answers.entries()) {
      // One of the two took the 500 DA; the other was told nothing (or not that much) is owed.
      expect(pair.filter((r) => r.status === 200)).toHaveLength(1);
      expect(pair.find((r) => r.status !== 200)?.body.code).toMatch(/^(nothing_to_pay|amount_above_debt)$/);
      const { studentId } = families[i]!;
      expect((await paymentsOf(studentId)).map((p) => p.amount)).toEqual(['500.00']);
      expect((await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`)).total_debt).toBe(0);
    }

    // A new session marked (and charged) while the desk clears the old one: both answer, neither a 500.
    // (Past the keyless double-click window: the same 500 DA clearance is a new payment.)
    t.clock.advance(2 * IDEMPOTENCY_WINDOW_MS);
    const { studentId } = families[0]!;
    expect(
      (
        await post('/api/admin/attendance/mark', {
          student_id: studentId,
          class_id: section.id,
          date: '2026-11-09',
          force: true,
          payment_status: 'unpaid',
        })
      ).status,
    ).toBe(200);
    const [marked, cleared] = await Promise.all([
      post('/api/admin/attendance/mark', {
        student_id: studentId,
        class_id: section.id,
        date: '2026-11-23',
        force: true,
        payment_status: 'unpaid',
      }),
      post('/api/attendance/clear-debt', { user_id: studentId, amount: 500 }),
    ]);
    expect([marked.status, cleared.status]).toEqual([200, 200]);
    expect((await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`)).total_debt).toBe(500);
  });
});
