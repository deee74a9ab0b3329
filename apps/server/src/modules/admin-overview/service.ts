import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { Deps } from '../../plugins/deps';
import { attendanceRecords, contactMessages, courses, enrollments, ledgerEntries, registrations, students } from '../../db/schema';
import { academyDay } from '../../lib/academy-day';

/** Today's figures for the admin landing, each one indexed count or sum. */
export async function overview(deps: Deps) {
  const { db } = deps;
  const today = academyDay(deps.clock());
  const [studentsTotal, activeEnrollments, coursesActive, pending, unread, attendanceToday, cashToday] = await Promise.all([
    db.select({ n: count() }).from(students).where(eq(students.isActive, true)),
    db.select({ n: count() }).from(enrollments).where(and(eq(enrollments.isActive, true), eq(enrollments.status, 'approved'))),
    db.select({ n: count() }).from(courses).where(eq(courses.isActive, true)),
    db.select({ n: count() }).from(registrations).where(eq(registrations.status, 'pending')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'unread')),
    db.select({ n: count() }).from(attendanceRecords).where(eq(attendanceRecords.attendanceDate, today.date)),
    db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'payment'), gte(ledgerEntries.occurredAt, today.start), lt(ledgerEntries.occurredAt, today.end))),
  ]);
  return {
    date: today.date,
    students_total: studentsTotal[0]!.n,
    active_enrollments: activeEnrollments[0]!.n,
    courses_active: coursesActive[0]!.n,
    pending_registrations: pending[0]!.n,
    unread_messages: unread[0]!.n,
    attendance_today: attendanceToday[0]!.n,
    cash_today: Number(cashToday[0]!.total ?? 0).toFixed(2),
  };
}
