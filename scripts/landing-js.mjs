// The JavaScript the landing page downloads, measured on a build: printed by `npm run bench`, held to its
// budget by e2e/landing-budget.test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Issue 9's budget for '/', gzipped. */
export const LANDING_JS_BUDGET_KB = 150;

/**
 * The JavaScript '/' downloads before it is interactive, gzipped (zlib default level): the module entry and
 * its modulepreload files; for the prerendered '/' (dist/prerendered/index.html), its boot script, the entry
 * that script adds and the page's own modules it preloads (data-preload).
 * @param {string} dist the web build (apps/web/dist)
 * @returns {{ status: 'measured' | 'web not built', files?: { file: string, bytes: number, gzip_bytes: number }[], gzip_kb?: number,
 * raw_kb?: number }}
 */
export function landingJs(dist) {
  const prerendered = path.join(dist, 'prerendered', 'index.html');
  const indexFile = fs.existsSync(prerendered) ? prerendered : path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return { status: 'web not built' };
  const html = fs.readFileSync(indexFile, 'utf8');
  /** @param {string} tag @param {string} name */
  const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  /** @type {Set<string>} */
  const urls = new Set();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (!src) continue;
    urls.add(src);
    if (attr(tag, 'type') === 'module') continue;
    // boot.js: the entry it adds after the first paint, and the page's modules it preloads with it.
    const entry = /script\.src = "([^"]+)"/.exec(fs.readFileSync(path.join(dist, src.replace(/^\//, '')), 'utf8'))?.[1];
    if (entry) urls.add(entry);
    for (const module of (attr(tag, 'data-preload') ?? '').split(' ').filter(Boolean)) urls.add(module);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(tag, 'href');
    if (attr(tag, 'rel') === 'modulepreload' && href) urls.add(href);
  }
  const files = [...urls]
    .filter((u) => !/^(https?:)?\/\//.test(u))
    .map((u) => {
      const bytes = fs.readFileSync(path.join(dist, u.split('?')[0].replace(/^\//, '')));
      return { file: u, bytes: bytes.length, gzip_bytes: zlib.gzipSync(bytes).length };
    });
  /** @param {number} n */
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  return {
    status: 'measured',
    files,
    gzip_kb: kb(files.reduce((s, f) => s + f.gzip_bytes, 0)),
    raw_kb: kb(files.reduce((s, f) => s + f.bytes, 0)),
  };
}
