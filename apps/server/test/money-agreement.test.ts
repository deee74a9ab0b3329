import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { AttendanceOverviewResponse, MyAttendanceResponse } from '@academy/shared';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';

/*
 * Money and attendance say the same thing everywhere (issue 23): one status rule for a session in the
 * admin's overview, its CSV and the parent's views.
 */

let t: TestApp;
let admin: string;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

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
      method: 'POST', url: '/api/admin/attendance/mark', headers: as(admin),
      payload: { student_id: studentId, class_id: section.id, status: 'present', force: true, payment_status: 'paid', amount: '1100' },
    });
    expect(marked.statusCode).toBe(200);

    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/attendance/overview?search=Amine%20Partial', headers: as(admin) });
    const record = (overview.json() as AttendanceOverviewResponse).attendance_records.find((r) => r.student_id === studentId)!;
    expect(record.payment_status).toBe('partial');
    expect(record.payment_amount).toBe(1600);

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/attendance/export.csv?search=Amine%20Partial', headers: as(admin) });
    const rows = parse(csv.body, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.Student, r['Payment Status'], r['Payment Amount']])).toEqual([['Amine Partial', 'partial', '1600.00']]);

    const mine = await t.app.inject({ method: 'GET', url: `/api/attendance/my-attendance?student_id=${studentId}`, headers: as(parent.token) });
    expect((mine.json() as MyAttendanceResponse).attendance.map((r) => r.payment_status)).toEqual(['partial']);
  });
});
