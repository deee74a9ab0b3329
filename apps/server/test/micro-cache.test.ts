import { describe, expect, it } from 'vitest';
import { createMicroCache } from '../src/lib/micro-cache';
import { testClock } from './support/test-app';

describe('micro cache of public answers', () => {
  it('runs one load for concurrent misses, serves it until it expires, and forgets failures', async () => {
    const clock = testClock();
    const cache = createMicroCache<number>({ ttlMs: 5000, maxEntries: 10, now: clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    clock.advance(4999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(2);
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);

    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(4);
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = createMicroCache<string>({ ttlMs: 5000, maxEntries: 2, now: testClock() });
    let loads = 0;
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, async () => `${key}${++loads}`);
    expect(loads).toBe(4);
  });
});
