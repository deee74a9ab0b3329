import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../src/db/schema';
import { forgetMessagingContext } from '../src/modules/messaging/settings';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The family app's files (issue 26) as the server sends them from a built web app: the service worker checked on
 * every visit (no-cache) and allowed at the root, the manifest written from the academy's names in the asked
 * language, and a CSP that lets the worker and the manifest load from this origin.
 */

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Academy</title><div id="root"></div>');
  fs.writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("push", () => {});');
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('the family app files', () => {
  it('serves sw.js fresh (no-cache), allowed at the root, and hashed assets for a year', async () => {
    const sw = await t.request({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const asset = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['service-worker-allowed']).toBeUndefined();
  });

  it('lets the worker and the manifest load from this origin only (CSP)', async () => {
    const csp = (await t.request({ method: 'GET', url: '/dashboard' })).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it("writes the manifest from the academy's names, in the asked language and direction, opening on the dashboard", async () => {
    const en = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.json()).toMatchObject({
      name: 'Nour Academy',
      short_name: 'Nour Academy',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      dir: 'ltr',
      theme_color: '#1864ab',
    });
    expect(en.json().icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const ar = (await t.request({ method: 'GET', url: '/manifest.webmanifest?lang=ar' })).json();
    expect(ar).toMatchObject({ name: 'أكاديمية النور', lang: 'ar', dir: 'rtl' });
    // Anything else asked: the default language, never an error.
    for (const lang of ['de', '', '<script>', 'ar&lang=en', 'toString', '__proto__']) {
      const res = await t.request({ method: 'GET', url: `/manifest.webmanifest?lang=${encodeURIComponent(lang)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().lang).toBe('en');
    }
    const twice = await t.request({ method: 'GET', url: '/manifest.webmanifest?lang=ar&lang=en' });
    expect(twice.statusCode).toBe(200);
  });

  it("follows the academy's names as the admin saved them in the site settings", async () => {
    const [existing] = await t.app.deps.db.select().from(settings).where(eq(settings.key, 'site'));
    const value = { ...((existing?.value as object) ?? {}), name: 'Star Academy', name_ar: 'أكاديمية النجم' };
    if (existing) await t.app.deps.db.update(settings).set({ value }).where(eq(settings.key, 'site'));
    else await t.app.deps.db.insert(settings).values({ key: 'site', value });
    forgetMessagingContext(t.app.deps.config);
    expect((await t.request({ method: 'GET', url: '/manifest.webmanifest' })).json().name).toBe('Star Academy');
    expect((await t.request({ method: 'GET', url: '/manifest.webmanifest?lang=ar' })).json().name).toBe('أكاديمية النجم');
  });
});
