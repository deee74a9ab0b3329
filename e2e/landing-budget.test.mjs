// The landing page's JavaScript budget (issue 9: at most 150 KB gzipped), checked on the build the browser
// tests run against: a dependency pulled into the entry by one import fails here, not in a later benchmark.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { LANDING_JS_BUDGET_KB, landingJs } from '../scripts/landing-js.mjs';

const dist = process.env.WEB_DIST ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'apps', 'web', 'dist');

describe('landing page budget', () => {
  it(`downloads at most ${LANDING_JS_BUDGET_KB} KB of gzipped JavaScript before it is interactive`, () => {
    const landing = landingJs(dist);
    assert.equal(landing.status, 'measured', 'the web app is built');
    const biggest = [...landing.files].sort((a, b) => b.gzip_bytes - a.gzip_bytes).slice(0, 5);
    assert.ok(
      landing.gzip_kb <= LANDING_JS_BUDGET_KB,
      `${landing.gzip_kb} KB gzip; the biggest: ${biggest.map((f) => `${f.file} ${(f.gzip_bytes / 1024).toFixed(1)} KB`).join(', ')}`,
    );
  });
});
