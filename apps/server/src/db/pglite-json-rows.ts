import { is } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db, Tx } from './client';

/** Only plain reads can become a subquery: no data-modifying statement, no row locks. */
const NOT_A_PLAIN_READ = /\b(insert\s+into|delete\s+from|update\s+\S+\s+set|for\s+(update|share|no\s+key\s+update|key\s+share))\b/i;
const READ = /^\s*(select|with)\b/i;

interface DrizzleInternals {
  session: unknown;
}

/** True when the handle (or transaction) runs on PGlite. */
export function onPglite(db: Db | Tx): boolean {
  return is((db as unknown as DrizzleInternals).session, PgliteSession);
}

/**
 * A read whose rows PGlite hands over as one JSON array instead of one protocol message per row. PGlite
 * spends 15-25 µs on each row it hands over (the 300 sections of the scheduler: 12 ms as rows, 4 ms as
 * one JSON value), far more than PostgreSQL's executor spends making them. The rows keep their order
 * (an aggregate over a sorted subquery) and their values: the queries given to `rowsOf` cast numerics,
 * dates and times to text, which JSON carries unchanged, and ints, booleans and nulls map one to one.
 * Its one row's `rows` is the list. Undefined for anything but a plain read, which then runs as it is.
 */
export function asJsonRead(built: { sql: string; params: unknown[] }): { sql: string; params: unknown[] } | undefined {
  if (!READ.test(built.sql) || NOT_A_PLAIN_READ.test(built.sql)) return undefined;
  return { sql: `select coalesce(json_agg(r), '[]'::json) as rows from (${built.sql}) r`, params: built.params };
}
