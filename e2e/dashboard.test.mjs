// Browser flows of the parent's dashboard: an old member's first login meets a locked dashboard until the
// profile is complete (then every tab opens without a reload); the demo parent's Attendance shows the
// balance the server computes for each child, falls back to the cached copy when a request fails, and the
// chosen child follows every tab; in Arabic the dashboard is right to left and mirrored, and fits a phone.
// The only file that uses the old member card ST20000001 (its first-time login can happen once per run).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, newContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const labels = {
  en: { email: 'E-mail address', password: 'Password', login: 'Log in' },
  ar: { email: 'عنوان البريد الإلكتروني', password: 'كلمة المرور', login: 'تسجيل الدخول' },
};

async function logIn(page, email, password, lang = 'en') {
  const l = labels[lang];
  const main = page.getByRole('main');
  await main.getByLabel(l.email, { exact: true }).fill(email);
  await main.getByLabel(l.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: l.login, exact: true }).click();
}

/** The demo parent's own view of the API, to compare the page with. */
async function demoParentApi() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'parent@academy.dz', password: 'parent123' }),
  });
  assert.equal(res.status, 200);
  const { access_token: token, user } = await res.json();
  const get = async (path) => {
    const r = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(r.status, 200, path);
    return r.json();
  };
  return { user, get };
}

/** "1,000 DA" -> 1000 (the English page groups thousands with commas). */
const amountOf = (text) => Number(text.replace(/[^\d.]/g, ''));

const tablist = (page, name = 'Dashboard sections') => page.getByRole('tablist', { name });
const TAB_NAMES = ['Overview', 'My Learning', 'Attendance', 'Available Courses', 'Payments', 'Contact'];

describe('parent dashboard', () => {
  it('locks every tab but Profile for an incomplete profile, and unlocks them once the dialog is saved, without a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');

    // First-time login of an old member: the card and the parent phone on file (spelled as people do), then a password.
    await page.getByRole('button', { name: 'Old Members - First Time QR Login', exact: true }).click();
    const card = page.getByRole('dialog', { name: 'First-time login with your card' });
    await card.getByLabel('Student barcode', { exact: true }).fill('ST20000001');
    await card.getByLabel("Parent's phone number", { exact: true }).fill('0770 00 00 01');
    await card.getByRole('button', { name: 'Check the code', exact: true }).click();
    await card.getByText('Is this your child? Mehdi', { exact: true }).waitFor();
    assert.equal(await card.getByText('Belkacem').count(), 0, 'the first name only');
    assert.equal(await card.getByLabel('Phone number', { exact: true }).inputValue(), '0770 00 00 01');
    await card.getByLabel('Password', { exact: true }).fill('secret123');
    await card.getByLabel('Confirm password', { exact: true }).fill('secret123');
    await card.getByRole('button', { name: 'Set up and log in', exact: true }).click();

    // The card had no birth date: the dashboard keeps only Profile open and offers the completion dialog.
    await page.waitForURL('**/dashboard/profile');
    const completion = page.getByRole('dialog', { name: 'Complete your profile' });
    await completion.waitFor();
    await completion.getByRole('button', { name: 'Close', exact: true }).click();
    await completion.waitFor({ state: 'hidden' });
    await page.getByText('Please complete your profile first', { exact: true }).waitFor();
    for (const name of TAB_NAMES) {
      assert.equal(await tablist(page).getByRole('tab', { name, exact: true }).isDisabled(), true, `${name} is locked`);
    }
    assert.equal(await tablist(page).getByRole('tab', { name: 'Profile', exact: true }).isDisabled(), false);

    // A locked tab's address leads back to the profile; the dialog is not forced on the person again.
    await page.goto('/dashboard/attendance');
    await page.waitForURL('**/dashboard/profile');
    await page.getByText('Please complete your profile first', { exact: true }).waitFor();
    assert.equal(await completion.isVisible(), false);

    // Completing the profile from the lock notice opens everything in the same document.
    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByRole('button', { name: 'Complete my profile', exact: true }).click();
    await completion.waitFor();
    await completion.getByLabel('Gender', { exact: true }).selectOption('male');
    await completion.getByLabel('Day', { exact: true }).selectOption('23');
    await completion.getByLabel('Month', { exact: true }).selectOption('10');
    await completion.getByLabel('Year', { exact: true }).selectOption('2009');
    await completion.getByRole('button', { name: 'Save my details', exact: true }).click();
    await completion.waitFor({ state: 'hidden' });
    await page.getByText('Please complete your profile first', { exact: true }).waitFor({ state: 'detached' });
    for (const name of TAB_NAMES) {
      assert.equal(await tablist(page).getByRole('tab', { name, exact: true }).isDisabled(), false, `${name} is open`);
    }
    await tablist(page).getByRole('tab', { name: 'Attendance', exact: true }).click();
    await page.waitForURL('**/dashboard/attendance');
    await page.getByRole('heading', { name: 'Attendance of Mehdi Belkacem', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload');

    // The bell counts the unread notifications and leads to them; reading them all clears it.
    const bell = page.getByTestId('unread-count');
    await bell.and(page.locator('[data-count]:not([data-count="0"])')).waitFor();
    const unread = Number(await bell.getAttribute('data-count'));
    await page.getByRole('link', { name: `Notifications, ${unread} unread`, exact: true }).click();
    await page.waitForURL('**/dashboard/notifications');
    await page.getByTestId('notification').first().waitFor();
    assert.equal(await page.getByTestId('notification').and(page.locator('[data-read="false"]')).count(), unread);
    await page.getByRole('button', { name: 'Mark all as read', exact: true }).click();
    await page.getByTestId('unread-summary').filter({ hasText: 'Everything is read.' }).waitFor();
    await page.locator('[data-testid="unread-count"][data-count="0"]').waitFor();

    // Contact: subject and message only (the account says who writes); the message joins the list at once.
    await tablist(page).getByRole('tab', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/dashboard/contact');
    await page.getByText('You have not written to the academy yet.', { exact: true }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send message', exact: true }).click();
    assert.equal(await main.getByLabel('Subject', { exact: true }).getAttribute('aria-invalid'), 'true', 'subject required');
    await main.getByLabel('Subject', { exact: true }).fill('Mehdi’s timetable');
    await main.getByLabel('Message', { exact: true }).fill('Hello, is Mehdi’s group still on Tuesdays after the holidays?');
    await main.getByRole('button', { name: 'Send message', exact: true }).click();
    await page.getByText('Message sent successfully! We will get back to you soon.', { exact: true }).waitFor();
    await page.getByTestId('my-message').getByRole('heading', { name: 'Mehdi’s timetable', exact: true }).waitFor();
    assert.equal(await main.getByLabel('Subject', { exact: true }).inputValue(), '', 'the form is emptied');
    await context.close();
  });

  it("shows each child's attendance with the server's balance, keeps the cached copy when a request fails, and keeps the chosen child on every tab", async () => {
    const api = await demoParentApi();
    const [yacine, amina] = api.user.students;
    assert.equal(yacine.name, 'Yacine Benali');
    assert.equal(amina.name, 'Amina Benali');
    const expected = {};
    for (const child of [yacine, amina]) {
      const money = await api.get(`/api/payments/student-payments?student_id=${child.id}`);
      const attendance = await api.get(`/api/attendance/my-attendance?student_id=${child.id}`);
      expected[child.id] = { debt: money.students[0].total_debt, sessions: attendance.totals.sessions, rows: attendance.attendance.length };
    }
    assert.ok(expected[yacine.id].debt > 0, 'the demo has Yacine owing sessions');

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/login');
    await logIn(page, 'parent@academy.dz', 'parent123');
    await page.waitForURL('**/dashboard');
    // Spec 2's display name: a parent is shown by their first student's name.
    assert.equal(await page.getByTestId('display-name').textContent(), 'Yacine Benali');
    await tablist(page).getByRole('tab', { name: 'Attendance', exact: true }).click();
    await page.waitForURL('**/dashboard/attendance');

    const balance = page.getByTestId('outstanding-balance');
    const sessions = page.getByTestId('attendance-totals').getByText('Sessions', { exact: true }).locator('xpath=following-sibling::*[1]');
    const expectChild = async (child) => {
      await page.getByRole('heading', { name: `Attendance of ${child.name}`, exact: true }).waitFor();
      await balance.waitFor();
      assert.equal(amountOf(await balance.textContent()), expected[child.id].debt, `${child.name}'s outstanding balance`);
      assert.equal(Number(await sessions.textContent()), expected[child.id].sessions, `${child.name}'s sessions`);
      const shown = await page.getByTestId('attendance-list').locator('li:not([aria-hidden])').count();
      assert.equal(shown, Math.min(20, expected[child.id].rows));
    };
    await expectChild(yacine);

    // Amina's attendance cannot be loaded at first: nothing cached, so the failure is said, with a retry.
    const aminaAttendance = `**/api/attendance/my-attendance?student_id=${amina.id}`;
    await page.route(aminaAttendance, (route) => route.abort());
    const switcher = page.getByTestId('student-switcher');
    await switcher.getByText('Amina Benali', { exact: true }).click();
    await page.getByText('Failed to load attendance data', { exact: true }).waitFor();
    await page.unroute(aminaAttendance);
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expectChild(amina);

    // Back to Yacine: his copy is cached. When it is stale and the refresh fails, it stays, under the warning.
    await switcher.getByText('Yacine Benali', { exact: true }).click();
    await expectChild(yacine);
    const yacineAttendance = `**/api/attendance/my-attendance?student_id=${yacine.id}`;
    await page.route(yacineAttendance, (route) => route.abort());
    await page.clock.fastForward('06:00');
    await context.setOffline(true);
    await context.setOffline(false);
    const warning = page.getByText('Failed to load dashboard data. Some features may not work properly.', { exact: true });
    await warning.waitFor();
    assert.equal(amountOf(await balance.textContent()), expected[yacine.id].debt, 'the cached balance is still shown');
    await page.unroute(yacineAttendance);
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await warning.waitFor({ state: 'detached' });

    // The chosen child follows the other tabs.
    await switcher.getByText('Amina Benali', { exact: true }).click();
    await tablist(page).getByRole('tab', { name: 'My Learning', exact: true }).click();
    await page.getByRole('heading', { name: 'Courses of Amina Benali', exact: true }).waitFor();
    await page.getByTestId('enrollment-card').getByText('Little Stars — Early Reading', { exact: true }).waitFor();
    await tablist(page).getByRole('tab', { name: 'Overview', exact: true }).click();
    await page.getByText(/You are looking at Amina Benali\./).waitFor();
    await context.close();
  });

  it('is right to left and mirrored in Arabic, in the parent language, and fits a 390 px phone', async () => {
    const context = await newContext(browser, { lang: 'ar', width: 390 });
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, 'parent@academy.dz', 'parent123', 'ar');
    await page.waitForURL('**/dashboard');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    // Mirrored: the first tab sits at the right, the title at the right and the bell at the left.
    const tabs = tablist(page, 'أقسام لوحة التحكم');
    const overview = await tabs.getByRole('tab', { name: 'نظرة عامة', exact: true }).boundingBox();
    const learning = await tabs.getByRole('tab', { name: 'دروسي', exact: true }).boundingBox();
    assert.ok(overview.x > learning.x, 'Overview is to the right of My Learning');
    const title = await page.getByRole('heading', { name: 'لوحة التحكم', exact: true }).boundingBox();
    const bell = await page.getByRole('link', { name: /^الإشعارات/ }).boundingBox();
    assert.ok(bell.x + bell.width < title.x, 'the bell is to the left of the title');

    // Money in dinar the Arabic way, notifications in Arabic.
    await tabs.getByRole('tab', { name: 'الحضور', exact: true }).click();
    await page.getByTestId('outstanding-balance').filter({ hasText: 'دج' }).waitFor();
    await page.getByRole('link', { name: /^الإشعارات/ }).click();
    await page.getByRole('heading', { name: 'حصص غير مدفوعة', exact: true }).waitFor();

    // Every tab fits the phone's width.
    for (const path of [
      '/dashboard',
      '/dashboard/learning',
      '/dashboard/attendance',
      '/dashboard/courses',
      '/dashboard/contact',
      '/dashboard/notifications',
    ]) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      assert.equal(overflow, false, `${path} fits a 390 px phone`);
    }
    await context.close();
  });
});
