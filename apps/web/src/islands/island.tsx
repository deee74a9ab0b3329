import { createContext, useContext, type ComponentType } from 'react';
import type { IslandName, IslandProps } from '@/app/islands';

/** One island the server found in a page: rendered in a React root of its own, then hydrated in the browser on its own. */
export interface IslandInstance {
  key: string;
  name: IslandName;
  props: Record<string, unknown>;
  Component: ComponentType<IslandProps>;
}

/** Present only while the server renders a public page (src/ssr/render-page.tsx): it collects the page's islands. */
export const IslandCollectorContext = createContext<IslandInstance[] | null>(null);

/**
 * An interactive part of a public page. In the app (the signed-in areas, a page reached by the app's own
 * navigation) it is simply the component. When the server renders a public page, it leaves a placeholder
 * here; the server renders the component in a root of its own (same HTML) and the browser hydrates that root
 * alone, when the visitor reaches for it (src/public/main.ts): the rest of the page stays plain HTML, with no JavaScript.
 * `props` cross from server to browser as JSON.
 */
export function Island<P extends IslandProps>({ name, component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) {
    const Component = component;
    return <Component {...props} />;
  }
  // The server can render a page more than once (it fetches what a pass asked for, then renders again); the key is
  // the island's place in the page, the same in every pass.
  const key = `i${collector.length}`;
  collector.push({ key, name, props, Component: component as ComponentType<IslandProps> });
  return <div data-island={name} data-island-key={key} data-props={JSON.stringify(props)} />;
}
