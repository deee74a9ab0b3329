// The JavaScript each public page downloads, measured in Chromium as a first-time visitor sees it: held to its
// budget by e2e/public-js.test.mjs, printed by `npm run bench`.
import zlib from 'node:zlib';

/** Issue 29's budget for each public page, gzipped, at load (the welcome popup included). */
export const PUBLIC_JS_BUDGET_KB = 100;

/** The pages the server renders for visitors (apps/web/src/ssr/render-page.tsx). */
export const PUBLIC_PAGES = ['/', '/home', '/courses', '/little-stars', '/about', '/contact', '/gallery'];

/** The code of the signed-in areas (their routes, pages and texts): a public page never downloads it. */
export const PRIVATE_CODE = /\/assets\/(admin|dashboard|teacher|overview-page|attendance-layout|family-app)[\w-]*\.js$/;

/** The cookie the site's language buttons set (packages/shared/src/languages.ts: LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'academy_lang';

/** How long the network must stay quiet to be idle (what Playwright's 'networkidle' waits for). */
const QUIET_MS = 500;

/**
 * @typedef {{ file: string, bytes: number, gzip_bytes: number }} Script
 * @typedef {{ files: Script[], gzip_kb: number, raw_kb: number, private_code: string[] }} Downloaded
 * @typedef {Downloaded & { route: string, lang: string, page_lang: string | null, interaction?: Downloaded }} PageMeasure
 */

/** @param {number} bytes */
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Every script the page downloads from now on, with its size gzipped as the build's .gz copies are (level 9), and
 * a wait for the network to go quiet.
 * @param {import('playwright-core').Page} page
 */
function watch(page) {
  /** @type {Promise<Script>[]} */
  let scripts = [];
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    scripts.push(response.body().then((body) => ({ file, bytes: body.length, gzip_bytes: zlib.gzipSync(body, { level: 9 }).length })));
  });
  return {
    /** The network has been quiet for QUIET_MS (fails after `timeout` ms). */
    async idle(timeout = 30_000) {
      const deadline = Date.now() + timeout;
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the network never went quiet (${inFlight} requests in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** The scripts downloaded since the last call. */
    async take() {
      const files = await Promise.all(scripts);
      scripts = [];
      return summary(files);
    },
  };
}

/**
 * @param {Script[]} files
 * @returns {Downloaded}
 */
function summary(files) {
  return {
    files,
    gzip_kb: kb(files.reduce((s, f) => s + f.gzip_bytes, 0)),
    raw_kb: kb(files.reduce((s, f) => s + f.bytes, 0)),
    private_code: files.map((f) => f.file).filter((f) => PRIVATE_CODE.test(f)),
  };
}

/**
 * Opens `route` in `lang` as an anonymous first-time visitor on a phone (a fresh context: no cache, nothing
 * stored, the language cookie only for another language than English), waits for the network to be idle and
 * for the moment a second after the load event (when the welcome popup comes) to pass, and for the network
 * again. Answers the JavaScript downloaded by then; `interact(page)`, when given, is then done and what it
 * downloads is answered as `interaction`.
 * @param {import('playwright-core').Browser} browser
 * @param {{ base: string, route: string, lang: string, interact?: (page: import('playwright-core').Page) => Promise<void> }} options
 * @returns {Promise<PageMeasure>}
 */
export async function measurePage(browser, { base, route, lang, interact }) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: lang === 'ar' ? 'ar-DZ' : lang === 'fr' ? 'fr-DZ' : 'en-GB',
    timezoneId: 'Africa/Algiers',
  });
  try {
    if (lang !== 'en') await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: base }]);
    const page = await context.newPage();
    const network = watch(page);
    const response = await page.goto(route, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
    await network.idle();
    await page.waitForFunction(() => {
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      return navigation.loadEventStart > 0 && performance.now() > navigation.loadEventStart + 1000;
    });
    await network.idle();
    const atLoad = await network.take();
    const page_lang = await page.locator('html').getAttribute('lang');
    if (!interact) return { route, lang, page_lang, ...atLoad };
    await interact(page);
    await network.idle();
    return { route, lang, page_lang, ...atLoad, interaction: await network.take() };
  } finally {
    await context.close();
  }
}

/**
 * Every public page in every language of `langs`: `{ route, lang, gzip_kb, raw_kb, files, private_code }` each, and the
 * budget.
 * @param {import('playwright-core').Browser} browser
 * @param {{ base: string, langs?: string[], pages?: string[] }} options
 * @returns {Promise<{ budget_kb: number, pages: PageMeasure[] }>}
 */
export async function measurePublicPages(browser, { base, langs = ['en', 'ar'], pages = PUBLIC_PAGES }) {
  /** @type {PageMeasure[]} */
  const measured = [];
  for (const lang of langs) for (const route of pages) measured.push(await measurePage(browser, { base, route, lang }));
  return { budget_kb: PUBLIC_JS_BUDGET_KB, pages: measured };
}
