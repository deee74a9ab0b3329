import { lazy, useEffect, type ComponentType } from 'react';
import { releaseQueries } from '@/lib/api/hydration-hold';

/**
 * React.lazy for a module's named component export: the page is fetched the first time it renders. Once
 * the page has mounted (for a prerendered page: hydrated), the API calls held during hydration go out.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function Page() {
    useEffect(releaseQueries, []);
    return <Lazy />;
  };
}
