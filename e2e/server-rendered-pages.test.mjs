// The public pages as the server renders them per request (apps/server/src/plugins/public-pages.ts), read over HTTP
// from the real server: each page in the language of its cookie with its own title and description, an admin's
// course name that cannot break out of the page, the kept pages forgotten when staff change something, concurrent
// renders in two languages that never mix, deep links with filters, odd query strings, HEAD, and the renderer
// itself never served.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, base, launch, newContext } from './support.mjs';

const PAGES = ['/', '/home', '/courses', '/little-stars', '/about', '/contact', '/gallery'];
const DIRECTION = { en: 'ltr', ar: 'rtl', fr: 'ltr' };

const locales = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'apps', 'web', 'src', 'i18n', 'locales');
const texts = (lang, namespace) => JSON.parse(fs.readFileSync(path.join(locales, lang, `${namespace}.json`), 'utf8'));

/** Each page's title and description in `lang`, as the locale files say them, naming the academy `name`. */
function expectedHead(lang, name) {
  const pub = texts(lang, 'public');
  const site = texts(lang, 'main-site');
  const courses = texts(lang, 'courses');
  const named = (text) => text.replaceAll('{{name}}', name);
  const titled = (page) => `${page} | ${name}`;
  return {
    '/': { title: name, description: named(pub.landing.meta_description) },
    '/home': { title: titled(site.home.meta_title), description: named(site.home.meta_description) },
    '/courses': { title: titled(courses.page.title), description: courses.page.description },
    '/little-stars': { title: titled(site.little_stars.meta_title), description: named(site.little_stars.meta_description) },
    '/about': { title: titled(site.about.title), description: named(site.about.meta_description) },
    '/contact': { title: titled(site.contact.title), description: named(site.contact.meta_description) },
    '/gallery': { title: titled(site.gallery.title), description: named(site.gallery.meta_description) },
  };
}

/** The academy's name in `lang` as the admin's settings say it now (other tests change them). */
async function academyName(lang) {
  const { academy } = await (await fetch(`${base}/api/site`)).json();
  return (lang === 'ar' ? academy.name_ar : academy.name) || academy.name;
}

/** A page as a browser asks for it; `lang` sends the language cookie, `cookie` a Cookie header as it is. */
async function page(url, { lang, cookie, method = 'GET' } = {}) {
  const headers = {};
  if (lang) headers.cookie = `academy_lang=${lang}`;
  if (cookie !== undefined) headers.cookie = cookie;
  const res = await fetch(`${base}${url}`, { method, headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** What the head and the page say: `<html lang dir>`, title, description, the body inside #root and the page's state. */
function read(html) {
  const root = /<div id="root" data-islands>([\s\S]*)<\/div>\s*<script type="application\/json" id="page-state">/.exec(html);
  const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    dir: /<html lang="[^"]*" dir="([^"]*)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    h1: decode((/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim()),
    body: root?.[1],
    state: state ? JSON.parse(state[1]) : undefined,
  };
}

/** The page state's queries without their times: what the page was rendered from. */
const queriesOf = (state) => state.queries.map((q) => [JSON.stringify(q.queryKey), JSON.stringify(q.state.data)]).sort();

/** A course made by the admin for one test (deleted by it at the end). */
async function newCourse(token, fields) {
  const body = {
    description_en: 'Small groups, exercises from past papers.',
    level: 'middle',
    grade: '4AM',
    subject: 'mathematics',
    pricing_type: 'session',
    session_price: '500',
    max_students: '20',
    ...fields,
  };
  const created = await api('/api/admin/courses', { token, method: 'POST', body });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  return { id: created.json.course.id, body };
}

let admin;
let browser;
before(async () => {
  admin = (await adminSession()).access_token;
  browser = await launch();
});
after(() => browser?.close());

describe('the language of a public page', () => {
  it("is the cookie's (en, ar, fr): <html lang dir>, and each page's own title and description in it", async () => {
    for (const lang of ['en', 'ar', 'fr']) {
      const expected = expectedHead(lang, await academyName(lang));
      for (const url of PAGES) {
        const res = await page(url, { lang });
        assert.equal(res.status, 200, `${lang} ${url}`);
        assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
        assert.match(res.headers.get('vary') ?? '', /cookie/i, 'a shared cache keeps one copy per language');
        const got = read(res.html);
        assert.deepEqual(
          { lang: got.lang, dir: got.dir, title: got.title, description: got.description },
          { lang, dir: DIRECTION[lang], ...expected[url] },
          `${lang} ${url}`,
        );
        assert.ok(got.h1, `${lang} ${url} has its heading in the HTML`);
      }
    }
  });

  it('is English without the cookie, or with a value it does not know', async () => {
    const english = read((await page('/about')).html);
    assert.equal(english.lang, 'en');
    assert.equal(english.title, expectedHead('en', await academyName('en'))['/about'].title);
    // Not a language of the list, the names every object has (toString, __proto__) included; another cookie's name.
    const unknown = ['de', '', 'AR', '%3Cscript%3E', '"ar"', 'toString', '__proto__', 'constructor'].map((v) => `academy_lang=${v}`);
    for (const cookie of [...unknown, 'lang=ar']) {
      const res = await page('/about', { cookie });
      assert.equal(res.status, 200, cookie);
      const got = read(res.html);
      assert.deepEqual([got.lang, got.dir, got.title, got.h1], [english.lang, english.dir, english.title, english.h1], cookie);
    }
    // Among other cookies, the language cookie is still read.
    assert.equal(read((await page('/about', { cookie: 'theme=dark; academy_lang=ar; other=1' })).html).lang, 'ar');
  });
});

describe("an admin's course name", () => {
  it('cannot close the page state nor add markup to the page, in the HTML or once the catalogue runs', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const course = await newCourse(admin, {
      name_en: hostile,
      name_ar: hostile,
      description_en: '<img src=x onerror=alert(2)> "quoted" & more',
    });
    try {
      for (const lang of ['en', 'ar']) {
        const res = await page(`/courses?course=${course.id}`, { lang });
        assert.equal(res.status, 200);
        // The page's scripts are its module and its state, nothing else.
        assert.deepEqual(res.html.match(/<script\b[^>]*>/g), [
          res.html.match(/<script type="module"[^>]*>/)[0],
          '<script type="application/json" id="page-state">',
        ]);
        assert.equal(res.html.includes('<img src=x'), false, 'the description is text, not an image');
        const got = read(res.html);
        const shown = got.state.queries.flatMap(({ state: { data } }) => [
          ...(data?.course ? [data.course] : []),
          ...(data?.pages?.flatMap((p) => p.courses) ?? []),
        ]);
        assert.ok(
          shown.some((c) => c.id === course.id && c.name === hostile),
          'the page state is whole JSON and holds the name exactly',
        );
        assert.ok(got.body.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'), 'the card shows the name as text');
      }

      // In a browser: no alert, the name as written, before and after the catalogue hydrates.
      const context = await newContext(browser);
      const tab = await context.newPage();
      const dialogs = [];
      tab.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await tab.goto(`/courses?course=${course.id}`);
      const main = tab.getByRole('main');
      const heading = main.getByRole('heading', { name: hostile, exact: true }).first();
      await heading.waitFor();
      await main.getByLabel('Level', { exact: true }).selectOption('middle');
      await tab.waitForURL(/[?&]level=middle\b/);
      await main.getByTestId('level-badge').filter({ hasNotText: 'Middle school' }).first().waitFor({ state: 'detached' });
      await heading.waitFor();
      assert.deepEqual(dialogs, [], 'no script of the name ran');
      await context.close();
    } finally {
      assert.equal((await api(`/api/admin/courses/${course.id}`, { token: admin, method: 'DELETE' })).status, 200);
    }
  });
});

describe('pages kept by the server', () => {
  it('are forgotten when an admin changes a course: the next page shows the new name, in each language', async () => {
    const stamp = Date.now().toString(36);
    const course = await newCourse(admin, { name_en: `Cache Maths ${stamp}`, name_ar: `رياضيات ${stamp}` });
    try {
      const url = `/courses?search=${stamp}`;
      for (const lang of ['en', 'ar']) {
        // Asked twice: the second answer is the kept page.
        for (let i = 0; i < 2; i += 1)
          assert.ok((await page(url, { lang })).html.includes(lang === 'ar' ? `رياضيات ${stamp}` : `Cache Maths ${stamp}`));
      }
      const changed = await api(`/api/admin/courses/${course.id}`, {
        token: admin,
        method: 'PUT',
        body: { ...course.body, name_en: `Renamed Maths ${stamp}`, name_ar: `رياضيات جديدة ${stamp}` },
      });
      assert.equal(changed.status, 200, JSON.stringify(changed.json));
      const en = (await page(url, { lang: 'en' })).html;
      assert.ok(en.includes(`Renamed Maths ${stamp}`), 'the new English name');
      assert.equal(en.includes(`Cache Maths ${stamp}`), false, 'not the old one');
      const ar = (await page(url, { lang: 'ar' })).html;
      assert.ok(ar.includes(`رياضيات جديدة ${stamp}`), 'the new Arabic name');
    } finally {
      assert.equal((await api(`/api/admin/courses/${course.id}`, { token: admin, method: 'DELETE' })).status, 200);
    }
  });
});

describe('renders at the same time', () => {
  it('never mix languages or data: 20 pages asked at once in Arabic and English are each what it is alone', async () => {
    const stamp = Date.now().toString(36);
    const asked = Array.from({ length: 20 }, (_, i) => ({ url: PAGES[i % PAGES.length], lang: i % 2 ? 'ar' : 'en', i }));
    // Each page in each language alone first; a query string of its own keeps every page from being a kept one.
    const alone = new Map();
    for (const { url, lang } of asked) {
      const key = `${lang} ${url}`;
      if (!alone.has(key)) alone.set(key, read((await page(`${url}?alone=${stamp}`, { lang })).html));
    }
    const together = await Promise.all(asked.map(({ url, lang, i }) => page(`${url}?together=${stamp}-${i}`, { lang })));
    for (const [n, res] of together.entries()) {
      const { url, lang } = asked[n];
      assert.equal(res.status, 200, `${lang} ${url}`);
      const got = read(res.html);
      const want = alone.get(`${lang} ${url}`);
      assert.deepEqual(
        { lang: got.lang, dir: got.dir, title: got.title, description: got.description, h1: got.h1 },
        { lang: want.lang, dir: want.dir, title: want.title, description: want.description, h1: want.h1 },
        `${lang} ${url}`,
      );
      assert.equal(got.body, want.body, `${lang} ${url}: the same page as rendered alone`);
      assert.deepEqual(queriesOf(got.state), queriesOf(want.state), `${lang} ${url}: rendered from its own data only`);
    }
  });
});

describe('addresses', () => {
  it('a deep link with filters is rendered filtered, the filters chosen in the form', async () => {
    const { json } = await api('/api/courses?level=primary');
    assert.ok(json.total > 0 && json.total < (await api('/api/courses')).json.courses.length, 'the demo has primary courses and others');
    for (const lang of ['en', 'ar']) {
      const { html, status } = await page('/courses?level=primary', { lang });
      assert.equal(status, 200);
      const primary = { en: 'Primary', ar: 'الابتدائي' }[lang]; // packages/shared/src/levels.ts, LEVEL_LABELS
      const badges = [...html.matchAll(/data-testid="level-badge"[^>]*>(?:<[^>]+>)*([^<]*)/g)].map((m) => m[1].trim());
      assert.equal(badges.length, json.total, `${lang}: one card per primary course`);
      assert.deepEqual([...new Set(badges)], [primary], `${lang}: every card is a primary course`);
      assert.match(html, /<option value="primary" selected="">/, `${lang}: the level filter shows the chosen level`);
    }
  });

  it('an unknown query string on /about changes nothing and is not echoed', async () => {
    const plain = read((await page('/about')).html);
    const res = await page('/about?utm_source=newsletter&x=%3Cscript%3Ealert(1)%3C%2Fscript%3E&&=&empty');
    assert.equal(res.status, 200);
    const odd = read(res.html);
    assert.deepEqual([odd.lang, odd.title, odd.description, odd.body], [plain.lang, plain.title, plain.description, plain.body]);
    assert.equal(res.html.includes('newsletter'), false);
    assert.equal(/<script>alert/.test(res.html), false);
  });

  it('HEAD answers as GET does, without the body', async () => {
    for (const [url, lang] of [
      ['/about', 'en'],
      ['/', 'ar'],
      ['/courses?level=primary', 'ar'],
      ['/login', 'en'],
    ]) {
      const get = await page(url, { lang });
      const head = await page(url, { lang, method: 'HEAD' });
      assert.equal(head.status, 200, `HEAD ${url}`);
      assert.equal(head.headers.get('content-type'), get.headers.get('content-type'), url);
      // Both compressed alike (fetch asks for br and gzip): the length is the one GET sends, before fetch decompresses it.
      assert.equal(head.headers.get('content-encoding'), get.headers.get('content-encoding'), `${url}: the encoding GET sends`);
      assert.equal(head.headers.get('content-length'), get.headers.get('content-length'), `${url}: the length of the page GET sends`);
      assert.ok(Number(get.headers.get('content-length')) > 0, `${url}: GET says its length`);
      assert.equal(head.html, '', `${url}: no body`);
    }
  });

  it("never serves the server's renderer or its manifest", async () => {
    for (const url of ['/ssr/render-page.js', '/ssr/pages.json', '/ssr/', '/ssr']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await page(url, { method });
        assert.equal(res.status, 404, `${method} ${url}`);
        assert.equal(/renderPublicPage|"template"/.test(res.html), false, `${method} ${url}: nothing of the renderer`);
      }
    }
  });
});
