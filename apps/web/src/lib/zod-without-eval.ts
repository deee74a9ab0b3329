import { config } from 'zod/v4/core';

// Imported first by main.tsx, before any schema is built. The server's Content-Security-Policy allows no
// 'unsafe-eval'; zod compiles its object parsers with `new Function` and, to know whether it may, tries one when
// a schema is built. The refused try is a CSP violation on every page with a schema (Chromium's Issues panel,
// Lighthouse's best practices). Jitless, zod neither tries nor compiles, and parses the same.
config({ jitless: true });
