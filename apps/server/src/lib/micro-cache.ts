/**
 * A short-lived in-process cache for public answers that many visitors ask for at once (the catalogue):
 * one database query per key per `ttlMs`, and concurrent misses share that one query (single flight).
 * `clear()` drops everything after a write in this process; other instances see it within `ttlMs`.
 */
export function createMicroCache<T>(opts: { ttlMs: number; maxEntries: number; now: () => Date }) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = opts.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { expires: now + opts.ttlMs, value });
      // A failed load is not kept: the next request tries again.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type MicroCache<T> = ReturnType<typeof createMicroCache<T>>;
