// Browser flow of paying online (issue 27) against the local Chargily simulator that e2e/run.mjs starts
// (scripts/fake-chargily.mjs): a parent on a 390 px phone in Arabic presses Pay online on a child's debt, the dialog
// shows the server's amount, a double click on Continue makes ONE checkout, the simulator's page is paid, the
// return page says paid with the receipt, the receipt opens, the debt is 0 on the payments page, and the admin's
// Online payments page lists it as paid with Chargily's fee.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, base, launch, signedInContext } from './support.mjs';

const chargily = process.env.E2E_CHARGILY_URL;

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

/** "1.000 دج", "1,500 DA": the whole dinars of a formatted amount. */
const dinars = (text) => Number(text.replace(/[^\d]/g, ''));

describe('paying online with Chargily', () => {
  it('a parent pays a debt on a phone in Arabic: one checkout, paid, a receipt, no debt left; the admin sees it with its fee', async () => {
    assert.ok(chargily, 'e2e/run.mjs gives the Chargily simulator URL (E2E_CHARGILY_URL)');
    const login = await api('/api/auth/login', { method: 'POST', body: { email: 'parent@academy.dz', password: 'parent123' } });
    assert.equal(login.status, 200);
    const parent = login.json;
    const token = parent.access_token;
    const options = (await api('/api/online-payments/options', { token })).json;
    assert.equal(options.enabled, true, 'a Chargily key is configured');
    const debt = options.options.find((o) => o.purpose === 'debt');
    assert.ok(debt, 'a demo child owes something');
    const checkoutsBefore = (await api('/api/online-payments/checkouts', { token })).json.checkouts.length;

    const context = await signedInContext(browser, parent, { lang: 'ar', width: 390 });
    const page = await context.newPage();
    const posts = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/online-payments/checkouts') && posts.push(r.url()));
    await page.goto('/dashboard/payments');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    // The child who owes is the one shown.
    const switcher = page.getByTestId('student-switcher');
    if (await switcher.count()) await switcher.getByText(debt.student_name, { exact: true }).click();
    await page.getByRole('heading', { name: `مدفوعات ${debt.student_name}`, exact: true }).waitFor();

    const pay = page.locator('[data-testid="pay-online"][data-purpose="debt"]');
    await pay.click();
    const dialog = page.getByTestId('pay-online-dialog');
    await dialog.waitFor();
    assert.equal(dinars(await dialog.getByTestId('pay-online-amount').innerText()), debt.amount, "the dialog shows the server's amount");
    assert.match(await dialog.getByTestId('pay-online-amount').innerText(), /دج/);
    // The cards are radios with 44 px targets.
    const cib = dialog.getByRole('radio', { name: /CIB/ });
    assert.ok((await cib.boundingBox()).height >= 44, 'the CIB choice is at least 44 px high');
    await cib.click();
    assert.equal(await cib.getAttribute('aria-checked'), 'true');
    await dialog.getByTestId('pay-online-continue').dblclick();

    // Chargily's page (the simulator's): Pay.
    await page.waitForURL(`${chargily}/checkout/**`);
    assert.equal(posts.length, 1, 'one checkout for a double click');
    assert.equal(dinars(await page.locator('#amount').innerText()), debt.amount);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back on the academy's return page: paid, with the receipt.
    await page.waitForURL(`${base}/dashboard/payments/online/*`);
    assert.match(page.url(), /result=success/);
    const result = page.locator('[data-testid="checkout-result"][data-status="paid"]');
    await result.waitFor();
    await result.getByText('تم استلام الدفعة', { exact: true }).waitFor();
    const checkoutId = Number(new URL(page.url()).pathname.split('/').pop());
    const checkout = (await api(`/api/online-payments/checkouts/${checkoutId}`, { token })).json;
    assert.equal(checkout.status, 'paid');
    assert.equal(checkout.amount, debt.amount);
    assert.equal(checkout.payments.length, 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the return page fits a 390 px phone (${overflow}px)`);

    await result.getByTestId('checkout-receipt').click();
    await page.waitForURL(`**/dashboard/payments/receipts/${checkout.payments[0].id}`);
    await page.getByText(checkout.payments[0].receipt_number).first().waitFor();

    // The payments page: no debt left for that child, no debt button, the checkout listed as paid.
    await page.goto('/dashboard/payments');
    if (await switcher.count()) await switcher.getByText(debt.student_name, { exact: true }).click();
    await page.getByRole('heading', { name: `مدفوعات ${debt.student_name}`, exact: true }).waitFor();
    await page.locator(`[data-testid="online-checkout"][data-checkout="${checkoutId}"] [data-status="paid"]`).waitFor();
    assert.equal(await pay.count(), 0, 'nothing left to pay on this debt');
    const money = (await api(`/api/payments/student-payments?student_id=${debt.student_id}`, { token })).json;
    assert.equal(money.students.find((s) => s.student_id === debt.student_id).total_debt, 0);
    assert.equal((await api('/api/online-payments/checkouts', { token })).json.checkouts.length, checkoutsBefore + 1);
    await context.close();

    // The admin's Online payments page: the checkout, paid, with Chargily's fee and the receipt.
    const admin = await adminSession();
    const listed = (await api('/api/admin/online-payments?status=paid', { token: admin.access_token })).json;
    const row = listed.checkouts.find((c) => c.id === checkoutId);
    assert.ok(row, 'the admin lists the checkout');
    assert.ok(row.fees > 0, 'with the fee Chargily took');
    const desk = await signedInContext(browser, admin);
    const adminPage = await desk.newPage();
    await adminPage.goto('/admin/online-payments');
    const line = adminPage.locator(`[data-testid="admin-checkout"][data-checkout="${checkoutId}"]`);
    await line.waitFor();
    assert.equal(await line.getByTestId('admin-checkout-status').getAttribute('data-status'), 'paid');
    assert.match(await line.innerText(), new RegExp(`${row.fees} DA`));
    await line.getByTestId('admin-checkout-receipt').waitFor();
    await adminPage
      .getByRole('tab', { name: 'Online payments' })
      .or(adminPage.getByRole('link', { name: 'Online payments' }))
      .first()
      .waitFor();
    await desk.close();
  });

  it('cash at the desk while the parent is on Chargily’s page: the online money becomes the family’s credit, shown to both; the same webhook again and a forged one change nothing', async () => {
    const admin = await adminSession();
    // A demo family that owes (they sign in with their phone and family123), not the demo parent.
    const pending = (await api('/api/payments/admin/pending?limit=50', { token: admin.access_token })).json.pending_payments;
    let family;
    for (const row of pending) {
      if (!row.parent_phone || row.parent_phone === '0550000001') continue;
      const login = await api('/api/auth/login', { method: 'POST', body: { phone: row.parent_phone, password: 'family123' } });
      if (login.status !== 200) continue;
      const options = (await api('/api/online-payments/options', { token: login.json.access_token })).json;
      const debt = options.options.find((o) => o.purpose === 'debt' && o.student_id === row.student_id);
      if (debt) {
        family = { session: login.json, debt };
        break;
      }
    }
    assert.ok(family, 'a demo family owes and can sign in');
    const { session, debt } = family;
    const context = await signedInContext(browser, session, { lang: 'en', width: 1366 });
    const page = await context.newPage();
    await page.goto('/dashboard/payments');
    // The child who owes is the one shown (a segmented control for a few children, a list for more).
    await page.getByRole('heading', { name: /^Payments of / }).waitFor();
    const heading = page.getByRole('heading', { name: `Payments of ${debt.student_name}`, exact: true });
    if (!(await heading.count())) {
      const segmented = page.getByTestId('student-switcher');
      if (await segmented.count()) await segmented.getByText(debt.student_name, { exact: true }).click();
      else await page.getByLabel('Student shown').selectOption({ label: debt.student_name });
      await heading.waitFor();
    }
    await page.locator('[data-testid="pay-online"][data-purpose="debt"]').click();
    await page.getByTestId('pay-online-continue').click();
    await page.waitForURL(`${chargily}/checkout/**`);
    const remoteId = new URL(page.url()).pathname.split('/').pop();

    // Meanwhile the other parent pays the whole debt in cash at the desk.
    const owed = (await api(`/api/payments/student-payments?student_id=${debt.student_id}`, { token: session.access_token })).json;
    const debtNow = owed.students.find((s) => s.student_id === debt.student_id).total_debt;
    const desk = await api('/api/attendance/clear-debt', {
      token: admin.access_token,
      method: 'POST',
      body: { user_id: debt.student_id, amount: debtNow, payment_method: 'cash', idempotency_key: `e2e-desk-${remoteId}` },
    });
    assert.equal(desk.status, 200, JSON.stringify(desk.json));

    // The parent pays on Chargily's page: paid, and what was no longer owed is kept as credit.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`${base}/dashboard/payments/online/*`);
    const result = page.locator('[data-testid="checkout-result"][data-status="paid"]');
    await result.waitFor();
    const note = await result.getByTestId('over-collected').innerText();
    assert.ok(dinars(note) >= debt.amount, `the return page says the money is kept as credit (${note})`);
    await page.goto('/dashboard/payments');
    const credit = await page.getByTestId('family-credit').innerText();
    assert.equal(dinars(credit), debt.amount, `the payments page shows the family's credit (${credit})`);

    // The admin sees the same: the checkout over-collected, by its finding.
    const adminContext = await signedInContext(browser, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/online-payments?finding=over_collected');
    const listed = (await api('/api/admin/online-payments?finding=over_collected', { token: admin.access_token })).json.checkouts;
    const row = listed.find((c) => c.checkout_id === remoteId);
    assert.ok(row, 'the admin lists the over-collected checkout');
    assert.equal(row.over_collected, debt.amount);
    const line = adminPage.locator(`[data-testid="admin-checkout"][data-checkout="${row.id}"]`);
    await line.waitFor();
    assert.equal(await line.getByTestId('admin-checkout-finding').count(), 1);
    await adminContext.close();

    // Chargily delivers the same event again, then someone posts a forged one: nothing moves.
    const sent = await (await fetch(`${chargily}/__simulator/checkouts/${remoteId}/deliveries`)).json();
    const paidEvent = sent.find((d) => d.type === 'checkout.paid');
    assert.equal(paidEvent.status, 200);
    const again = await (
      await fetch(`${chargily}/__simulator/checkouts/${remoteId}/deliver`, {
        method: 'POST',
        body: JSON.stringify({ type: 'checkout.paid', event_id: paidEvent.eventId }),
      })
    ).json();
    assert.equal(again.status, 200);
    assert.equal(JSON.parse(again.body).outcome, 'duplicate_event');
    const forged = await (
      await fetch(`${chargily}/__simulator/checkouts/${remoteId}/deliver`, {
        method: 'POST',
        body: JSON.stringify({ type: 'checkout.paid', signature: '0'.repeat(64) }),
      })
    ).json();
    assert.equal(forged.status, 401);
    await page.reload();
    assert.equal(dinars(await page.getByTestId('family-credit').innerText()), debt.amount, 'the credit is unchanged');
    const payments = (await api(`/api/online-payments/checkouts/${row.id}`, { token: session.access_token })).json.payments;
    assert.equal(payments.length, 1, 'one online payment');
    await context.close();
  });
});
