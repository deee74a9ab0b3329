import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../lib/rows';

/**
 * Takes a job's transaction-scoped advisory lock if it is free: a second instance running the same job at the
 * same time skips its run instead of doing the work twice (the outbox's dedupe key would keep it from sending
 * twice anyway). Released when the transaction ends.
 */
export async function tryJobLock(tx: Tx, job: string): Promise<boolean> {
  const [row] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext(${`messaging-job:${job}`})) as locked`);
  return row?.locked === true;
}
