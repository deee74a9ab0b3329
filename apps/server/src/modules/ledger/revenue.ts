import { sql } from 'drizzle-orm';

/*
 * Money received: the payments' totals per local day (Africa/Algiers) and method that the ledger's trigger
 * keeps in the inserting transaction (payment_day_totals, migration 0023), less the payments reversed (an
 * adjustment naming the payment, ledger/write.ts reversePayment) on the local day of their reversal, by the
 * reversed payment's method: a day already reported keeps its figures, and the day money was handed back shows
 * it. The ledger is append-only, so the day totals are its payments summed; payment-day-totals.test.ts checks them
 * against the raw ledger.
 */

/**
 * The payments of the local days from..to (inclusive), less the reversals made on those days, by local month
 * (YYYY-MM) and method, with the period's totals as the row whose month is null (grouping sets): cash, card,
 * bank_transfer, online (Chargily Pay) and total as text; count is the number of payments received (a reversal does
 * not uncount one). The trigger keeps any method, so total is every method's sum.
 */
export const revenueByMonthSql = (from: string, to: string) => sql`
  with days as (
    select d.day, d.method, d.amount, d.payments from payment_day_totals d
    where d.day >= ${from}::date and d.day <= ${to}::date
    union all
    select (rv.occurred_at at time zone 'Africa/Algiers')::date, p.method, -rv.amount, 0
    from ledger_entries rv join ledger_entries p on p.id = rv.applies_to_entry_id and p.kind = 'payment'
    where rv.kind = 'adjustment' and rv.applies_to_entry_id is not null
      and rv.occurred_at >= ${`${from}T00:00:00+01:00`}::timestamptz and rv.occurred_at < (${`${to}T00:00:00+01:00`}::timestamptz + interval '1 day'))
  select to_char(d.day, 'YYYY-MM') as month,
         coalesce(sum(d.amount) filter (where d.method = 'cash'), 0)::text as cash,
         coalesce(sum(d.amount) filter (where d.method = 'card'), 0)::text as card,
         coalesce(sum(d.amount) filter (where d.method = 'bank_transfer'), 0)::text as bank_transfer,
         coalesce(sum(d.amount) filter (where d.method = 'online'), 0)::text as online,
         coalesce(sum(d.amount), 0)::text as total, coalesce(sum(d.payments), 0)::int as count
  from days d
  group by grouping sets ((1), ())
  order by 1 nulls last`;
