import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * Runs a hand-written query and returns its rows on both drivers. Cast numerics and dates to text in the
 * SQL (drivers differ in how they parse them) and turn amounts into numbers only to present them.
 */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A SQL amount (numeric as text) as a JSON number for display; arithmetic on money stays in SQL. */
export const amount = (value: string | number | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));
