// Browser flow of teacher pay (issue 25 item 3): the admin opens the demo teacher's statement, is refused a payout
// above the balance (the dialog says so and stays open), then records a smaller one with a double click, which
// writes one payout; the teacher, on a 390 px phone, sees their balance on /teacher/pay drop by that amount.
// The demo data gives every section a pay rule and the demo teacher paid attendance, so the balance is above 0.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { adminSession, api, launch, signedInContext } from './support.mjs';

const TEACHER = { email: 'teacher@academy.dz', password: 'teacher123' };
const PAYOUT = 100;

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

/** "11,550.50 DA" -> 11550.5 (the English page's amounts). */
const amountOf = (text) => Number(text.replace(/[^0-9.-]/g, ''));

async function teacherSession() {
  const res = await api('/api/auth/login', { method: 'POST', body: TEACHER });
  assert.equal(res.status, 200, 'the demo teacher signs in');
  return res.json;
}

/** The closing balance the teacher's own page shows for the current month. */
async function balanceOnPhone(context) {
  const page = await context.newPage();
  await page.goto('/teacher/pay');
  const value = page.getByTestId('figure-closing_balance-value');
  await value.waitFor();
  const amount = amountOf(await value.innerText());
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scroll at 390 px (${overflow}px)`);
  await page.close();
  return amount;
}

describe('teacher pay', () => {
  it('the admin records one payout for a double click and the teacher sees the balance drop', async () => {
    const admin = await adminSession();
    const teacher = await teacherSession();
    const teacherId = teacher.user.id;
    const statement = async () => (await api(`/api/admin/teachers/${teacherId}/statement`, { token: admin.access_token })).json;
    const before = await statement();
    assert.ok(Number(before.closing_balance) > PAYOUT, `the demo teacher is owed more than ${PAYOUT} DA (owed ${before.closing_balance})`);

    const phone = await signedInContext(browser, teacher, { width: 390 });
    const shownBefore = await balanceOnPhone(phone);
    assert.equal(shownBefore, Number(before.closing_balance), "the teacher's page shows the statement's closing balance");

    const desk = await signedInContext(browser, admin);
    const page = await desk.newPage();
    // From the Teacher pay list to the teacher's statement.
    await page.goto('/admin/people/teachers/pay');
    await page.getByRole('link', { name: teacher.user.full_name, exact: true }).click();
    await page.waitForURL(`**/admin/people/teachers/${teacherId}/pay*`);
    await page.getByTestId('record-payout').click();
    const dialog = page.getByTestId('payout-dialog');
    const amount = dialog.getByTestId('payout-amount');
    assert.equal(amountOf(await amount.inputValue()), Number(before.closing_balance), 'the amount starts at the balance');

    // More than the balance: refused, in words, and nothing written.
    await amount.fill(String(Number(before.closing_balance) + 1000));
    await dialog.getByTestId('payout-submit').click();
    await dialog.getByTestId('payout-error').waitFor();
    assert.match(await dialog.getByTestId('payout-error').innerText(), /more than the teacher is owed/);
    assert.equal((await statement()).payouts.length, before.payouts.length, 'a refused payout writes nothing');

    // A double click on the right amount: one payout.
    await amount.fill(String(PAYOUT));
    await dialog.getByTestId('payout-submit').dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/Payout of 100 DA recorded/).waitFor();
    const after = await statement();
    assert.equal(after.payouts.length, before.payouts.length + 1, 'one payout for the double click');
    assert.equal(Number(after.closing_balance), Number(before.closing_balance) - PAYOUT, 'the balance drops by the payout');
    // The statement on screen shows it too.
    await page.getByTestId('statement-payout').first().waitFor();
    assert.equal(amountOf(await page.getByTestId('figure-closing_balance-value').innerText()), Number(after.closing_balance));
    await desk.close();

    assert.equal(await balanceOnPhone(phone), shownBefore - PAYOUT, "the teacher's page shows the lower balance");
    await phone.close();
  });
});

describe('closing a month, in Arabic', () => {
  it('closes an ended month, then refuses a pay rule dated in it with the reason in Arabic, and gives the statement as a PDF', async () => {
    const admin = await adminSession();
    const token = admin.access_token;
    const demo = await teacherSession();
    const { json: pay } = await api('/api/admin/teacher-pay', { token });
    // Another teacher than the demo one, whose portal the other tests use.
    const row = pay.teachers.find((t) => t.teacher_id !== demo.user.id && t.is_active);
    assert.ok(row, 'the demo data has a second teacher');
    // The latest ended month still open for the teacher (the demo data may have closed last month already).
    const monthBefore = (month, back) => {
      const [y, m] = month.split('-').map(Number);
      const index = y * 12 + (m - 1) - back;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    };
    let back = 1;
    for (; back <= 24; back += 1) {
      const { json } = await api(`/api/admin/teachers/${row.teacher_id}/statement?month=${monthBefore(pay.month, back)}`, { token });
      if (!json.closed) break;
    }
    assert.ok(back <= 24, 'an ended month is still open');
    const last = monthBefore(pay.month, back);
    const { json: sections } = await api('/api/courses/sections/all', { token });
    const section = (sections.sections ?? sections).find((s) => s.teacher_id === row.teacher_id);
    assert.ok(section, 'the teacher has a section');
    const rulesBefore = (await api(`/api/admin/sections/${section.id}/pay-rule`, { token })).json;

    const context = await signedInContext(browser, admin, { lang: 'ar' });
    const page = await context.newPage();
    await page.goto(`/admin/people/teachers/${row.teacher_id}/pay?month=${last}`);
    await page.getByTestId('close-month').click();
    await page.getByTestId('close-month-confirm').click();
    await page.getByTestId('statement-closed').waitFor();
    assert.ok(await page.getByTestId('close-month').isDisabled(), 'a closed month cannot be closed again');
    assert.equal(await page.getByTestId('close-hint').innerText(), 'هذا الشهر مُقفل.');
    const { json: closed } = await api(`/api/admin/teachers/${row.teacher_id}/statement?month=${last}`, { token });
    assert.ok(closed.closed, 'the server has the month closed');

    // The statement in Arabic, as a file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf-ar').click()]);
    const bytes = await fs.promises.readFile(await download.path());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-', 'the download is a PDF');

    // A rule from the first day of the closed month: refused, and said so in Arabic; the rules stay as they were.
    await page.goto(`/admin/courses?sections=${section.course_id}`);
    const card = page.getByTestId('section-row').filter({ has: page.getByTestId('section-pay-rule-toggle') });
    const target = card.filter({ hasText: section.section_name }).first();
    await target.getByTestId('section-pay-rule-toggle').click();
    const block = target.getByTestId('section-pay-rule');
    await block.getByTestId('pay-rule-current').waitFor();
    await block.getByText('عن كل حصة', { exact: true }).click();
    await block.getByTestId('pay-rule-rate').fill('700');
    await block.getByTestId('pay-rule-from').click();
    for (let i = 0; i < back; i += 1) await page.locator('[data-direction="previous"]').first().click();
    await page.locator('table button:not([data-outside])').first().click();
    await block.getByTestId('pay-rule-save').click();
    await block.getByTestId('pay-rule-error').waitFor();
    assert.match(await block.getByTestId('pay-rule-error').innerText(), /شهر مُقفل/);
    const rulesAfter = (await api(`/api/admin/sections/${section.id}/pay-rule`, { token })).json;
    assert.deepEqual(rulesAfter.rules, rulesBefore.rules, 'a refused rule changes nothing');
    await context.close();
  });
});
