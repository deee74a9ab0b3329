import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page hydrates (and in the prerender itself), true afterwards and in pages the
 * app renders itself: what depends on the browser's storage waits for it, so hydration sees the same HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
