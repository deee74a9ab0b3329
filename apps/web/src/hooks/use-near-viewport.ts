import { startTransition, useCallback, useState } from 'react';

/**
 * False until the element comes within `margin` of the viewport, then true for good: a part far down a page
 * (a form and its validation code) is rendered when the visitor scrolls towards it, not with the page. The
 * prerender and the hydration see false (the observer reports only once the page is in the browser), and the
 * switch is a transition, rendered in slices.
 */
export function useNearViewport<T extends Element>(margin: string): { ref: (element: T | null) => (() => void) | undefined; near: boolean } {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const show = () => startTransition(() => setNear(true));
      if (typeof IntersectionObserver === 'undefined') {
        show();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          show();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return { ref, near };
}
