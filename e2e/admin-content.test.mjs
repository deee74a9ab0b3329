// Browser flow of the admin's Content & Support tab: a visitor writes through /contact; the admin sees the
// message unread with the header badge, opens it, replies (required, counter n / 1000), the reply e-mail
// lands in the outbox and the message becomes responded; the admin edits the support hours in Settings
// and /contact shows them; the inbox and the contact page read right to left in Arabic.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newContext, adminSession, signedInContext } from './support.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? './data';
let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const adminContext = (session, lang = 'en', width = 1366) => signedInContext(browser, session, { lang, width });

/** The decoded text of the newest outbox e-mail to `to` whose subject is `subject`, or null. */
function outboxMail(to, subject) {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    const [head, ...rest] = raw.split(/\r?\n\r?\n/);
    if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(head)) continue;
    if (!head.includes(subject)) continue;
    const body = rest.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return null;
}

describe('admin contact inbox and settings', () => {
  const stamp = Date.now().toString(36);
  const visitor = {
    name: 'Nadia Haddad',
    email: `nadia.${stamp}@example.dz`,
    subject: `Saturday classes ${stamp}`,
    message: 'Is there a Saturday group for 3AP maths?',
  };
  const replyText = `Yes: Saturdays 9-11 AM, room 2. (${stamp})`;

  it('a visitor writes, the admin replies, the reply is e-mailed and the message is responded', async () => {
    const visitorContext = await newContext(browser, { lang: 'en' });
    const form = await visitorContext.newPage();
    await form.goto('/contact');
    await form.getByLabel('Full name').fill(visitor.name);
    await form.getByLabel('E-mail').fill(visitor.email);
    await form.getByLabel('Subject').fill(visitor.subject);
    await form.getByLabel('Message').fill(visitor.message);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Message sent successfully!').first().waitFor();
    await visitorContext.close();

    const session = await adminSession();
    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin/content/messages');
    await page.getByRole('heading', { name: 'Contact messages' }).waitFor();
    // The unread badge on the Content & Support tab and on the Messages sub-tab.
    const contentTab = page.getByRole('tab', { name: /Content & Support/ });
    const badge = contentTab.getByTestId('tab-badge');
    await badge.waitFor();
    const unreadBefore = Number(await badge.textContent());
    assert.ok(unreadBefore >= 1);
    await page
      .getByRole('tab', { name: /Messages/ })
      .getByTestId('tab-badge')
      .waitFor();

    const card = page.getByTestId('message-card').filter({ hasText: visitor.subject });
    await card.waitFor();
    assert.equal(await card.locator('[data-status]').getAttribute('data-status'), 'unread');
    assert.ok((await card.textContent()).includes(visitor.email));

    await card.getByRole('button', { name: `Reply: ${visitor.subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact message' });
    await dialog.getByText(visitor.message).waitFor();
    assert.equal(await dialog.getByText(visitor.email).getAttribute('dir'), 'ltr');
    // Opening it marked it read: the badge goes down.
    await page.waitForFunction((n) => {
      const el = [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent.includes('Content & Support'));
      const b = el?.querySelector('[data-testid="tab-badge"]');
      return (b ? Number(b.textContent) : 0) === n;
    }, unreadBefore - 1);

    // Required, with a live counter that cannot pass 1000.
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.getByText('Please enter a reply message').waitFor();
    const box = dialog.getByLabel('Your reply');
    await box.fill(replyText);
    await dialog
      .getByTestId('reply-counter')
      .filter({ hasText: `${replyText.length} / 1,000` })
      .waitFor();
    assert.equal(await box.getAttribute('maxlength'), '1000');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent by e-mail.').waitFor();
    await dialog.getByTestId('replies').getByText(replyText).waitFor();
    await dialog.locator('[data-status="responded"]').waitFor();

    const mail = outboxMail(visitor.email, `Re: ${visitor.subject}`);
    assert.ok(mail, 'the reply e-mail is in the outbox');
    assert.ok(mail.includes(replyText), 'the e-mail carries the reply');
    assert.ok(mail.includes('مرحبًا'), 'the e-mail has its Arabic part');

    await page.keyboard.press('Escape');
    await card.locator('[data-status="responded"]').waitFor();
    // The responded filter finds it.
    await page.goto('/admin/content/messages?status=responded');
    await page.getByTestId('message-card').filter({ hasText: visitor.subject }).waitFor();
    await context.close();
  });

  it('the admin changes the support hours in Settings and /contact shows them, in English and Arabic', async () => {
    const session = await adminSession();
    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin/content/settings');
    const hoursEn = `Sat-Thu 8AM-5PM, Friday closed (${stamp})`;
    const hoursAr = `من السبت إلى الخميس، 8 صباحًا - 5 مساءً (${stamp})`;
    await page.getByLabel('Support hours (English)').fill(hoursEn);
    await page.getByLabel('Support hours (Arabic)').fill(hoursAr);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();

    await page.goto('/contact');
    await page.getByText(hoursEn).first().waitFor();
    await context.close();

    const arabic = await newContext(browser, { lang: 'ar' });
    const ar = await arabic.newPage();
    await ar.goto('/contact');
    await ar.getByText(hoursAr).first().waitFor();
    assert.equal(await ar.getAttribute('html', 'dir'), 'rtl');
    await arabic.close();
  });

  it('reads right to left in Arabic', async () => {
    const session = await adminSession();
    const context = await adminContext(session, 'ar');
    const page = await context.newPage();
    await page.goto('/admin/content/messages');
    await page.getByRole('heading', { name: 'رسائل التواصل' }).waitFor();
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    const card = page.getByTestId('message-card').filter({ hasText: visitor.subject });
    await card.getByText('تم الرد').waitFor();
    await card.getByRole('button', { name: `عرض: ${visitor.subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'رسالة تواصل' });
    await dialog.getByText('الردود السابقة').waitFor();
    await dialog.getByText(replyText).waitFor();
    await dialog.getByRole('button', { name: 'إرسال الرد' }).click();
    await dialog.getByText('يرجى كتابة رسالة الرد').waitFor();
    await context.close();
  });
});
