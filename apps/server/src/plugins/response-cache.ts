import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { academyClock } from '@academy/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer depends only on the signed-in user (or on nobody: 'shared'), the URL and the
     * academy's date: its 200 answers are kept in memory until the data changes (see ChangeFeed).
     */
    cache?: 'per-user' | 'shared';
    /**
     * Every table the answer reads, when they are few: it is then kept across writes to other tables (the
     * door's marks and payments) instead of until any write. A table left out would let an answer outlive a
     * change to it (up to RESPONSE_CACHE_TTL_MS): name them all.
     */
    cacheTables?: readonly string[];
  }
  interface FastifyRequest {
    cacheSlot: { key: string; generation: number } | null;
  }
}

/** An answer kept: the serialized body, for one generation of the data and a bounded time. */
interface Kept {
  /** Encoded once: a string with Arabic in it would be encoded again by every socket write. */
  body: Buffer;
  contentType: string;
  generation: number;
  expires: number;
}

/** Time-dependent parts (today's sessions, days left) are recomputed at least this often. */
export const RESPONSE_CACHE_TTL_MS = 30_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Parent dashboard reads are asked again and again (every tab, every return to the app) and change only
 * when someone writes: they are answered from memory while the data's generation is the one they were read
 * in. Keys hold the user, so one family's answer is never another's.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance) => {
    const { changes, clock } = app.deps;
    const kept = new LRUCache<string, Kept>({ maxSize: MAX_BYTES, sizeCalculation: (k) => k.body.length + 200 });
    app.decorateRequest('cacheSlot', null);
    const generationFor = (request: FastifyRequest) => {
      const tables = request.routeOptions.config?.cacheTables;
      return tables ? changes.generationOf(tables) : changes.generation();
    };

    // Right after the access check: a URL whose answer was kept has passed validation already.
    app.addHook('onRequest', async (request, reply) => {
      const mode = request.routeOptions.config?.cache;
      if (!mode || request.method !== 'GET' || !changes.live()) return;
      const now = clock();
      const who = mode === 'shared' ? '*' : request.auth ? `u${request.auth.id}` : null;
      if (!who) return;
      const key = `${who} ${academyClock(now).date} ${request.url}`;
      const generation = generationFor(request);
      const hit = kept.get(key);
      if (hit && hit.generation === generation && hit.expires > now.getTime()) {
        return reply.header('content-type', hit.contentType).send(hit.body);
      }
      request.cacheSlot = { key, generation };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.cacheSlot;
      if (
        slot &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        payload.length <= MAX_BODY_BYTES &&
        changes.live() &&
        generationFor(request) === slot.generation
      ) {
        kept.set(slot.key, {
          body: Buffer.from(payload),
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          generation: slot.generation,
          expires: clock().getTime() + RESPONSE_CACHE_TTL_MS,
        });
      }
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['deps', 'access'] },
);
