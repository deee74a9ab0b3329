import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { serverRenderer, writeCompressed } from './server-renderer-plugin.ts';

// The API server in development; API_PROXY_TARGET points the dev server elsewhere (another port).
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/uploads': api };

/** The public pages' own script (src/public/), and what it shares with the app (the languages, Vite's preloader: a chunk of their own). */
const PUBLIC_SCRIPT = /[\\/]src[\\/]public[\\/]/;
/** The app's entry stays a chunk of its own: an island that loads the app's modules must not start the app. */
const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;
const SHARED_WITH_PUBLIC = /[\\/]packages[\\/]shared[\\/]src[\\/]languages\.ts$|vite[\\/]preload-helper/;

/**
 * Writes a gzip and a brotli copy beside every text file of the build (x.js.gz, x.js.br), which the server
 * sends (@fastify/static preCompressed) to browsers that accept them: compressed once at build time, not
 * on every request. Files under 1 KB stay as they are.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy:precompress',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg|json)$/.test(fileName)) writeCompressed(path.join(outDir, fileName));
      }
    },
  };
}

/**
 * The family area as an installable app (issue 26): our own service worker (sw/sw.ts, built to dist/sw.js) with
 * the app shell's precache list injected. Registered by the dashboard itself (src/lib/pwa/register-family-app.ts),
 * never by the public pages; the manifest is written by the server from the academy's names
 * (/manifest.webmanifest, apps/server/src/plugins/static-files.ts).
 */
const familyApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The shell: the page, the entry chunk and styles, the fonts, the icons. Lazy pages are kept as they load.
    globPatterns: ['index.html', 'assets/index-*.{js,css}', 'assets/cairo-*.woff2', 'icons/*.png', 'favicon.svg'],
    globIgnores: ['ssr/**', '**/*.{gz,br}'],
  },
});

export default defineConfig({
  plugins: [react(), precompress(), serverRenderer(), familyApp],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without eval in the browser (src/lib/zod-jitless.ts says why); the module itself imports 'zod/v4'.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the server renderer's step (server-renderer-plugin.ts) for each page's stylesheets, then deleted.
    manifest: true,
    rolldownOptions: {
      // The app (index.html) and the public pages' own small script (src/public/main.ts, server-rendered pages).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./src/public/main.ts', import.meta.url)),
      },
      // @academy/shared is pure (its rules say so): an unused zod schema must not reach a page that
      // only needs the language list.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
      // Everything the app's entry imports statically in one chunk (by default it came as some forty small files,
      // each a round trip on a slow phone network); lazy pages keep their own chunks. The public pages' script and
      // what it imports stay out of it: a public page must not download the app.
      output: {
        codeSplitting: {
          groups: [
            { name: 'languages', test: SHARED_WITH_PUBLIC, priority: 2 },
            {
              debugName: 'app',
              name: (id) => (PUBLIC_SCRIPT.test(id) || SHARED_WITH_PUBLIC.test(id) || APP_ENTRY.test(id) ? null : 'app'),
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
