import { sql } from 'drizzle-orm';
import { type PaymentDueStudent } from '@academy/shared';
import type { Db } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';
import { cycleSessionsSql, cycleStartSql } from '../ledger/cycle';

/** An alert as the database gives it: the amount as text, with what the monthly-due view adds. */
export interface PaymentDueRow extends Omit<PaymentDueStudent, 'amount'> {
  amount: string;
  enrollment_id: number;
  parent_name: string | null;
  parent_phone: string | null;
  sessions: number | null;
}

/**
 * Who must pay now (spec 2 "payment due alerts", spec 4): active seats of monthly courses whose month
 * charge is unpaid, or whose 4-session cycle is complete with no month charge yet; and kindergarten
 * subscriptions due today or overdue (of one kind only, when given). Unordered and narrow (no names, no
 * courses): paymentDuePage orders them (DUE_ORDER), and reads the names, courses, amounts, sessions and
 * parents of its page only. `owed` is what the seat's month charges still owe (monthly) or the subscription's
 * amount (kindergarten), each falling back to the course's price on the page.
 */
const paymentDueSql = (today: string, kind?: PaymentDueRow['kind']) => sql`
      select k.* from (
        -- The active seats of the monthly courses with their dues, kept by triggers (monthly_seat_dues, migration 0027):
        -- a month charge unpaid (what it still owes, since the day of the oldest), or a complete cycle (its 4th latest
        -- attended session on or after its start) with no month charge since it started.
        select d.student_id, d.section_id, 'monthly' as kind, d.month_outstanding as owed, coalesce(d.month_since, d.cycle_start) as since,
               d.enrollment_id, d.cycle_start
        from (select msd.*, ${cycleStartSql(sql`msd`, today)} as cycle_start from monthly_seat_dues msd) d
        where d.month_outstanding > 0
           or (d.fourth_last_attended_on >= d.cycle_start and (d.last_month_charge_on is null or d.last_month_charge_on < d.cycle_start))
        union all
        select e.student_id, e.section_id, 'kindergarten', kg.amount, kg.next_payment_date, e.id, null::date
        from kindergarten_subscriptions kg
        -- Each due subscription's seat by its key (offset 0 keeps it a lookup, not a scan of every seat).
        cross join lateral (
          select e.id, e.student_id, e.section_id from enrollments e
          where e.id = kg.enrollment_id and e.status = 'approved' and e.is_active offset 0) e
        where kg.status in ('active', 'pending') and kg.next_payment_date <= ${today}::date
      ) k ${kind ? sql`where k.kind = ${kind}` : sql``}`;

/** Oldest first; the enrollment breaks ties, so pages neither repeat nor skip an alert. */
const DUE_ORDER = sql`since nulls last, student_name, enrollment_id`;

/**
 * One page of who must pay now (of one kind only, when given) and how many there are in all, in one query:
 * the list is worked out once (a CTE) and counted. The page is ordered by `since` first, so it lies among
 * the alerts no later than the (offset + limit)th oldest `since`: only those are joined to their students'
 * names and sorted (a top-N of dates picks that day), and only the page's course names, sessions and
 * parents are read. It is left-joined to a single row so the total comes back also past the end (one row
 * of nulls then, dropped here).
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
      with due as (${paymentDueSql(today, kind)}),
      last_day as (select since from due order by since limit 1 offset ${Math.max(limit + offset - 1, 0)}),
      page as (
        select due.*, st.name as student_name, st.parent_id
        from due
        -- Looked up by key for these few (offset 0: not a scan of every student).
        cross join lateral (select s.name, s.parent_id from students s where s.id = due.student_id offset 0) st
        where due.since <= coalesce((select since from last_day), 'infinity'::date)
        order by ${DUE_ORDER} limit ${limit} offset ${offset}
      )
      select page.student_id, page.student_name, c.name as course_name, c.name_ar as course_name_ar, page.section_id, page.kind,
             (case when page.kind = 'monthly' and page.owed > 0 then page.owed
                   when page.kind = 'monthly' then coalesce(c.monthly_price, 0)
                   else coalesce(page.owed, c.monthly_price, 0) end)::text as amount, page.since::text as since, page.enrollment_id, p.full_name as parent_name, p.phone as parent_phone,
             case when page.kind = 'monthly' then ${cycleSessionsSql(sql`page.enrollment_id`, sql`page.cycle_start`)} end as sessions,
             (select count(*)::int from due) as total
      from (select 1) one left join page on true
      left join sections sec on sec.id = page.section_id
      left join courses c on c.id = sec.course_id
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
