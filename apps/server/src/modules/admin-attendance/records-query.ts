import { sql, type SQL } from 'drizzle-orm';
import { daysBetween, normalizeSearch, type AttendanceRecordRow, type attendanceOverviewQuery } from '@academy/shared';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { amount } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { settledOn } from '../ledger/settled';
import { recordPaymentStatus } from '../ledger/status';

/*
 * The attendance records as the overview, its list and its CSV read them: the range, the filters, one
 * page of records with the charge written for each and its payment status (the ledger's rule).
 */

export type OverviewQuery = z.output<typeof attendanceOverviewQuery>;

/** The longest range the overview and the export read (a year and a day). */
export const MAX_RANGE_DAYS = 366;
/** The default range: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30;

export function addDays(date: string, days: number) {
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
export const searchesRecords = (q: Pick<OverviewQuery, 'search'>) => Boolean(q.search && normalizeSearch(q.search));
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
  const status = recordPaymentStatus({
    status: r.status,
    kind: r.payment_kind,
    chargeAmount: r.charge_amount,
    settled: r.charge_paid,
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
