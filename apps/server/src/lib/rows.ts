import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db, Tx } from '../db/client';
import { namedQuery } from '../db/pglite-prepared';
import { onPglite, pgliteJsonRows } from '../db/pglite-json-rows';

/**
 * Runs a hand-written query and returns its rows on both drivers. Cast numerics and dates to text in the
 * SQL (drivers differ in how they parse them) and turn amounts into numbers only to present them.
 * PostgreSQL plans it with its values on every call (an unnamed statement). On PGlite a read comes back
 * as one JSON value (see pgliteJsonRows).
 */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  if (onPglite(db)) {
    const rows = await pgliteJsonRows<T>(db, query);
    if (rows) return rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The Drizzle internals `preparedRowsOf` needs to run a raw query as a named prepared statement. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown>; /** PGlite: the PGlite or its transaction, whose `query` it calls. */ client?: unknown };
  };
}

const statementNames = new Map<string, string>();

/**
 * `rowsOf` as a named prepared statement: each pooled PostgreSQL connection parses and plans it once and
 * may keep a generic plan, which saves the planning (several milliseconds for the door scan's card
 * queries, more than running them). Only for queries whose best plan does not depend on the values:
 * lookups of one student, record or seat through an index, with no LIMIT or range as a parameter (a
 * generic plan for a parameter LIMIT once walked every payment of the academy). The name is a hash of
 * the text, so an `in (...)` list of another length is another statement. On PGlite the statement is
 * parsed once per database (db/pglite-prepared.ts), which saves the same planning on its one connection.
 */
export async function preparedRowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const drizzle = db as unknown as DrizzleInternals;
  const built = drizzle.dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `q${crypto.createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
    if (statementNames.size < 1000) statementNames.set(built.sql, name);
  }
  const prepared = drizzle.session.prepareQuery(built, undefined, name, false);
  // Drizzle's PGlite query runs `client.query(text, params, options)`, which PGlite parses anew every time.
  const named = prepared.client && namedQuery(db, prepared.client as PGlite | Transaction, name);
  if (named) prepared.client = { query: named };
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** A SQL amount (numeric as text) as a JSON number for display; arithmetic on money stays in SQL. */
export const amount = (value: string | number | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
