import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type ApiErrorBody } from '@academy/shared';
import { messagingContext } from '../modules/messaging/settings';
import { loadPublicPages } from './public-pages';

/**
 * Serves uploaded files from UPLOADS_DIR (nosniff, long cache; names are random, so a file never changes) and, when it has been built, the
 * web app: the public pages rendered per request (public-pages.ts), and an SPA fallback: other GETs and HEADs outside /api
 * get index.html; unknown API paths (and the server's renderer, dist/ssr/) get a JSON 404.
 */
export const staticFilesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.deps;
    const uploads = config.UPLOADS_DIR;
    fs.mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
      setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
      // '..' never leaves the folder; '.name.partial' files are uploads still being written.
      allowedPath: (pathName) => !pathName.includes('..') && !pathName.split('/').some((part) => part.startsWith('.')),
    });

    const hasWeb = fs.existsSync(path.join(config.WEB_DIST, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.WEB_DIST,
        prefix: '/',
        wildcard: false,
        index: false,
        // The server's page renderer (dist/ssr/) is for this process, not for browsers.
        allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
        // The build writes x.js.br / x.js.gz beside each file (apps/web/vite.config.ts): sent when accepted.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // The family app's service worker (issue 26; the build's dist/sw.js): checked on every visit, never kept
          // stale, and allowed to control the whole site (the dashboard's pages) from the root.
          if (path.basename(filePath) === 'sw.js') res.header('Service-Worker-Allowed', '/');
        },
      });

      // The family app's manifest (issue 26), from the academy's names (the site settings) in the page's language.
      app.get('/manifest.webmanifest', { config: { access: 'public' } }, async (request, reply) => {
        const asked = (request.query as { lang?: unknown }).lang;
        const lang = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
        const { academyName } = await messagingContext(app.deps.db, config, app.deps.clock);
        const name = academyName[lang];
        return reply
          .header('Content-Type', 'application/manifest+json; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(JSON.stringify(webManifest(name, lang)));
      });
    }

    const publicPages = hasWeb ? await loadPublicPages(app, config.WEB_DIST) : null;

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/');
      // The server's page renderer (dist/ssr/) is refused above; a 404 says so, not the app's page in its place.
      const isRenderer = pathname === '/ssr' || pathname.startsWith('/ssr/');
      // HEAD is answered as GET is, without the body (a link checker, a monitor, a crawler's first look).
      if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isRenderer) {
        if (publicPages?.has(pathname)) return publicPages.send(request, reply);
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.WEB_DIST);
      }
      const body: ApiErrorBody = {
        statusCode: 404,
        code: 'not_found',
        message: `No route ${request.method} ${pathname}`,
        error: `No route ${request.method} ${pathname}`,
      };
      return reply.status(404).send(body);
    });
  },
  { name: 'static-files', dependencies: ['deps'] },
);

/** Mantine's blue 9, the web theme's primary colour (apps/web/src/app/theme.ts: primaryColor blue, shade 9). */
const THEME_COLOR = '#1864ab';

/** The web app manifest of the family area: installable, opening on the dashboard, in the page's language and direction. */
export function webManifest(name: string, lang: keyof typeof LANGUAGES) {
  return {
    id: '/dashboard',
    name,
    // The launcher shortens it as it needs: a cut of our own could keep the wrong word ("أكاديمية" of "أكاديمية النور").
    short_name: name,
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang,
    dir: LANGUAGES[lang].dir,
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
