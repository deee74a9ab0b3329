import { config } from 'zod/v4';

// The web build's `zod`: vite.config.ts points every `import … from 'zod'` here (the shared schemas' too), so
// this runs before the first schema is built, in whichever lazy chunk that is, and the landing page loads no
// zod at all. The server's Content-Security-Policy allows no 'unsafe-eval'; zod compiles its object parsers
// with `new Function` and, to know whether it may, tries one when a schema is built. The refused try is a CSP
// violation on every page with a schema (Chromium's Issues panel, Lighthouse's best practices). Jitless, zod
// neither tries nor compiles, and parses the same.
config({ jitless: true });

export * from 'zod/v4';
