import { sql } from 'drizzle-orm';
import {
  DEBT_AGEING_BUCKETS,
  REPORT_TOP_DEBTORS,
  daysBetween,
  type DebtAgeingBucket,
  type DebtsReport,
  type ReportPeriod,
} from '@academy/shared';
import type { Db } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';
import { debtsSql } from '../ledger/balances';
import { chargeDaySql, openChargesSql } from '../ledger/charges';

/**
 * Outstanding debts by age (as of today), from the same ledger sums as the indebted users list, so the
 * total agrees with its total_debt to the centime. A student's debt is spread over what raised it: what
 * each charge still owes (the unpaid charges the ledger's trigger keeps) and each positive adjustment,
 * dated by its session (else its local day: an unpaid charge's day is kept on its row, migration 0024).
 * What is not tied to a charge (payments without a charge, negative adjustments, overpaid charges) settles
 * the oldest first, as clear-debt pays (the student's credit: all they are owed less their debt). Two
 * queries: the ageing, one sorted pass per student, and the top debtors: the ten most owed (with the ties
 * on the tenth's debt, which the name then orders) joined to their student and parent, their oldest unpaid
 * day read for those ten only, the totals from the balances alone (joining all ~30,000 debtors of the 10x
 * seed to their student and parent to count them took 0.5 s).
 */
export async function debtsReport(db: Db, period: ReportPeriod): Promise<DebtsReport> {
  const today = period.today;
  const [buckets, top] = await Promise.all([
    rowsOf<{ bucket: DebtAgeingBucket; students: number; charges: number; amount: string }>(
      db,
      sql`
        with d as (${debtsSql}),
        items as (
          select u.id, u.student_id, d.debt, u.day, u.outstanding as owed
          from (${openChargesSql(sql`true`)}) u join d on d.student_id = u.student_id
          union all
          select l.id, l.student_id, d.debt, ${chargeDaySql(sql`ar`, sql`l`)} as day, l.amount as owed
          from ledger_entries l
          join d on d.student_id = l.student_id
          left join attendance_records ar on ar.id = l.attendance_record_id
          where l.kind = 'adjustment' and l.amount > 0
        ),
        aged as (
          select i.student_id, ${today}::date - i.day as age,
                 greatest(0, least(i.owed, sum(i.owed) over (w rows between unbounded preceding and current row)
                                           - (sum(i.owed) over (w rows between unbounded preceding and unbounded following) - i.debt))) as remaining
          from items i
          window w as (partition by i.student_id order by i.day, i.id)
        ),
        -- By student, then bucket: the rows come in each student's window order, so only a student's few rows are sorted again.
        per_student as (
          select student_id,
                 case when age <= 30 then '0_30' when age <= 60 then '31_60' when age <= 90 then '61_90' else 'over_90' end as bucket,
                 count(*) as charges, sum(remaining) as amount
          from aged where remaining > 0
          group by 1, 2
        )
        select bucket, count(*)::int as students, sum(charges)::int as charges, sum(amount)::text as amount
        from per_student group by bucket`,
    ),
    rowsOf<{
      student_id: number;
      name: string;
      parent_name: string | null;
      parent_phone: string | null;
      debt: string;
      oldest: string | null;
      total_students: number;
      total_debt: string;
    }>(
      db,
      sql`
        with d as (${debtsSql}),
        totals as (select count(*)::int as total_students, sum(d.debt)::text as total_debt from d),
        top as (
          select st.id as student_id, st.name, p.full_name as parent_name, p.phone as parent_phone, d.debt
          from (select d.* from d order by d.debt desc fetch first (${REPORT_TOP_DEBTORS}::int) rows with ties) d
          join students st on st.id = d.student_id
          left join parents p on p.id = st.parent_id
          order by d.debt desc, st.name, st.id
          limit ${REPORT_TOP_DEBTORS}
        )
        select top.student_id, top.name, top.parent_name, top.parent_phone, top.debt::text as debt,
               totals.total_students, totals.total_debt,
               (select min(u.day)::text from (${openChargesSql(sql`ch.student_id = top.student_id`)}) u) as oldest
        from top cross join totals
        order by top.debt desc, top.name, top.student_id`,
    ),
  ]);
  const rows = DEBT_AGEING_BUCKETS.map((bucket) => {
    const b = buckets.find((r) => r.bucket === bucket);
    return { bucket, students: Number(b?.students ?? 0), charges: Number(b?.charges ?? 0), amount: amount(b?.amount ?? '0') };
  });
  return {
    report: 'debts',
    period,
    rows,
    totals: { students: Number(top[0]?.total_students ?? 0), amount: amount(top[0]?.total_debt ?? '0') },
    chart: rows,
    top_debtors: top.map((r) => ({
      student_id: r.student_id,
      name: r.name,
      parent_name: r.parent_name,
      parent_phone: r.parent_phone,
      debt: amount(r.debt),
      oldest_date: r.oldest,
      oldest_days: r.oldest ? daysBetween(r.oldest, today) : null,
    })),
  };
}
