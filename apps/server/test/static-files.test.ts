import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The built web app as the server sends it: the app's page for any other address, to GET and to HEAD alike, and
 * never the server's own page renderer (dist/ssr/), which sits in the same folder.
 */

let t: TestApp;
let web: string;
const INDEX = '<!doctype html><title>Academy</title><div id="root"></div>';
beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  fs.mkdirSync(path.join(web, 'ssr'));
  fs.writeFileSync(path.join(web, 'ssr', 'render-page.js'), 'export function renderPublicPage() {}');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('the web app', () => {
  it("answers the app's page to GET and HEAD for an address of the app", async () => {
    const get = await t.request({ method: 'GET', url: '/dashboard/payments?student=3' });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toMatch(/^text\/html/);
    expect(get.body).toBe(INDEX);
    const head = await t.request({ method: 'HEAD', url: '/dashboard/payments?student=3' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(String(INDEX.length));
    expect(head.body).toBe('');
  });

  it("never sends the server's renderer, nor the app's page in its place", async () => {
    for (const url of ['/ssr/render-page.js', '/ssr/pages.json', '/ssr/', '/ssr']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.request({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('renderPublicPage');
        expect(res.body).not.toContain('<div id="root">');
      }
    }
  });

  it('answers an unknown API address with a JSON 404, to HEAD too', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.request({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
