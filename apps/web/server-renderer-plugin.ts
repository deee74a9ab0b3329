import fs from 'node:fs';
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

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface RendererModule {
  PUBLIC_PAGES: readonly { path: string; module: string }[];
}

/** What the server needs beside the renderer to write a public page (apps/server/src/plugins/public-pages.ts). */
export interface PublicPagesManifest {
  /** dist/index.html without the app's own scripts: the page's head and an empty #root. */
  template: string;
  /** The public pages' own script (src/public/main.ts). */
  entry: string;
  /** The Cairo faces a page paints its text with, per script: preloaded with the stylesheet, so no text moves when they arrive. */
  fonts: { latin: string[]; arabic: string[] };
  /** Each page's stylesheets beyond the template's. */
  pages: Record<string, { styles: string[] }>;
}

/** The stylesheets a page module needs: its own and those of the chunks it imports statically. */
function stylesOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`server renderer: ${key} is not in the build manifest`);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => stylesOf(manifest, next, seen))];
}

/**
 * After the browser build: builds src/ssr/render-page.tsx for Node into dist/ssr/ (the server imports it and renders
 * the public pages with it, per request) and writes dist/ssr/pages.json, what the server writes around a page:
 * the template, the public pages' script, their fonts and each page's stylesheets. Fails the build when a page's
 * module is missing from the manifest.
 */
export function serverRenderer(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:server-renderer',
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

      const ssrDir = path.join(outDir, 'ssr');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development') },
        ssr: { noExternal: true },
        build: { ssr: 'src/ssr/render-page.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false, minify: false },
      });
      const { PUBLIC_PAGES } = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as RendererModule;

      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes('<div id="root"></div>')) throw new Error('server renderer: index.html has no empty #root');
      // The app's own entry and its preloads: a public page loads only its own script.
      const template = index
        .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
        .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
      if (/<script\b/.test(template)) throw new Error('server renderer: the template still has a script');
      const publicEntry = manifest['src/public/main.ts'];
      if (!publicEntry) throw new Error('server renderer: src/public/main.ts is not in the build manifest');

      const assets = fs.readdirSync(path.join(outDir, 'assets'));
      const faces = (script: string) => assets.filter((file) => new RegExp(`^cairo-${script}-(400|600|700)-normal-.*\\.woff2$`).test(file));
      const fonts = { latin: faces('latin').map((f) => `/assets/${f}`), arabic: faces('arabic').map((f) => `/assets/${f}`) };
      if (fonts.latin.length !== 3 || fonts.arabic.length !== 3)
        throw new Error(`server renderer: expected three Latin and three Arabic Cairo faces`);

      const pages: PublicPagesManifest['pages'] = {};
      for (const page of PUBLIC_PAGES) {
        const styles = [...new Set(stylesOf(manifest, page.module))].filter((css) => !template.includes(`/${css}"`));
        pages[page.path] = { styles: styles.map((css) => `/${css}`) };
      }
      const result: PublicPagesManifest = { template, entry: `/${publicEntry.file}`, fonts, pages };
      fs.writeFileSync(path.join(ssrDir, 'pages.json'), JSON.stringify(result, null, 2));
      config.logger.info(`server renderer: ${PUBLIC_PAGES.map((p) => p.path).join(', ')} (dist/ssr/)`);
    },
  };
}
