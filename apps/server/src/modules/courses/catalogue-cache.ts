import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMicroCache } from '../../lib/micro-cache';

/** How stale the public catalogue may be on another app instance (seats are re-checked when registering). */
export const CATALOGUE_CACHE_MS = 5000;

/**
 * The public catalogue's answers (course pages and filter options), cached a few seconds in this process.
 * One per app, so every write that changes what the catalogue shows (seats, courses, sections) clears it.
 * Both are kept as their JSON, encoded: serializing a 19 KB course page again on every hit cost half the
 * throughput, and a string with Arabic in it is encoded again by every socket write (Node's writev).
 */
export function createCatalogueCache(now: () => Date) {
  const lists = createMicroCache<Buffer>({ ttlMs: CATALOGUE_CACHE_MS, maxEntries: 500, now });
  const filters = createMicroCache<Buffer>({ ttlMs: CATALOGUE_CACHE_MS, maxEntries: 1, now });
  const followers: (() => void)[] = [];
  return {
    lists,
    filters,
    /** After a write: the next catalogue request in this process reads the database again. */
    clear() {
      lists.clear();
      filters.clear();
      for (const follow of followers) follow();
    },
    /** What else shows the catalogue (the server-rendered public pages) is forgotten with it. */
    onClear(follow: () => void) {
      followers.push(follow);
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogueCache', createCatalogueCache(app.deps.clock));
  },
  { name: 'catalogue-cache', dependencies: ['deps'] },
);
