import type { ReportPeriod, RevenueReport } from '@academy/shared';
import type { Db } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';
import { revenueByMonthSql } from '../ledger/revenue';

/**
 * Money received by local month and payment method, with the period's totals (one query), from the payments'
 * totals per local day and method that the ledger's trigger keeps (ledger/revenue.ts): a year is a few
 * hundred rows, not every payment.
 */
export async function revenueReport(db: Db, period: ReportPeriod): Promise<RevenueReport> {
  const rows = await rowsOf<{
    month: string | null;
    cash: string;
    card: string;
    bank_transfer: string;
    online: string;
    total: string;
    count: number;
  }>(db, revenueByMonthSql(period.from, period.to));
  const present = (r: (typeof rows)[number]) => ({
    cash: amount(r.cash),
    card: amount(r.card),
    bank_transfer: amount(r.bank_transfer),
    online: amount(r.online),
    total: amount(r.total),
    count: Number(r.count),
  });
  const months = rows.filter((r) => r.month !== null).map((r) => ({ month: r.month!, ...present(r) }));
  const total = rows.find((r) => r.month === null);
  return {
    report: 'revenue',
    period,
    rows: months,
    totals: total ? present(total) : { cash: 0, card: 0, bank_transfer: 0, online: 0, total: 0, count: 0 },
    chart: months,
  };
}
