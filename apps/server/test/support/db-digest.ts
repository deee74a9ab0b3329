import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp } from './test-app';

/**
 * A fingerprint of the whole database: every table of the public schema with its row count and an md5 of
 * its rows (as text, sorted). Equal digests before and after a request mean the request wrote nothing.
 */
export async function databaseDigest(t: TestApp): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    t.app.deps.db,
    sql`select table_name::text as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  if (tables.length === 0) throw new Error('no tables found');
  const parts = tables.map(
    ({ name }) =>
      `select '${name}'::text as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as digest from "${name}" x`,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(t.app.deps.db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose digest differs (empty when nothing changed). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
