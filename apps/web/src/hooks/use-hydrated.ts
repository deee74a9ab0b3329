import { startTransition, useEffect, useState } from 'react';

/** The server rendered this page (its #root has data-islands, apps/server/src/plugins/public-pages.ts), or this is that render. */
const serverRendered = () => typeof document === 'undefined' || document.getElementById('root')?.hasAttribute('data-islands') === true;

/**
 * False while the server renders a public page and while the browser hydrates one of its islands, true once
 * mounted, and at once in pages the app renders itself: what depends on the browser (its storage, a form that
 * can be sent) waits for it, so hydration sees the server's HTML. The switch after hydration is a transition,
 * which React renders in slices, not inside the task that commits the hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !serverRendered());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
