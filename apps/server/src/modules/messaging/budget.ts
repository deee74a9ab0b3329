import { sql } from 'drizzle-orm';
import { ACADEMY_TIME_ZONE } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

/*
 * The monthly SMS budget (messaging settings `sms_monthly_segments`) is counted in segments over the academy's
 * local month (Africa/Algiers). `spent`: SMS the gateway took or is taking (sending, sent, delivered) this month;
 * `queued`: SMS written this month and still waiting (they will be spent). The worker checks a send against
 * `spent`; a broadcast is checked, before it is written, against both.
 */
export interface SmsMonth {
  spent: number;
  queued: number;
  /** SMS messages spent this month (for the settings screen). */
  messages: number;
}

export async function smsMonth(db: Db | Tx, now: Date): Promise<SmsMonth> {
  const at = now.toISOString();
  const monthStart = sql`(date_trunc('month', ${at}::timestamptz at time zone ${ACADEMY_TIME_ZONE}) at time zone ${ACADEMY_TIME_ZONE})`;
  const [row] = await rowsOf<{ spent: number; queued: number; messages: number }>(
    db,
    sql`select
      coalesce(sum(segments) filter (where status in ('sending', 'sent', 'delivered')), 0)::int as spent,
      coalesce(sum(segments) filter (where status = 'queued'), 0)::int as queued,
      (count(*) filter (where status in ('sending', 'sent', 'delivered')))::int as messages
      from message_outbox
      where channel = 'sms'
        -- (bounds the rows read by the created_at index: a message is sent at most a few retries after it is written)
        and created_at >= ${monthStart} - interval '1 month'
        and ((status in ('sending', 'sent', 'delivered') and coalesce(sent_at, updated_at) >= ${monthStart})
          or (status = 'queued' and created_at >= ${monthStart}))`,
  );
  return { spent: Number(row?.spent ?? 0), queued: Number(row?.queued ?? 0), messages: Number(row?.messages ?? 0) };
}
