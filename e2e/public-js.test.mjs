// The JavaScript of each public page (issue 29: at most 100 KB gzipped at load), measured in Chromium as a first-time
// visitor on a phone sees it, in English and Arabic: a dependency pulled into the pages' script, or an island
// hydrated at load, fails here. The signed-in areas' code never comes with a public page. What an island costs when
// the visitor first reaches for it is printed beside (information, not a budget).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PUBLIC_JS_BUDGET_KB, PUBLIC_PAGES, measurePage } from '../scripts/public-js.mjs';
import { base, launch } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

/** The `most` biggest files, biggest first, on one line. */
const listed = (files, most = 10) =>
  [...files]
    .sort((a, b) => b.gzip_bytes - a.gzip_bytes)
    .slice(0, most)
    .map((f) => `${f.file} ${(f.gzip_bytes / 1024).toFixed(1)} KB`)
    .join(', ');

describe(`each public page downloads at most ${PUBLIC_JS_BUDGET_KB} KB of gzipped JavaScript at load, and no code of the signed-in areas`, () => {
  for (const lang of ['en', 'ar']) {
    for (const route of PUBLIC_PAGES) {
      it(`${route} (${lang})`, async (t) => {
        const measured = await measurePage(browser, { base, route, lang });
        t.diagnostic(`${route} ${lang}: ${measured.gzip_kb} KB gzip (${measured.raw_kb} KB raw) in ${measured.files.length} files`);
        assert.equal(measured.page_lang, lang, 'the page is in the language asked');
        assert.ok(measured.files.length > 0, 'the page runs its script (a measure of nothing would pass)');
        assert.deepEqual(measured.private_code, [], 'no code of the dashboard, the admin or the teachers');
        assert.ok(measured.gzip_kb <= PUBLIC_JS_BUDGET_KB, `${measured.gzip_kb} KB gzip: ${listed(measured.files)}`);
      });
    }
  }
});

describe('what an island costs when the visitor first reaches for it (printed, not a budget)', () => {
  it("the catalogue's first filter on /courses", async (t) => {
    const measured = await measurePage(browser, {
      base,
      route: '/courses',
      lang: 'en',
      interact: async (page) => {
        const main = page.getByRole('main');
        const count = main.getByTestId('result-count');
        const before = await count.innerText();
        await main.getByLabel('Level', { exact: true }).selectOption('primary');
        await page.waitForURL(/[?&]level=primary\b/);
        await count.filter({ hasNotText: before }).waitFor();
        for (const level of await main.getByTestId('level-badge').allInnerTexts()) assert.equal(level, 'Primary', 'the filter applies');
      },
    });
    const { interaction } = measured;
    t.diagnostic(
      `/courses at load ${measured.gzip_kb} KB gzip; its first filter then downloads ${interaction.gzip_kb} KB gzip ` +
        `(${interaction.raw_kb} KB raw) in ${interaction.files.length} files; the biggest: ${listed(interaction.files, 8)}`,
    );
    assert.deepEqual(interaction.private_code, [], 'no code of the signed-in areas for a visitor filtering the catalogue');
  });
});
