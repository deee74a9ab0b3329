import { sql } from 'drizzle-orm';

/*
 * Money received: the payments' totals per local day (Africa/Algiers) and method that the ledger's trigger
 * keeps in the inserting transaction (payment_day_totals, migration 0023). The ledger is append-only, so
 * they are its payments summed; payment-day-totals.test.ts checks them against the raw ledger.
 */

/**
 * The payments of the local days from..to (inclusive) by local month (YYYY-MM) and method, with the period's
 * totals as the row whose month is null (grouping sets): cash, card, bank_transfer and total as text, count.
 */
export const revenueByMonthSql = (from: string, to: string) => sql`
  select to_char(d.day, 'YYYY-MM') as month,
         coalesce(sum(d.amount) filter (where d.method = 'cash'), 0)::text as cash,
         coalesce(sum(d.amount) filter (where d.method = 'card'), 0)::text as card,
         coalesce(sum(d.amount) filter (where d.method = 'bank_transfer'), 0)::text as bank_transfer,
         coalesce(sum(d.amount), 0)::text as total, coalesce(sum(d.payments), 0)::int as count
  from payment_day_totals d
  where d.day >= ${from}::date and d.day <= ${to}::date
  group by grouping sets ((1), ())
  order by 1 nulls last`;
