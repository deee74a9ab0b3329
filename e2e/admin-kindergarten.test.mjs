// Browser flow of the admin's Kindergarten screen: a child's subscription renewed through the Renew dialog
// (paid in cash, the button double-clicked) moves its next payment date one calendar month on and writes
// exactly one payment to the ledger; the tabs live in the URL; the attendance dialog needs a date; the
// screen reads right to left in Arabic.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, adminSession, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const adminContext = (session, lang = 'en', width = 1366) => signedInContext(browser, session, { lang, width });

async function api(session, path) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${session.access_token}` } });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return res.json();
}

/** One calendar month later, the day clamped to the month's end (31 January -> 28/29 February). */
function plusOneMonth(date) {
  const [y, m, d] = date.split('-').map(Number);
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const longDate = (date, locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('admin kindergarten', () => {
  it('renews a subscription once, in cash, for one more month, and the payment reaches the ledger', async () => {
    const session = await adminSession();
    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Kindergarten' }).click();
    await page.waitForURL(/\/admin\/kindergarten$/);
    await page.getByRole('heading', { name: 'Kindergarten', exact: true }).waitFor();
    await page.getByTestId('kg-summary').getByText('Monthly revenue').waitFor();
    await page.getByTestId('kg-classes-table').waitFor();

    // A demo child whose subscription has a next payment date.
    const cards = page.getByTestId('kg-enrollment-card');
    await cards.first().waitFor();
    const dated = page.locator('[data-testid="kg-enrollment-card"]:has([data-testid="next-payment-date"]:not([data-date=""]))').first();
    const enrollmentId = await dated.getAttribute('data-enrollment-id');
    const current = await dated.getByTestId('next-payment-date').getAttribute('data-date');
    assert.match(current, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(await dated.getByTestId('next-payment-date').textContent(), new RegExp(longDate(current, 'en-GB')));
    const listed = (await api(session, '/api/admin/kindergarten/enrollments?limit=100')).enrollments.find(
      (e) => String(e.id) === enrollmentId,
    );
    assert.ok(listed, `enrollment ${enrollmentId} listed`);
    const before = (await api(session, `/api/admin/students/${listed.student_id}/payment-history`)).payment_history.map((p) => p.id);
    const expected = plusOneMonth(current);

    await dated.getByRole('button', { name: 'Renew', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Renew the subscription of ${listed.student_name}` });
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId('renew-next-date').getAttribute('data-date'), expected);
    assert.equal(await dialog.getByLabel('Amount paid (DA)').inputValue(), String(listed.monthly_amount));
    assert.equal(await dialog.getByRole('textbox', { name: 'Payment method' }).inputValue(), 'Cash');
    // Pay with cash; a double click still pays once (one idempotency key per opening of the dialog).
    await dialog.getByRole('button', { name: 'Pay and renew' }).dblclick();
    await page.getByText('Subscription renewed successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = page.locator(`[data-testid="kg-enrollment-card"][data-enrollment-id="${enrollmentId}"]`);
    await card.locator(`[data-testid="next-payment-date"][data-date="${expected}"]`).waitFor();
    assert.match(await card.getByTestId('next-payment-date').textContent(), new RegExp(longDate(expected, 'en-GB')));
    assert.equal(await card.getByTestId('subscription-status').textContent(), 'Active');

    const history = (await api(session, `/api/admin/students/${listed.student_id}/payment-history`)).payment_history;
    const added = history.filter((p) => !before.includes(p.id));
    assert.equal(added.length, 1, `one new payment, got ${JSON.stringify(added)}`);
    assert.equal(added[0].amount, listed.monthly_amount);
    assert.equal(added[0].payment_method, 'cash');
    assert.equal(added[0].reason, 'subscription');

    // The tab is in the URL; the attendance dialog refuses an empty date.
    await page.getByTestId('kg-filter-active').click();
    await page.waitForURL(/filter=active/);
    const activeCard = page.locator(`[data-testid="kg-enrollment-card"][data-enrollment-id="${enrollmentId}"]`);
    await activeCard.waitFor();
    await activeCard.getByRole('button', { name: 'Attendance', exact: true }).click();
    const mark = page.getByRole('dialog', { name: `Mark attendance of ${listed.student_name}` });
    await mark.getByLabel('Date').fill('');
    await mark.getByRole('button', { name: 'Mark attendance' }).click();
    await mark.getByText('Please select a date').waitFor();
    // Yesterday in Algiers, excused: marked, and listed in the child's details.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(new Date());
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await mark.getByLabel('Date').fill(yesterday);
    await mark.getByText('Excused', { exact: true }).click();
    assert.equal(await mark.getByRole('radio', { name: 'Excused' }).isChecked(), true);
    await mark.getByRole('button', { name: 'Mark attendance' }).click();
    await page.getByText('Attendance marked successfully!').waitFor();
    await mark.waitFor({ state: 'detached' });
    await activeCard.getByRole('button', { name: 'Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: `Details of ${listed.student_name}` });
    const day = details.getByRole('listitem').filter({ hasText: longDate(yesterday, 'en-GB') });
    await day.waitFor();
    assert.match(await day.textContent(), /Excused/);
    await context.close();
  });

  it('reads right to left in Arabic', async () => {
    const session = await adminSession();
    const context = await adminContext(session, 'ar');
    const page = await context.newPage();
    await page.goto('/admin/kindergarten');
    await page.getByRole('heading', { name: 'الروضة', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.getByRole('heading', { name: 'الأطفال المسجلون' }).waitFor();
    await page.getByTestId('kg-enrollment-card').first().getByRole('button', { name: 'تجديد', exact: true }).waitFor();
    await context.close();
  });
});
