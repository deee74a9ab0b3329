import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../../src/db/client';
import type { Mail, Mailer } from '../../src/lib/email';

/** A clock the test moves by hand. */
export function testClock(start = '2026-11-23T09:00:00Z') {
  let now = new Date(start);
  const clock = () => new Date(now);
  clock.set = (iso: string) => void (now = new Date(iso));
  clock.advance = (ms: number) => void (now = new Date(now.getTime() + ms));
  return clock;
}

/** A fresh, migrated database for one test file: a PGlite from the template, or a new PostgreSQL database. */
async function freshDatabase(): Promise<Database & { drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(process.env.TEST_TEMPLATE_DUMP!)]);
    const database = await openPglite({ loadDataDir: blob });
    return { ...database, drop: async () => {} };
  }
  const database = await freshPostgresDatabase(url, 4);
  await migrateDatabase(database);
  return database;
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's (its URL too, for a server process); `drop` removes it. */
export async function freshPostgresDatabase(url: string, poolSize: number): Promise<Database & { url: string; drop: () => Promise<void> }> {
  const name = `academy_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), poolSize);
  return {
    ...database,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: ReturnType<typeof testClock>;
  mails: Mail[];
  dataDir: string;
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The config every test app runs with (limits off unless a test turns them on), over `env`. */
function testConfig(dataDir: string, env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    RATE_LIMIT_AUTH_MAX: '1000',
    // the attempt limits are off unless a test turns them on (brute-force.test.ts)
    AUTH_ACCOUNT_MAX_FAILURES: '1000',
    AUTH_ACCOUNT_SLOWDOWN_AFTER: '1000',
    AUTH_ADDRESS_MAX_FAILURES: '1000',
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: '1000',
    REGISTER_MAX_PER_CONTACT_PER_HOUR: '1000',
    PROFILE_TAKEN_MAX_PER_HOUR: '1000',
    UPLOAD_RATE_MAX: '1000',
    ADMIN_EMAIL: 'admin@academy.dz',
    ADMIN_PASSWORD: 'admin123',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Tests play several clients through X-Forwarded-For, as one proxy in front would pass them.
    TRUST_PROXY: '1',
    ...env,
  });
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-data-'));
  const config = testConfig(dataDir, env);
  const database = await freshDatabase();
  const clock = testClock();
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const app = await buildApp({ config, database, clock, mailer, logger: false });
  await app.ready();
  return {
    app,
    clock,
    mails,
    dataDir,
    request: ({ token, headers, ...opts }) =>
      app.inject({ ...opts, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    async close() {
      await app.close();
      await database.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Several apps on ONE new PostgreSQL database (TEST_DATABASE_URL), as several server processes behind a load
 * balancer: each its own connection pool, data directory and mail list, one clock for all. Only PostgreSQL: a
 * PGlite is one process's. `close` closes them all and drops the database.
 */
export async function createTestAppsOnOneDatabase(
  count: number,
  env: Record<string, string> = {},
): Promise<{ apps: TestApp[]; clock: ReturnType<typeof testClock>; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('createTestAppsOnOneDatabase needs TEST_DATABASE_URL (PostgreSQL)');
  const shared = await freshPostgresDatabase(url, 4);
  await migrateDatabase(shared);
  const clock = testClock();
  const apps: (TestApp & { database: Database })[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-data-'));
    const config = testConfig(dataDir, env);
    const database = i === 0 ? shared : await openPostgres(shared.url, 4);
    const mails: Mail[] = [];
    const app = await buildApp({ config, database, clock, mailer: { send: async (mail) => void mails.push(mail) }, logger: false });
    await app.ready();
    apps.push({
      app,
      clock,
      mails,
      dataDir,
      database,
      request: ({ token, headers, ...opts }) =>
        app.inject({ ...opts, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
      async close() {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    });
  }
  return {
    apps,
    clock,
    async close() {
      for (const a of apps) await a.close();
      await shared.drop();
    },
  };
}
