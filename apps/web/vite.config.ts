import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @academy/shared is pure (its rules say so): an unused zod schema must not reach a page that
      // only needs the language list.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
