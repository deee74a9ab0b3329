import { and, count, countDistinct, eq, gt, gte, lt, lte, sum } from 'drizzle-orm';
import { academyClock } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import {
  attendanceRecords,
  contactMessages,
  courses,
  enrollments,
  ledgerEntries,
  registrations,
  sectionSchedules,
  sections,
  students,
} from '../../db/schema';
import { academyDay } from '../../lib/academy-day';

/**
 * Today's figures for the admin landing, each one indexed count or sum. Sessions live now: sections of
 * active sections with a slot today whose start <= now < end on the academy's clock (Africa/Algiers),
 * counted as the students list's summary counts them.
 */
export async function overview(deps: Deps) {
  const { db } = deps;
  const now = deps.clock();
  const today = academyDay(now);
  const clock = academyClock(now);
  const [studentsTotal, activeEnrollments, coursesActive, pending, unread, attendanceToday, cashToday, live] = await Promise.all([
    db.select({ n: count() }).from(students).where(eq(students.isActive, true)),
    db
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.isActive, true), eq(enrollments.status, 'approved'))),
    db.select({ n: count() }).from(courses).where(eq(courses.isActive, true)),
    db.select({ n: count() }).from(registrations).where(eq(registrations.status, 'pending')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'unread')),
    db.select({ n: count() }).from(attendanceRecords).where(eq(attendanceRecords.attendanceDate, today.date)),
    db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'payment'), gte(ledgerEntries.occurredAt, today.start), lt(ledgerEntries.occurredAt, today.end))),
    db
      .select({ n: countDistinct(sectionSchedules.sectionId) })
      .from(sectionSchedules)
      .innerJoin(sections, eq(sections.id, sectionSchedules.sectionId))
      .where(
        and(
          eq(sections.isActive, true),
          eq(sectionSchedules.dayOfWeek, clock.dayOfWeek),
          lte(sectionSchedules.startTime, clock.time),
          gt(sectionSchedules.endTime, clock.time),
        ),
      ),
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
    live_sessions: Number(live[0]!.n),
  };
}
