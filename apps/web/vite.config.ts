import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPublicPages, writeCompressed } from './prerender-plugin.ts';

// The API server in development; API_PROXY_TARGET points the dev server elsewhere (another port).
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/uploads': api };

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
    globIgnores: ['prerendered/**', '**/*.{gz,br}'],
  },
});

export default defineConfig({
  plugins: [react(), precompress(), prerenderPublicPages(), familyApp],
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
    // Read by the prerender (prerender-plugin.ts) for each page's stylesheets, then deleted.
    manifest: true,
    rolldownOptions: {
      // @academy/shared is pure (its rules say so): an unused zod schema must not reach a page that
      // only needs the language list.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
      // Everything the entry imports statically in one chunk (by default it came as some forty small files,
      // each a round trip on a slow phone network); lazy pages keep their own chunks.
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
