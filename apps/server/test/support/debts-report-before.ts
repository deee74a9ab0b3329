import { sql } from 'drizzle-orm';
import {
  DEBT_AGEING_BUCKETS,
  REPORT_TOP_DEBTORS,
  daysBetween,
  type DebtAgeingBucket,
  type DebtsReport,
  type ReportPeriod,
} from '@academy/shared';
import type { Db } from '../../src/db/client';
import { amount, rowsOf } from '../../src/lib/rows';
import { localDateSql as localDate } from '../../src/lib/academy-day';
import { debtsSql } from '../../src/modules/ledger/balances';
import { unpaidChargesSql } from '../../src/modules/ledger/charges';

/*
 * The debts report as it was before it read the unpaid charges the ledger's trigger keeps (issue 24 item 5):
 * every charge of the indebted students with its allocations summed, and the oldest unpaid day of every
 * indebted student. Kept here only so a test can check the new report gives the same answer.
 */

/**
 * Outstanding debts by age (as of today), from the same ledger sums as the indebted users list, so the
 * total agrees with its total_debt to the centime. A student's debt is spread over what raised it: each
 * charge's unpaid part (amount − payments applied to it) and each positive adjustment, dated by its
 * session (else its local day). What is not tied to a charge (payments without a charge, negative
 * adjustments, overpaid charges) settles the oldest first, as clear-debt pays. Two queries.
 */
export async function debtsReportBefore(db: Db, period: ReportPeriod): Promise<DebtsReport> {
  const today = period.today;
  const [buckets, top] = await Promise.all([
    rowsOf<{ bucket: DebtAgeingBucket; students: number; charges: number; amount: string }>(
      db,
      sql`
        with d as (${debtsSql}),
        paid as (
          select alloc.charge_id as id, sum(alloc.amount) as paid
          from payment_allocations alloc join ledger_entries p on p.id = alloc.payment_id
          where p.student_id in (select student_id from d)
          group by alloc.charge_id
        ),
        items as (
          select l.id, l.student_id, coalesce(ar.attendance_date, ${localDate(sql`l.occurred_at`)}) as day,
                 case when l.kind = 'charge' then greatest(l.amount - coalesce(pd.paid, 0), 0) else l.amount end as owed
          from ledger_entries l
          left join paid pd on pd.id = l.id
          left join attendance_records ar on ar.id = l.attendance_record_id
          where l.student_id in (select student_id from d) and (l.kind = 'charge' or (l.kind = 'adjustment' and l.amount > 0))
        ),
        credit as (
          select d.student_id, sum(i.owed) - d.debt as credit
          from d join items i on i.student_id = d.student_id
          group by d.student_id, d.debt
        ),
        aged as (
          select i.student_id, ${today}::date - i.day as age,
                 greatest(0, least(i.owed, sum(i.owed) over (partition by i.student_id order by i.day, i.id) - c.credit)) as remaining
          from items i join credit c on c.student_id = i.student_id
        ),
        bucketed as (
          select student_id, remaining,
                 case when age <= 30 then '0_30' when age <= 60 then '31_60' when age <= 90 then '61_90' else 'over_90' end as bucket
          from aged where remaining > 0
        )
        select bucket, count(distinct student_id)::int as students, count(*)::int as charges, sum(remaining)::text as amount
        from bucketed group by bucket`,
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
        u as (
          select c.student_id, min(coalesce(ar.attendance_date, ${localDate(sql`c.occurred_at`)})) as oldest
          from (${unpaidChargesSql(sql`ch.student_id in (select student_id from d)`, sql`p.student_id in (select student_id from d)`)}) c
          left join attendance_records ar on ar.id = c.attendance_record_id
          group by c.student_id
        )
        select st.id as student_id, st.name, p.full_name as parent_name, p.phone as parent_phone, d.debt::text as debt, u.oldest::text as oldest,
               (count(*) over ())::int as total_students, (sum(d.debt) over ())::text as total_debt
        from d
        join students st on st.id = d.student_id
        left join parents p on p.id = st.parent_id
        left join u on u.student_id = d.student_id
        order by d.debt desc, st.name, st.id
        limit ${REPORT_TOP_DEBTORS}`,
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
