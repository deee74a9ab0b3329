import pg from 'pg';
import type { Config } from '../config';

/** pg_advisory_lock key of the startup work (any constant of this app's own). */
const STARTUP_LOCK = 741_202_611;

/**
 * Runs the startup work (migrations, first admin, demo data) of one app instance at a time: several instances
 * started together on one PostgreSQL database would otherwise migrate it at once (a duplicate-table error) or
 * both create the first admin. The lock is a session advisory lock on a connection of its own, released when
 * the work ends or the process dies. PGlite needs none: one process owns its directory.
 */
export async function withStartupLock<T>(config: Pick<Config, 'DATABASE_URL'>, work: () => Promise<T>): Promise<T> {
  if (!config.DATABASE_URL) return work();
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
