import { sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_DUE_PAGE_SIZE,
  attendancePaymentStatus,
  daysBetween,
  normalizeSearch,
  type AttendanceOverviewResponse,
  type AttendanceRecordRow,
  type PaymentDueStudent,
  type attendanceOverviewQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db } from '../../db/client';
import { academyDay } from '../../lib/academy-day';
import { settledOn } from '../../lib/allocations';
import { badRequest } from '../../lib/errors';
import { amount, rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { debtsSql, localDate } from './debts';

export type OverviewQuery = z.output<typeof attendanceOverviewQuery>;

/** The longest range the overview and the export read (a year and a day). */
export const MAX_RANGE_DAYS = 366;
/** The default range: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30;

function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date range asked for: either end given or both, else the last 30 days ending today (academy clock). */
export function overviewRange(q: Pick<OverviewQuery, 'start_date' | 'end_date'>, today: string) {
  // Only a start: up to today (or the start, when it is later), at most the longest range.
  const fromStart = q.start_date
    ? [today > q.start_date ? today : q.start_date, addDays(q.start_date, MAX_RANGE_DAYS - 1)].sort()[0]!
    : today;
  const end = q.end_date ?? fromStart;
  const start = q.start_date ?? addDays(end, -(DEFAULT_RANGE_DAYS - 1));
  if (start > end)
    throw badRequest('validation_failed', 'The end date must be on or after the start date.', { end_date: ['end_before_start'] });
  if (daysBetween(start, end) >= MAX_RANGE_DAYS) {
    throw badRequest('validation_failed', `The range cannot be longer than ${MAX_RANGE_DAYS} days.`, { start_date: ['too_large'] });
  }
  return { start_date: start, end_date: end };
}

/** The records of the range matching the filters (status optional so the summary can count every status). */
export function recordsWhere(
  q: Pick<OverviewQuery, 'search' | 'status'>,
  range: { start_date: string; end_date: string },
  withStatus = true,
): SQL {
  const where: SQL[] = [sql`ar.attendance_date between ${range.start_date}::date and ${range.end_date}::date`];
  if (withStatus && q.status !== 'all') where.push(sql`ar.status = ${q.status}`);
  const search = q.search ? searchTerm(q.search) : '';
  if (search) {
    const like = containsPattern(search);
    const raw = containsPattern(q.search!.trim());
    where.push(sql`(st.search_text like ${like} or st.barcode ilike ${raw} or c.search_text like ${like} or sec.name ilike ${raw})`);
  }
  return sql.join(where, sql` and `);
}

/**
 * The tables the search of `recordsWhere` reads (alias ar for the records); without a search no join is needed (every record has its
 * student and section).
 */
const SEARCH_JOINS = sql`join students st on st.id = ar.student_id
    join sections sec on sec.id = ar.section_id
    join courses c on c.id = sec.course_id`;
const searchesRecords = (q: Pick<OverviewQuery, 'search'>) => Boolean(q.search && normalizeSearch(q.search));
export const recordsJoins = (q: Pick<OverviewQuery, 'search'>) => (searchesRecords(q) ? SEARCH_JOINS : sql``);

export interface RecordRow {
  id: number;
  date: string;
  student_id: number;
  student_name: string;
  course_name: string;
  course_name_ar: string | null;
  section_name: string;
  status: AttendanceRecordRow['status'];
  payment_kind: AttendanceRecordRow['payment_kind'];
  charge_amount: string | null;
  charge_paid: string | null;
  /** What the record's seat still owes (a month's or a subscription's session reads pending from it). */
  seat_outstanding: string | null;
  forced: boolean;
  marked_at: string;
  /** In the academy's time zone, for the export. */
  marked_at_local: string;
  marked_by: string | null;
}

/** Newest first: the table and the export. */
export const NEWEST_FIRST = sql`ar.attendance_date desc, ar.marked_at desc, ar.id desc`;

/**
 * Attendance records with their course, section, student, who marked them, and the charge written for
 * the record (its session, or the month its 4th session completed) with what was paid against it. The
 * records are picked (filtered, ordered, cut to the page) before the charges are looked up, so a page
 * reads the ledger for its own rows only.
 */
export const recordsSql = (where: SQL, order: SQL, limit: number, offset = 0, joins: SQL = SEARCH_JOINS) => sql`
  with picked as (
    select ar.id from attendance_records ar
    ${joins}
    where ${where}
    order by ${order} limit ${limit} offset ${offset}
  )
  select ar.id, ar.attendance_date::text as date, ar.student_id, st.name as student_name,
         c.name as course_name, c.name_ar as course_name_ar, sec.name as section_name, ar.status,
         case when c.category = 'kindergarten' then 'kindergarten' when c.pricing_type = 'monthly' then 'monthly' else 'session' end as payment_kind,
         ch.amount::text as charge_amount, ch.paid::text as charge_paid, (eb.charged - eb.paid)::text as seat_outstanding, ar.forced,
         to_char(ar.marked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as marked_at,
         to_char((ar.marked_at at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD HH24:MI') as marked_at_local, u.full_name as marked_by
  from picked
  join attendance_records ar on ar.id = picked.id
  join students st on st.id = ar.student_id
  join sections sec on sec.id = ar.section_id
  join courses c on c.id = sec.course_id
  left join users u on u.id = ar.marked_by
  left join enrollment_balances eb on eb.enrollment_id = ar.enrollment_id
  left join lateral (
    select l.amount, ${settledOn(sql`l.id`)} as paid
    from ledger_entries l where l.attendance_record_id = ar.id and l.kind = 'charge'
    limit 1
  ) ch on true
  order by ${order}`;

export function presentRecord(r: RecordRow): AttendanceRecordRow {
  const charged = r.charge_amount !== null;
  const status = attendancePaymentStatus({
    charge: charged ? { amount: r.charge_amount!, settled: r.charge_paid } : null,
    attended: r.status === 'present' || r.status === 'late',
    kind: r.payment_kind,
    seatOutstanding: r.seat_outstanding,
  });
  return {
    id: r.id,
    date: r.date,
    student_id: r.student_id,
    student_name: r.student_name,
    course_name: r.course_name,
    course_name_ar: r.course_name_ar,
    section_name: r.section_name,
    status: r.status,
    payment_kind: r.payment_kind,
    payment_status: status ?? 'not_applicable',
    payment_amount: charged ? amount(r.charge_amount) : null,
    forced: r.forced,
    marked_at: r.marked_at,
    marked_by: r.marked_by,
  };
}

/** An alert as the database gives it: the amount as text, with what the monthly-due view adds. */
export interface PaymentDueRow extends Omit<PaymentDueStudent, 'amount'> {
  amount: string;
  enrollment_id: number;
  parent_name: string | null;
  parent_phone: string | null;
  sessions: number | null;
}

/** Sessions attended in a monthly seat's current cycle, over the (enrollment, date, status) index. */
const cycleSessions = (enrollmentId: SQL, cycleStart: SQL) => sql`(
  select count(*)::int from attendance_records a
  where a.enrollment_id = ${enrollmentId} and a.status in ('present', 'late') and a.attendance_date >= ${cycleStart})`;

/**
 * Who must pay now (spec 2 "payment due alerts", spec 4): active seats of monthly courses whose month
 * charge is unpaid, or whose 4-session cycle is complete with no month charge yet; and kindergarten
 * subscriptions due today or overdue. Unordered: paymentDuePage orders them (DUE_ORDER), and counts the
 * sessions and reads the parents of its page's seats only (`cycle_start`, `parent_id`).
 */
const paymentDueSql = (today: string) => sql`
      with monthly as (
        select e.id as enrollment_id, e.student_id, e.section_id, c.name as course_name, c.name_ar as course_name_ar, c.monthly_price,
               coalesce(e.cycle_started_on, date_trunc('month', ${today}::date)::date) as cycle_start
        from enrollments e
        join sections sec on sec.id = e.section_id
        join courses c on c.id = sec.course_id
        where e.status = 'approved' and e.is_active and c.pricing_type = 'monthly' and c.category <> 'kindergarten'
      ),
      -- Each seat's month charges not fully paid, from the few rows the ledger's trigger keeps.
      unpaid_months as (
        select u.enrollment_id, sum(u.outstanding) as outstanding, min(${localDate(sql`u.occurred_at`)}) as since
        from unpaid_charges u where u.reason = 'month'
        group by u.enrollment_id
      )
      select k.* from (
        select m.student_id, st.name as student_name, m.course_name, m.course_name_ar, m.section_id, 'monthly' as kind,
               (case when coalesce(un.outstanding, 0) > 0 then un.outstanding else coalesce(m.monthly_price, 0) end)::text as amount,
               coalesce(un.since, m.cycle_start)::text as since, m.enrollment_id, st.parent_id, m.cycle_start
        from monthly m
        left join unpaid_months un on un.enrollment_id = m.enrollment_id
        left join enrollment_balances eb on eb.enrollment_id = m.enrollment_id
        left join enrollment_attendance ea on ea.enrollment_id = m.enrollment_id
        join students st on st.id = m.student_id
        -- A complete cycle (its 4th latest attended session on or after its start, kept by the records'
        -- trigger) with no month charge since it started (the seat's latest, kept by the ledger's trigger).
        where coalesce(un.outstanding, 0) > 0
           or ((eb.last_month_charge_at is null or ${localDate(sql`eb.last_month_charge_at`)} < m.cycle_start)
               and ea.fourth_last_attended_on >= m.cycle_start)
        union all
        select e.student_id, st.name, c.name, c.name_ar, e.section_id, 'kindergarten',
               coalesce(kg.amount, c.monthly_price, 0)::text, kg.next_payment_date::text, e.id, st.parent_id, null::date
        from kindergarten_subscriptions kg
        join enrollments e on e.id = kg.enrollment_id
        join sections sec on sec.id = e.section_id
        join courses c on c.id = sec.course_id
        join students st on st.id = e.student_id
        where e.status = 'approved' and e.is_active and kg.status in ('active', 'pending') and kg.next_payment_date <= ${today}::date
      ) k`;

/** Oldest first; the enrollment breaks ties, so pages neither repeat nor skip an alert. */
const DUE_ORDER = sql`since nulls last, student_name, enrollment_id`;

/**
 * One page of who must pay now (of one kind only, when given) and how many there are in all, in one query:
 * the list is worked out once (a CTE), counted, and only the page leaves the database. The page is
 * left-joined to a single row so the total comes back also past the end (one row of nulls then, dropped here).
 */
export async function paymentDuePage(
  db: Db,
  today: string,
  limit: number,
  offset: number,
  kind?: PaymentDueRow['kind'],
): Promise<{ rows: PaymentDueRow[]; total: number }> {
  const rows = await rowsOf<Omit<PaymentDueRow, 'student_id'> & { student_id: number | null; total: number }>(
    db,
    sql`
      with due as (select * from (${paymentDueSql(today)}) k ${kind ? sql`where k.kind = ${kind}` : sql``}),
      page as (select * from due order by ${DUE_ORDER} limit ${limit} offset ${offset})
      select page.student_id, page.student_name, page.course_name, page.course_name_ar, page.section_id, page.kind, page.amount,
             page.since, page.enrollment_id, p.full_name as parent_name, p.phone as parent_phone,
             case when page.kind = 'monthly' then ${cycleSessions(sql`page.enrollment_id`, sql`page.cycle_start`)} end as sessions,
             (select count(*)::int from due) as total
      from (select 1) one left join page on true
      left join parents p on p.id = page.parent_id
      order by ${DUE_ORDER}`,
  );
  return {
    rows: rows.flatMap(({ total: _total, student_id, ...r }) => (student_id === null ? [] : [{ ...r, student_id }])),
    total: Number(rows[0]?.total ?? 0),
  };
}

export const presentDue = (r: PaymentDueRow): PaymentDueStudent => ({
  student_id: r.student_id,
  student_name: r.student_name,
  course_name: r.course_name,
  course_name_ar: r.course_name_ar,
  section_id: r.section_id,
  kind: r.kind,
  amount: amount(r.amount),
  since: r.since,
});

const rate = (attended: number, total: number) => (total > 0 ? Math.round((attended / total) * 1000) / 10 : 0);

/**
 * GET /api/admin/attendance/overview: the Overview & Analytics tab in five queries: one page of records
 * (newest first), the range's records counted by day and status (the summary, the filtered total and the
 * rate of each day), today's collections with the academy's outstanding debt, the 5 latest marks, and
 * the first page of who must pay now with their total.
 */
export async function overview(deps: Deps, q: OverviewQuery): Promise<AttendanceOverviewResponse> {
  const now = deps.clock();
  const day = academyDay(now);
  const range = overviewRange(q, day.date);
  const filtered = recordsWhere(q, range);
  const unfiltered = recordsWhere(q, range, false);
  const joins = recordsJoins(q);
  const searched = searchesRecords(q);
  const [rows, counted, [money], recent, due] = await Promise.all([
    rowsOf<RecordRow>(deps.db, recordsSql(filtered, NEWEST_FIRST, q.limit, q.offset, joins)),
    // The range's records by day and status (search applied, every status): the summary and the rate of
    // each day in one pass; without a search, the counts the records' triggers keep (migration 0015).
    rowsOf<{ date: string; status: string; n: number }>(
      deps.db,
      searched
        ? sql`select ar.attendance_date::text as date, ar.status, count(*)::int as n
              from attendance_records ar ${joins}
              where ${unfiltered}
              group by ar.attendance_date, ar.status`
        : sql`select attendance_date::text as date, status, n from attendance_day_counts
              where attendance_date between ${range.start_date}::date and ${range.end_date}::date and n > 0`,
    ),
    rowsOf<{ collected: string; debt: string; indebted: number }>(
      deps.db,
      sql`
        with d as (${debtsSql})
        select (select coalesce(sum(amount), 0)::text from ledger_entries
                 where kind = 'payment' and occurred_at >= ${day.start.toISOString()}::timestamptz and occurred_at < ${day.end.toISOString()}::timestamptz) as collected,
               (select coalesce(sum(debt), 0)::text from d) as debt,
               (select count(*)::int from d) as indebted`,
    ),
    rowsOf<RecordRow>(deps.db, recordsSql(sql`true`, sql`ar.marked_at desc, ar.id desc`, 5, 0, sql``)),
    paymentDuePage(deps.db, day.date, PAYMENT_DUE_PAGE_SIZE, 0),
  ]);
  const byStatus = { present: 0, absent: 0, late: 0, excused: 0 } as Record<string, number>;
  const byDate = new Map<string, { records: number; attended: number }>();
  for (const c of counted) {
    const n = Number(c.n);
    byStatus[c.status] = (byStatus[c.status] ?? 0) + n;
    const d = byDate.get(c.date) ?? { records: 0, attended: 0 };
    d.records += n;
    if (c.status === 'present' || c.status === 'late') d.attended += n;
    byDate.set(c.date, d);
  }
  const present = byStatus.present!;
  const late = byStatus.late!;
  const total = counted.reduce((sum, c) => sum + Number(c.n), 0);
  const byDay: { date: string; records: number; attended: number }[] = [];
  for (let date = range.start_date; date <= range.end_date; date = addDays(date, 1))
    byDay.push({ date, ...(byDate.get(date) ?? { records: 0, attended: 0 }) });
  const s = {
    absent: byStatus.absent!,
    excused: byStatus.excused!,
    filtered: q.status === 'all' ? total : (byStatus[q.status] ?? 0),
    ...money!,
  };
  return {
    summary: {
      total_records: total,
      present,
      absent: Number(s.absent),
      late,
      excused: Number(s.excused),
      attendance_rate: rate(present + late, total),
      collected_today: amount(s.collected),
      outstanding_debt: amount(s.debt),
      indebted_students: Number(s.indebted),
      present_count: present,
      absent_count: Number(s.absent),
      late_count: late,
      excused_count: Number(s.excused),
    },
    attendance_records: rows.map(presentRecord),
    total: Number(s.filtered),
    recent_activity: { records: recent.map(presentRecord) },
    payment_due_students: due.rows.map(presentDue),
    payment_due_total: due.total,
    rate_by_day: byDay.map((d) => ({ date: d.date, records: Number(d.records), rate: rate(Number(d.attended), Number(d.records)) })),
    range,
  };
}
