import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';

/**
 * A bench's own empty database: a PGlite in `tmp`, or, with BENCH_DATABASE_URL, a new PostgreSQL database beside it
 * (named `prefix` and a random part), which `drop` removes at the end.
 */
export async function freshDatabase(tmp: string, prefix: string): Promise<Database & { drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { ...(await openPglite({ dataDir: path.join(tmp, 'pglite') })), drop: async () => {} };
  const name = `${prefix}${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    ...database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
