import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { enableNamedStatements } from './pglite-prepared';
import { serveOldestFirst } from './pglite-turns';
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
  /**
   * Calls `onChange` after every committed write to the tables that feed the cached answers (migration
   * 0011's statement triggers NOTIFY `data_changed`, naming the table since 0030), whichever process or
   * command made it, with the table when it is known; `onLive`
   * says whether notifications are arriving (false while the listening connection is down). Stops with
   * the returned function or at `close()`.
   */
  listenForChanges(onChange: (table?: string) => void, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
}

/** The channel of migration 0011's triggers. */
const CHANGES_CHANNEL = 'data_changed';
/** Wait before opening a lost listening connection again. */
const RELISTEN_MS = 1000;

const MIGRATIONS = path.resolve(new URL('../../drizzle', import.meta.url).pathname);

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  // PGlite has only the extensions it is given: pg_trgm for the students search's trigram indexes (migration
  // 0027). A data directory that has them cannot write a student without it, so every PGlite opens with it.
  const options = { extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) };
  const client = opts.dataDir ? new PGlite(opts.dataDir, options) : new PGlite(options);
  await client.waitReady;
  // PGlite reads its pages through the host's file cache, where a random page costs about what a sequential
  // one does: at the default (4) the planner hashed whole tables to join a page's 50 seats to them.
  await client.exec('set random_page_cost = 1.1');
  serveOldestFirst(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  enableNamedStatements(db, client);
  return {
    db,
    kind: 'pglite',
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    // One in-process database: a notification arrives while the writing query completes.
    async listenForChanges(onChange, onLive) {
      const stop = await client.listen(CHANGES_CHANNEL, (table) => onChange(table || undefined));
      onLive(true);
      return async () => {
        onLive(false);
        if (!client.closed) await stop();
      };
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // No JIT: the reporting queries' cost estimates pass its threshold, and compiling them took 13 s of a
  // 13.5 s payment-due query on the large seed (it runs in under 1 s without).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection closed by the server (restart, failover, admin) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', () => {});
  // This process's own writes are known when they complete, before any answer that follows them leaves;
  // the notification of the same commit may arrive a moment later.
  const localWrites = new Set<(table?: string) => void>();
  pool.on('connect', (client) => reportWrites(client, (table) => localWrites.forEach((f) => f(table))));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
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
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    async listenForChanges(onChange, onLive) {
      localWrites.add(onChange);
      const stop = await listenPostgres(url, onChange, onLive);
      const once = async () => {
        listeners.delete(once);
        localWrites.delete(onChange);
        await stop();
      };
      listeners.add(once);
      return once;
    },
  };
}

/** A statement that may change data: a write, a data-modifying CTE, or the commit that makes them visible. */
const WRITE_STATEMENT =
  /^\s*(insert|update|delete|merge|truncate|commit|end)\b|^\s*with\b[\s\S]*\b(insert\s+into|delete\s+from|update\s+\S+\s+set)\b/i;
/** The tables a write statement names (Drizzle quotes them, our own SQL does not). */
const WRITTEN_TABLE =
  /\b(?:insert\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const COMMIT = /^\s*(commit|end)\b/i;
/** A whole transaction undone (not `rollback to savepoint`, after which the earlier writes stand). */
const ROLLBACK = /^\s*(rollback|abort)\s*(transaction|work)?\s*;?\s*$/i;

/** The tables a statement writes, as far as its text says (none found: the caller assumes any). */
export const tablesWrittenBy = (text: string): string[] => [...new Set([...text.matchAll(WRITTEN_TABLE)].map((m) => m[1]!.toLowerCase()))];

/**
 * Calls `onWrite(table)` when a statement of WRITE_STATEMENT run on this pooled connection has completed, for
 * each table it names (no table when none is found), and again at its transaction's commit for the tables the
 * transaction wrote: until then other connections cannot see the rows, and an answer read meanwhile is kept for
 * the generation before the commit's.
 */
function reportWrites(client: pg.PoolClient, onWrite: (table?: string) => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let written = new Set<string | undefined>();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (!text) return query(...args);
    if (ROLLBACK.test(text)) written = new Set();
    if (!WRITE_STATEMENT.test(text)) return query(...args);
    let tables: (string | undefined)[];
    if (COMMIT.test(text)) {
      tables = [...written];
      written = new Set();
    } else {
      tables = tablesWrittenBy(text);
      if (!tables.length) tables = [undefined];
      tables.forEach((t) => written.add(t));
    }
    const report = () => (tables.length ? tables.forEach((t) => onWrite(t)) : onWrite());
    // pool.query passes a callback; drizzle's transactions await a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        report();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(report, report);
    return result;
  };
}

/**
 * A connection of its own that LISTENs (a pooled one would lose it on release). When it drops, `onLive`
 * turns false at once and a new one is opened every RELISTEN_MS until it listens again; notifications
 * missed meanwhile are covered by `onChange` being called when it comes back.
 */
async function listenPostgres(
  url: string,
  onChange: (table?: string) => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      onLive(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void open(), RELISTEN_MS);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => onChange(n.payload || undefined));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (lost || stopped) return;
      onChange();
      onLive(true);
    } catch {
      onLost();
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onLive(false);
    await client?.end().catch(() => {});
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
