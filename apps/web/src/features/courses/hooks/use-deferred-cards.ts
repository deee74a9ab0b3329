import { useDeferredValue } from 'react';

/**
 * Course cards rendered in a render React can pause: a list of cards arriving at once is one long task on
 * a slow phone (Lighthouse counted 400-670 ms on /courses). Until the deferred render has caught up, the
 * caller keeps its skeleton (`catchingUp`). Pass a list that keeps its identity between renders.
 */
export function useDeferredCards<T>(cards: readonly T[]): { shown: readonly T[]; catchingUp: boolean } {
  const shown = useDeferredValue(cards);
  return { shown, catchingUp: shown.length === 0 && cards.length > 0 };
}
