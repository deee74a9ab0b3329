import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attendanceRecords, auditLog, kindergartenSubscriptions, ledgerEntries } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, subscription } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

let t: TestApp;
let admin: string;
let parentToken: string;
let kg: { id: number };
let kgClass: { id: number };
const seats: Record<string, Awaited<ReturnType<typeof child>>> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

const kindergarten = {
  level: 'preschool' as const,
  grade: 'PREP',
  subject: 'reading',
  category: 'kindergarten' as const,
  pricingType: 'monthly' as const,
  sessionPrice: null,
  monthlyPrice: '6000.00',
};

/** A child of a new family with an approved seat in a class. */
async function child(name: string, sectionId: number) {
  const parent = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}` });
  const studentId = parent.user.students[0].id as number;
  const seat = await approvedEnrollment(t, studentId, sectionId);
  return { ...seat, token: parent.token };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parentToken = (await signedInParent(t)).token;

  kg = await createCourse(t, { name: 'Little Stars Reading', nameAr: 'النجوم الصغيرة - القراءة', ...kindergarten });
  const quran = await createCourse(t, { name: 'Little Stars Quran', ...kindergarten, monthlyPrice: '4000.00' });
  const archived = await createCourse(t, { name: 'Old KG', ...kindergarten, archivedAt: new Date() });
  await createSection(t, archived.id);
  kgClass = await createSection(t, kg.id, { name: 'Stars A', maxStudents: 15 }, [
    { dayOfWeek: 0, startTime: '08:30', endTime: '11:00' },
    { dayOfWeek: 2, startTime: '08:30', endTime: '11:00' },
  ]);
  const quranClass = await createSection(t, quran.id, { name: 'Quran 1', maxStudents: 10 }, [
    { dayOfWeek: 6, startTime: '09:00', endTime: '10:30' },
  ]);
  await createSection(t, quran.id, { name: 'Closed', isActive: false });

  // Today is Monday 2026-11-23 in Algiers.
  seats.amina = await child('Amina Kaci', kgClass.id);
  await subscription(t, seats.amina.id, '2026-12-20');
  seats.badis = await child('Badis Kaci', kgClass.id);
  await subscription(t, seats.badis.id, '2026-11-27', '5500.00');
  seats.chahd = await child('Chahd Mansouri', kgClass.id);
  await subscription(t, seats.chahd.id, '2026-11-23');
  seats.dalia = await child('Dalia Brahimi', quranClass.id);
  await subscription(t, seats.dalia.id, '2026-11-20', '4000.00');
  seats.elias = await child('Elias Haddad', quranClass.id); // approved, no subscription row yet: pending at the course price
  seats.farah = await child('Farah Ziani', kgClass.id);
  await subscription(t, seats.farah.id, '2026-10-01');
  await t.app.deps.db
    .update(kindergartenSubscriptions)
    .set({ status: 'expired' })
    .where(eq(kindergartenSubscriptions.enrollmentId, seats.farah.id));

  await attended(t, seats.amina, '2026-11-15', { status: 'present' });
  await attended(t, seats.amina, '2026-11-17', { status: 'late' });
  await attended(t, seats.amina, '2026-11-22', { status: 'absent' });
});
afterAll(() => t.close());

describe('kindergarten screen', () => {
  it('summarises courses, active classes, enrolled children and the monthly revenue in DA', async () => {
    const res = await call('GET', '/api/admin/kindergarten/summary', admin);
    expect(res.status).toBe(200);
    // 6000 + 5500 + 6000 + 4000 + 4000 (course price, no subscription yet) + 6000 (expired but still seated).
    expect(res.body).toEqual({ kindergarten_courses: 2, active_classes: 2, enrolled_students: 6, monthly_revenue: 31500 });
  });

  it('lists the classes of kindergarten courses with single or multi-day times and seats', async () => {
    const res = await call('GET', '/api/admin/kindergarten/classes', admin);
    const byName = Object.fromEntries(res.body.classes.map((c: { name: string }) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['Closed', 'Quran 1', 'Stars A']);
    expect(byName['Stars A']).toMatchObject({
      course_name: 'Little Stars Reading',
      schedule_type: 'multi',
      schedule: 'Sun 08:30-11:00, Tue 08:30-11:00',
      start_time: '08:30',
      end_time: '11:00',
      enrolled_students: 4,
      max_students: 15,
      status: 'active',
    });
    expect(byName['Quran 1']).toMatchObject({ schedule_type: 'single', enrolled_students: 2 });
    expect(byName['Closed']).toMatchObject({ schedule_type: 'unscheduled', status: 'inactive' });
  });

  it('lists enrollments with due state, days left, attendance and the tab filters', async () => {
    const all = await call('GET', '/api/admin/kindergarten/enrollments', admin);
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ all: 6, active: 2, pending_payment: 3, expired: 1 });
    const byName = Object.fromEntries(all.body.enrollments.map((e: { student_name: string }) => [e.student_name, e]));
    expect(byName['Amina Kaci']).toMatchObject({
      subscription_status: 'active',
      parent_name: 'Parent of Amina Kaci',
      course_name: 'Little Stars Reading',
      class_name: 'Stars A',
      class_id: kgClass.id,
      monthly_amount: 6000,
      next_payment_date: '2026-12-20',
      days_left: 27,
      due_state: 'ok',
      attendance: { attended: 2, total: 3, rate: 67 },
    });
    expect(byName['Amina Kaci'].phone).toMatch(/^06/);
    expect(byName['Badis Kaci']).toMatchObject({ monthly_amount: 5500, days_left: 4, due_state: 'due_soon' });
    expect(byName['Chahd Mansouri']).toMatchObject({ days_left: 0, due_state: 'due_today' });
    expect(byName['Dalia Brahimi']).toMatchObject({ days_left: -3, due_state: 'overdue', course_name: 'Little Stars Quran' });
    expect(byName['Elias Haddad']).toMatchObject({
      subscription_status: 'pending',
      monthly_amount: 4000,
      next_payment_date: null,
      days_left: null,
    });
    // Most urgent first.
    expect(all.body.enrollments[0].student_name).toBe('Farah Ziani');

    const names = async (query: string) =>
      ((await call('GET', `/api/admin/kindergarten/enrollments?${query}`, admin)).body.enrollments as { student_name: string }[])
        .map((e) => e.student_name)
        .sort();
    expect(await names('filter=active')).toEqual(['Amina Kaci', 'Badis Kaci']);
    expect(await names('filter=pending_payment')).toEqual(['Chahd Mansouri', 'Dalia Brahimi', 'Elias Haddad']);
    expect(await names('filter=expired')).toEqual(['Farah Ziani']);
    expect(await names('search=kaci')).toEqual(['Amina Kaci', 'Badis Kaci']);
    expect(await names('search=parent%20of%20dalia')).toEqual(['Dalia Brahimi']);
    const page = await call('GET', '/api/admin/kindergarten/enrollments?limit=2&offset=2', admin);
    expect([page.body.enrollments.length, page.body.total]).toEqual([2, 6]);
    // A page is the whole list's order cut (the page is picked before its rows are built), filtered too, and past the end.
    const ids = (r: { body: { enrollments: { id: number }[] } }) => r.body.enrollments.map((e) => e.id);
    expect(ids(page)).toEqual(ids(all).slice(2, 4));
    const pending = await call('GET', '/api/admin/kindergarten/enrollments?filter=pending_payment', admin);
    const pendingPage = await call('GET', '/api/admin/kindergarten/enrollments?filter=pending_payment&limit=1&offset=1', admin);
    expect([ids(pendingPage), pendingPage.body.total]).toEqual([ids(pending).slice(1, 2), 3]);
    const past = await call('GET', '/api/admin/kindergarten/enrollments?limit=2&offset=50', admin);
    expect([past.body.enrollments, past.body.total, past.body.counts.all]).toEqual([[], 6, 6]);
    // The tab counts come with the page's rows, or on their own for a page without any: the same either way.
    const counts = { all: 6, active: 2, pending_payment: 3, expired: 1 };
    expect([all.body.counts, page.body.counts, pendingPage.body.counts, past.body.counts]).toEqual([counts, counts, counts, counts]);
    const searched = await call('GET', '/api/admin/kindergarten/enrollments?filter=expired&search=kaci', admin);
    expect([searched.body.enrollments, searched.body.total, searched.body.counts]).toEqual([
      [],
      0,
      { all: 2, active: 2, pending_payment: 0, expired: 0 },
    ]);
    expect((await call('GET', '/api/admin/kindergarten/enrollments?filter=late', admin)).status).toBe(400);
  });

  it('shows the details of an enrollment: course, class, subscription, attendance and money', async () => {
    const res = await call('GET', `/api/admin/enrollments/${seats.amina.id}/course-details`, admin);
    expect(res.status).toBe(200);
    expect(res.body.enrollment).toMatchObject({
      student_name: 'Amina Kaci',
      class_name: 'Stars A',
      schedule: 'Sun 08:30-11:00, Tue 08:30-11:00',
      is_kindergarten: true,
      subscription_status: 'active',
      subscription_amount: 6000,
      next_subscription_date: '2026-12-20',
      days_left: 27,
      sessions_attended: 2,
      total_sessions: 3,
    });
    expect(res.body.course).toMatchObject({ id: kg.id, name_ar: 'النجوم الصغيرة - القراءة', monthly_price: 6000 });
    expect(res.body.attendance.recent.map((r: { attendance_date: string }) => r.attendance_date)).toEqual([
      '2026-11-22',
      '2026-11-17',
      '2026-11-15',
    ]);
    expect(res.body.money).toEqual({ charged: 0, paid: 0, outstanding: 0 });
    expect((await call('GET', '/api/admin/enrollments/999999/course-details', admin)).body.code).toBe('enrollment_not_found');
  });
});

describe('subscription edits', () => {
  it('updates status, amount, next date and notes; bad input changes nothing', async () => {
    const url = `/api/admin/enrollments/${seats.badis.id}`;
    const res = await call('PUT', url, admin, {
      subscription_status: 'suspended',
      subscription_amount: '5000',
      next_subscription_date: '2027-01-05',
      payment_notes: 'Family away in December',
    });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      subscription_status: 'suspended',
      subscription_amount: 5000,
      next_subscription_date: '2027-01-05',
      payment_notes: 'Family away in December',
    });

    const bad = await call('PUT', url, admin, {
      subscription_status: 'paused',
      subscription_amount: '-1',
      next_subscription_date: '2027-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({
      subscription_status: expect.any(Array),
      subscription_amount: ['amount_negative'],
      next_subscription_date: ['date_invalid'],
    });
    const [row] = await t.app.deps.db
      .select()
      .from(kindergartenSubscriptions)
      .where(eq(kindergartenSubscriptions.enrollmentId, seats.badis.id));
    expect([row!.status, row!.amount, row!.nextPaymentDate]).toEqual(['suspended', '5000.00', '2027-01-05']);

    // The renew form of the spec: status, next date and notes only; the amount stays.
    const renewForm = await call('PUT', url, admin, {
      subscription_status: 'active',
      next_subscription_date: '2027-02-05',
      payment_notes: '',
    });
    expect(renewForm.body.subscription).toMatchObject({
      subscription_status: 'active',
      subscription_amount: 5000,
      next_subscription_date: '2027-02-05',
      payment_notes: null,
    });
    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.updated'), eq(auditLog.entityId, seats.badis.id)));
    expect(entry).toBeTruthy();

    const course = await createCourse(t, { name: 'Not KG' });
    const seat = await approvedEnrollment(t, seats.amina.studentId, (await createSection(t, course.id)).id);
    expect((await call('PUT', `/api/admin/enrollments/${seat.id}`, admin, { subscription_status: 'active' })).body.code).toBe(
      'not_kindergarten',
    );
    expect((await call('PUT', '/api/admin/enrollments/999999', admin, { subscription_status: 'active' })).status).toBe(404);
  });

  it('starts a subscription row for a seat that has none', async () => {
    const res = await call('PUT', `/api/admin/enrollments/${seats.elias.id}`, admin, {
      subscription_status: 'pending',
      next_subscription_date: '2026-12-01',
    });
    expect(res.body.subscription).toMatchObject({
      subscription_status: 'pending',
      subscription_amount: 4000,
      next_subscription_date: '2026-12-01',
    });
  });
});

describe('renewing a subscription', () => {
  async function renewable(name: string, next: string | null, amount = '6000.00') {
    const seat = await child(name, kgClass.id);
    await t.app.deps.db
      .insert(kindergartenSubscriptions)
      .values({ enrollmentId: seat.id, status: 'pending', amount, nextPaymentDate: next });
    return seat;
  }
  const ledgerOf = (enrollmentId: number) =>
    t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.enrollmentId, enrollmentId)).orderBy(ledgerEntries.id);

  it('moves the next payment date one calendar month, clamped at month ends', async () => {
    const cases: [string | null, string][] = [
      ['2027-01-31', '2027-02-28'],
      ['2028-01-31', '2028-02-29'],
      ['2028-02-29', '2028-03-29'],
      ['2026-12-31', '2027-01-31'],
      ['2027-03-31', '2027-04-30'],
      [null, '2026-12-23'],
    ];
    for (const [i, [from, to]] of cases.entries()) {
      const seat = await renewable(`Renew Case ${'ABCDEF'[i]}`, from);
      const res = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, {});
      expect(res.status, String(from)).toBe(200);
      expect(res.body.subscription, String(from)).toMatchObject({ subscription_status: 'active', next_payment_date: to });
    }
  });

  it('writes the month charge and its payment to the ledger in the same transaction', async () => {
    const seat = await renewable('Ledger Child', '2026-11-23');
    const res = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, { payment_method: 'bank_transfer' });
    expect(res.body).toMatchObject({
      success: true,
      replayed: false,
      message: 'Subscription renewed successfully!',
      charge: { amount: 6000 },
      payment: { amount: 6000, payment_method: 'bank_transfer' },
    });
    const entries = await ledgerOf(seat.id);
    expect(entries.map((e) => [e.kind, e.reason, e.amount, e.method, e.studentId])).toEqual([
      ['charge', 'subscription', '6000.00', null, seat.studentId],
      ['payment', null, '6000.00', 'bank_transfer', seat.studentId],
    ]);
    expect(entries[1]!.appliesToEntryId).toBe(entries[0]!.id);
    expect(entries.every((e) => e.recordedBy !== null)).toBe(true);
    // The family sees the month paid.
    const family = await call('GET', '/api/payments/student-payments', seat.token);
    expect(family.status).toBe(200);
    expect(JSON.stringify(family.body)).toContain('6000');

    const partial = await renewable('Partial Child', '2026-12-10');
    const paid = await call('POST', `/api/admin/enrollments/${partial.id}/renew`, admin, { amount: '2500.50' });
    expect(paid.body.payment).toMatchObject({ amount: 2500.5, payment_method: 'cash' });
    const details = await call('GET', `/api/admin/enrollments/${partial.id}/course-details`, admin);
    expect(details.body.money).toEqual({ charged: 6000, paid: 2500.5, outstanding: 3499.5 });
    expect(details.body.payments).toEqual([expect.objectContaining({ amount: 2500.5, payment_method: 'cash' })]);

    const unpaid = await renewable('Unpaid Child', '2026-12-10');
    const credit = await call('POST', `/api/admin/enrollments/${unpaid.id}/renew`, admin, { amount: 0 });
    expect(credit.body.payment).toBeNull();
    expect((await ledgerOf(unpaid.id)).map((e) => e.kind)).toEqual(['charge']);
  });

  it('pays once for a retried request with the same idempotency key and returns the first result', async () => {
    const seat = await renewable('Retry Child', '2026-11-30');
    const body = { payment_method: 'card', idempotency_key: 'renew-retry-child-0001' };
    const first = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, body);
    const second = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, body);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      replayed: true,
      charge: first.body.charge,
      payment: first.body.payment,
      subscription: { next_payment_date: '2026-12-30' },
    });
    expect((await ledgerOf(seat.id)).map((e) => e.kind)).toEqual(['charge', 'payment']);

    // Two at the same instant (a double click).
    const racing = await renewable('Racing Child', '2026-11-30');
    const again = { idempotency_key: 'renew-racing-child-0001' };
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/enrollments/${racing.id}/renew`, admin, again),
      call('POST', `/api/admin/enrollments/${racing.id}/renew`, admin, again),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.payment.id).toBe(b.body.payment.id);
    expect((await ledgerOf(racing.id)).map((e) => e.kind)).toEqual(['charge', 'payment']);
    const [sub] = await t.app.deps.db.select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, racing.id));
    expect(sub!.nextPaymentDate).toBe('2026-12-30');

    // The same key for another child is refused, not silently replayed.
    const other = await renewable('Other Child', '2026-11-30');
    const reused = await call('POST', `/api/admin/enrollments/${other.id}/renew`, admin, body);
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency_key_reused']);
    expect(await ledgerOf(other.id)).toEqual([]);
  });

  it('refuses bad input, an ended seat and other courses, writing nothing', async () => {
    const seat = await renewable('Careful Child', '2026-12-01');
    const bad = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, { payment_method: 'cheque', amount: '12.345' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ payment_method: expect.any(Array), amount: ['amount_decimals'] });
    const over = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, { amount: 6000.01 });
    expect([over.status, over.body.details]).toEqual([400, { amount: ['amount_above_price'] }]);
    await call('DELETE', `/api/admin/students/${seat.studentId}/unenroll/${seat.id}`, admin);
    const ended = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, {});
    expect([ended.status, ended.body.code]).toEqual([409, 'enrollment_not_active']);
    expect(await ledgerOf(seat.id)).toEqual([]);
    const [sub] = await t.app.deps.db.select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, seat.id));
    expect([sub!.status, sub!.nextPaymentDate]).toEqual(['pending', '2026-12-01']);
  });
});

describe('kindergarten attendance', () => {
  it('marks a day and corrects it (one record per child, class and date)', async () => {
    const body = {
      student_id: seats.chahd.studentId,
      class_id: kgClass.id,
      attendance_date: '2026-11-22',
      status: 'present',
      notes: 'Happy day',
      is_kindergarten: true,
    };
    const res = await call('POST', '/api/admin/kindergarten/attendance', admin, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Attendance marked successfully!',
      attendance: { attendance_date: '2026-11-22', status: 'present', notes: 'Happy day', class_name: 'Stars A' },
    });
    const fixed = await call('POST', '/api/admin/kindergarten/attendance', admin, { ...body, status: 'absent', notes: 'Was ill' });
    expect(fixed.body.attendance.id).toBe(res.body.attendance.id);
    const rows = await t.app.deps.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.studentId, seats.chahd.studentId), eq(attendanceRecords.sectionId, kgClass.id)));
    expect(rows.map((r) => [r.attendanceDate, r.status, r.notes, r.enrollmentId])).toEqual([
      ['2026-11-22', 'absent', 'Was ill', seats.chahd.id],
    ]);
    // No money: the subscription covers the sessions.
    expect(await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.enrollmentId, seats.chahd.id))).toEqual([]);
  });

  it('needs a date, refuses the future, other children and other classes', async () => {
    const base = { student_id: seats.chahd.studentId, class_id: kgClass.id, status: 'present' };
    const noDate = await call('POST', '/api/admin/kindergarten/attendance', admin, base);
    expect([noDate.status, noDate.body.details]).toEqual([400, { attendance_date: ['date_required'] }]);
    expect((await call('POST', '/api/admin/kindergarten/attendance', admin, { ...base, attendance_date: '' })).body.details).toEqual({
      attendance_date: ['date_required'],
    });
    expect(
      (await call('POST', '/api/admin/kindergarten/attendance', admin, { ...base, attendance_date: '2026-11-24' })).body.details,
    ).toEqual({ attendance_date: ['date_in_future'] });
    expect(
      (await call('POST', '/api/admin/kindergarten/attendance', admin, { ...base, attendance_date: '2026-11-20', status: 'sleeping' }))
        .status,
    ).toBe(400);
    const stranger = await call('POST', '/api/admin/kindergarten/attendance', admin, {
      ...base,
      student_id: seats.dalia.studentId,
      attendance_date: '2026-11-20',
    });
    expect([stranger.status, stranger.body.code]).toEqual([409, 'not_enrolled']);
    const course = await createCourse(t, { name: 'Maths for grown-ups' });
    const section = await createSection(t, course.id);
    await approvedEnrollment(t, seats.chahd.studentId, section.id);
    expect(
      (await call('POST', '/api/admin/kindergarten/attendance', admin, { ...base, class_id: section.id, attendance_date: '2026-11-20' }))
        .body.code,
    ).toBe('not_kindergarten');
    expect(
      (await call('POST', '/api/admin/kindergarten/attendance', admin, { ...base, class_id: 999999, attendance_date: '2026-11-20' }))
        .status,
    ).toBe(404);
    const rows = await t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.attendanceDate, '2026-11-20'));
    expect(rows).toEqual([]);
  });
});

describe('kindergarten: access', () => {
  it('refuses parents (403) and visitors (401) on every route', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/admin/kindergarten/summary'],
      ['GET', '/api/admin/kindergarten/classes'],
      ['GET', '/api/admin/kindergarten/enrollments'],
      ['POST', '/api/admin/kindergarten/attendance'],
      ['GET', `/api/admin/enrollments/${seats.amina.id}/course-details`],
      ['PUT', `/api/admin/enrollments/${seats.amina.id}`],
      ['POST', `/api/admin/enrollments/${seats.amina.id}/renew`],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, parentToken, {})).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, {})).status, `${method} ${url}`).toBe(401);
    }
    // The child's own family may not renew either.
    expect((await call('POST', `/api/admin/enrollments/${seats.amina.id}/renew`, seats.amina.token, {})).status).toBe(403);
  });
});

describe('the unpaid charges the debt lists read', () => {
  it('are kept by the ledger trigger exactly as the ledger settles them, after every charge and payment above', async () => {
    await expectKeptSummaries(t);
  });
});
