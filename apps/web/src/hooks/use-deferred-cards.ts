import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** Cards added to the page per commit. */
const BATCH = 6;

/**
 * Course cards rendered in renders React can pause, and put on the page a few at a time: a list of cards
 * arriving at once was one long task on a slow phone (rendering them, then styling and laying out some 600
 * elements; Lighthouse counted 400-670 ms on /courses). Until the first render has caught up, the caller
 * keeps its skeleton (`catchingUp`). Pass a list that keeps its identity between renders; a longer list
 * that starts with the cards already shown (the catalogue's next page) keeps them on the page.
 */
export function useDeferredCards<T>(cards: readonly T[]): { shown: readonly T[]; catchingUp: boolean } {
  const list = useDeferredValue(cards);
  // The cards there at the first render (the server's page, a list already in the cache) are all shown at once:
  // a server-rendered island must hydrate with the HTML it was sent.
  const [reveal, setReveal] = useState(() => ({ list, count: Math.max(BATCH, list.length) }));
  let count = reveal.count;
  if (reveal.list !== list) {
    const extended = list.length >= reveal.list.length && reveal.list.every((card, i) => list[i] === card);
    count = extended ? reveal.count : BATCH;
    setReveal({ list, count });
  }
  useEffect(() => {
    if (count < list.length) startTransition(() => setReveal((r) => (r.list === list ? { list, count: r.count + BATCH } : r)));
  }, [count, list]);
  return { shown: count < list.length ? list.slice(0, count) : list, catchingUp: list.length === 0 && cards.length > 0 };
}
