// Browser flow of the admin's attendance Overview & Analytics screen on the demo academy (a year of
// attendance): the summary cards show figures and the attendance-rate chart draws an svg; the records
// table pages to page 2; the status filter 'Absent' leaves only absent badges; Export CSV downloads
// attendance_report_{today}.csv with a byte order mark and exactly the spec's header row, filtered too;
// in Arabic the page reads right to left and the chart's percentage axis stands on the right; the payment
// due alerts come with their total, the first 20 in the overview and the rest page by page (at 390 px).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { base, launch, adminSession, signedInContext } from './support.mjs';

const HEADER = 'Date,Student,Course,Class,Status,Payment Type,Payment Status,Payment Amount,Marked At';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const adminContext = (session, lang = 'en', width = 1366) => signedInContext(browser, session, { lang, width });

/** Today on the academy's clock (Africa/Algiers), as the file name carries it. */
const algiersToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Every status badge of the table's rows, once the rows shown all have `status` (the previous page stays while loading). */
async function waitForOnlyStatus(page, status) {
  await page.waitForFunction((wanted) => {
    const badges = [...document.querySelectorAll('[data-testid="attendance-row"] [data-testid="record-status"]')];
    return badges.length > 0 && badges.every((badge) => badge.getAttribute('data-status') === wanted);
  }, status);
}

describe('admin attendance overview', () => {
  it('shows the figures and the chart, pages the records, filters by status and exports the CSV', async () => {
    const session = await adminSession();
    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin/attendance');

    const summary = page.getByTestId('overview-summary');
    await summary.waitFor();
    const records = summary.getByRole('region', { name: 'Records' });
    assert.match(await records.textContent(), /Records\s*[\d,]+/);
    const total = Number((await records.textContent()).replace(/\D/g, ''));
    assert.ok(total > 20, `the demo's last 30 days hold more than a page of records, got ${total}`);
    assert.match(await summary.getByRole('region', { name: 'Attendance rate' }).textContent(), /\d+%/);
    assert.match(await summary.getByRole('region', { name: 'Collected today' }).textContent(), /[\d,]+ DA/);
    assert.match(await summary.getByRole('region', { name: 'Outstanding debt' }).textContent(), /[\d,]+ DA/);

    await page.getByTestId('rate-chart').locator('svg.recharts-surface').first().waitFor();
    assert.ok((await page.getByTestId('rate-chart').locator('.recharts-area-curve').count()) > 0, 'the chart draws the rate line');
    assert.equal(await page.getByTestId('recent-activity').locator('li').count(), 5);

    // Page 2 of the records.
    const rows = page.getByTestId('attendance-row');
    assert.equal(await rows.count(), 20);
    const firstOfPage1 = await rows.first().textContent();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByText(new RegExp(`Showing 21–40 of ${total.toLocaleString('en-GB')}`)).waitFor();
    await page.waitForFunction((first) => document.querySelector('[data-testid="attendance-row"]')?.textContent !== first, firstOfPage1);
    assert.equal(await rows.count(), 20);

    // Status: Absent, back to page 1, only absent badges.
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Absent', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'absent' && !url.searchParams.has('page'));
    await waitForOnlyStatus(page, 'absent');
    assert.ok((await rows.count()) > 0);

    // Export CSV of the filtered records.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.equal(download.suggestedFilename(), `attendance_report_${algiersToday()}.csv`);
    const bytes = fs.readFileSync(await download.path());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte order mark, so Excel reads the Arabic names');
    const lines = bytes.subarray(3).toString('utf8').split(/\r?\n/).filter(Boolean);
    assert.equal(lines[0], HEADER);
    assert.ok(lines.length > 1, 'the file holds the records');
    assert.ok(
      lines.slice(1).every((line) => /,absent,/i.test(line)),
      'only the filtered (absent) records are exported',
    );
    await page.getByText(`Downloaded attendance_report_${algiersToday()}.csv`).waitFor();
    await context.close();
  });

  it('counts every payment due, lists the first page with the overview and pages through the rest', async () => {
    const session = await adminSession();
    const api = async (url) => (await fetch(`${base}${url}`, { headers: { Authorization: `Bearer ${session.access_token}` } })).json();
    const every = await api('/api/admin/attendance/payment-due?limit=100');
    assert.ok(every.total > 5, `the demo has more payments due than the 5 shown first, got ${every.total}`);
    const names = every.payment_due_students.map((d) => d.student_name);
    const PAGE = 20;

    const context = await adminContext(session, 'en', 390);
    const page = await context.newPage();
    const overviewAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/attendance/overview');
    await page.goto('/admin/attendance');
    const body = await (await overviewAnswer).json();
    assert.equal(body.payment_due_total, every.total);
    assert.equal(body.payment_due_students.length, Math.min(PAGE, every.total), 'the overview carries one page of alerts');

    const alerts = page.getByTestId('payment-due-alerts');
    await alerts.waitFor();
    assert.equal(
      await alerts.getByLabel(`Payments due: ${every.total.toLocaleString('en-GB')}`).textContent(),
      every.total.toLocaleString('en-GB'),
    );
    const rows = alerts.locator('li');
    assert.equal(await rows.count(), 5);
    await alerts.getByRole('button', { name: `Show all (${every.total.toLocaleString('en-GB')})` }).click();
    assert.equal(await rows.count(), Math.min(PAGE, every.total));
    const shownNames = async () => (await rows.locator('a').allTextContents()).map((n) => n.trim());
    assert.deepEqual(await shownNames(), names.slice(0, PAGE));
    const pages = alerts.getByRole('navigation', { name: 'Pages of the payments due' });
    if (every.total > PAGE) {
      await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
      await pages.getByText(`Showing 21–${Math.min(2 * PAGE, every.total)} of ${every.total.toLocaleString('en-GB')}`).waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="payment-due-list"]')?.getAttribute('aria-busy') === 'false');
      assert.deepEqual(await shownNames(), names.slice(PAGE, 2 * PAGE));
    } else {
      assert.equal(await pages.count(), 0, 'one page of alerts needs no page buttons');
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing overflows at 390 px');
    await alerts.getByRole('button', { name: 'Show less' }).click();
    assert.equal(await rows.count(), 5);
    await context.close();
  });

  it('reads right to left in Arabic, with the chart mirrored', async () => {
    const session = await adminSession();
    const context = await adminContext(session, 'ar');
    const page = await context.newPage();
    await page.goto('/admin/attendance?status=present');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByRole('heading', { name: 'نظرة عامة وتحليلات' }).waitFor();
    const summary = page.getByTestId('overview-summary');
    await summary.waitFor();
    assert.match(await summary.getByRole('region', { name: 'المحصَّل اليوم' }).textContent(), /دج/);
    await waitForOnlyStatus(page, 'present');
    assert.match(await page.getByTestId('attendance-row').first().textContent(), /حاضر/);
    assert.ok(await page.getByRole('columnheader', { name: 'حالة الدفع' }).isVisible());

    const chart = page.getByTestId('rate-chart');
    await chart.locator('svg.recharts-surface').first().waitFor();
    const box = await chart.boundingBox();
    const yAxis = await chart.locator('.recharts-yAxis').first().boundingBox();
    assert.ok(yAxis.x > box.x + box.width / 2, 'the percentage axis stands on the right in Arabic');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'تصدير CSV' }).click()]);
    assert.equal(download.suggestedFilename(), `attendance_report_${algiersToday()}.csv`);
    const text = fs.readFileSync(await download.path()).toString('utf8');
    assert.equal(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0], HEADER);
    await context.close();
  });
});
