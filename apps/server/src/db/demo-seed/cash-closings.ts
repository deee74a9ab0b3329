import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows';
import { closeCashDay } from '../../modules/ledger/cash-day';
import { localInstant, type SeedContext } from './helpers';

/**
 * Phase 13 (no draw from the PRNG): the cash of the past days that saw money (a payment, a reversal or a teacher
 * payout) closed by the admin at 19:00 that day, through the ledger's own closing (issue 28 item 4). Today stays open,
 * and so does the latest past day with money, as the admin finds it the next morning: the closing screen shows both
 * states, and there is a day with money to close (e2e/cash-closing.test.mjs closes it).
 */
export async function closePastCashDays({ tx, todayStart, adminId }: SeedContext) {
  if (adminId === null) return;
  const days = await rowsOf<{ day: string }>(
    tx,
    sql`select day::text as day from (
          select distinct ((occurred_at at time zone 'UTC') + interval '1 hour')::date as day from ledger_entries
          where kind in ('payment', 'adjustment') and occurred_at < ${todayStart.toISOString()}::timestamptz
          union
          select distinct ((paid_at at time zone 'UTC') + interval '1 hour')::date from teacher_payouts
          where paid_at < ${todayStart.toISOString()}::timestamptz
        ) d order by day`,
  );
  for (const { day } of days.slice(0, -1))
    await closeCashDay(tx, { actor: { id: adminId, ip: null }, now: localInstant(day, '19:00') }, day);
}
