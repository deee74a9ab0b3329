// The server's renderer of the public pages (built for Node by apps/web/server-renderer-plugin.ts into dist/ssr/, imported
// by the server: apps/server/src/plugins/public-pages.ts). A page is rendered with the academy's current data
// (the same /api answers the browser would read, asked in-process), in the visitor's language; its interactive
// parts are islands, each rendered in a root of its own that the browser hydrates on its own (src/public/main.ts).
// Nothing here runs in browsers. Every request gets its own query cache, head and islands: nothing is kept
// between requests but the translations.
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { LANGUAGES, type Language } from '@academy/shared';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { PageHeadContext, type PageHead } from '@/hooks/use-page-title';
import { i18n as baseI18n, startI18n } from '@/i18n';
import { STARTUP_NAMESPACES } from '@/i18n/resources';
import { IslandCollectorContext, type IslandInstance } from '@/islands/island';
import { IslandRoot } from '@/islands/island-root';
import { setApiTransport } from '@/lib/api/client';

startI18n();

/**
 * The pages the server renders: path, and the page's module (its stylesheets are linked in the page's head).
 * Any query string is theirs (the catalogue's filters).
 */
export const PUBLIC_PAGES = [
  { path: '/', module: 'src/features/public/landing-page.tsx' },
  { path: '/home', module: 'src/features/public/home-page.tsx' },
  { path: '/little-stars', module: 'src/features/public/little-stars-page.tsx' },
  { path: '/courses', module: 'src/features/courses/courses-page.tsx' },
  { path: '/about', module: 'src/features/public/about-page.tsx' },
  { path: '/gallery', module: 'src/features/public/gallery-page.tsx' },
  { path: '/contact', module: 'src/features/public/contact-page.tsx' },
] as const;

export interface RenderedPage {
  lang: Language;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** The HTML inside #root, islands included. */
  body: string;
  /** The query cache the islands start from (TanStack Query's dehydrated state), as JSON. */
  state: string;
  /** Where the page really is, when the URL asked for is another name for it (body and state are then empty). */
  redirect?: string;
}

/** Gives the renderer the server's own /api (in-process). Called once, when the server starts. */
export function configureRenderer(api: typeof fetch): void {
  setApiTransport(api);
}

/** The public reads a page may make while rendering; anything else (the signed-in person's data) is left to the browser. */
function isPublicRead(query: Query): boolean {
  const [root, kind] = query.queryKey as unknown[];
  if ((query.options as { enabled?: unknown }).enabled === false) return false;
  return root === 'site' || root === 'gallery' || (root === 'courses' && (kind === 'list' || kind === 'filters' || kind === 'detail'));
}

const instances = new Map<Language, I18n>();

/** One i18next instance per language (sharing the texts), so concurrent pages in different languages never mix. */
async function translationsFor(lang: Language): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = baseI18n.cloneInstance({ lng: lang, initAsync: false });
    instances.set(lang, instance);
  }
  await instance.loadNamespaces([...STARTUP_NAMESPACES]);
  return instance;
}

async function html(node: ReactNode, identifierPrefix?: string): Promise<string> {
  // Every boundary inline, in place: no hidden segments moved by inline scripts (the CSP forbids them).
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY, identifierPrefix });
  return new Response(prelude).text();
}

/** Renders `path` (with `search`, e.g. the catalogue's filters) in `lang`. */
export async function renderPublicPage(path: string, search: string, lang: Language): Promise<RenderedPage> {
  const i18n = await translationsFor(lang);
  const dir = LANGUAGES[lang].dir;
  const location = `${path}${search}`;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const head: PageHead = { title: '', description: '' };

  // A first pass finds what the page reads; those reads are made, and the page is rendered again with the answers
  // (a read that only shows once an earlier one has answered needs one more pass: at most three).
  for (let pass = 1; ; pass++) {
    const islands: IslandInstance[] = [];
    let body = await html(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProviders queryClient={queryClient} direction={dir}>
            <PageHeadContext.Provider value={head}>
              <IslandCollectorContext.Provider value={islands}>
                <StaticRouter location={location}>
                  <AppRoutes />
                </StaticRouter>
              </IslandCollectorContext.Provider>
            </PageHeadContext.Provider>
          </AppProviders>
        </I18nextProvider>
      </StrictMode>,
    );
    if (head.redirect) return { lang, dir, title: '', description: '', body: '', state: '', redirect: head.redirect };
    for (const island of islands) {
      const inner = await html(
        <StrictMode>
          <IslandRoot
            lang={lang}
            i18n={i18n}
            queryClient={queryClient}
            router={(children) => <StaticRouter location={location}>{children}</StaticRouter>}
          >
            <island.Component {...island.props} />
          </IslandRoot>
        </StrictMode>,
        `${island.key}-`,
      );
      const placeholder = new RegExp(`(<div [^>]*data-island-key="${island.key}"[^>]*>)(</div>)`);
      if (!placeholder.test(body)) throw new Error(`render: island ${island.name} (${island.key}) has no placeholder`);
      body = body.replace(placeholder, (_all, open: string, close: string) => `${open}${inner}${close}`);
    }
    const reads = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isPublicRead(query) });
    if (reads.length === 0 || pass === 3) {
      const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicRead(query) });
      return { lang, dir, title: head.title, description: head.description, body, state: JSON.stringify(state) };
    }
    // A failed read renders as the page shows a failure (its retry button works once the island is there).
    await Promise.all(reads.map((query) => query.fetch().catch(() => undefined)));
  }
}
