import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AttendanceRecordsResponse, IndebtedUsersResponse } from '@academy/shared';
import { attendanceRecords, ledgerEntries, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';

/*
 * The spec's contract where the product had missed it (spec 3 and 7): GET /api/admin/attendance, the
 * kindergarten marking through /api/admin/attendance/mark, the indebted user's fields, the scan result's
 * top-level fields, the time restriction's class_schedule object and the overview summary's names.
 * Clock: Monday 2026-11-23 10:00 in Algiers; the session class meets Monday 10:30-12:00.
 */

let t: TestApp;
let admin: string;
let session: { id: number };
let evening: { id: number };
let kindergarten: { id: number };

const call = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = admin) =>
  t.request({ method, url, token: token ?? undefined, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

async function seated(name: string, sectionId: number) {
  const parent = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}` });
  const id = parent.user.students[0].id as number;
  const seat = await approvedEnrollment(t, id, sectionId);
  return { id, seat, parent };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const maths = await createCourse(t, { name: 'Maths', pricingType: 'session', sessionPrice: '500.00' });
  session = await createSection(t, maths.id, { name: 'Maths A' }, [{ dayOfWeek: 1, startTime: '10:30', endTime: '12:00' }]);
  evening = await createSection(t, maths.id, { name: 'Maths Evening' }, [
    { dayOfWeek: 3, startTime: '17:00', endTime: '18:30' },
    { dayOfWeek: 1, startTime: '18:00', endTime: '19:30' },
  ]);
  const kg = await createCourse(t, {
    name: 'Little Stars',
    level: 'preschool',
    category: 'kindergarten',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '6000.00',
  });
  kindergarten = await createSection(t, kg.id, { name: 'Stars A' });
});
afterAll(() => t.close());

describe('GET /api/admin/attendance', () => {
  it('answers the attendance records, newest first, with the filters and pages of the overview', async () => {
    const a = await seated('Records One', session.id);
    await attended(t, { id: a.seat.id, studentId: a.id, sectionId: session.id }, '2026-11-16');
    await attended(t, { id: a.seat.id, studentId: a.id, sectionId: session.id }, '2026-11-09', { status: 'absent' });
    const res = await call('GET', '/api/admin/attendance?start_date=2026-11-01&end_date=2026-11-23&limit=1');
    expect(res.status).toBe(200);
    const body = res.body as AttendanceRecordsResponse;
    expect(body).toMatchObject({ total: 2, limit: 1, offset: 0, range: { start_date: '2026-11-01', end_date: '2026-11-23' } });
    expect(body.attendance_records).toHaveLength(1);
    expect(body.attendance_records[0]).toMatchObject({ date: '2026-11-16', student_name: 'Records One', status: 'present' });
    const absent = (await call('GET', '/api/admin/attendance?start_date=2026-11-01&end_date=2026-11-23&status=absent'))
      .body as AttendanceRecordsResponse;
    expect(absent.attendance_records.map((r) => r.date)).toEqual(['2026-11-09']);
    expect((await call('GET', '/api/admin/attendance?start_date=2026-11-23&end_date=2026-11-01')).status).toBe(400);
  });
});

describe('POST /api/admin/attendance/mark for a kindergarten class (is_kindergarten, attendance_date)', () => {
  it('records the day asked for, with no charge; refuses a future day or a missing one', async () => {
    const child = await seated('Kinder Child', kindergarten.id);
    const res = await call('POST', '/api/admin/attendance/mark', {
      student_id: child.id,
      class_id: kindergarten.id,
      attendance_date: '2026-11-19',
      status: 'present',
      notes: 'Happy',
      is_kindergarten: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, attendance: { attendance_date: '2026-11-19', status: 'present', notes: 'Happy' } });
    const records = await t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.studentId, child.id));
    expect(records.map((r) => r.attendanceDate)).toEqual(['2026-11-19']);
    expect(await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, child.id))).toEqual([]);
    const future = await call('POST', '/api/admin/attendance/mark', {
      student_id: child.id,
      class_id: kindergarten.id,
      attendance_date: '2026-11-24',
      status: 'present',
      is_kindergarten: true,
    });
    expect(future.status).toBe(400);
    const missing = await call('POST', '/api/admin/attendance/mark', {
      student_id: child.id,
      class_id: kindergarten.id,
      status: 'present',
      is_kindergarten: true,
    });
    expect(missing.body).toMatchObject({ code: 'validation_failed', details: { attendance_date: ['date_required'] } });
    const notKg = await call('POST', '/api/admin/attendance/mark', {
      student_id: child.id,
      class_id: session.id,
      attendance_date: '2026-11-19',
      status: 'present',
      is_kindergarten: true,
    });
    expect(notKg.body.code).toBe('not_kindergarten');
    expect(await t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.studentId, child.id))).toHaveLength(1);
  });

  it('dates an ordinary mark by attendance_date too', async () => {
    const s = await seated('Dated Mark', session.id);
    const res = await call('POST', '/api/admin/attendance/mark', {
      student_id: s.id,
      class_id: session.id,
      attendance_date: '2026-11-16',
      status: 'absent',
    });
    expect(res.status).toBe(200);
    expect(res.body.date).toBe('2026-11-16');
  });
});

describe('the time restriction answer', () => {
  it("gives class_schedule as today's {start_time, end_time}, and the whole schedule as text", async () => {
    const s = await seated('Late Comer', evening.id);
    const res = await call('POST', '/api/admin/attendance/mark', { student_id: s.id, class_id: evening.id, status: 'present' });
    expect(res.body).toMatchObject({
      code: 'time_restriction',
      details: {
        current_time: '10:00',
        class_schedule: { start_time: '18:00', end_time: '19:30' },
        class_schedule_text: 'Mon 18:00-19:30, Wed 17:00-18:30',
      },
    });
  });
});

describe('POST /api/attendance/scan-barcode', () => {
  it("answers the spec's student_name, course_name, payment_required, required_amount and attendance_id beside its own shape", async () => {
    t.clock.set('2026-11-23T09:45:00Z'); // 10:45 in Algiers: Maths A is live
    const s = await seated('Door Scan', session.id);
    const [row] = await t.app.deps.db.select({ barcode: students.barcode }).from(students).where(eq(students.id, s.id));
    const res = await call('POST', '/api/attendance/scan-barcode', { barcode: row!.barcode });
    expect(res.status).toBe(200);
    const [record] = await t.app.deps.db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.studentId, s.id), eq(attendanceRecords.attendanceDate, '2026-11-23')));
    expect(res.body).toMatchObject({
      outcome: 'marked',
      student_name: 'Door Scan',
      course_name: 'Maths',
      payment_required: true,
      required_amount: 500,
      attendance_id: record!.id,
      attendance: { attendance_id: record!.id, payment_required: true, required_amount: 500 },
    });
    t.clock.set('2026-11-23T09:00:00Z');
  });
});

describe('GET /api/attendance/indebted-users', () => {
  it('gives each indebted user id, email, phone and last_payment', async () => {
    const s = await seated('Owes Money', session.id);
    await attended(t, { id: s.seat.id, studentId: s.id, sectionId: session.id }, '2026-11-02', { charge: '500.00', paid: '500.00' });
    await attended(t, { id: s.seat.id, studentId: s.id, sectionId: session.id }, '2026-11-09', { charge: '500.00' });
    const never = await seated('Never Paid', session.id);
    await attended(t, { id: never.seat.id, studentId: never.id, sectionId: session.id }, '2026-11-09', { charge: '500.00' });
    const body = (await call('GET', '/api/attendance/indebted-users?limit=100')).body as IndebtedUsersResponse;
    const owes = body.users.find((u) => u.student_id === s.id)!;
    expect(owes).toMatchObject({
      id: s.id,
      name: 'Owes Money',
      email: s.parent.body.email,
      phone: s.parent.body.parent_phone,
      total_debt: 500,
      archived: false,
      last_payment: { amount: 500, payment_date: '2026-11-02T14:01:00Z' },
    });
    expect(body.users.find((u) => u.student_id === never.id)!.last_payment).toBeNull();
  });
});

describe('GET /api/admin/attendance/overview', () => {
  it("names the summary's counts as the spec does (present_count, absent_count) beside the product's", async () => {
    const res = await call('GET', '/api/admin/attendance/overview?start_date=2026-11-01&end_date=2026-11-23');
    expect(res.status).toBe(200);
    const s = res.body.summary;
    expect(s.total_records).toBeGreaterThan(0);
    expect(s).toMatchObject({ present_count: s.present, absent_count: s.absent, late_count: s.late, excused_count: s.excused });
    expect(s.present_count + s.absent_count + s.late_count + s.excused_count).toBe(s.total_records);
    expect(res.body.recent_activity.records.length).toBeGreaterThan(0);
    expect(Array.isArray(res.body.payment_due_students)).toBe(true);
  });
});
