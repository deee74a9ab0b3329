import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@academy/shared';
import { CATALOGUE_CACHE_MS } from '../modules/courses/catalogue-cache';

/** What the web build writes beside the renderer (apps/web/server-renderer-plugin.ts, dist/ssr/pages.json). */
interface PublicPagesManifest {
  template: string;
  entry: string;
  fonts: { latin: string[]; arabic: string[] };
  pages: Record<string, { styles: string[] }>;
}

/** The web's renderer (apps/web/src/ssr/render-page.tsx, built into dist/ssr/render-page.js). */
interface Renderer {
  configureRenderer: (api: typeof fetch) => void;
  renderPublicPage: (
    path: string,
    search: string,
    lang: Language,
  ) => Promise<{ lang: Language; dir: 'ltr' | 'rtl'; title: string; description: string; body: string; state: string; redirect?: string }>;
}

/**
 * How long a rendered page is sent again as it is: as long as the catalogue it shows may be kept (its cache
 * is cleared by every write that changes it, and the pages with it; staff writes to the rest of the site too).
 */
const KEEP_MS = CATALOGUE_CACHE_MS;
/** Pages kept at most (a page per language and query string): the oldest go first. */
const KEEP_PAGES = 300;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A rendered page as it is sent: its HTML, and each compressed copy once a browser has asked for it; or the
 * address it lives at when the URL asked for is another name for it.
 */
interface KeptPage {
  at: number;
  html: string;
  redirect?: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** The page in the best encoding the browser accepts (a page is 40-130 KB of HTML, 6-20 KB compressed), compressed once per kept page. */
function encoded(page: KeptPage, accepted: string): { encoding?: 'br' | 'gzip'; body: string | Promise<Buffer> } {
  if (/\bbr\b/.test(accepted)) {
    page.br ??= brotli(page.html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html) },
    });
    return { encoding: 'br', body: page.br };
  }
  if (/\bgzip\b/.test(accepted)) {
    page.gzip ??= gzip(page.html, { level: 9 });
    return { encoding: 'gzip', body: page.gzip };
  }
  return { body: page.html };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: nothing in the data (an admin's course name) can close the element. */
const scriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PublicPages {
  /** True when `pathname` is a page the server renders. */
  has: (pathname: string) => boolean;
  send: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/**
 * The public pages (/, /home, /courses, …), rendered here per request with the academy's current data, in the
 * visitor's language (the cookie the site's language buttons set; English without it). The page is complete HTML
 * (its texts, courses, the academy's name) with one small script that hydrates its interactive parts on demand.
 * A rendered page is kept a few seconds per language and URL, and forgotten when the catalogue or staff change anything.
 * Null when the web app is not built with its renderer (the API alone, its tests).
 */
export async function loadPublicPages(app: FastifyInstance, webDist: string): Promise<PublicPages | null> {
  const ssrDir = path.join(webDist, 'ssr');
  if (!fs.existsSync(path.join(ssrDir, 'pages.json'))) return null;
  const manifest = JSON.parse(fs.readFileSync(path.join(ssrDir, 'pages.json'), 'utf8')) as PublicPagesManifest;
  const renderer = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as Renderer;

  // The pages read the same /api answers a browser would, asked in-process, as an anonymous visitor.
  renderer.configureRenderer(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new Error(`public pages read only GET /api/: ${url}`);
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });

  const kept = new Map<string, KeptPage>();
  app.catalogueCache.onClear(() => kept.clear());
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && request.url.startsWith('/api/admin'))
      kept.clear();
  });

  const compose = (page: Awaited<ReturnType<Renderer['renderPublicPage']>>, pathname: string) => {
    const fonts = page.lang === 'ar' ? manifest.fonts.arabic : manifest.fonts.latin;
    const head = [
      ...(manifest.pages[pathname]?.styles ?? []).map((css) => `<link rel="stylesheet" crossorigin href="${css}">`),
      ...fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`),
      `<script type="module" crossorigin src="${manifest.entry}"></script>`,
    ].join('\n    ');
    return manifest.template
      .replace('<html lang="en" dir="ltr"', `<html lang="${page.lang}" dir="${page.dir}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.description)}"`)
      .replace('</head>', `  ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-islands>${page.body}</div>\n    <script type="application/json" id="page-state">${scriptJson(page.state)}</script>`,
      );
  };

  return {
    has: (pathname) => Object.hasOwn(manifest.pages, pathname),
    async send(request, reply) {
      const [pathname = '/', query] = request.url.split('?', 2);
      const search = query ? `?${query}` : '';
      const asked = request.cookies[LANGUAGE_COOKIE];
      const lang = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
      const key = `${lang} ${pathname}${search}`;
      const now = Date.now();
      let entry = kept.get(key);
      if (!entry || now - entry.at > KEEP_MS) {
        const page = await renderer.renderPublicPage(pathname, search, lang);
        entry = page.redirect ? { html: '', redirect: page.redirect, at: now } : { html: compose(page, pathname), at: now };
        kept.delete(key);
        kept.set(key, entry);
        if (kept.size > KEEP_PAGES) kept.delete(kept.keys().next().value!);
      }
      if (entry.redirect) return reply.header('Cache-Control', 'no-cache').redirect(entry.redirect, 301);
      const { encoding, body } = encoded(entry, String(request.headers['accept-encoding'] ?? ''));
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Encoding')
        .send(await body);
    },
  };
}
