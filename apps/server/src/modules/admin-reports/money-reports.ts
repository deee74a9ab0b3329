import { sql } from 'drizzle-orm';
import {
  DEBT_AGEING_BUCKETS,
  REPORT_TOP_DEBTORS,
  daysBetween,
  type DebtAgeingBucket,
  type DebtsReport,
  type ReportPeriod,
  type RevenueReport,
} from '@academy/shared';
import type { Db } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';
import { localDateSql as localDate } from '../../lib/academy-day';
import { debtsSql } from '../ledger/balances';
import { openChargesSql } from '../ledger/charges';

/**
 * Money received by local month and payment method, with the period's totals (grouping sets: one query), from
 * the payments' totals per local day and method that the ledger's trigger keeps (payment_day_totals, migration
 * 0023): a year is a few hundred rows, not every payment. The period's local days are exactly its payments'.
 */
export async function revenueReport(db: Db, period: ReportPeriod): Promise<RevenueReport> {
  const rows = await rowsOf<{ month: string | null; cash: string; card: string; bank_transfer: string; total: string; count: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM') as month,
               coalesce(sum(d.amount) filter (where d.method = 'cash'), 0)::text as cash,
               coalesce(sum(d.amount) filter (where d.method = 'card'), 0)::text as card,
               coalesce(sum(d.amount) filter (where d.method = 'bank_transfer'), 0)::text as bank_transfer,
               coalesce(sum(d.amount), 0)::text as total, coalesce(sum(d.payments), 0)::int as count
        from payment_day_totals d
        where d.day >= ${period.from}::date and d.day <= ${period.to}::date
        group by grouping sets ((1), ())
        order by 1 nulls last`,
  );
  const present = (r: (typeof rows)[number]) => ({
    cash: amount(r.cash),
    card: amount(r.card),
    bank_transfer: amount(r.bank_transfer),
    total: amount(r.total),
    count: Number(r.count),
  });
  const months = rows.filter((r) => r.month !== null).map((r) => ({ month: r.month!, ...present(r) }));
  const total = rows.find((r) => r.month === null);
  return {
    report: 'revenue',
    period,
    rows: months,
    totals: total ? present(total) : { cash: 0, card: 0, bank_transfer: 0, total: 0, count: 0 },
    chart: months,
  };
}

/**
 * Outstanding debts by age (as of today), from the same ledger sums as the indebted users list, so the
 * total agrees with its total_debt to the centime. A student's debt is spread over what raised it: what
 * each charge still owes (the unpaid charges the ledger's trigger keeps) and each positive adjustment,
 * dated by its session (else its local day). What is not tied to a charge (payments without a charge,
 * negative adjustments, overpaid charges) settles the oldest first, as clear-debt pays. Two queries: the
 * ageing, and the top debtors (their oldest unpaid day looked up for those rows only).
 */
export async function debtsReport(db: Db, period: ReportPeriod): Promise<DebtsReport> {
  const today = period.today;
  const dayOf = (alias: string) => sql`coalesce(ar.attendance_date, ${localDate(sql.raw(`${alias}.occurred_at`))})`;
  const [buckets, top] = await Promise.all([
    rowsOf<{ bucket: DebtAgeingBucket; students: number; charges: number; amount: string }>(
      db,
      sql`
        with d as (${debtsSql}),
        items as (
          select u.id, u.student_id, ${dayOf('u')} as day, u.outstanding as owed
          from (${openChargesSql(sql`ch.student_id in (select student_id from d)`)}) u
          left join attendance_records ar on ar.id = u.attendance_record_id
          union all
          select l.id, l.student_id, ${dayOf('l')} as day, l.amount as owed
          from ledger_entries l
          left join attendance_records ar on ar.id = l.attendance_record_id
          where l.kind = 'adjustment' and l.amount > 0 and l.student_id in (select student_id from d)
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
        top as (
          select st.id as student_id, st.name, p.full_name as parent_name, p.phone as parent_phone, d.debt,
                 (count(*) over ())::int as total_students, (sum(d.debt) over ())::text as total_debt
          from d
          join students st on st.id = d.student_id
          left join parents p on p.id = st.parent_id
          order by d.debt desc, st.name, st.id
          limit ${REPORT_TOP_DEBTORS}
        )
        select top.student_id, top.name, top.parent_name, top.parent_phone, top.debt::text as debt, top.total_students, top.total_debt,
               (select min(${dayOf('u')})::text
                from (${openChargesSql(sql`ch.student_id = top.student_id`)}) u
                left join attendance_records ar on ar.id = u.attendance_record_id) as oldest
        from top
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
