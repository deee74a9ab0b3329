import type { BackendModule, Resource } from 'i18next';

/**
 * Resources live in `locales/<language>/<namespace>.json`. The default language's texts that every page needs
 * to render (common, public) ship in the main bundle, those of the main site's pages (main-site) with the
 * pages' code (features/public/main-site-texts.ts); the error and validation messages, loaded at start
 * too (STARTUP_NAMESPACES) but only read when something goes wrong, come in a chunk of their own just after;
 * everything else (the other languages, the namespaces of the sign-in forms, the catalogue and the
 * signed-in areas) loads on demand, so a page downloads only its own texts.
 * (Glob patterns must be literals, hence the namespace names written twice.)
 */
export const STARTUP_NAMESPACES = ['common', 'errors', 'validation', 'public'] as const;

const bundled = import.meta.glob<Record<string, unknown>>('./locales/en/{common,public}.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/en/{common,public,main-site}.json'], {
  import: 'default',
});

function parse(file: string): { lng: string; ns: string } {
  const [, lng = '', ns = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return { lng, ns };
}

export const bundledResources: Resource = {};
for (const [file, content] of Object.entries(bundled)) {
  const { lng, ns } = parse(file);
  bundledResources[lng] = { ...bundledResources[lng], [ns]: content };
}

export const onDemandBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = onDemand[`./locales/${lng}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (content) => callback(null, content),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
