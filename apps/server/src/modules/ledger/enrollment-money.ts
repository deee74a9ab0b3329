import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { amount, preparedRowsOf } from '../../lib/rows';
import { cycleSessionsSql, cycleStartSql } from './cycle';

/**
 * What each enrollment of some students has been charged and paid (the totals the ledger's trigger keeps),
 * with the sessions attended in the current monthly cycle (since `cycle_started_on`, else the calendar
 * month) and the kindergarten subscription. Only enrollments that are approved or still carry money.
 */
export async function enrollmentMoney(db: Db, studentIds: number[], today: string) {
  if (!studentIds.length) return [];
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await preparedRowsOf<{
    enrollment_id: number;
    student_id: number;
    student_name: string;
    is_active: boolean;
    course_id: number;
    course_name: string;
    course_name_ar: string | null;
    course_name_fr: string | null;
    category: string;
    pricing_type: 'session' | 'monthly';
    session_price: string | null;
    monthly_price: string | null;
    section_name: string;
    charged: string;
    paid: string;
    outstanding: string;
    debt_sessions: number;
    sessions_this_month: number;
    subscription_status: string | null;
    subscription_amount: string | null;
    next_payment_date: string | null;
  }>(
    db,
    sql`
      -- Session charges still owed, from the few rows the ledger's trigger keeps (migration 0012).
      with unpaid_sessions as (
        select u.enrollment_id, count(*)::int as n
        from unpaid_charges u
        where u.student_id in (${ids}) and u.reason = 'session'
        group by u.enrollment_id
      )
      select e.id as enrollment_id, e.student_id, st.name as student_name, e.is_active,
             c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, c.name_fr as course_name_fr, c.category, c.pricing_type,
             c.session_price::text as session_price, c.monthly_price::text as monthly_price, sec.name as section_name,
             coalesce(m.charged, 0)::text as charged, coalesce(m.paid, 0)::text as paid,
             (coalesce(m.charged, 0) - coalesce(m.paid, 0))::text as outstanding,
             coalesce(u.n, 0) as debt_sessions,
             ${cycleSessionsSql(sql`e.id`, cycleStartSql(sql`e`, today))} as sessions_this_month,
             kg.status as subscription_status, kg.amount::text as subscription_amount, kg.next_payment_date::text as next_payment_date
      from enrollments e
      join students st on st.id = e.student_id
      join sections sec on sec.id = e.section_id
      join courses c on c.id = sec.course_id
      left join enrollment_balances m on m.enrollment_id = e.id
      left join unpaid_sessions u on u.enrollment_id = e.id
      left join kindergarten_subscriptions kg on kg.enrollment_id = e.id
      where e.student_id in (${ids})
        and ((e.status = 'approved' and e.is_active) or coalesce(m.charged, 0) <> coalesce(m.paid, 0))
      order by e.student_id, c.name, e.id`,
  );
  return rows.map((r) => ({
    ...r,
    charged: amount(r.charged),
    paid: amount(r.paid),
    outstanding: amount(r.outstanding),
    hasDebt: r.outstanding !== null && Number(r.outstanding) > 0,
  }));
}
