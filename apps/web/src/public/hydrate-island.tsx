import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage, DEFAULT_LANGUAGE } from '@academy/shared';
import { DeferredNotifications } from '@/components/deferred-notifications';
import { i18n, startI18n } from '@/i18n';
import { STARTUP_NAMESPACES } from '@/i18n/resources';
import { IslandRoot } from '@/islands/island-root';
import { IslandRouter } from '@/islands/island-router';
import { ISLANDS, type IslandName, type IslandProps } from '@/app/islands';
import { queryClient } from '@/lib/api/query-client';

const lang = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;

const root = (children: ReactNode) => (
  <StrictMode>
    <IslandRoot lang={lang} i18n={i18n} queryClient={queryClient} router={(inner) => <IslandRouter>{inner}</IslandRouter>}>
      {children}
    </IslandRoot>
  </StrictMode>
);

/** Once per page: the translations, the answers the server rendered the page with, and the notifications' own root. */
function startOnce(): void {
  startI18n();
  const state = document.getElementById('page-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  const notifications = document.createElement('div');
  document.body.append(notifications);
  createRoot(notifications).render(root(<DeferredNotifications position="top-right" limit={3} autoClose={4000} />));
}

/** Renders nothing; tells when the island around it has hydrated (its effects run once the tree is committed). */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

let started = false;

/**
 * What every part of the page rendered in the browser needs, once, and the texts of `namespaces`: for a part the
 * server did not render (a dialog the page's own script opens, a notice), without an island.
 */
export async function startRuntime(namespaces: readonly string[] = []): Promise<void> {
  if (!started) {
    started = true;
    startOnce();
  }
  await i18n.loadNamespaces([...STARTUP_NAMESPACES, ...namespaces]);
}

/** Renders `node` in a React root of its own at the end of the page, with an island's providers. */
export async function mount(node: ReactNode, namespaces: readonly string[] = []): Promise<void> {
  await startRuntime(namespaces);
  const element = document.createElement('div');
  document.body.append(element);
  createRoot(element).render(root(node));
}

/** Hydrates one island (the element the server rendered it into) with its component, in the page's language; resolves once it has. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (!started) {
    started = true;
    startOnce();
  }
  const island = ISLANDS[element.dataset.island as IslandName];
  if (!island) throw new Error(`No island called ${element.dataset.island}`);
  const [Component] = await Promise.all([island.load(), i18n.loadNamespaces([...STARTUP_NAMESPACES, ...island.namespaces])]);
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      root(
        <>
          <Component {...props} />
          <Hydrated done={resolve} />
        </>,
      ),
      { identifierPrefix: `${element.dataset.islandKey}-` },
    );
  });
}
