import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Writes x.gz and x.br beside a text file of the build (the server sends them when accepted); files under 1 KB stay as they are. */
export function writeCompressed(file: string): void {
  const content = fs.readFileSync(file);
  if (content.length < 1024) return;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
}

/**
 * Runs before the first paint of a prerendered page (a classic script in its head, after the stylesheet, so
 * it costs no extra round trip): a visitor who chose another language than the prerendered English, or a URL
 * with a query string the prerender did not see, gets the page rendered by the app (main.tsx) instead, and
 * the English HTML stays hidden until then (global.css). It also turns the page right-to-left at once.
 *
 * It then requests the app's entry script (`entry`, which index.html's head would have requested at once)
 * only after the first paint: on a slow phone link the entry (~130 KB brotli) otherwise shares the
 * bandwidth with the stylesheet and fonts the paint waits for. The page is already there; the script
 * makes it interactive (hydration) a frame later. Like the module script it replaces, it runs only once the
 * document is parsed; a hidden tab (no frames) gets it then.
 *
 * With the entry it preloads the page's own modules (its script tag's data-preload, from the build manifest):
 * otherwise they are requested only once the entry has run and hydration reaches the page, a round trip
 * later, by Vite's preload helper, which adds their ~60 <link rel="modulepreload"> in one long task. Here
 * each link is added in a task of its own, and the helper finds them already there.
 */
const bootScript = (entry: string) => `try {
  var lng = localStorage.getItem('i18nextLng');
  if ((lng && lng !== 'en') || location.search) document.documentElement.setAttribute('data-client-render', '');
  if (lng === 'ar') document.documentElement.setAttribute('dir', 'rtl');
} catch (e) {}
(function () {
  var loaded = false;
  var modules = ((document.currentScript && document.currentScript.getAttribute('data-preload')) || '').split(' ');
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  function load() {
    if (loaded) return;
    loaded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
    modules.forEach(function (href) {
      if (href) setTimeout(preload, 0, href);
    });
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') load();
    else requestAnimationFrame(function () { setTimeout(load, 0); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
`;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; file: string; module: string }[];
  renderPage: (path: string) => Promise<{ html: string; title: string; description: string }>;
}

/** The JavaScript files a page module needs before it renders: its chunk and the chunks it imports statically. */
function scriptsOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => scriptsOf(manifest, next, seen))];
}

/** The stylesheets a page module needs: its own and those of the chunks it imports statically. */
function stylesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => stylesOf(manifest, next, seen))];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * After the browser build: builds src/prerender.tsx for Node, renders the public pages it lists in English
 * and writes each into dist/prerendered/<page>.html (index.html's head with the page's title and description,
 * its stylesheets and fonts, boot.js, the page's HTML inside #root), compressed. dist/index.html stays the empty shell of every other URL.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      // The manifest is only for this step; the server would otherwise publish it.
      fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });

      const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          define: { 'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development') },
          ssr: { noExternal: true },
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, manifest: false, minify: false },
        });
        const { PRERENDERED_PAGES, renderPage } = (await import(
          pathToFileURL(path.join(serverDir, 'prerender.js')).href
        )) as PrerenderModule;

        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
        if (!entryTag) throw new Error('prerender: index.html has no module entry script');
        const boot = bootScript(entryTag[1]!);
        const bootName = `assets/boot-${crypto.createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
        fs.writeFileSync(path.join(outDir, bootName), boot);

        // The Latin Cairo faces the English page paints with, fetched with the stylesheet rather than after it:
        // text drawn in a fallback font first would move when Cairo arrives (layout shift).
        const fonts = fs
          .readdirSync(path.join(outDir, 'assets'))
          .filter((file) => /^cairo-latin-(400|600|700)-normal-.*\.woff2$/.test(file));
        if (fonts.length !== 3) throw new Error(`prerender: expected three Latin Cairo fonts in assets/, found ${fonts.join(', ')}`);
        const pagesDir = path.join(outDir, 'prerendered');
        fs.mkdirSync(pagesDir, { recursive: true });
        for (const page of PRERENDERED_PAGES) {
          const { html: body, title, description } = await renderPage(page.path);
          if (!title || !description) throw new Error(`prerender: ${page.path} set no title or description (usePageTitle)`);
          const styles = [...new Set(stylesOf(manifest, page.module))].filter((css) => !template.includes(`/${css}"`));
          // The entry's own chunk is the script boot.js adds; the rest are the page's.
          const modules = scriptsOf(manifest, page.module, new Set(['index.html'])).map((file) => `/${file}`);
          const head = [
            ...styles.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
            ...fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`),
            `<script src="/${bootName}" data-preload="${escapeHtml(modules.join(' '))}"></script>`,
          ].join('\n    ');
          const html = template
            .replace(entryTag[0], '')
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(description)}"`)
            .replace('</head>', `  ${head}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root" data-route="${escapeHtml(page.path)}">${body}</div>`);
          const file = path.join(pagesDir, page.file);
          fs.writeFileSync(file, html);
          writeCompressed(file);
        }
        config.logger.info(`prerendered ${PRERENDERED_PAGES.map((p) => p.path).join(', ')} into ${path.relative(config.root, pagesDir)}/`);
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
