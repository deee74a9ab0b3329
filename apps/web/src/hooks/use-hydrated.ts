import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '@/lib/api/hydration-hold';

/**
 * False while a prerendered page hydrates (and in the prerender itself), true afterwards and in pages the
 * app renders itself: what depends on the browser (its storage, a form that can be sent) waits for it, so
 * hydration sees the same HTML. The switch after hydration is a transition, which React renders in slices,
 * not inside the long task that commits the hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !isHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
