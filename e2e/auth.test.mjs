// Browser flows of accounts: register -> verification e-mail -> verify -> log in -> dashboard (English and
// Arabic), admin landing, and the protected-route redirect that remembers where the visitor came from.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newContext, uniqueFamily, verificationLinkFor } from './support.mjs';

let browser;

/** Signs in through the login form with an e-mail (labels in the page's language). */
async function logIn(page, email, password, lang = 'en') {
  const l = labels[lang];
  const main = page.getByRole('main');
  await main.getByLabel(l.loginEmail, { exact: true }).fill(email);
  await main.getByLabel(l.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: l.login, exact: true }).click();
}
before(async () => (browser = await launch()));
after(() => browser?.close());

const labels = {
  en: {
    parent: 'Parent/guardian full name',
    email: 'E-mail (optional)',
    phone: 'Phone number',
    parentPhone: 'Parent/guardian phone',
    student: 'Student full name',
    gender: 'Gender',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Create account',
    success: 'Registration successful! Welcome',
    toLogin: 'Go to Login',
    verified: 'Your e-mail address has been verified!',
    loginEmail: 'E-mail address',
    login: 'Log in',
  },
  ar: {
    parent: 'الاسم الكامل لوليّ الأمر',
    email: 'البريد الإلكتروني (اختياري)',
    phone: 'رقم الهاتف',
    parentPhone: 'هاتف وليّ الأمر',
    student: 'الاسم الكامل للتلميذ',
    gender: 'الجنس',
    day: 'اليوم',
    month: 'الشهر',
    year: 'السنة',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    submit: 'إنشاء الحساب',
    success: 'تم التسجيل بنجاح! مرحبًا بك',
    toLogin: 'الذهاب إلى تسجيل الدخول',
    verified: 'تم تأكيد بريدك الإلكتروني بنجاح!',
    loginEmail: 'عنوان البريد الإلكتروني',
    login: 'تسجيل الدخول',
  },
};

async function registerVerifyAndLogin(lang, names) {
  const l = labels[lang];
  const family = uniqueFamily();
  const context = await newContext(browser, { lang });
  const page = await context.newPage();
  const main = page.getByRole('main');
  await page.goto('/register');
  assert.equal(await page.locator('html').getAttribute('dir'), lang === 'ar' ? 'rtl' : 'ltr');

  await main.getByLabel(l.parent, { exact: true }).fill(names.parent);
  await main.getByLabel(l.email, { exact: true }).fill(family.email);
  await main.getByLabel(l.phone, { exact: true }).fill(family.phone);
  await main.getByLabel(l.parentPhone, { exact: true }).fill(family.parentPhone);
  await main.getByLabel(l.student, { exact: true }).fill(names.student);
  await main.getByLabel(l.gender, { exact: true }).selectOption('female');
  await main.getByLabel(l.day, { exact: true }).selectOption('9');
  await main.getByLabel(l.month, { exact: true }).selectOption('3');
  await main.getByLabel(l.year, { exact: true }).selectOption('2014');
  await main.getByLabel(l.password, { exact: true }).fill('secret123');
  await main.getByLabel(l.confirm, { exact: true }).fill('secret123');
  await main.getByRole('button', { name: l.submit }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByText(l.success).waitFor();
  await dialog
    .getByRole('button', { name: l.toLogin })
    .or(dialog.getByRole('link', { name: l.toLogin }))
    .first()
    .click();
  await page.waitForURL('**/login');

  // The link from the e-mail the server wrote to its outbox.
  const link = new URL(verificationLinkFor(family.email));
  await page.goto(link.pathname + link.search);
  await page.getByText(l.verified).waitFor();
  await page.waitForURL('**/login', { timeout: 10_000 });

  await logIn(page, family.email, 'secret123', lang);
  await page.waitForURL('**/dashboard');
  await main.getByText(names.student).first().waitFor();
  assert.equal(await page.locator('html').getAttribute('dir'), lang === 'ar' ? 'rtl' : 'ltr');
  await context.close();
}

describe('register, verify and sign in', () => {
  it('works end to end in English', async () => {
    await registerVerifyAndLogin('en', { parent: 'Karim Benali', student: 'Sara Benali' });
  });

  it('works end to end in Arabic, right to left', async () => {
    await registerVerifyAndLogin('ar', { parent: 'كريم بن علي', student: 'سارة بن علي' });
  });
});

describe('where sign-in leads', () => {
  it('takes the admin to /admin with their name and the day figures', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, 'admin@academy.dz', 'admin123');
    await page.waitForURL('**/admin');
    await page.getByText('Academy Administrator').first().waitFor();
    await context.close();
  });

  it('sends a visitor from /dashboard to /login and back after signing in', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await logIn(page, 'parent@academy.dz', 'parent123');
    await page.waitForURL('**/dashboard');
    await page.getByRole('main').getByText('Yacine Benali').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    assert.equal(overflow, false, 'the dashboard fits a 390 px phone');
    await context.close();
  });

  it('refuses a wrong password with the message in the page language', async () => {
    const context = await newContext(browser, { lang: 'ar' });
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, 'parent@academy.dz', 'wrong-password', 'ar');
    await page.getByText('البريد الإلكتروني أو رقم الهاتف أو كلمة المرور غير صحيحة.').first().waitFor();
    assert.match(page.url(), /\/login$/);
    await context.close();
  });
});
