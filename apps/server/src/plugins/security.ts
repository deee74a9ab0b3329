import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { redisFailoverStore } from '../lib/rate-limit-store';

/**
 * Security headers (CSP the built app satisfies) and rate limits, opted into per route. With REDIS_URL the
 * limits are counted in Redis, shared by every app instance; without it, in this process (one instance).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // Built from the options once: @fastify/helmet built them again (parsing the CSP) on every request,
    // which showed in the profile of the cached parent reads.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The family app's service worker and manifest (issue 26), from this origin only.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    const { config, log } = app.deps;
    if (!config.REDIS_URL) {
      await app.register(rateLimit, { global: false });
      return;
    }
    const redis = new Redis(config.REDIS_URL, {
      connectionName: 'academy-rate-limit',
      connectTimeout: 2000,
      commandTimeout: 300,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    // ioredis reconnects by itself; the store logs the outage once, so the error events stay quiet.
    redis.on('error', () => {});
    // Startup waits for the first connection (at most connectTimeout), then serves either way.
    await redis.connect().catch(() => {});
    if (redis.status !== 'ready')
      log.warn({ status: redis.status }, 'Redis not reachable at startup: rate limits are counted per instance until it is');
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await app.register(rateLimit, { global: false, store: redisFailoverStore(redis, { prefix: config.REDIS_KEY_PREFIX, log }) });
  },
  { name: 'security', dependencies: ['deps'] },
);
