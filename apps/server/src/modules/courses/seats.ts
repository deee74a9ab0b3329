import { sql } from 'drizzle-orm';
import { courseFreeSeats, SYSTEM_REJECTION_REASONS } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { sections } from '../../db/schema';

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
 * A lateral subquery over the "courses" row of the outer query: how many active sections it has and the
 * seats free in them (one pass over its sections), and the section-less requests holding a seat of the
 * course itself (courses taught without sections). Column names are written out in full (see above).
 */
export function seatsOfCourse(db: Db) {
  return db
    .select({
      sectionsCount: sql<number>`count(*)::int`.as('sections_count'),
      takenInSections: sql<number>`coalesce(sum(${takenInSection()}), 0)::int`.as('taken_in_sections'),
      freeInSections: sql<number>`coalesce(sum(greatest("sections"."max_students" - ${takenInSection()}, 0)), 0)::int`.as(
        'free_in_sections',
      ),
      held: sql<number>`(
        select count(*)::int from "registrations" "r"
        where "r"."course_id" = "courses"."id" and "r"."section_id" is null and "r"."status" in ('pending', 'approved')
      )`.as('held'),
    })
    .from(sections)
    .where(sql`"sections"."course_id" = "courses"."id" and "sections"."is_active"`)
    .as('seats');
}

/** The seat counts of one course, read inside a transaction (the parent's register and enroll checks). */
export async function seatsOfOneCourse(tx: Db | Tx, course: { id: number; maxStudents: number }) {
  const [row] = await rowsOf<{ active_sections: number; taken: number; free: number; held: number }>(
    tx,
    sql`select count(*)::int as active_sections, coalesce(sum(${takenInSection()}), 0)::int as taken,
               coalesce(sum(greatest("sections"."max_students" - ${takenInSection()}, 0)), 0)::int as free,
               (select count(*)::int from "registrations" "r"
                where "r"."course_id" = ${course.id} and "r"."section_id" is null and "r"."status" in ('pending', 'approved')) as held
        from "sections" where "sections"."course_id" = ${course.id} and "sections"."is_active"`,
  );
  return courseFreeSeats({
    maxStudents: course.maxStudents,
    activeSections: Number(row?.active_sections ?? 0),
    freeInSections: Number(row?.free ?? 0),
    takenInSections: Number(row?.taken ?? 0),
    heldByRequests: Number(row?.held ?? 0),
  });
}

/** The rejection reason an expired request carries (the admin and the family read it with the request). */
export const EXPIRED_REASON = SYSTEM_REJECTION_REASONS.expired;

/** How long the catalogue's reads may go between two sweeps of expired requests (writes sweep every time). */
export const READ_SWEEP_MS = 30_000;

/** The moment before which a pending request has expired (PENDING_REQUEST_HOURS). */
export function pendingCutoff(now: Date, hours: number) {
  return new Date(now.getTime() - hours * 3_600_000);
}

/**
 * Lazily expires the pending requests made before `cutoff` (all of them, or one course's): each becomes
 * rejected with EXPIRED_REASON and the seat it reserved is released, in one statement. Rows another
 * transaction holds (an admin deciding them) are skipped, never waited for, so this cannot deadlock;
 * approval refuses an expired request itself. Runs where seats are counted and requests listed.
 */
export async function expirePendingRequests(db: Db | Tx, now: Date, cutoff: Date, courseId?: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ofCourse = courseId === undefined ? sql`` : sql` and "course_id" = ${courseId}`;
  await db.execute(sql`with "expired" as (
      update "registrations" set "status" = 'rejected', "rejection_reason" = ${EXPIRED_REASON}, "decided_at" = ${at}, "updated_at" = ${at}
      where "id" in (select "id" from "registrations" where "status" = 'pending' and "created_at" < ${cutoff.toISOString()}::timestamptz${ofCourse} for update skip locked)
      returning "id")
    update "enrollments" set "is_active" = false, "status" = 'rejected', "updated_at" = ${at}
    where "registration_id" in (select "id" from "expired") and "status" = 'pending'`);
}
