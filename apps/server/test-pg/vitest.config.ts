import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The suites that need PostgreSQL and Redis and start real server processes: `npm run test:pg` runs them. */
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    include: ['apps/server/test-pg/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
