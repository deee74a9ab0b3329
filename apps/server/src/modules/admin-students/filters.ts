import { sql, type SQL } from 'drizzle-orm';
import type { adminStudentsQuery } from '@academy/shared';
import type { z } from 'zod';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { debtsSql } from '../ledger/balances';
import { cycleStartSql } from '../ledger/cycle';

type Query = z.output<typeof adminStudentsQuery>;

// Conditions on the "students" row of the outer query, written with full names (Drizzle leaves
// single-table columns unqualified, which would mis-bind inside these correlated subqueries).
const enrolledActive = sql`exists (
  select 1 from "enrollments" "e" where "e"."student_id" = "students"."id" and "e"."status" = 'approved' and "e"."is_active")`;

/** Students the back office lists: an archived student (deleted with history) is in no list, count or search. */
export const notArchived = sql`"students"."archived_at" is null`;

/**
 * The students who owe something across the ledger (the balances its trigger keeps, migration 0009), as a set:
 * looked up student by student it cost a probe of the balances for each of the 33,000 students at 10x.
 */
const owing = sql`"students"."id" in (select "d"."student_id" from (${debtsSql}) "d")`;

/**
 * The SQL side of `enrollmentPaymentStatus` (packages/shared/src/payments.ts), so the payment filter can
 * run in the database: a kindergarten subscription due, or a completed 4-session month still unpaid (its
 * 4th latest attended session on or after the cycle's start) on a seat that owes. The two kinds of overdue
 * seat, each found from its own side (`from ... where ...`, alias e for the seat).
 */
function overdueSeats(today: string): SQL[] {
  const seat = sql`"e"."status" = 'approved' and "e"."is_active"`;
  return [
    sql`from "kindergarten_subscriptions" "k"
      join "enrollments" "e" on "e"."id" = "k"."enrollment_id"
      join "sections" "s" on "s"."id" = "e"."section_id"
      join "courses" "c" on "c"."id" = "s"."course_id"
    where "k"."next_payment_date" <= ${today}::date and ${seat} and "c"."category" = 'kindergarten'`,
    // The monthly seats, kept with their figures by triggers (monthly_seat_dues, migration 0027).
    sql`from "monthly_seat_dues" "e"
    where "e"."owes" and "e"."fourth_last_attended_on" >= ${cycleStartSql(sql`"e"`, today)}`,
  ];
}

/**
 * The students with an overdue seat, as a set: where a third of the students match (the overdue and pending
 * filters), tested student by student (a correlated EXISTS, which the planner kept for the page's LIMIT
 * though the count reads every match) it walked each one's seats, courses and balances: 2-3x slower at 10x.
 * `is true` keeps the set a hashed subplan probed as the students are read: pulled up into a join, the planner
 * (expecting 200 students of a union where 11,000 match at 10x) looked each match up by key (10x: 45 -> 33 ms).
 */
const overdueSet = (today: string) =>
  sql`("students"."id" in (${sql.join(
    overdueSeats(today).map((seats) => sql`select "e"."student_id" ${seats}`),
    sql` union all `,
  )})) is true`;

/**
 * Whether this student has an overdue seat, as a condition on the student: the planner may test it for the few
 * the other conditions leave, or hash it.
 */
const overdueOf = (today: string) =>
  sql`(${sql.join(
    overdueSeats(today).map((seats) => sql`exists (select 1 ${seats} and "e"."student_id" = "students"."id")`),
    sql` or `,
  )})`;

/** A slot of an active seat today whose times match (spec 9's 30-minute windows, academy time). */
function inSession(dayOfWeek: number, time: string, filter: NonNullable<Query['session']>) {
  const now = sql`${time}::time`;
  const window = {
    live: sql`"ss"."start_time" <= ${now} and ${now} < "ss"."end_time"`,
    'starting-soon': sql`${now} < "ss"."start_time" and "ss"."start_time" <= ${now} + interval '30 minutes'`,
    'ending-soon': sql`"ss"."start_time" <= ${now} and ${now} < "ss"."end_time" and "ss"."end_time" <= ${now} + interval '30 minutes'`,
    'active-window': sql`"ss"."start_time" - interval '30 minutes' <= ${now} and ${now} < "ss"."end_time" + interval '30 minutes'`,
  }[filter];
  return sql`exists (
    select 1 from "enrollments" "e" join "section_schedules" "ss" on "ss"."section_id" = "e"."section_id"
    where "e"."student_id" = "students"."id" and "e"."status" = 'approved' and "e"."is_active"
      and "ss"."day_of_week" = ${dayOfWeek} and ${window})`;
}

/** The WHERE conditions of the admin's students list. */
export function studentConditions(q: Query & { id?: number }, clock: { date: string; time: string; dayOfWeek: number }): SQL[] {
  const where: SQL[] = [];
  if (q.id !== undefined) where.push(sql`"students"."id" = ${q.id}`);
  const search = q.search ? searchTerm(q.search) : '';
  if (search) {
    const like = containsPattern(search);
    where.push(
      sql`("students"."search_text" like ${like} or lower(coalesce("students"."email", '')) like ${like} or coalesce("students"."phone", '') like ${like} or "students"."barcode" ilike ${like})`,
    );
  }
  if (q.section_id) {
    where.push(sql`exists (select 1 from "enrollments" "e" where "e"."student_id" = "students"."id" and "e"."section_id" = ${q.section_id}
      and "e"."is_active" and "e"."status" in ('pending', 'approved'))`);
  }
  if (q.course_id) {
    where.push(sql`exists (select 1 from "enrollments" "e" join "sections" "s" on "s"."id" = "e"."section_id"
      where "e"."student_id" = "students"."id" and "s"."course_id" = ${q.course_id} and "e"."is_active" and "e"."status" in ('pending', 'approved'))`);
  }
  if (q.status === 'inactive') where.push(sql`not "students"."is_active"`);
  if (q.status === 'active') where.push(sql`"students"."is_active" and ${enrolledActive}`);
  if (q.status === 'pending') where.push(sql`"students"."is_active" and not ${enrolledActive}`);
  if (q.payment === 'overdue') where.push(overdueSet(clock.date));
  if (q.payment === 'pending') where.push(sql`not ${overdueSet(clock.date)} and ${owing}`);
  // Paid: owing nothing leaves a tenth of the students at 10x; the overdue test is left to the planner (10x: 104 -> 87 ms min).
  if (q.payment === 'paid') where.push(sql`not ${owing} and ${enrolledActive} and not ${overdueOf(clock.date)}`);
  if (q.session) where.push(inSession(clock.dayOfWeek, clock.time, q.session));
  return where;
}
