// Accessibility: axe-core (injected into the page) checks every page of the app in English and Arabic —
// the public site, sign-in and registration, each tab of the parent's dashboard and each admin screen, plus one
// form dialog per area — and no `serious` or `critical` violation may remain (the failure lists each rule with
// the elements it found). Then the keyboard alone: the skip link and a visible focus ring, and a parent who
// signs in, opens Available Courses, registers a child for a course and picks a section without a mouse.
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, base, launch, newContext, signedInContext, uniqueFamily, parentSession } from './support.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser;
/** The app's CSP forbids inline scripts; these contexts let page.addScriptTag inject axe-core anyway. */
let scriptable;
before(async () => {
  browser = await launch();
  scriptable = { newContext: (options) => browser.newContext({ ...options, bypassCSP: true }) };
});
after(() => browser?.close());

/** Waits until the page has its data: no request in flight, no loader and no transition running (a page that
 *  never gets there, e.g. a loader that keeps spinning, is scanned as it is after 10 s). */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        document.querySelector('main') !== null &&
        document.querySelector('main .mantine-Loader-root:not(button *)') === null &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

// What one scan covers. The site's header and footer are the same on every page of an area, so after the first
// page of each run only the page itself is scanned (axe is slow on this machine), and with a dialog open only
// the dialog's portal.
const WHOLE = 'document';
const WITHOUT_FRAME = { exclude: [['#root > div > header'], ['#root > div > footer']] };
const PORTALS = { include: [['[data-portal]']] };
/** The first-visit welcome of a server-rendered page: a native <dialog> in the page, not a portal. */
const OPEN_DIALOG = { include: [['dialog[open]']] };

/** Runs axe-core on `scope` of the page and returns its serious and critical violations, one line per rule and element. */
async function axeProblems(page, where, scope = WHOLE) {
  const t0 = Date.now();
  await settle(page);
  const t1 = Date.now();
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (scope) => {
    const result = await window.axe.run(scope === 'document' ? document : scope, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
      }));
  }, scope);
  const problems = violations.flatMap((v) =>
    v.nodes.map((n) => `${where}: [${v.impact}] ${v.id} (${v.help}) at ${n.target}\n      ${n.summary?.replace(/\n/g, '\n      ')}`),
  );
  // A11Y_DEBUG=1: each page's time and problems as they come (the assertion lists them all at the end).
  if (process.env.A11Y_DEBUG) console.error(`${where}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms\n${problems.join('\n')}`);
  return problems;
}

/** Scans each path (and the dialogs opened on it) in one page; returns every problem found. */
async function scanAll(page, lang, pages) {
  const problems = [];
  for (const [i, { path, dialogs = [] }] of pages.entries()) {
    await page.goto(path);
    problems.push(...(await axeProblems(page, `${lang} ${path}`, i === 0 ? WHOLE : WITHOUT_FRAME)));
    for (const { name, open } of dialogs) {
      await open(page);
      const dialog = page.getByRole('dialog').last();
      await dialog.waitFor();
      problems.push(...(await axeProblems(page, `${lang} ${path} dialog "${name}"`, PORTALS)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }
  return problems;
}

const click = (role, name) => (page) => page.getByRole('main').getByRole(role, { name, exact: true }).first().click();

const PUBLIC = [
  { path: '/' },
  { path: '/home' },
  { path: '/little-stars' },
  { path: '/about' },
  { path: '/gallery' },
  { path: '/courses' },
  { path: '/contact' },
  { path: '/login', dialogs: { en: [{ name: 'first-time card login', open: click('button', 'Old Members - First Time QR Login') }] } },
  { path: '/register' },
  { path: '/verify-email?token=nothing' },
  { path: `/sms-stop/1.${'A'.repeat(22)}` },
  { path: '/no-such-page' },
];

const parentPages = (studentId, paymentId) => [
  { path: '/dashboard' },
  { path: '/dashboard/learning' },
  { path: '/dashboard/attendance' },
  {
    path: '/dashboard/courses',
    dialogs: {
      en: [
        {
          name: 'which student',
          open: (page) =>
            page.getByRole('main').getByTestId('course-card').getByRole('button', { name: 'Register', exact: true }).first().click(),
        },
      ],
    },
  },
  {
    path: '/dashboard/payments',
    // Paying online (issue 27): e2e/run.mjs configures the Chargily simulator, so the demo family's debt has its button.
    dialogs: { en: [{ name: 'pay online', open: (page) => page.getByRole('main').getByTestId('pay-online').first().click() }] },
  },
  { path: `/dashboard/payments/receipts/${paymentId}` },
  { path: '/dashboard/contact' },
  { path: '/dashboard/profile' },
  { path: '/dashboard/notifications' },
  { path: '/dashboard/notifications/preferences' },
  { path: `/admin/people/students/${studentId}`, admin: true },
];

const ADMIN = [
  { path: '/admin' },
  { path: '/admin/people/students', dialogs: { en: [{ name: 'add student', open: click('button', 'Add student') }] } },
  { path: '/admin/people/registrations' },
  { path: '/admin/people/users', dialogs: { en: [{ name: 'add user', open: click('button', 'Add User') }] } },
  { path: '/admin/people/mobile-access' },
  { path: '/admin/people/teachers' },
  { path: '/admin/people/teachers/pay' },
  { path: '/admin/rooms' },
  { path: '/admin/people/notifications' },
  { path: '/admin/courses', dialogs: { en: [{ name: 'add course', open: click('button', 'Add Course') }] } },
  { path: '/admin/kindergarten' },
  { path: '/admin/schedule' },
  { path: '/admin/attendance' },
  { path: '/admin/attendance/mark' },
  { path: '/admin/content/messages' },
  { path: '/admin/content/gallery' },
  { path: '/admin/content/reports' },
  { path: '/admin/content/settings' },
  { path: '/admin/online-payments' },
  { path: '/admin/cash-closing', dialogs: { en: [{ name: 'close the day', open: click('button', 'Close the day') }] } },
  { path: '/admin/qr-codes' },
  { path: '/admin/audit' },
];

/** The pages in one language: English opens the dialogs too (their Arabic text is checked by the locale tests). */
const inLanguage = (pages, lang) => pages.map((p) => ({ path: p.path, dialogs: p.dialogs?.[lang] ?? [] }));

const failIfAny = (problems) =>
  assert.deepEqual(problems, [], `${problems.length} serious or critical violations:\n${problems.join('\n')}`);

describe('axe-core finds no serious or critical violation', () => {
  // A11Y_LANG=ar: one language only, while fixing what a scan found.
  for (const lang of ['en', 'ar'].filter((l) => !process.env.A11Y_LANG || l === process.env.A11Y_LANG)) {
    it(`on the public pages, sign-in and registration, and the welcome popup (${lang})`, async () => {
      const context = await newContext(scriptable, { lang });
      const page = await context.newPage();
      const problems = await scanAll(page, lang, inLanguage(PUBLIC, lang));
      await context.close();
      const first = await newContext(scriptable, { lang, welcome: true });
      const welcome = await first.newPage();
      await welcome.goto('/');
      await welcome.getByRole('dialog').waitFor();
      problems.push(...(await axeProblems(welcome, `${lang} / welcome popup`, OPEN_DIALOG)));
      await first.close();
      failIfAny(problems);
    });

    it(`on every tab of the parent's dashboard (${lang})`, async () => {
      const session = await parentSession();
      const child = session.user.students[0];
      const res = await fetch(`${base}/api/payments/student-payments?student_id=${child.id}`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      const payment = (await res.json()).payment_history[0];
      assert.ok(payment, 'the demo child has a payment with a receipt');
      const context = await signedInContext(scriptable, session, { lang });
      const page = await context.newPage();
      const problems = await scanAll(
        page,
        lang,
        inLanguage(
          parentPages(child.id, payment.id).filter((p) => !p.admin),
          lang,
        ),
      );
      await context.close();
      failIfAny(problems);
    });

    it(`on every admin screen (${lang})`, async () => {
      const parent = await parentSession();
      const context = await signedInContext(scriptable, await adminSession(), { lang });
      const page = await context.newPage();
      const pages = [...ADMIN, ...parentPages(parent.user.students[0].id, 0).filter((p) => p.admin)];
      const problems = await scanAll(page, lang, inLanguage(pages, lang));
      await context.close();
      failIfAny(problems);
    });
  }
});

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page, target, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`${String(target)} never got the focus after ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element shows it: an outline of at least 1px, a box shadow, or (a text field) a border in the primary colour. */
async function focusRingOf(locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none') return true;
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--mantine-primary-color-filled)';
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return el.matches('input, textarea') && style.borderTopColor === primary;
  });
}

describe('keyboard alone', () => {
  it('offers a skip link first, which moves the focus to the page, and shows where the focus is (en and ar)', async () => {
    for (const [lang, name] of [
      ['en', 'Skip to main content'],
      ['ar', 'انتقل إلى المحتوى الرئيسي'],
    ]) {
      const context = await newContext(browser, { lang });
      const page = await context.newPage();
      await page.goto('/courses');
      await page.getByRole('main').getByTestId('course-card').first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name, exact: true });
      assert.equal(await skip.evaluate((el) => el === document.activeElement), true, `${lang}: the first Tab stop is the skip link`);
      const box = await skip.boundingBox();
      assert.ok(box && box.y >= 0 && box.height > 0, `${lang}: the focused skip link is on screen`);
      assert.equal(await focusRingOf(skip), true, `${lang}: the skip link shows its focus`);
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content', `${lang}: Enter moves the focus to the page`);
      assert.ok((await skip.boundingBox()).y < 0, `${lang}: the skip link hides again`);
      // The next Tab stop is inside the page, not the header; it shows a focus ring.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.closest('main') !== null), true, `${lang}: Tab continues in the page`);
      for (let i = 0; i < 15 && !(await page.evaluate(() => document.activeElement?.matches('button, a[href]'))); i += 1)
        await page.keyboard.press('Tab');
      assert.equal(
        await focusRingOf(page.locator(':focus')),
        true,
        `${lang}: the first focused button or link of the page shows its focus`,
      );
      await context.close();
    }
  });

  it('lets a parent sign in, open Available Courses, register a child and pick a section without a mouse', async () => {
    const family = uniqueFamily();
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: family.email,
        password: 'secret123',
        full_name: 'Rachid Kaci',
        phone: family.phone,
        parent_phone: family.parentPhone,
        student_name: 'Lina Kaci',
        gender: 'female',
        date_of_birth: '2011-05-14',
      }),
    });
    assert.equal(registered.status, 201, await registered.text());
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    const main = page.getByRole('main');

    // Sign in: Tab to the e-mail field, type, Tab to the password, type, Enter.
    const email = main.getByLabel('E-mail address', { exact: true });
    await tabTo(page, email);
    await page.keyboard.type(family.email);
    await tabTo(page, main.getByLabel('Password', { exact: true }), { max: 3 });
    await page.keyboard.type('secret123');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // The dashboard's tabs: Tab to the selected one, then the arrow keys move along them.
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await tabTo(page, tabs.getByRole('tab', { name: 'Overview', exact: true }));
    const available = tabs.getByRole('tab', { name: 'Available Courses', exact: true });
    for (let i = 0; i < 6 && !(await available.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/dashboard/courses');
    await available.and(page.locator('[aria-selected="true"]')).waitFor();

    // Search the catalogue by typing, then Tab to the course's Register button and press Space.
    await tabTo(page, main.getByLabel('Search courses', { exact: true }));
    await page.keyboard.type('Natural Sciences 3AM');
    await page.waitForURL(/search=Natural/);
    const card = main.getByTestId('course-card').filter({ has: page.getByRole('heading', { name: 'Natural Sciences 3AM', exact: true }) });
    await card.waitFor();
    await tabTo(page, card.getByRole('button', { name: 'Register', exact: true }));
    await page.keyboard.press('Space');

    // The sections dialog takes the focus; Tab reaches the first section's Choose button; Enter picks it.
    const dialog = page.getByRole('dialog', { name: 'Choose a section' });
    await dialog.getByTestId('section-option').first().waitFor();
    assert.equal(await dialog.evaluate((el) => el.contains(document.activeElement)), true, 'the focus moved into the dialog');
    await tabTo(page, dialog.getByRole('button', { name: /^Choose / }).first(), { max: 20 });
    assert.equal(await focusRingOf(page.locator(':focus')), true, 'the focused Choose button shows its focus');
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Successfully enrolled in section!' });
    await success.waitFor();
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'detached' });
    await card.getByText('Registration Pending', { exact: true }).waitFor();

    // The server has the registration.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: family.email, password: 'secret123' }),
    });
    assert.equal(login.status, 200);
    const { access_token: token } = await login.json();
    const mine = await (await fetch(`${base}/api/courses/my-registrations`, { headers: { authorization: `Bearer ${token}` } })).json();
    assert.deepEqual(
      mine.registrations.map((r) => [r.course_name, r.student.name, r.status, r.section_id !== null]),
      [['Natural Sciences 3AM', 'Lina Kaci', 'pending', true]],
    );
    await context.close();
  });
});
