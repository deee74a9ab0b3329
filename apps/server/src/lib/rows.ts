import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db, Tx } from '../db/client';
import { namedQuery } from '../db/pglite-prepared';
import { asJsonRead, onPglite } from '../db/pglite-json-rows';

/**
 * Runs a hand-written query and returns its rows on both drivers. Cast numerics and dates to text in the
 * SQL (drivers differ in how they parse them) and turn amounts into numbers only to present them.
 * PostgreSQL plans it with its values on every call (an unnamed statement). On PGlite a read comes back
 * as one JSON value (asJsonRead) and runs as a named statement with its page size and offset written
 * in (pagingAsLiterals): PGlite's one connection plans it once, where planning the back office's lists
 * cost it 3-7 ms each time, and no cached plan ever guesses a row count.
 */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  if (onPglite(db)) {
    const read = asJsonRead((db as unknown as DrizzleInternals).dialect.sqlToQuery(query));
    if (read) {
      const [row] = await runNamed<{ rows: T[] }>(db, pagingAsLiterals(read));
      return row!.rows;
    }
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
  return runNamed<T>(db, (db as unknown as DrizzleInternals).dialect.sqlToQuery(query));
}

/** Runs a built query as the named statement of its text (a hash of it). */
async function runNamed<T>(db: Db | Tx, built: { sql: string; params: unknown[] }): Promise<T[]> {
  const drizzle = db as unknown as DrizzleInternals;
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

/**
 * A query's LIMIT and OFFSET parameters written in as numbers, the other parameters renumbered: a named
 * statement's generic plan then never assumes a page size (a parameter LIMIT once made one walk every
 * payment of the academy), and each page size and offset is a statement of its own.
 */
export function pagingAsLiterals(built: { sql: string; params: unknown[] }): { sql: string; params: unknown[] } {
  const inlined = new Map<number, number>();
  for (const [, , n] of built.sql.matchAll(/\b(limit|offset)\s+\$(\d+)\b/gi)) {
    const value = built.params[Number(n) - 1];
    if (Number.isSafeInteger(value) && (value as number) >= 0) inlined.set(Number(n), value as number);
  }
  if (!inlined.size) return built;
  const renumbered = new Map<number, number>();
  const params: unknown[] = [];
  built.params.forEach((value, i) => {
    if (inlined.has(i + 1)) return;
    params.push(value);
    renumbered.set(i + 1, params.length);
  });
  const sql = built.sql.replace(/\$(\d+)\b/g, (_, n: string) => String(inlined.get(Number(n)) ?? `$${renumbered.get(Number(n))}`));
  return { sql, params };
}

/** A SQL amount (numeric as text) as a JSON number for display; arithmetic on money stays in SQL. */
export const amount = (value: string | number | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
