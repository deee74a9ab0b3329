import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations, sections } from '../../db/schema';

/** Requests and enrollments that hold a seat: awaiting payment at the academy, or confirmed. */
export const SEAT_HOLDING = ['pending', 'approved'] as const;

/**
 * Seats taken in one section, as a subquery correlated with the "sections" row of the outer query (it
 * uses the enrollments' section index). Written out in full: Drizzle leaves single-table column names
 * unqualified, and an unqualified "id" here would silently mean the enrollment's id.
 */
export const takenInSection = () => sql<number>`(
  select count(*)::int from "enrollments" "e"
  where "e"."section_id" = "sections"."id" and "e"."is_active" and "e"."status" in ('pending', 'approved')
)`;

/**
 * Per course: how many active sections it has and how many seats are free in them, and how many
 * section-less requests hold a seat of the course itself (courses taught without sections).
 */
export function courseSeatSubqueries(db: Db) {
  const sectionSeats = db
    .select({
      courseId: sections.courseId,
      sectionsCount: sql<number>`count(*)::int`.as('sections_count'),
      freeSeats: sql<number>`coalesce(sum(greatest(${sections.maxStudents} - ${takenInSection()}, 0)), 0)::int`.as('free_seats'),
    })
    .from(sections)
    .where(eq(sections.isActive, true))
    .groupBy(sections.courseId)
    .as('section_seats');
  const courseRequests = db
    .select({ courseId: registrations.courseId, held: sql<number>`count(*)::int`.as('held') })
    .from(registrations)
    .where(and(isNull(registrations.sectionId), inArray(registrations.status, SEAT_HOLDING)))
    .groupBy(registrations.courseId)
    .as('course_requests');
  return { sectionSeats, courseRequests };
}

/** Free seats of a course: in its sections when it has any, else against the course's own maximum. */
export function freeSeats(maxStudents: number, sectionsCount: number | null, freeInSections: number | null, heldByRequests: number | null) {
  return (sectionsCount ?? 0) > 0 ? (freeInSections ?? 0) : Math.max(0, maxStudents - (heldByRequests ?? 0));
}
