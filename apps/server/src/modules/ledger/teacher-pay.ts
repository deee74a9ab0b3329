import { sql, type SQL } from 'drizzle-orm';
import { academyClock, addMonths } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

/*
 * What a teacher earns (issue 25 item 3): the one home of the rules, computed in SQL from the ledger, the
 * attendance and the pay rules, never kept as a balance.
 *
 * - The rule of a day: the section's rule with the latest effective_from on or before the day the money or the
 *   session is for. A charge is for its attendance record's date, else the local day it was made (as
 *   unpaid_charges.day, migration 0024); it belongs to its record's section, else its seat's. The rule's
 *   teacher_id is who earns.
 * - percent: earned in the local month the money is COLLECTED: each payment_allocations row to a charge of the
 *   section earns amount * rate / 100 under the rule of the charge's day. A reversal (an adjustment naming the
 *   payment) takes back, in the local month of the reversal, the share of each allocation of that payment under
 *   the same rule. A part of a payment allocated to no charge belongs to no section: the academy's.
 *   "collected" of a month = its allocations less the allocations of payments reversed in it.
 * - per_session: rate for each session taught (a section and date with at least one attended mark), in the month
 *   of its date, under the rule of that date. per_student: rate for each attended mark, likewise.
 * - Sessions and students present are counted under every rule, whatever its kind.
 * - A section's share of a month is rounded to the centime once (round(sum, 2)); a month's share is the sum of
 *   its sections'. The balance at the end of a month is every earning of the months up to it less every payout
 *   made before its end.
 *
 * Closed months (teacher_month_closures) keep the figures of their statement as they were when closed. Each
 * statement opens at the closing balance the previous month's statement shows (the frozen one when that month is
 * closed, the live one otherwise) and closes at the ledger's balance (a closed month: its frozen balance), so
 *   opening_balance + share + corrections - payouts_total = closing_balance
 * where `corrections` is what changed since the previous month was closed in the earnings of the closed months
 * (a late mark in a closed month, a rule set from a date before it): for an open month after a closed one it is
 * the live balance of the closed month less its frozen one, that is the sum over the closed months of live share
 * less frozen share, each change counted once, in the first open month after the latest closing (a later payment
 * for a closed month's session is not a correction: it is earned when it is collected). The balance stays the
 * ledger's: nothing here is stored but the closed statements.
 */

/** A local month 'YYYY-MM': its first day, the next month's first day and the previous month's first day. */
export function monthDays(month: string) {
  const start = `${month}-01`;
  return { start, next: addMonths(start, 1), previous: addMonths(start, -1) };
}

/** The academy's current month ('YYYY-MM') at `now`. */
export const currentMonth = (now: Date) => academyClock(now).date.slice(0, 7);

/** The instant a local day starts (Africa/Algiers is UTC+1 all year). */
export const localMidnight = (day: string) => `${day}T00:00:00+01:00`;

interface EarnedScope {
  /** One teacher's earnings, or every teacher's. */
  teacherId?: number;
  /** The month shown (its first day): its rows are complete; the other months' carry only what earns a share. */
  month: string;
  /** Earnings dated before this local day (a month's first day): collected, reversed or taught before it. */
  before: string;
}

/**
 * The CTEs ending in `earned (teacher_id, section_id, month, sessions, students, collected, share)`: one row per
 * teacher, section and local month (its first day) with earnings, the share rounded once. Start a query with it:
 * sql`${earnedWith(scope)} select ... from earned`. The money and the marks are read from what the triggers of
 * migration 0032 keep per section and day (section_collections, section_day_attendance), not from every charge,
 * payment and mark: expectKeptSummaries (test/support) compares them with the ledger and the attendance.
 *
 * Only `scope.month` needs its sessions, students and money collected; the balances need only the shares of the
 * other months. So the money of a section is read over its whole history only under a percentage (the share is
 * the money), and its marks only under a per-session or per-student rule; the other pairs only for the month shown.
 */
export function earnedWith(scope: EarnedScope): SQL {
  const untilDay = sql`${scope.before}::date`;
  const monthStart = sql`${scope.month}::date`;
  const mine = scope.teacherId === undefined ? sql`true` : sql`teacher_id = ${scope.teacherId}`;
  const ruleOfDay = (day: SQL) => sql`r.effective_from <= ${day} and (r.until is null or ${day} < r.until)`;
  return sql`with pay_rules as (
      select r.section_id, r.teacher_id, r.kind, r.rate, r.effective_from,
             lead(r.effective_from) over (partition by r.section_id order by r.effective_from) as until
      from teacher_pay_rules r
      where r.section_id in (select section_id from teacher_pay_rules where ${mine})),
    pay_events as (
      select r.teacher_id, m.section_id, m.month, 0 as sessions, 0 as students, m.amount as collected, m.amount * r.rate / 100 as share
      from pay_rules r join section_collections m on m.section_id = r.section_id and ${ruleOfDay(sql`m.day`)}
      where r.kind = 'percent' and m.month < ${untilDay}
      union all
      select r.teacher_id, m.section_id, m.month, 0, 0, m.amount, 0
      from section_collections m join pay_rules r on r.section_id = m.section_id and ${ruleOfDay(sql`m.day`)}
      where r.kind <> 'percent' and m.month = ${monthStart} and m.month < ${untilDay}
      union all
      select r.teacher_id, a.section_id, date_trunc('month', a.attendance_date)::date, 1, a.attended, 0,
             case r.kind when 'per_session' then r.rate else r.rate * a.attended end
      from pay_rules r join section_day_attendance a on a.section_id = r.section_id and ${ruleOfDay(sql`a.attendance_date`)}
      where r.kind <> 'percent' and a.attended > 0 and a.attendance_date < ${untilDay}
      union all
      select r.teacher_id, a.section_id, date_trunc('month', a.attendance_date)::date, 1, a.attended, 0, 0
      from pay_rules r join section_day_attendance a on a.section_id = r.section_id and ${ruleOfDay(sql`a.attendance_date`)}
      where r.kind = 'percent' and a.attended > 0 and a.attendance_date >= ${monthStart}
        and a.attendance_date < (${monthStart} + interval '1 month')::date and a.attendance_date < ${untilDay}),
    earned as (
      select teacher_id, section_id, month, sum(sessions)::int as sessions, sum(students)::int as students,
             sum(collected) as collected, round(sum(share), 2) as share
      from pay_events where ${mine}
      group by teacher_id, section_id, month)`;
}

/** A teacher's figures for a month, as the statement and the admin's list show them (amounts as decimal text). */
export interface TeacherMonthFigures {
  teacher_id: number;
  full_name: string | null;
  is_active: boolean;
  sessions_taught: number;
  students_present: number;
  collected: string;
  share: string;
  academy_kept: string;
  corrections: string;
  payouts_total: string;
  opening_balance: string;
  closing_balance: string;
  /** Every earning to date less every payout to date (the admin's "owed today"). */
  balance_now: string;
  closed_at: string | null;
  closed_by_name: string | null;
}

/**
 * Each teacher's figures for `month` (one teacher, or every account of role teacher), in one query: the month's
 * earnings, its payouts, the balances that open and close its statement, its closure, and the balance today.
 * A closed month shows its frozen figures (see the comment at the top for opening and corrections).
 */
export async function teacherMonthFigures(
  db: Db | Tx,
  scope: { teacherId?: number; month: string; now: Date },
): Promise<TeacherMonthFigures[]> {
  const { start, next, previous } = monthDays(scope.month);
  const todayNext = monthDays(currentMonth(scope.now)).next;
  // Earnings up to the later of the month's end and today's month (the balance today).
  const horizon = next > todayNext ? next : todayNext;
  const teacher = scope.teacherId === undefined ? sql`true` : sql`u.id = ${scope.teacherId}`;
  const nowAt = sql`${scope.now.toISOString()}::timestamptz`;
  return rowsOf<TeacherMonthFigures>(
    db,
    sql`${earnedWith({ teacherId: scope.teacherId, month: start, before: horizon })},
      month_figures as (
        select teacher_id, sum(sessions) as sessions, sum(students) as students, sum(collected) as collected, sum(share) as share
        from earned where month = ${start}::date group by teacher_id),
      earned_totals as (
        select teacher_id, sum(share) filter (where month < ${start}::date) as before, sum(share) as to_date
        from earned group by teacher_id),
      paid as (
        select teacher_id,
               sum(amount) filter (where paid_at < ${localMidnight(start)}::timestamptz) as before,
               sum(amount) filter (where paid_at >= ${localMidnight(start)}::timestamptz
                                     and paid_at < ${localMidnight(next)}::timestamptz) as in_month,
               sum(amount) filter (where paid_at <= ${nowAt}) as to_date
        from teacher_payouts group by teacher_id),
      figures as (
        select u.id as teacher_id, u.full_name, u.is_active,
               coalesce(mf.sessions, 0) as sessions, coalesce(mf.students, 0) as students,
               coalesce(mf.collected, 0) as collected, coalesce(mf.share, 0) as share,
               coalesce(p.in_month, 0) as payouts,
               coalesce(et.before, 0) - coalesce(p.before, 0) as live_before,
               coalesce(et.to_date, 0) - coalesce(p.to_date, 0) as balance_now,
               pc.balance as previous_closed,
               c.sessions as c_sessions, c.students as c_students, c.collected as c_collected, c.share as c_share,
               c.payouts as c_payouts, c.balance as c_balance, c.closed_at, cb.full_name as closed_by_name
        from users u
        left join month_figures mf on mf.teacher_id = u.id
        left join earned_totals et on et.teacher_id = u.id
        left join paid p on p.teacher_id = u.id
        left join teacher_month_closures pc on pc.teacher_id = u.id and pc.month = ${previous}::date
        left join teacher_month_closures c on c.teacher_id = u.id and c.month = ${start}::date
        left join users cb on cb.id = c.closed_by
        where u.role = 'teacher' and ${teacher}),
      shown as (
        select f.*,
               case when f.closed_at is null then coalesce(f.previous_closed, f.live_before)
                    else coalesce(f.previous_closed, f.c_balance - f.c_share + f.c_payouts) end as opening
        from figures f)
      select teacher_id, full_name, is_active,
             (case when closed_at is null then sessions else c_sessions end)::int as sessions_taught,
             (case when closed_at is null then students else c_students end)::int as students_present,
             (case when closed_at is null then collected else c_collected end)::numeric(14, 2)::text as collected,
             (case when closed_at is null then share else c_share end)::numeric(14, 2)::text as share,
             (case when closed_at is null then collected - share else c_collected - c_share end)::numeric(14, 2)::text as academy_kept,
             (case when closed_at is null then live_before - opening
                   else c_balance - c_share + c_payouts - opening end)::numeric(14, 2)::text as corrections,
             (case when closed_at is null then payouts else c_payouts end)::numeric(14, 2)::text as payouts_total,
             opening::numeric(14, 2)::text as opening_balance,
             (case when closed_at is null then live_before + share - payouts else c_balance end)::numeric(14, 2)::text as closing_balance,
             balance_now::numeric(14, 2)::text as balance_now,
             to_char(closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closed_at, closed_by_name
      from shown
      order by full_name, teacher_id`,
  );
}

/** One section's part of a teacher's month (amounts as decimal text). */
export interface SectionMonthFigures {
  section_id: number;
  section_name: string;
  course_name: string;
  course_name_ar: string | null;
  rule_kind: 'percent' | 'per_session' | 'per_student' | null;
  rule_rate: string | null;
  rule_effective_from: string | null;
  sessions_taught: number;
  students_present: number;
  collected: string;
  share: string;
}

/**
 * The sections of a teacher's month: every section with earnings that month, and every section one of the
 * teacher's rules covered during it (zeros when nothing happened), each with the teacher's rule in effect on the
 * month's last day.
 */
export async function teacherSectionFigures(db: Db | Tx, scope: { teacherId: number; month: string }): Promise<SectionMonthFigures[]> {
  const { start, next } = monthDays(scope.month);
  const last = sql`(${next}::date - 1)`;
  return rowsOf<SectionMonthFigures>(
    db,
    sql`${earnedWith({ teacherId: scope.teacherId, month: start, before: next })},
      covered as (
        select section_id from pay_rules
        where teacher_id = ${scope.teacherId} and effective_from < ${next}::date and (until is null or until > ${start}::date)
        union
        select section_id from earned where month = ${start}::date)
      select s.id as section_id, s.name as section_name, co.name as course_name, co.name_ar as course_name_ar,
             r.kind as rule_kind, r.rate::text as rule_rate, r.effective_from::text as rule_effective_from,
             coalesce(e.sessions, 0)::int as sessions_taught, coalesce(e.students, 0)::int as students_present,
             coalesce(e.collected, 0)::numeric(14, 2)::text as collected, coalesce(e.share, 0)::numeric(14, 2)::text as share
      from covered cv
      join sections s on s.id = cv.section_id
      join courses co on co.id = s.course_id
      left join earned e on e.section_id = cv.section_id and e.month = ${start}::date
      left join lateral (
        select kind, rate, effective_from from teacher_pay_rules
        where section_id = cv.section_id and teacher_id = ${scope.teacherId} and effective_from <= ${last}
        order by effective_from desc limit 1) r on true
      order by co.name, s.name, s.id`,
  );
}

/** What the academy owes a teacher at `now`: every earning to date less every payout (decimal text). */
export async function teacherBalance(db: Db | Tx, teacherId: number, now: Date): Promise<string> {
  const [row] = await teacherMonthFigures(db, { teacherId, month: currentMonth(now), now });
  return row?.balance_now ?? '0.00';
}
