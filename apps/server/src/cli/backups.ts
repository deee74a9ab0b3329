import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir, openPglite } from '../db/client';

/*
 * Backup and restore of the whole database (`npm run backup`, `npm run restore`), for the engine the
 * environment selects, as the server does: PostgreSQL when DATABASE_URL is set (pg_dump's custom format,
 * restored in one transaction through pg_restore and psql), otherwise the PGlite directory under DATA_DIR
 * (a gzipped tarball of it, PGlite's dumpDataDir / loadDataDir). PGlite is one process: both commands take
 * the directory's lock, so they refuse to run beside a live server.
 */

/** A refusal or failure the command prints as one line and exits 1. */
export class CommandError extends Error {}

type Target = { kind: 'pglite'; dataDir: string; dbDir: string } | { kind: 'postgres'; url: string };

export function targetOf(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Target {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  return { kind: 'pglite', dataDir: config.DATA_DIR, dbDir: path.join(config.DATA_DIR, 'pglite') };
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The default file of a new backup: DATA_DIR/backups/<engine>-<time>. */
export function defaultBackupFile(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  const target = targetOf(config);
  return path.join(config.DATA_DIR, 'backups', target.kind === 'pglite' ? `pglite-${stamp()}.tar.gz` : `postgres-${stamp()}.dump`);
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Writes the backup beside its final name and renames it, so a failed backup never leaves half a file under that name. */
async function writeAtomically(file: string, write: (tmp: string) => Promise<void>) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.partial`;
  try {
    await write(tmp);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Writes a backup of the database to `file`; returns its size in bytes. */
export async function backup(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, file: string): Promise<number> {
  const target = targetOf(config);
  if (target.kind === 'postgres') {
    await writeAtomically(file, (tmp) => run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${tmp}`], target.url));
  } else {
    if (!fs.existsSync(path.join(target.dbDir, 'PG_VERSION'))) throw new CommandError(`There is no database in ${target.dbDir}.`);
    await withLock(target.dataDir, async () => {
      const database = await openPglite({ dataDir: target.dbDir });
      try {
        const blob = await database.dump!();
        await writeAtomically(file, async (tmp) => fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer())));
      } finally {
        await database.close();
      }
    });
  }
  return fs.statSync(file).size;
}

/**
 * Restores a backup. Refuses a database that is not empty (a PGlite directory with files, a PostgreSQL
 * database with any table) unless `force`: then the PGlite directory is kept aside as pglite.before-restore-<time>
 * (its path is returned), and PostgreSQL's schemas public and drizzle are dropped in the restore's own
 * transaction, so a failed restore leaves the database as it was.
 */
export async function restore(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  file: string,
  opts: { force: boolean },
): Promise<{ keptAside: string | null }> {
  if (!fs.existsSync(file)) throw new CommandError(`No such file: ${file}`);
  const target = targetOf(config);
  const magic = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, magic, 0, 5, 0);
  fs.closeSync(fd);
  if (target.kind === 'postgres') {
    if (magic.toString('latin1') !== 'PGDMP')
      throw new CommandError(`${file} is not a PostgreSQL backup (pg_dump custom format); DATABASE_URL selects PostgreSQL.`);
    const tables = await tableCount(target.url);
    if (tables > 0 && !opts.force) {
      throw new CommandError(
        `The database is not empty (${tables} table${tables === 1 ? '' : 's'}): restoring would replace it. Add --force to replace it.`,
      );
    }
    const wipe = opts.force
      ? 'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;'
      : 'select 1;';
    await restorePostgres(file, target.url, wipe);
    return { keptAside: null };
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b)
    throw new CommandError(`${file} is not a PGlite backup (.tar.gz); set DATABASE_URL to restore a PostgreSQL backup.`);
  return withLock(target.dataDir, async () => {
    let keptAside: string | null = null;
    if (!isEmptyDir(target.dbDir)) {
      if (!opts.force)
        throw new CommandError(
          `${target.dbDir} holds a database: restoring would replace it. Add --force to replace it (the old directory is kept aside).`,
        );
      keptAside = `${target.dbDir}.before-restore-${stamp()}`;
      fs.renameSync(target.dbDir, keptAside);
    }
    try {
      fs.rmSync(target.dbDir, { recursive: true, force: true });
      const database = await openPglite({ dataDir: target.dbDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
      try {
        if (!(await database.ping())) throw new CommandError('The restored database does not answer.');
      } finally {
        await database.close();
      }
    } catch (error) {
      // Put the old directory back: a failed restore changes nothing.
      fs.rmSync(target.dbDir, { recursive: true, force: true });
      if (keptAside) fs.renameSync(keptAside, target.dbDir);
      throw error;
    }
    return { keptAside };
  });
}

async function withLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    throw new CommandError((error as Error).message);
  }
  try {
    return await fn();
  } finally {
    unlock();
  }
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** The connection for the PostgreSQL tools: the URL without its password, which goes in PGPASSWORD (not on a command line). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  // eslint-disable-next-line no-restricted-syntax -- the tools inherit the environment (PATH, PG* variables)
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  return tool(command, [...args, `--dbname=${dbname}`], env);
}

function tool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
    child.on('error', (error) =>
      reject(new CommandError(`${command} could not start (${error.message}); install the PostgreSQL client tools.`)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new CommandError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * pg_restore writes the backup as an SQL file first (a damaged backup fails there, before anything is
 * touched); psql runs `before` and that file in a single transaction that stops at the first error.
 */
async function restorePostgres(file: string, url: string, before: string): Promise<void> {
  const { dbname, env } = connection(url);
  const sql = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-restore-')), 'restore.sql');
  try {
    await tool('pg_restore', ['--no-owner', '--no-privileges', `--file=${sql}`, file], env);
    await tool('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-c', before, '-f', sql, `--dbname=${dbname}`], env);
  } catch (error) {
    throw new CommandError(`Restore failed; the database is unchanged. ${(error as Error).message}`);
  } finally {
    fs.rmSync(path.dirname(sql), { recursive: true, force: true });
  }
}
