import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** Both drivers fit Drizzle's common PostgreSQL supertype. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap reachability check for /api/health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (rotating backups). */
  dump?(): Promise<Blob>;
}

const MIGRATIONS = path.resolve(new URL('../../drizzle', import.meta.url).pathname);

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = opts.dataDir
    ? new PGlite(opts.dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {})
    : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // No JIT: the reporting queries' cost estimates pass its threshold, and compiling them took 13 s of a
  // 13.5 s payment-due query on the large seed (it runs in under 1 s without).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection closed by the server (restart, failover, admin) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS });
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory corrupt it silently,
 * so the server holds a lock file with its pid and refuses to start beside a live owner.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`${dataDir} is in use by process ${owner}; stop it first (two processes corrupt PGlite).`);
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
