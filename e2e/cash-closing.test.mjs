// Browser flow of closing the cash (issue 28 item 4), on a 390 px phone in French: the admin opens the latest past
// day with money that is still open (the demo leaves it for the morning after), reads its figures, presses
// "Clôturer la journée", the dialog states the totals that will be kept, the admin confirms; the day then reads
// Clôturée with who closed it, the button is gone, and the server keeps the same figures (a second closing is 409).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, launch, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

/** The latest day before today that has money and is not closed yet. */
async function openPastDay(token) {
  const today = (await api('/api/admin/cash-closing', { token })).json.today;
  for (let back = 1; back <= 30; back += 1) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const day = await api(`/api/admin/cash-closing?date=${date}`, { token });
    assert.equal(day.status, 200);
    if (day.json.status === 'open' && day.json.figures.academy.payments.count > 0) return day.json;
  }
  throw new Error('no open past day with money in the demo');
}

/** An amount as the page writes it in French ("1 500 DA", with narrow no-break spaces), read back as a number. */
const amountOf = (text) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('closing the cash', () => {
  it('on a phone in French: the dialog states the totals, the day is closed once, by the admin', async () => {
    const session = await adminSession();
    const token = session.access_token;
    const day = await openPastDay(token);
    const totals = day.figures.academy;

    const context = await signedInContext(browser, session, { lang: 'fr', width: 390 });
    const page = await context.newPage();
    await page.goto(`/admin/cash-closing?date=${day.date}`);
    await page.getByTestId('cash-status-open').waitFor();
    assert.equal(await page.getByTestId('cash-status-open').textContent(), 'Ouverte');
    assert.equal(amountOf(await page.getByTestId('cash-received-value').textContent()), totals.payments.amount);
    assert.equal(amountOf(await page.getByTestId('cash-cash_expected-value').textContent()), totals.cash_expected);
    // Phones get a card per staff member, not the table.
    await page.getByTestId('cash-card-academy').waitFor();
    assert.equal(await page.getByTestId('cash-staff-table').count(), 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);

    await page.getByTestId('close-day').click();
    const dialog = page.getByTestId('close-day-dialog');
    await dialog.waitFor();
    await dialog.getByText(/^Clôturer la caisse du .+ \?$/).waitFor();
    const rows = dialog.getByTestId('close-day-totals').locator('tr');
    const cell = async (label) => (await rows.filter({ hasText: label }).locator('td').nth(1).textContent()) ?? '';
    assert.equal(amountOf((await cell('Total encaissé')).split('·')[0]), totals.payments.amount);
    assert.equal(amountOf(await cell('Espèces attendues en caisse')), totals.cash_expected);
    assert.match(await cell('Reçus'), new RegExp(`${totals.receipts.first}.*${totals.receipts.last}`));
    await dialog.getByTestId('close-day-confirm').dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/La caisse du .+ est clôturée\./).waitFor();
    await page.getByTestId('cash-status-closed').waitFor();
    assert.match(await page.getByTestId('cash-status-text').textContent(), /^Clôturée le .+ par .+\. Voici les chiffres/);
    assert.equal(await page.getByTestId('close-day').count(), 0);
    await context.close();

    const closed = (await api(`/api/admin/cash-closing?date=${day.date}`, { token })).json;
    assert.equal(closed.status, 'closed');
    assert.deepEqual(closed.figures, day.figures);
    const again = await api(`/api/admin/cash-closing/${day.date}/close`, { token, method: 'POST' });
    assert.deepEqual([again.status, again.json.code], [409, 'cash_day_already_closed']);
  });
});
