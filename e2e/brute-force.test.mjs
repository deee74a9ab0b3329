// A locked sign-in in the browser: after 5 wrong passwords (sent straight to the API), the login form and the
// first-time barcode form say, in the page's language, that there were too many attempts and how long to wait.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, newContext, uniqueFamily } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const post = (path, body) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('brute-force lock in the browser', () => {
  it('the login form says in Arabic and in English how long a locked account must wait', async () => {
    const family = uniqueFamily();
    const registered = await post('/api/auth/register', {
      email: family.email,
      password: 'secret123',
      full_name: 'Lock Test',
      phone: family.phone,
      parent_phone: family.parentPhone,
      student_name: 'Lock Student',
      gender: 'female',
      date_of_birth: '2013-02-02',
    });
    assert.equal(registered.status, 201);
    for (let i = 0; i < 5; i++) assert.equal((await post('/api/auth/login', { email: family.email, password: `wrong-${i}` })).status, 401);

    for (const [lang, email, password, login, message] of [
      [
        'ar',
        'عنوان البريد الإلكتروني',
        'كلمة المرور',
        'تسجيل الدخول',
        'محاولات فاشلة كثيرة. لحماية الحساب، يرجى الانتظار 15 دقيقة ثم المحاولة مجددًا.',
      ],
      ['en', 'E-mail address', 'Password', 'Log in', 'Too many failed attempts. For your security, please wait 15 minutes and try again.'],
    ]) {
      const context = await newContext(browser, { lang });
      const page = await context.newPage();
      await page.goto('/login');
      const main = page.getByRole('main');
      await main.getByLabel(email, { exact: true }).fill(family.email);
      await main.getByLabel(password, { exact: true }).fill('secret123');
      await main.getByRole('button', { name: login, exact: true }).click();
      await page.getByText(message).first().waitFor();
      assert.match(page.url(), /\/login$/);
      await context.close();
    }
  });

  it('the barcode form says it too', async () => {
    for (let i = 0; i < 5; i++)
      assert.equal((await post('/api/auth/validate-barcode', { barcode: 'LOCK0001', phone: '0550000009' })).status, 404);
    const context = await newContext(browser, { lang: 'en' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Old Members - First Time QR Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Student barcode').fill('LOCK0001');
    await dialog.getByLabel("Parent's phone number").fill('0550000009');
    await dialog.getByRole('button', { name: 'Check the code' }).click();
    await page.getByText('Too many failed attempts. For your security, please wait 15 minutes and try again.').first().waitFor();
    await context.close();
  });
});
