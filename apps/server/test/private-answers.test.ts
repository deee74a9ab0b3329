import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../src/app';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

/**
 * Issue 30 items 8, 9, 12: a NUL character is a 400 on every route, the log never holds a failed query's
 * parameters nor a query string's secret, and no personal API answer may be kept by a browser or proxy.
 */

let t: TestApp;
let admin: string;
let parent: Awaited<ReturnType<typeof signedInParent>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parent = await signedInParent(t);
}, 60_000);
afterAll(() => t?.close());

/** A second app on the same database with the production logger options, writing its log lines to `lines`. */
async function loggedApp(extra?: (app: FastifyInstance) => void) {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write: (chunk: Buffer, _enc, done) => {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp({
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
    logger: { ...loggerOptions('info'), stream },
  });
  extra?.(app);
  await app.ready();
  return { app, lines, text: () => text };
}

describe('a NUL character in any string', () => {
  const cases: { name: string; method: 'GET' | 'POST'; url: string; payload?: object; token?: () => string; field: string }[] = [
    { name: 'the catalogue search', method: 'GET', url: '/api/courses?search=a%00b', field: 'search' },
    {
      name: 'the sign-in e-mail',
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000b@example.dz', password: 'secret123' },
      field: 'email',
    },
    {
      name: 'a card code',
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: 'ST\u00000001', phone: '0550000000' },
      field: 'barcode',
    },
    {
      name: 'the mobile sign-in',
      method: 'POST',
      url: '/api/mobile/login',
      payload: { username: 'fam\u0000ily', password: 'secret123' },
      field: 'username',
    },
    {
      name: "a family's message",
      method: 'POST',
      url: '/api/contact/my-messages',
      payload: { subject: 'Hello', message: 'Hi\u0000there' },
      token: () => parent.token,
      field: 'message',
    },
    { name: 'an admin list filter', method: 'GET', url: '/api/admin/users?search=x%00', token: () => admin, field: 'search' },
    {
      name: 'a nested JSON key',
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 'p', 'e\u0000': { deep: ['a\u0000'] } },
      field: 'e\\0',
    },
  ];
  for (const c of cases) {
    it(`is a 400 naming the field: ${c.name}`, async () => {
      const res = await t.request({ method: c.method, url: c.url, payload: c.payload, token: c.token?.() });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { [c.field]: ['nul_character'] } });
    });
  }

  it('leaves other unusual text alone', async () => {
    const res = await t.request({ method: 'GET', url: `/api/courses?search=${encodeURIComponent("'; DROP TABLE users;-- \u202E ١٢")}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('the log', () => {
  it("holds a 500's message, code and request id, never the failed query's parameters", async () => {
    const { app, lines, text } = await loggedApp((a) =>
      a.get('/api/test-failing-query', { config: { access: 'public' } }, async () => {
        // A statement the database refuses, sent with a person's details as its parameters.
        await a.deps.db.execute(sql`select ${'Fatima Victim'}::text, ${'fatima.victim@example.dz'}::int, ${'0661 23 45 67'}::text`);
        return {};
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/test-failing-query', headers: { 'x-request-id': 'req-500-check' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
    const failed = lines.find((l) => l.msg === 'request failed');
    expect(failed, text()).toBeDefined();
    expect(failed).toMatchObject({ reqId: 'req-500-check' });
    const err = failed!.err as { message: string; cause?: { code?: string } };
    expect(err.message).toMatch(/^Failed query: select \$1::text, \$2::int/);
    expect(err.cause?.code).toBe('22P02');
    for (const value of ['Fatima Victim', 'fatima.victim@example.dz', '0661 23 45 67']) expect(text()).not.toContain(value);
  });

  it("names no query string's secret in the logged URL, on any route", async () => {
    const { app, lines, text } = await loggedApp();
    await app.inject({ method: 'GET', url: '/verify-email?token=tok-SECRET-1&lang=ar' });
    await app.inject({ method: 'GET', url: '/api/courses?search=maths&code=code-SECRET-2&api_key=key-SECRET-3&password=pw-SECRET-4' });
    await app.close();
    const urls = lines.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/verify-email?token=[redacted]&lang=ar',
        '/api/courses?search=maths&code=[redacted]&api_key=[redacted]&password=[redacted]',
      ]),
    );
    expect(text()).not.toMatch(/SECRET/);
  });
});

describe('Cache-Control of API answers', () => {
  const cacheControl = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await t.request({ method, url, token, payload });
    return [res.statusCode, res.headers['cache-control']];
  };

  it('is no-store on sign-in, the signed-in user, payments, mobile and admin answers, and on their errors', async () => {
    expect(await cacheControl('POST', '/api/auth/login', undefined, { phone: parent.body.phone, password: parent.body.password })).toEqual([
      200,
      'no-store',
    ]);
    expect(await cacheControl('POST', '/api/auth/login', undefined, { phone: parent.body.phone, password: 'wrong-one' })).toEqual([
      401,
      'no-store',
    ]);
    expect(await cacheControl('GET', '/api/auth/me', parent.token)).toEqual([200, 'no-store']);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: parent.token });
    const studentId = (me.json().user.students?.[0]?.id ?? undefined) as number | undefined;
    const payments = await cacheControl(
      'GET',
      `/api/payments/student-payments${studentId ? `?student_id=${studentId}` : ''}`,
      parent.token,
    );
    expect(payments[1]).toBe('no-store');
    expect([200, 400, 404]).toContain(payments[0]);
    // Twice: the second answer comes from the server's own per-user cache and still says no-store.
    expect(await cacheControl('GET', '/api/courses/my-enrollments', parent.token)).toEqual([200, 'no-store']);
    expect(await cacheControl('GET', '/api/courses/my-enrollments', parent.token)).toEqual([200, 'no-store']);
    expect(await cacheControl('GET', '/api/admin/users', admin)).toEqual([200, 'no-store']);
    expect(await cacheControl('GET', '/api/admin/users')).toEqual([401, 'no-store']);
    expect(await cacheControl('GET', '/api/mobile/me', 'not-a-token')).toEqual([401, 'no-store']);
  });

  it('keeps the public catalogue and site headers', async () => {
    expect(await cacheControl('GET', '/api/courses/filters')).toEqual([200, 'public, max-age=60']);
    expect(await cacheControl('GET', '/api/courses/filters', parent.token)).toEqual([200, 'public, max-age=60']);
    expect(await cacheControl('GET', '/api/site')).toEqual([200, 'no-cache']);
    expect(await cacheControl('GET', '/api/courses')).toEqual([200, undefined]);
  });
});
