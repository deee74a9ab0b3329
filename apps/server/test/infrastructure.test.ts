import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/client';
import { REDACT } from '../src/app';
import { createTestApp } from './support/test-app';
import { registration } from './support/factories';

describe('embedded database lock', () => {
  it('refuses a second process on the same data directory and frees it on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid)); // a live process owns it
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999'); // a stale lock from a dead process
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('logs', () => {
  it('never contain passwords or bearer tokens', async () => {
    let output = '';
    const stream = new Writable({ write: (chunk, _enc, done) => void ((output += chunk), done()) });
    const t = await createTestApp();
    try {
      // A second app on the same database, logging everything including request headers.
      const { buildApp } = await import('../src/app');
      const logged = await buildApp({
        config: t.app.deps.config,
        database: {
          db: t.app.deps.db,
          kind: 'pglite',
          ping: t.app.deps.pingDb,
          close: async () => {},
          listenForChanges: async () => async () => {},
        },
        clock: t.clock,
        mailer: { send: async () => {} },
        logger: {
          level: 'trace',
          stream,
          redact: { paths: REDACT, censor: '[redacted]' },
          serializers: { req: (req: { headers: unknown; body?: unknown }) => ({ headers: req.headers }) },
        },
      });
      logged.addHook('preHandler', async (request) => request.log.info({ body: request.body }, 'body'));
      const body = registration({ password: 'very-secret-pw' });
      await logged.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      const login = await logged.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: body.phone, password: body.password },
      });
      const token = login.json().access_token as string;
      await logged.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      await logged.close();
      expect(output.length).toBeGreaterThan(0);
      expect(output).toContain('[redacted]');
      expect(output).not.toContain('very-secret-pw');
      expect(output).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
