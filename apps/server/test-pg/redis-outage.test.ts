/*
 * The rate limits when Redis goes away and comes back: the app keeps limiting (counted in the process),
 * never answers 5xx, and shares the counts through Redis again once it is back. Redis is reached through a
 * TCP relay the test cuts and restores. Needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../test/support/test-app';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
const PREFIX = `academy-test-${crypto.randomBytes(5).toString('hex')}:`;

/** A TCP relay to the real Redis that the test can cut (closing every connection) and restore on the same port. */
function relay() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(REDIS_URL.port || 6379), REDIS_URL.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((port = (server!.address() as net.AddressInfo).port)));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { open, cut };
}

let t: TestApp;
let redis: Redis;
const link = relay();

beforeAll(async () => {
  const port = await link.open();
  redis = new Redis(REDIS_URL.href, { lazyConnect: true });
  await redis.connect();
  t = await createTestApp({
    REDIS_URL: `redis://127.0.0.1:${port}`,
    REDIS_KEY_PREFIX: PREFIX,
    RATE_LIMIT_AUTH_MAX: '3',
    RATE_LIMIT_WINDOW: '10 minutes',
  });
});
afterAll(async () => {
  await t?.close();
  await link.cut().catch(() => {});
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

let attempt = 0;
/** A failed sign-in from `ip`, each with another unknown e-mail (so no account gets locked). */
const login = (ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `nobody${++attempt}@example.dz`, password: 'wrong-password' },
    headers: { 'x-forwarded-for': ip },
  });
const counted = async (ip: string) => Number((await redis.get(`${PREFIX}rl:POST/api/auth/login:${ip}`)) ?? 0);

describe('rate limits through Redis, when Redis goes away', () => {
  it('counts in Redis, then in the process while Redis is cut (no 5xx), then in Redis again', async () => {
    expect((await login('10.7.0.1')).statusCode).toBe(401);
    expect((await login('10.7.0.1')).statusCode).toBe(401);
    expect(await counted('10.7.0.1')).toBe(2);

    await link.cut();
    // Still limited, now per process: 3 answers, then 429; never a 500 and never stuck on Redis.
    const during = [];
    for (let i = 0; i < 4; i++) during.push(await login('10.7.0.2'));
    expect(during.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(during[3]!.json().code).toBe('rate_limited');
    expect(await counted('10.7.0.2')).toBe(0);

    await link.open();
    // ioredis reconnects by itself: poll until an attempt is counted in Redis again.
    const deadline = Date.now() + 20_000;
    let n = 0;
    while ((await counted(`10.7.1.${n}`)) === 0) {
      if (Date.now() > deadline) throw new Error('the rate limits never went back to Redis');
      n += 1;
      expect((await login(`10.7.1.${n}`)).statusCode).toBe(401);
      await new Promise<void>((resolve) => setTimeout(resolve, 100)); // the interval between two polls
    }
    expect(await counted(`10.7.1.${n}`)).toBe(1);
  });

  it('starts without Redis (nothing listens at REDIS_URL) and still limits, per process', async () => {
    const lonely = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: PREFIX, RATE_LIMIT_AUTH_MAX: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await lonely.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `lonely${i}@example.dz`, password: 'wrong-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      expect((await lonely.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await lonely.close();
    }
  });
});
