import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export: the page is fetched the first time it renders. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
