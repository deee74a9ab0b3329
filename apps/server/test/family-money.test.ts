import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAttendanceResponse, StudentPaymentsResponse } from '@academy/shared';
import { students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, charged, subscription } from './support/family-data';

let t: TestApp;
let parent: { token: string; studentId: number };
let other: { token: string; studentId: number };

// Clock: 2026-11-23 09:00 UTC (10:00 in Algiers). Today is 2026-11-23.
beforeAll(async () => {
  t = await createTestApp();
  const p = await signedInParent(t, { student_name: 'Yacine Benali' });
  parent = { token: p.token, studentId: p.user.students[0].id };
  const o = await signedInParent(t, { student_name: 'Lina Haddad' });
  other = { token: o.token, studentId: o.user.students[0].id };

  const maths = await createCourse(t, { name: 'Maths 4AM', nameFr: 'Maths 4AM (fr)', pricingType: 'session', sessionPrice: '500.00' });
  const arabic = await createCourse(t, { name: 'Arabic 4AM', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '3000.00' });
  const kg = await createCourse(t, {
    name: 'Little Stars',
    level: 'preschool',
    grade: 'PREP',
    category: 'kindergarten',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '6000.00',
  });
  const [mathsA, arabicA, kgA] = await Promise.all([createSection(t, maths.id), createSection(t, arabic.id), createSection(t, kg.id)]);

  const e1 = await approvedEnrollment(t, parent.studentId, mathsA.id);
  await attended(t, e1, '2026-11-02', { charge: '500.00', paid: '500.00' });
  await attended(t, e1, '2026-11-09', { charge: '500.00', paid: '200.00' });
  await attended(t, e1, '2026-11-16', { charge: '500.00' });
  await attended(t, e1, '2026-11-18', { status: 'absent' });

  const e2 = await approvedEnrollment(t, parent.studentId, arabicA.id, '2026-11-01');
  for (const day of ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-20']) await attended(t, e2, day);
  await charged(t, e2, 'month', '3000.00');

  // The sibling's kindergarten subscription, due today.
  const [amina] = await t.app.deps.db
    .insert(students)
    .values({ parentId: await parentIdOf(parent.studentId), name: 'Amina Benali', barcode: 'ST55550001', dateOfBirth: '2021-03-01' })
    .returning();
  const e3 = await approvedEnrollment(t, amina!.id, kgA.id);
  await subscription(t, e3.id, '2026-11-23');
  await charged(t, e3, 'subscription', '6000.00', '6000.00');

  // Another family's debt, which must never show up.
  const e4 = await approvedEnrollment(t, other.studentId, mathsA.id);
  await attended(t, e4, '2026-11-16', { charge: '500.00' });
});
afterAll(() => t.close());

async function parentIdOf(studentId: number) {
  const { eq } = await import('drizzle-orm');
  const [s] = await t.app.deps.db.select().from(students).where(eq(students.id, studentId));
  return s!.parentId!;
}

const get = <T>(url: string, token?: string) =>
  t.request({ method: 'GET', url, token }).then((r) => ({ status: r.statusCode, body: r.json() as T }));

describe('GET /api/payments/student-payments', () => {
  it('computes each enrollment from the ledger: unpaid sessions, the completed month, the subscription due today', async () => {
    const { status, body } = await get<StudentPaymentsResponse>('/api/payments/student-payments', parent.token);
    expect(status).toBe(200);
    const item = (course: string) => body.payment_summary.find((i) => i.course_name === course)!;
    expect(item('Maths 4AM')).toMatchObject({
      payment_type: 'session',
      payment_status: 'pending',
      total_charged: 1500,
      total_paid: 700,
      unpaid_amount: 800,
      debt_sessions: 2,
      course_price: 500,
    });
    expect(item('Arabic 4AM')).toMatchObject({
      payment_type: 'monthly',
      payment_status: 'overdue',
      is_overdue: true,
      unpaid_amount: 3000,
      sessions_this_month: 4,
      progress_percentage: 100,
    });
    expect(item('Little Stars')).toMatchObject({
      payment_type: 'kindergarten',
      is_kindergarten: true,
      payment_status: 'overdue',
      unpaid_amount: 0,
      next_payment_date: '2026-11-23',
      course_price: 6000,
    });
    const yacine = body.students.find((s) => s.student_name === 'Yacine Benali')!;
    expect(yacine).toMatchObject({ payment_status: 'overdue', total_debt: 3800 });
    expect(yacine.summary).toEqual({ total_charged: 4500, total_paid: 700, total_debt: 3800, balance: -3800, payment_count: 2 });
    expect(body.payment_history.map((p) => p.amount)).toEqual([6000, 200, 500]);
    expect(body.payment_summary.some((i) => i.student_name === 'Lina Haddad')).toBe(false);
    // A course's French name, for a French page; none when the course has none.
    expect([item('Maths 4AM').course_name_fr, item('Arabic 4AM').course_name_fr]).toEqual(['Maths 4AM (fr)', null]);
    expect(body.payment_history.filter((p) => p.course_name === 'Maths 4AM').map((p) => p.course_name_fr)).toEqual([
      'Maths 4AM (fr)',
      'Maths 4AM (fr)',
    ]);
  });

  it('narrows to one child, and never to another family’s child', async () => {
    const { body } = await get<StudentPaymentsResponse>(`/api/payments/student-payments?student_id=${parent.studentId}`, parent.token);
    expect(body.students.map((s) => s.student_name)).toEqual(['Yacine Benali']);
    const foreign = await get(`/api/payments/student-payments?student_id=${parent.studentId}`, other.token);
    expect(foreign.status).toBe(404);
    expect((await get('/api/payments/student-payments?student_id=abc', parent.token)).status).toBe(400);
  });
});

describe('GET /api/attendance/my-attendance', () => {
  it('lists the child’s sessions newest first with each session’s payment state, totals and rates', async () => {
    const { body } = await get<MyAttendanceResponse>(`/api/attendance/my-attendance?student_id=${parent.studentId}`, parent.token);
    expect(body.student).toEqual({ id: parent.studentId, name: 'Yacine Benali', total_debt: 3800 });
    expect(body.attendance.map((a) => a.date)).toEqual([
      '2026-11-20',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      '2026-11-10',
      '2026-11-09',
      '2026-11-03',
      '2026-11-02',
    ]);
    const on = (date: string, course: string) => body.attendance.find((a) => a.date === date && a.course_name === course)!;
    expect(on('2026-11-02', 'Maths 4AM')).toMatchObject({ payment_status: 'paid', payment_amount: 500, course_type: 'session' });
    expect(on('2026-11-09', 'Maths 4AM').payment_status).toBe('partial');
    expect(on('2026-11-16', 'Maths 4AM').payment_status).toBe('unpaid');
    expect(on('2026-11-18', 'Maths 4AM').payment_status).toBeNull();
    expect(on('2026-11-20', 'Arabic 4AM')).toMatchObject({ payment_status: 'pending', course_type: 'monthly' });
    expect(on('2026-11-02', 'Maths 4AM').course_name_fr).toBe('Maths 4AM (fr)');
    expect(body.totals).toEqual({ sessions: 8, present: 7, absent: 1, late: 0, excused: 0, unpaid: 2 });
    expect(body.summary).toEqual({ attendance_rate: 88, payment_rate: 47, total_sessions: 8, outstanding_balance: 3800 });
  });

  it('answers only for the caller’s family', async () => {
    expect((await get(`/api/attendance/my-attendance?student_id=${other.studentId}`, parent.token)).status).toBe(404);
    expect((await get('/api/attendance/my-attendance')).status).toBe(401);
    expect((await get('/api/attendance/my-attendance', await signedInAdmin(t))).status).toBe(403);
  });
});
