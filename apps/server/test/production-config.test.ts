import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { migrateDatabase, openPglite, type Database } from '../src/db/client';
import { ensureAdmin, setAdminPassword } from '../src/db/seed';
import { DEMO_PARENT } from '../src/db/demo-seed';
import { users } from '../src/db/schema';
import { createPasswordHasher } from '../src/lib/passwords';
import { signedInAdmin } from './support/factories';
import { createTestApp, freshPostgresDatabase, type TestApp } from './support/test-app';

/** What an operator sets in production: its own secret and admin password; cheap argon2 to keep the test fast. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: '7f3c1e9a5b2d4f608a1c3e5b7d9f1a2c',
  ADMIN_PASSWORD: 'Tlemcen-Sunrise-2026',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  LOG_LEVEL: 'silent',
};
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

describe('production settings (loadConfig)', () => {
  it('keeps the development quick start: published defaults accepted, demo academy on', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('development');
    expect(config.ADMIN_PASSWORD).toBe('admin123');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('refuses production with every published default, naming each variable to set', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Refusing to start with NODE_ENV=production');
    expect(message).toMatch(/APP_SECRET is the development default/);
    expect(message).toMatch(/ADMIN_PASSWORD is the published default 'admin123'/);
  });

  it('refuses the default APP_SECRET alone', () => {
    const { APP_SECRET: _secret, ...rest } = PRODUCTION;
    expect(() => loadConfig(rest)).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ ...rest, APP_SECRET: 'dev-only-secret-change-me-in-production' })).toThrow(/APP_SECRET/);
  });

  it('refuses ADMIN_PASSWORD left at admin123, whether unset or written out', () => {
    const { ADMIN_PASSWORD: _password, ...rest } = PRODUCTION;
    expect(() => loadConfig(rest)).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ...rest, ADMIN_PASSWORD: 'admin123' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('turns the demo academy off by default in production and refuses SEED_DEMO=true', () => {
    expect(loadConfig(PRODUCTION).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=true: the demo accounts have published passwords/);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('starts in production once the secret and the admin password are the operator’s own', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.NODE_ENV).toBe('production');
    expect(config.ADMIN_PASSWORD).toBe('Tlemcen-Sunrise-2026');
  });
});

describe('production start with accounts that still have published passwords', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(() => t.close());
  const production = () => ({ ...t.app.deps, config: loadConfig(PRODUCTION) });

  it('creates the first admin from ADMIN_PASSWORD on an empty database', async () => {
    expect(await ensureAdmin(production())).toBe(true);
    expect(await ensureAdmin(production())).toBe(false);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@academy.dz', password: 'Tlemcen-Sunrise-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses while an admin still signs in with admin123, and starts after `admin:password`', async () => {
    // What a development start leaves behind: the admin with the published password.
    expect(await setAdminPassword({ ...t.app.deps, config: loadConfig({ ADMIN_PASSWORD: 'admin123' }) })).toBe('updated');
    const oldToken = await signedInAdmin(t);
    await expect(ensureAdmin(production())).rejects.toThrow(
      /the admin admin@academy\.dz still signs in with the published password 'admin123'/,
    );

    expect(await setAdminPassword(production())).toBe('updated');
    await expect(ensureAdmin(production())).resolves.toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: oldToken })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@academy.dz', password: 'Tlemcen-Sunrise-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('ignores a deactivated admin with the old password, but not the demo parent', async () => {
    const hash = await t.app.deps.passwords.hash('admin123');
    await t.app.deps.db.insert(users).values({ role: 'admin', email: 'former@academy.dz', passwordHash: hash, isActive: false });
    await expect(ensureAdmin(production())).resolves.toBe(false);

    const demoHash = await t.app.deps.passwords.hash(DEMO_PARENT.password);
    await t.app.deps.db.insert(users).values({ role: 'client', email: DEMO_PARENT.email, passwordHash: demoHash });
    await expect(ensureAdmin(production())).rejects.toThrow(/demo parent parent@academy\.dz .*start production on a new database/);
  });

  it('`admin:password` will not turn a parent account into an admin', async () => {
    const config = loadConfig({ ...PRODUCTION, ADMIN_EMAIL: DEMO_PARENT.email });
    await expect(setAdminPassword({ ...t.app.deps, config })).rejects.toThrow(/belongs to a client account, not an admin/);
  });
});

describe('the server process (src/main.ts) in production', () => {
  // Starting the server loads every module through tsx: tens of seconds on a busy two-core machine.
  // (loadConfig's refusals are tested above; this one needs the database, so it runs the real start.)
  const SLOW = 180_000;

  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', MAIN],
        { env: { PATH: process.env.PATH, ...env }, timeout: SLOW },
        (error, stdout, stderr) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: stdout + stderr }),
      );
    });

  /** A database that a development start left behind, on the suite's engine: the admin still has admin123. */
  async function developmentDatabase(dataDir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
    const url = process.env.TEST_DATABASE_URL;
    let database: Database;
    let env: Record<string, string>;
    let drop = async () => {};
    if (url) {
      const fresh = await freshPostgresDatabase(url, 2);
      database = fresh;
      env = { DATABASE_URL: fresh.url };
      drop = fresh.drop;
    } else {
      const template = new Blob([fs.readFileSync(process.env.TEST_TEMPLATE_DUMP!)]);
      database = await openPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: template });
      env = {};
    }
    await migrateDatabase(database);
    const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
    await ensureAdmin({ db: database.db, passwords, config: loadConfig({ ADMIN_PASSWORD: 'admin123' }) });
    await database.close();
    return { env, drop };
  }

  it('refuses a database whose admin still has admin123, before listening', { timeout: SLOW }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-prod-'));
    const { env, drop } = await developmentDatabase(dataDir);
    try {
      const { code, output } = await run({ ...PRODUCTION, ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
      expect(code).toBe(1);
      expect(output).toContain("the admin admin@academy.dz still signs in with the published password 'admin123'");
      expect(output).not.toContain('Academy is running');
    } finally {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
