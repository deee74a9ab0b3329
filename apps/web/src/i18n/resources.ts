import type { BackendModule, Resource } from 'i18next';

/**
 * Resources live in `locales/<language>/<namespace>.json`. The namespaces every page needs ship in the
 * main bundle; those of the signed-in areas load on demand, so public pages never download them.
 * (Glob patterns must be literals, hence the namespace names written twice.)
 */
export const BUNDLED_NAMESPACES = ['common', 'errors', 'validation', 'public', 'auth', 'courses'] as const;

const bundled = import.meta.glob<Record<string, unknown>>('./locales/*/{common,errors,validation,public,auth,courses}.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Record<string, unknown>>('./locales/*/{dashboard,account,admin,admin-people,admin-courses,admin-kindergarten,admin-schedule,admin-attendance,admin-scan,admin-qr,admin-content,admin-gallery,admin-reports,admin-settings}.json', { import: 'default' });

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
