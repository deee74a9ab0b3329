// Browser flows of the admin's people screens: a user added in the Users screen and then deactivated loses
// the session it already had; a bilingual notification sent to parents (after the form's own validation
// messages) reaches a family registered just before; the Mobile Access list in Arabic is right to left and
// filters by type. Only accounts created here are changed (never the demo parent or the admin).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, newContext, uniqueFamily } from './support.mjs';

const ADMIN = { email: 'admin@academy.dz', password: 'admin123' };

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function api(path, { method = 'GET', body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

async function apiLogin(email, password) {
  const login = await api('/api/auth/login', { method: 'POST', body: { email, password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return login.body;
}

/** A page signed in as the admin, as the app does it (token and user stored), in one language. */
async function adminPage(lang = 'en', width = 1366) {
  const login = await apiLogin(ADMIN.email, ADMIN.password);
  const context = await newContext(browser, { lang, width });
  await context.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', token);
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [login.access_token, login.user],
  );
  return { context, page: await context.newPage(), token: login.access_token };
}

/** Picks an option of a Mantine Select by its label. */
async function choose(scope, page, label, option) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin: users', () => {
  it('adds a user, deactivates it, and the session it already had stops working at once', async () => {
    const family = uniqueFamily();
    const name = 'Nadir Kaci';
    const { context, page } = await adminPage();
    const main = page.getByRole('main');
    await page.goto('/admin/people/users');
    await main.getByRole('heading', { name: 'Users', exact: true }).waitFor();

    await main.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Full name', { exact: true }).fill(name);
    await dialog.getByLabel('E-mail address', { exact: true }).fill(family.email);
    await dialog.getByLabel('Phone number', { exact: true }).fill(family.phone);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await page.getByText(`${name} can now sign in.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The new account signs in and its token works.
    const { access_token: token } = await apiLogin(family.email, 'secret123');
    assert.equal((await api('/api/auth/me', { token })).status, 200);

    // Found by its e-mail, shown as an active user.
    await main.getByLabel('Search', { exact: true }).fill(family.email);
    const row = main.getByTestId('user-row').filter({ hasText: family.email });
    await row.waitFor();
    // The server's search answered: only that account is listed.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);
    assert.equal(await row.getByTestId('role-badge').textContent(), 'User');
    assert.equal(await row.getByTestId('status-badge').textContent(), 'Active');

    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page.getByText(`${name} was deactivated and signed out everywhere.`).waitFor();
    await row.getByTestId('status-badge').filter({ hasText: 'Inactive' }).waitFor();
    await row.getByRole('button', { name: `Activate ${name}` }).waitFor();

    // The token it had before is refused now, and so is a new sign-in.
    assert.equal((await api('/api/auth/me', { token })).status, 401);
    assert.equal((await api('/api/auth/login', { method: 'POST', body: { email: family.email, password: 'secret123' } })).status, 403);

    // The admin's own row cannot be deactivated or deleted from here.
    await main.getByLabel('Search', { exact: true }).fill(ADMIN.email);
    const own = main.getByTestId('user-row').filter({ hasText: ADMIN.email });
    await own.getByText('(you)').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);
    assert.equal(await own.getByRole('button', { name: /^Deactivate / }).getAttribute('aria-disabled'), 'true');
    assert.equal(await own.getByRole('button', { name: /^Delete / }).getAttribute('aria-disabled'), 'true');
    await context.close();
  });
});

describe('admin: notifications', () => {
  it('checks the form, then sends a bilingual notice to parents that a new family reads', async () => {
    // A family registered before the notice is sent.
    const family = uniqueFamily();
    const registered = await api('/api/auth/register', {
      method: 'POST',
      body: {
        email: family.email,
        password: 'secret123',
        full_name: 'Samira Haddad',
        phone: family.phone,
        parent_phone: family.parentPhone,
        student_name: 'Yanis Haddad',
        gender: 'male',
        date_of_birth: '2014-02-03',
      },
    });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    const { access_token: parentToken } = await apiLogin(family.email, 'secret123');

    const { context, page, token: adminToken } = await adminPage();
    const main = page.getByRole('main');
    await page.goto('/admin/people/notifications');
    const form = main.getByRole('form', { name: 'Send a notification' });
    await main.getByRole('heading', { name: 'Recent Notifications' }).waitFor();

    // Spec 5's two messages: single mode needs both fields, bilingual mode one complete language.
    await form.getByRole('button', { name: 'Send notification' }).click();
    await form.getByText('Please fill in both title and message', { exact: true }).first().waitFor();
    await form.getByText('English and Arabic', { exact: true }).click();
    await form.getByRole('button', { name: 'Send notification' }).click();
    await form.getByText('Please fill in both title and message for at least one language (English or Arabic)').waitFor();

    const stamp = family.phone.slice(-6);
    const titleEn = `Open day ${stamp}`;
    const titleAr = `يوم مفتوح ${stamp}`;
    await form.getByLabel('Title in English', { exact: true }).fill(titleEn);
    await form.getByLabel('Message in English', { exact: true }).fill('Families are welcome on Saturday from 09:00.');
    await form.getByLabel('Title in Arabic', { exact: true }).fill(titleAr);
    await form.getByLabel('Message in Arabic', { exact: true }).fill('نرحب بالعائلات يوم السبت ابتداء من الساعة 09:00.');
    await choose(form, page, 'Send to', 'Parents');
    await choose(form, page, 'Type', 'Warning');
    await form.getByRole('button', { name: 'Send notification' }).click();

    // The toast gives the count the server answered; the new notice heads Recent Notifications.
    const toast = page.getByText(/^Notification sent to \d+ (person|people)\.$/);
    await toast.waitFor();
    const count = Number((await toast.innerText()).match(/\d+/)[0]);
    assert.ok(count >= 1);
    const item = main.getByTestId('recent-notification').first();
    await item.getByText(titleEn).waitFor();
    await item.getByText('Parents', { exact: true }).waitFor();
    assert.equal(await form.getByLabel('Title in English', { exact: true }).inputValue(), '');

    // The family registered before reads it in both languages.
    const inbox = await api('/api/notifications', { token: parentToken });
    assert.equal(inbox.status, 200);
    const notice = inbox.body.notifications.find((n) => n.title_en === titleEn);
    assert.ok(notice, 'the parent sees the notice');
    assert.equal(notice.title_ar, titleAr);
    assert.equal(notice.type, 'warning');
    assert.equal(notice.target_users, 'parents');
    assert.equal(notice.read, false);

    const recent = await api('/api/admin/notifications/recent', { token: adminToken });
    assert.equal(recent.body.notifications[0].sent_count, count);
    await context.close();
  });
});

describe('admin: mobile access', () => {
  it('lists parents and students right to left in Arabic, with the type filter', async () => {
    const { context, page } = await adminPage('ar', 390);
    const main = page.getByRole('main');
    await page.goto('/admin/people/mobile-access');
    await main.getByRole('heading', { name: 'الوصول عبر التطبيق', level: 2 }).waitFor();
    await main.getByTestId('credential-card').first().waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');

    // Parents only: every card says so, and lists its linked students.
    await choose(main, page, 'عرض', 'أولياء الأمور');
    await page.waitForURL(/type=parent/);
    // The server's answer replaced the mixed list: parents only.
    await page.waitForFunction(() => {
      const badges = [...document.querySelectorAll('[data-testid="type-badge"]')].map((b) => b.textContent);
      return badges.length > 0 && badges.every((text) => text === 'وليّ أمر');
    });
    await main.getByTestId('credential-card').first().getByText('التلاميذ المرتبطون').waitFor();

    // Usernames stay left to right inside the Arabic page.
    const usernames = main.getByTestId('mobile-username').and(page.locator('bdi'));
    if ((await usernames.count()) > 0) assert.equal(await usernames.first().getAttribute('dir'), 'ltr');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `no sideways scrolling on a phone (${overflow}px)`);
    await context.close();
  });
});
