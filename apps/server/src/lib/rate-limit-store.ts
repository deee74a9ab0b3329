import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** One fixed window per key: INCR, and the window starts with the first hit (what @fastify/rate-limit's own stores do). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** Fixed windows in this process only: the store without Redis, and the fallback while Redis is away. */
export function createLocalWindows(maxKeys = 10_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    incr(key: string, timeWindow: number): Result {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (!w && windows.size >= maxKeys) {
          for (const [k, old] of windows) if (old.resetAt <= now) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        }
        w = { count: 0, resetAt: now + timeWindow };
        windows.set(key, w);
      }
      w.count += 1;
      return { current: w.count, ttl: w.resetAt - now };
    },
  };
}

/**
 * A store for @fastify/rate-limit that counts in Redis, so every app instance shares one count per client
 * and route, and counts in this process while Redis cannot answer.
 *
 * Why not `skipOnError`: it would switch the limits off during a Redis outage, leaving the login and
 * barcode routes open to guessing. Counting locally keeps them limited (per instance, so at most
 * instances x max per window) and never turns a Redis failure into a 500. Commands fail fast (no offline
 * queue, a short command timeout), so an outage costs a request a few hundred milliseconds at most.
 */
export function redisFailoverStore(redis: Redis, opts: { prefix: string; log: FastifyBaseLogger }): FastifyRateLimitStoreCtor {
  const local = createLocalWindows();
  // EVALSHA with the script loaded once (ioredis retries with EVAL if Redis restarted and forgot it).
  redis.defineCommand('academyRateLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
  const incrInRedis = (key: string, windowMs: number) =>
    (redis as unknown as { academyRateLimit(key: string, windowMs: string): Promise<[number, number]> }).academyRateLimit(
      key,
      String(windowMs),
    );
  let degraded = false;
  redis.on('ready', () => {
    if (degraded) opts.log.info('Redis is back: rate limits are shared by all instances again');
    degraded = false;
  });
  const fallBack = (error: unknown) => {
    if (!degraded) opts.log.warn({ err: error }, 'Redis unavailable: rate limits are counted per instance until it is back');
    degraded = true;
  };

  class FailoverStore {
    constructor(private readonly route = '') {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const redisKey = `${opts.prefix}rl:${this.route}:${key}`;
      incrInRedis(redisKey, timeWindow)
        .then(([current, ttl]) => callback(null, { current, ttl }))
        .catch((error: unknown) => {
          fallBack(error);
          callback(null, local.incr(redisKey, timeWindow));
        });
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }) {
      const info = routeOptions.routeInfo;
      return new FailoverStore(`${[info?.method ?? ''].flat().join(',')}${info?.url ?? ''}`);
    }
  }
  return FailoverStore as unknown as FastifyRateLimitStoreCtor;
}
