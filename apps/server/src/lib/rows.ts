import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** The two Drizzle internals `rowsOf` needs to run a raw query as a named prepared statement. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> };
  };
}

/**
 * Runs a hand-written query and returns its rows on both drivers. Cast numerics and dates to text in the
 * SQL (drivers differ in how they parse them) and turn amounts into numbers only to present them.
 *
 * On PostgreSQL each query runs as a prepared statement named after its text: each pooled connection
 * parses it once, and PostgreSQL may keep a generic plan when it costs no more than planning each call.
 * The name is a hash of the text, so a text that differs (an `in (...)` list of another length) is
 * another statement; PGlite ignores the name.
 */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const drizzle = db as unknown as DrizzleInternals;
  const built = drizzle.dialect.sqlToQuery(query);
  const name = `r${crypto.createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = (await drizzle.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** A SQL amount (numeric as text) as a JSON number for display; arithmetic on money stays in SQL. */
export const amount = (value: string | number | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
