// Browser flow of the admin's Reports screen: the revenue report of the demo data renders its chart (an
// svg), Export CSV downloads the same figures and the CSV's total row equals the total shown on screen
// (and the API's total); the PDF export downloads a PDF; the screen reads right to left in Arabic.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { base, launch, adminSession, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const adminContext = (session, lang = 'en', width = 1366) => signedInContext(browser, session, { lang, width });

/** "518,900 DA" / "518.900 دج" as centimes (grouping dropped; the demo's amounts are whole dinars or have 2 decimals). */
const shownCents = (text) => {
  const digits = text.replace(/[^\d.,]/g, '');
  const match = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(digits);
  return Number(match[1].replace(/[.,]/g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
};
const csvCents = (cell) => Math.round(Number(cell) * 100);

describe('admin reports', () => {
  it('renders the revenue chart and exports a CSV whose total row matches the screen', async () => {
    const session = await adminSession();
    const api = await fetch(`${base}/api/admin/reports/revenue`, { headers: { authorization: `Bearer ${session.access_token}` } });
    assert.equal(api.status, 200);
    const report = await api.json();
    assert.ok(report.totals.count > 0, 'the demo data has payments');

    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin/content/reports');
    // The first load downloads the admin bundle: generous on a busy machine (the wait ends on the UI state).
    await page.getByRole('heading', { name: 'Reports', level: 2 }).waitFor({ timeout: 90_000 });
    await page.getByTestId('report-tab-revenue').waitFor();
    assert.equal(await page.getByTestId('report-tab-revenue').getAttribute('aria-selected'), 'true');
    await page.getByTestId('report-chart').locator('svg').first().waitFor({ timeout: 60_000 });
    assert.ok((await page.getByTestId('report-chart').locator('svg .recharts-bar-rectangle').count()) > 0, 'the chart draws bars');

    const shown = (await page.getByTestId('report-total').textContent()).trim();
    assert.equal(shownCents(shown), csvCents(report.totals.total));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    assert.match(download.suggestedFilename(), /^revenue-report-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(lines[0], 'Month,Cash,Card,Bank transfer,Online (CIB / EDAHABIA),Total,Payments');
    const total = lines.at(-1).split(',');
    assert.equal(total[0], 'Total');
    assert.equal(csvCents(total[5]), shownCents(shown));
    assert.equal(Number(total[6]), report.totals.count);
    // The months add up to the total row, in centimes.
    const monthSum = lines.slice(1, -1).reduce((sum, line) => sum + csvCents(line.split(',')[5]), 0);
    assert.equal(monthSum, csvCents(total[5]));

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-pdf').click()]);
    assert.match(pdf.suggestedFilename(), /^revenue-report-.*\.pdf$/);
    assert.equal(
      fs
        .readFileSync(await pdf.path())
        .subarray(0, 4)
        .toString(),
      '%PDF',
    );

    // The period picker's preset 'This year' goes to the URL and the report follows it.
    await page.getByRole('button', { name: 'This year' }).click();
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers', year: 'numeric' }).format(new Date());
    await page.waitForURL(new RegExp(`from=${year}-01-01`));
    await page.getByTestId('report-chart').locator('svg').first().waitFor();

    // Another report from the picker: the debts ageing, its chart and table.
    await page.getByTestId('report-tab-debts').click();
    await page.waitForURL(/report=debts/);
    await page.getByRole('columnheader', { name: 'Age (days)' }).waitFor();
    await context.close();
  });

  it('reads right to left in Arabic', async () => {
    const session = await adminSession();
    const context = await adminContext(session, 'ar', 390);
    const page = await context.newPage();
    await page.goto('/admin/content/reports?report=revenue');
    await page.getByRole('heading', { name: 'التقارير', level: 2 }).waitFor({ timeout: 90_000 });
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByTestId('report-chart').locator('svg').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'تصدير CSV' }).waitFor();
    assert.match(await page.getByTestId('report-totals').textContent(), /المجموع/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `no sideways scroll at 390 px (${overflow})`);
    await context.close();
  });
});
