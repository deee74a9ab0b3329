// Browser flow of a payment's reversal (issue 25 item 3): on a student's page the admin presses Reverse on a
// payment, the dialog refuses an empty reason, the reason given and the button double-clicked write ONE
// reversal; the row then reads Reversed with its amount struck, the debt came back, and the Arabic page says
// ملغى, right to left.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, launch, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

/** A demo student whose latest payment is not reversed, with that payment. */
async function studentWithPayment(token) {
  // Earlier tests in the run add students with no payment: page on until a demo student with one.
  for (let offset = 0; offset < 2000; offset += 100) {
    const list = await api(`/api/admin/students/detailed?limit=100&offset=${offset}`, { token });
    assert.equal(list.status, 200);
    if (list.json.students.length === 0) break;
    for (const student of list.json.students) {
      const history = await api(`/api/admin/students/${student.id}/payment-history`, { token });
      const latest = history.json?.payment_history?.[0];
      if (latest && !latest.reversed) return { student, payment: latest };
    }
  }
  throw new Error('no demo student with a payment');
}

const debtOf = async (token, id) => (await api(`/api/admin/students/${id}`, { token })).json.student.total_debt;

describe('reversing a payment', () => {
  it('asks a reason, reverses once on a double click, shows Reversed, and the debt comes back', async () => {
    const session = await adminSession();
    const token = session.access_token;
    const { student, payment } = await studentWithPayment(token);
    const debtBefore = await debtOf(token, student.id);

    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    await page.goto(`/admin/people/students/${student.id}`);
    const row = page.getByTestId('history-payment').first();
    await row.waitFor();
    await row.getByRole('button', { name: `Reverse payment ${payment.receipt_number}` }).click();

    const dialog = page.getByTestId('reverse-payment-dialog');
    await dialog.waitFor();
    await page.getByRole('dialog').getByText('Reverse this payment?').waitFor();
    // No reason: refused in the dialog, nothing sent.
    await dialog.getByTestId('reverse-payment-submit').click();
    await dialog.getByText('This field is required.').waitFor();
    assert.equal((await api(`/api/admin/students/${student.id}/payment-history`, { token })).json.payment_history[0].reversed, false);

    await dialog.getByTestId('reverse-payment-reason').fill('Entered twice by mistake');
    await dialog.getByTestId('reverse-payment-submit').dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/Payment reversed\. The student now owes/).waitFor();
    // The dialog now names the credit note it issued, which cancels the receipt, and gives its PDF.
    const issued = page.getByTestId('credit-note-issued');
    const creditNote = (await issued.getByTestId('credit-note-number').innerText()).trim();
    assert.match(creditNote, /^AV-\d{4}-\d{6}$/);
    await issued.getByText(payment.receipt_number).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), issued.getByTestId('credit-note-pdf').click()]);
    assert.equal(download.suggestedFilename(), `credit-note-${creditNote}.pdf`);
    await issued.getByRole('button', { name: 'Close' }).click();
    await issued.waitFor({ state: 'detached' });
    await row.getByTestId('payment-reversed').waitFor();
    assert.equal(await row.getByTestId('payment-reversed').textContent(), 'Reversed');
    assert.equal(await row.getByRole('button', { name: /Reverse payment/ }).count(), 0);
    const struck = await row.locator('span[style*="line-through"]').count();
    assert.equal(struck, 1, 'the amount is struck');

    const history = (await api(`/api/admin/students/${student.id}/payment-history`, { token })).json.payment_history;
    const reversed = history.find((p) => p.id === payment.id);
    assert.equal(reversed.reversed, true);
    assert.ok(reversed.reversed_at);
    assert.equal(reversed.credit_note_number, creditNote);
    // The reversed row offers its credit note.
    await row.getByTestId('credit-note-pdf').waitFor();
    // One reversal: another one is refused.
    const again = await api(`/api/admin/payments/${payment.id}/reverse`, { token, method: 'POST', body: { reason: 'Once more' } });
    assert.deepEqual([again.status, again.json.code], [409, 'payment_already_reversed']);
    assert.equal(Math.round((await debtOf(token, student.id)) * 100), Math.round((debtBefore + payment.amount) * 100));
    await context.close();

    // Arabic: the same row reads ملغى, the page right to left.
    const ar = await signedInContext(browser, session, { lang: 'ar' });
    const arPage = await ar.newPage();
    await arPage.goto(`/admin/people/students/${student.id}`);
    await arPage.getByTestId('history-payment').first().getByTestId('payment-reversed').waitFor();
    assert.equal(await arPage.getByTestId('history-payment').first().getByTestId('payment-reversed').textContent(), 'ملغى');
    assert.equal(await arPage.locator('html').getAttribute('dir'), 'rtl');
    await ar.close();
  });

  it("shows the parent a reversed payment as reversed on the family's payments page", async () => {
    const admin = (await adminSession()).access_token;
    const login = await api('/api/auth/login', { method: 'POST', body: { email: 'parent@academy.dz', password: 'parent123' } });
    assert.equal(login.status, 200);
    const parent = login.json;
    const mine = await api('/api/payments/student-payments', { token: parent.access_token });
    const payment = mine.json.payment_history.find((p) => !p.reversed);
    assert.ok(payment, 'the demo family has a payment');
    const reversed = await api(`/api/admin/payments/${payment.id}/reverse`, {
      token: admin,
      method: 'POST',
      body: { reason: 'Handed back to the parent', idempotency_key: `e2e-parent-${payment.id}` },
    });
    assert.equal(reversed.status, 200);

    for (const [lang, badge, note] of [
      ['en', 'Reversed', /reversed by the academy/],
      ['ar', 'ملغى', /ألغت المؤسسة هذه الدفعة/],
    ]) {
      const context = await signedInContext(browser, parent, { lang });
      const page = await context.newPage();
      await page.goto('/dashboard/payments');
      const mark = page.getByTestId('payment-reversed').first();
      await mark.waitFor();
      assert.equal(await mark.textContent(), badge);
      await page.getByText(note).first().waitFor();
      await context.close();
    }
  });
});
