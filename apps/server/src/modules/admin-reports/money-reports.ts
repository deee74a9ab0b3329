import { sql } from 'drizzle-orm';
import type { ReportPeriod, RevenueReport } from '@academy/shared';
import type { Db } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';

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
