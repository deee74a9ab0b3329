import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminStudentsResponse, CourseSummary, IndebtedUsersResponse } from '@academy/shared';
import { auditLog, enrollments, ledgerEntries, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { attended } from './support/family-data';

/*
 * DELETE /api/admin/students/{id}: a student with no history is removed (its seat freed); one with money or
 * attendance history is archived: gone from every list, search, scan, seat count and the family's dashboard,
 * while the ledger's totals (debts, reports) stay exactly as they were.
 */

let t: TestApp;
let admin: string;
let courseId: number;
let sectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const course = await createCourse(t, { name: 'Physics 3AS', maxStudents: 10 });
  courseId = course.id;
  sectionId = (await createSection(t, course.id, { name: 'Section A', maxStudents: 5 })).id;
});
afterAll(() => t.close());

/** `token` null: no Authorization header. */
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null = admin, payload?: object) =>
  t.request({ method, url, token: token ?? undefined, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));
const list = async (query = '') => (await call('GET', `/api/admin/students/detailed?limit=100&${query}`)).body as AdminStudentsResponse;
const seats = async () =>
  ((await call('GET', '/api/courses', null)).body.courses as CourseSummary[]).find((c) => c.id === courseId)!.available_seats;

async function addStudent(name: string, phone: string) {
  const created = await call('POST', '/api/admin/students', admin, {
    name,
    date_of_birth: '2010-03-03',
    parent_name: 'Omar Saidi',
    parent_email: `${phone}@example.dz`,
    parent_phone: phone,
  });
  const id = created.body.student.id as number;
  expect((await call('POST', `/api/admin/students/${id}/enroll`, admin, { class_id: sectionId })).status).toBe(201);
  return { id, barcode: created.body.student.barcode as string };
}

describe('DELETE /api/admin/students/{id}', () => {
  it('removes a student with no history, with its seat', async () => {
    const before = await seats();
    const dup = await addStudent('Duplicate Saidi', '0770000001');
    expect(await seats()).toBe(before - 1);
    // The page's confirmation tells removal from archiving by has_history.
    expect((await call('GET', `/api/admin/students/${dup.id}`)).body.student.has_history).toBe(false);
    const res = await call('DELETE', `/api/admin/students/${dup.id}`);
    expect(res).toEqual({ status: 200, body: { success: true, deleted: true } });
    expect(await t.app.deps.db.select().from(students).where(eq(students.id, dup.id))).toEqual([]);
    expect(await t.app.deps.db.select().from(enrollments).where(eq(enrollments.studentId, dup.id))).toEqual([]);
    expect(await seats()).toBe(before);
    expect((await call('DELETE', `/api/admin/students/${dup.id}`)).status).toBe(404);
    const actions = (await t.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, dup.id))).map((a) => a.action);
    expect(actions).toContain('student.deleted');
  });

  it('archives a student with money history: hidden everywhere, ledger and debt totals unchanged', async () => {
    const kept = await addStudent('Kept Saidi', '0770000002');
    const gone = await addStudent('Archived Saidi', '0770000003');
    const [seat] = await t.app.deps.db.select().from(enrollments).where(eq(enrollments.studentId, gone.id));
    await attended(t, { id: seat!.id, studentId: gone.id, sectionId }, '2026-11-16', { charge: '500.00' });
    expect((await call('GET', `/api/admin/students/${gone.id}`)).body.student.has_history).toBe(true);
    const ledgerBefore = await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, gone.id));
    const debtsBefore = (await call('GET', '/api/attendance/indebted-users?limit=100')).body as IndebtedUsersResponse;
    const reportBefore = (await call('GET', '/api/admin/reports/debts')).body;
    const seatsBefore = await seats();
    const totalBefore = (await list()).summary.total;

    const res = await call('DELETE', `/api/admin/students/${gone.id}`);
    expect(res).toEqual({ status: 200, body: { success: true, archived: true } });

    // Lists, search, the one-student view, the count and the seat.
    const after = await list();
    expect(after.students.map((s) => s.id)).not.toContain(gone.id);
    expect(after.students.map((s) => s.id)).toContain(kept.id);
    expect(after.summary.total).toBe(totalBefore - 1);
    expect((await list('search=archived')).students).toEqual([]);
    expect((await list(`search=${gone.barcode}`)).total).toBe(0);
    expect((await call('GET', `/api/admin/students/${gone.id}`)).status).toBe(404);
    expect(await seats()).toBe(seatsBefore + 1);
    expect((await call('GET', `/api/admin/mobile-credentials?type=student&search=archived`)).body.credentials ?? []).toEqual([]);
    // The door says so clearly; marking and enrolling refuse it.
    const scanned = await call('POST', '/api/attendance/scan-barcode', admin, { barcode: gone.barcode });
    expect(scanned).toMatchObject({ status: 404, body: { code: 'student_archived' } });
    expect(
      (
        await call('POST', '/api/admin/attendance/mark', admin, {
          student_id: gone.id,
          class_id: sectionId,
          status: 'present',
          force: true,
        })
      ).body.code,
    ).toBe('student_not_found');
    expect((await call('POST', `/api/admin/students/${gone.id}/enroll`, admin, { class_id: sectionId })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/students/${gone.id}`)).status).toBe(404);

    // The money: ledger rows kept, debts and the debts report unchanged.
    expect(await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, gone.id))).toEqual(ledgerBefore);
    const debtsAfter = (await call('GET', '/api/attendance/indebted-users?limit=100')).body as IndebtedUsersResponse;
    expect(debtsAfter.total_debt).toBe(debtsBefore.total_debt);
    expect(debtsAfter.users.find((u) => u.student_id === gone.id)).toMatchObject({ total_debt: 500, archived: true });
    expect((await call('GET', '/api/admin/reports/debts')).body).toEqual(reportBefore);
    expect((await t.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, gone.id))).map((a) => a.action)).toContain(
      'student.archived',
    );
  });

  it('archives a student with attendance only (attendance is history too)', async () => {
    const s = await addStudent('Absent Saidi', '0770000004');
    const [seat] = await t.app.deps.db.select().from(enrollments).where(eq(enrollments.studentId, s.id));
    await attended(t, { id: seat!.id, studentId: s.id, sectionId }, '2026-11-16', { status: 'absent' });
    expect((await call('DELETE', `/api/admin/students/${s.id}`)).body).toEqual({ success: true, archived: true });
    expect(await t.app.deps.db.select({ id: students.id }).from(students).where(eq(students.id, s.id))).toHaveLength(1);
  });

  it("hides an archived child from the parent's dashboard; the other child stays", async () => {
    const parent = await signedInParent(t, { student_name: 'First Child' });
    const me = await call('GET', '/api/auth/me', parent.token);
    const first = me.body.user.students[0].id as number;
    const db = t.app.deps.db;
    const [second] = await db
      .insert(students)
      .values({
        parentId: (await db.select().from(students).where(eq(students.id, first)))[0]!.parentId,
        name: 'Second Child',
        barcode: 'ST99990001',
      })
      .returning();
    await db.insert(ledgerEntries).values({ kind: 'charge', reason: 'subscription', amount: '100.00', studentId: second!.id });
    await db.insert(enrollments).values({ studentId: second!.id, sectionId, status: 'approved', isActive: true });
    const seatsOf = async () =>
      (
        (await call('GET', '/api/courses/my-enrollments', parent.token)).body.enrollments as {
          student_id?: number;
          student?: { id: number };
        }[]
      ).map((e) => e.student?.id ?? e.student_id);
    expect(await seatsOf()).toContain(second!.id);
    expect((await call('DELETE', `/api/admin/students/${second!.id}`)).body).toEqual({ success: true, archived: true });
    expect(await seatsOf()).not.toContain(second!.id);
    const after = await call('GET', '/api/auth/me', parent.token);
    expect(after.body.user.students.map((s: { id: number }) => s.id)).toEqual([first]);
    expect((await call('GET', `/api/payments/student-payments?student_id=${second!.id}`, parent.token)).status).toBe(404);
    expect((await call('GET', '/api/attendance/my-attendance', parent.token)).status).toBe(200);
  });

  it('answers 404 for an unknown student and 401/403 without an admin', async () => {
    expect((await call('DELETE', '/api/admin/students/999999')).body.code).toBe('student_not_found');
    expect((await call('DELETE', '/api/admin/students/1', null)).status).toBe(401);
    const parent = await signedInParent(t);
    expect((await call('DELETE', '/api/admin/students/1', parent.token)).status).toBe(403);
  });
});
