// Browser flows of the public site: the landing's two doors, each page's own title and description in
// its language, the header's language buttons and burger (which work on the server's HTML without the app), the
// welcome popup, and the contact form (stored in English, validated in Arabic right to left).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, base, launch, newContext, parentSession } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const labels = {
  en: { name: 'Full name', email: 'E-mail', subject: 'Subject', message: 'Message', send: 'Send message', sending: 'Sending...' },
  ar: { name: 'الاسم الكامل', email: 'البريد الإلكتروني', subject: 'الموضوع', message: 'الرسالة', send: 'إرسال الرسالة' },
};

/** A price as the course cards write it, in each language. */
const price = { en: /\d DA/, ar: /\d دج/ };

/** The admin's view of the inbox: how many messages nobody has read yet. */
async function unreadMessages() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@academy.dz', password: 'admin123' }),
  });
  assert.equal(login.status, 200);
  const { access_token: token } = await login.json();
  const res = await fetch(`${base}/api/admin/overview`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  return (await res.json()).unread_messages;
}

describe('landing page', () => {
  it('leads to the academy and to Little Stars', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    const main = page.getByRole('main');
    // The server's HTML: its links lead on at once, with no script to wait for.
    await page.goto('/');
    await main.getByRole('link', { name: 'Visit the academy' }).click();
    // The new page's heading is what the visitor waits for; its load event (every picture) can take long on a busy machine.
    await page.waitForURL('**/home', { waitUntil: 'commit' });
    await main.getByRole('heading', { level: 1, name: 'Learn with confidence, from the first year of primary to the BAC' }).waitFor();

    await page.goto('/');
    await main.getByRole('link', { name: 'Discover Little Stars' }).click();
    await page.waitForURL('**/little-stars', { waitUntil: 'commit' });
    await main.getByRole('heading', { level: 1, name: 'A happy first step towards school' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    assert.equal(overflow, false, 'Little Stars fits a 390 px phone');
    await context.close();
  });

  it('gives every public page its own title and description, in the page language', async () => {
    for (const lang of ['en', 'ar']) {
      const context = await newContext(browser, { lang });
      const page = await context.newPage();
      const seen = [];
      for (const route of ['/', '/home', '/little-stars', '/about', '/contact']) {
        await page.goto(route);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        const meta = await page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        }));
        assert.ok(meta.title && meta.description, `${lang} ${route} has a title and a description`);
        if (lang === 'ar') assert.match(meta.description, /[\u0600-\u06FF]/, `${route}: the Arabic description is in Arabic`);
        seen.push(meta);
      }
      assert.equal(new Set(seen.map((m) => m.title)).size, seen.length, `${lang}: titles differ`);
      assert.equal(new Set(seen.map((m) => m.description)).size, seen.length, `${lang}: descriptions differ`);
      await context.close();
    }
  });
});

describe("the header on the server's pages", () => {
  /** The page's language as its <html> says it, once the reload a language button makes has happened. */
  const inLanguage = (page, lang, dir) => page.locator(`html[lang="${lang}"][dir="${dir}"]`).waitFor({ state: 'attached' });

  it('switches the language with its buttons, on the same address, and keeps it for the next pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const main = page.getByRole('main');
    await page.goto('/courses?level=primary');
    await page.getByRole('button', { name: 'عر – العربية' }).click();
    await inLanguage(page, 'ar', 'rtl');
    await main.getByRole('heading', { level: 1, name: 'الدورات' }).waitFor();
    assert.equal(new URL(page.url()).search, '?level=primary', 'the same page, its filters kept');
    assert.equal(await main.getByLabel('الطور', { exact: true }).inputValue(), 'primary');
    assert.deepEqual(
      (await context.cookies()).filter((c) => c.name === 'academy_lang').map((c) => c.value),
      ['ar'],
    );
    await page.goto('/about');
    await inLanguage(page, 'ar', 'rtl');

    await page.getByRole('button', { name: 'FR – Français' }).click();
    await inLanguage(page, 'fr', 'ltr');
    await main.getByRole('heading', { level: 1, name: 'À propos' }).waitFor();
    await page.getByRole('button', { name: 'EN – English' }).click();
    await inLanguage(page, 'en', 'ltr');
    await main.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), 'en', "the app's own choice follows");
    await context.close();
  });

  it('shows the page in the language a visitor chose before the cookie existed (kept by the app only)', async () => {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(() => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'ar');
      localStorage.setItem('hasVisitedBefore', 'true');
    });
    const page = await context.newPage();
    await page.goto('/home');
    await inLanguage(page, 'ar', 'rtl');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    assert.match(await page.title(), /[\u0600-\u06FF]/, 'the Arabic title');
    await context.close();
  });

  it('opens and closes the menu with the burger on a phone, and its links lead to the pages', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.goto('/about');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const courses = page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true });
    assert.equal(await courses.isVisible(), false, 'the menu starts closed');
    await burger.click();
    await courses.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'), 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await courses.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await courses.click();
    await page.waitForURL('**/courses');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await context.close();
  });
});

it('downloads no dashboard or admin code, and no Arabic font, on the English public pages', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const scripts = [];
  const fonts = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (request.resourceType() === 'font') fonts.push(pathname);
  });
  for (const route of ['/', '/home', '/little-stars', '/about', '/contact', '/courses']) {
    await page.goto(route);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  }
  // The catalogue's code too, which comes when the visitor first reaches for it (its first filter).
  const main = page.getByRole('main');
  await main.getByLabel('Level', { exact: true }).selectOption('middle');
  await page.waitForURL(/[?&]level=middle\b/);
  await main.getByTestId('level-badge').filter({ hasNotText: 'Middle school' }).first().waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  assert.ok(
    scripts.some((s) => /\/catalogue-[\w-]+\.js$/.test(s)),
    'the catalogue has loaded its code',
  );
  assert.deepEqual(
    scripts.filter((s) => /admin|dashboard|overview-page/.test(s)),
    [],
  );
  // An English page needs Cairo's Latin faces only (the toggle's "عر" is in the device's font): a font that
  // arrives after the first paint has the whole page laid out again.
  assert.ok(
    fonts.some((f) => /cairo-latin/.test(f)),
    'the Latin faces are used',
  );
  assert.deepEqual(
    fonts.filter((f) => /arabic/.test(f)),
    [],
    'no Arabic font on English pages',
  );
  await context.close();
});

it('says the support hours and the prices in the page language without loading Intl data in the browser', async () => {
  // A page's first Intl date or number formatter loads ICU's data for it, a long task on a phone: /api/site
  // says the hours, and prices are written by formatDecimal (held to Intl's output in intl.test.ts).
  // The hours as the admin's settings say them now (other tests change them), in the footer's words.
  const { academy } = await (await fetch(`${base}/api/site`)).json();
  const sentence = {
    en: (h) => `${h.firstDay} to ${h.lastDay}, ${h.opens} – ${h.closes}`,
    ar: (h) => `من ${h.firstDay} إلى ${h.lastDay}، من ${h.opens} إلى ${h.closes}`,
  };
  const hoursIn = (lang) =>
    lang === 'ar' && academy.support_hours_ar
      ? academy.support_hours_ar
      : academy.support_hours_localized[lang]
        ? sentence[lang](academy.support_hours_localized[lang])
        : academy.support_hours;
  const hours = { en: hoursIn('en'), ar: hoursIn('ar') };
  for (const lang of ['en', 'ar']) {
    const context = await newContext(browser, { lang });
    await context.addInitScript(() => {
      window.intlFormattersBuilt = 0;
      for (const name of ['DateTimeFormat', 'NumberFormat']) {
        Intl[name] = new Proxy(Intl[name], {
          construct: (target, args) => ((window.intlFormattersBuilt += 1), Reflect.construct(target, args)),
          apply: (target, self, args) => ((window.intlFormattersBuilt += 1), Reflect.apply(target, self, args)),
        });
      }
    });
    const page = await context.newPage();
    for (const route of ['/', '/home', '/little-stars', '/courses', '/contact']) {
      await page.goto(route);
      await page.getByRole('contentinfo').getByText(hours[lang], { exact: true }).waitFor();
      if (route === '/courses' || route === '/home') await page.getByRole('main').getByText(price[lang]).first().waitFor();
      assert.equal(await page.evaluate(() => window.intlFormattersBuilt), 0, `${lang} ${route} builds no Intl formatter`);
    }
    await context.close();
  }
});

it('breaks no rule of the Content-Security-Policy, forms and their validation included', async () => {
  // The server allows no 'unsafe-eval': zod's try of `new Function` (to compile its parsers) was a violation
  // on every page that builds a schema (/home, /courses), reported in Chromium's Issues and by Lighthouse.
  const policy = (await fetch(`${base}/home`)).headers.get('content-security-policy') ?? '';
  assert.match(policy, /script-src 'self'/);
  assert.doesNotMatch(policy, /unsafe-eval/);
  for (const lang of ['en', 'ar']) {
    const context = await newContext(browser, { lang });
    await context.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const page = await context.newPage();
    const main = page.getByRole('main');
    for (const route of ['/', '/home', '/little-stars', '/courses', '/about', '/contact', '/login', '/register']) {
      await page.goto(route);
      await main.getByRole('heading', { level: 1 }).waitFor();
      if (route === '/courses') await main.getByText(price[lang]).first().waitFor();
      if (route === '/contact') {
        await main.getByRole('button', { name: labels[lang].send }).click();
        await main
          .getByText(lang === 'ar' ? 'هذا الحقل مطلوب.' : 'This field is required.')
          .first()
          .waitFor();
      }
      assert.deepEqual(await page.evaluate(() => window.cspViolations), [], `${lang} ${route}`);
    }
    await context.close();
  }
});

describe('welcome popup', () => {
  /** Lets the page's queued tasks run (React renders and effects) without moving the paused clock. */
  const settle = (page) =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          let rounds = 20;
          channel.port1.onmessage = () => (--rounds ? channel.port2.postMessage(0) : resolve());
          channel.port2.postMessage(0);
        }),
    );

  it('asks a first-time visitor a second after the page has loaded, and not again once answered', async () => {
    const context = await newContext(browser, { width: 390, welcome: true });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-26T09:00:00Z') });
    // The page notes, on its own clock, when it has loaded and when a dialog first appears: a slow machine
    // cannot blur the measure.
    // (A server-rendered page has the dialog from the start, closed: it opens as a native <dialog>.)
    await page.addInitScript(() => {
      window.addEventListener('load', () => (window.loadedAt = performance.now()), { once: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="dialog"], dialog[open]')) return;
        window.dialogOpenedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Nour Academy' });
    await dialog.waitFor();
    const sinceLoad = await page.evaluate(() => window.dialogOpenedAt - window.loadedAt);
    assert.ok(sinceLoad >= 1000, `a second after the page has loaded, not ${Math.round(sinceLoad)} ms`);
    await dialog.getByText('Are you an existing student of the academy, or are you new here?').waitFor();

    await dialog.getByRole('button', { name: 'I am new here' }).click();
    await page.waitForURL('**/register');
    assert.equal(await page.evaluate(() => localStorage.getItem('hasVisitedBefore')), 'true');
    await page.goto('/home');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(5_000);
    await settle(page);
    assert.equal(await page.getByRole('dialog').count(), 0, 'answered once, never asked again');
    await context.close();
  });

  it('opens the first-time card login for an existing student', async () => {
    const context = await newContext(browser, { welcome: true });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Nour Academy' });
    await dialog.getByRole('button', { name: 'I am an existing student' }).click();
    await page.getByRole('dialog', { name: 'First-time login with your card' }).getByLabel('Student barcode').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('hasVisitedBefore')), 'true');
    await context.close();
  });

  it('holds the page behind still, to the wheel and to the keyboard, until it is closed', async () => {
    const context = await newContext(browser, { welcome: true });
    const page = await context.newPage();
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Nour Academy' });
    await dialog.waitFor();
    await page.mouse.move(20, 600);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('End');
    // A scroll the page would make is done within a frame or two.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page behind the dialog has not moved');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 0);
    await context.close();
  });

  it("is the page's own dialog on a first visit: no React, labelled, the focus inside, Escape closes it, not asked on the next visit", async () => {
    const context = await newContext(browser, { width: 390, welcome: true });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-26T09:00:00Z') });
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Nour Academy' });
    await dialog.waitFor();
    await dialog.getByText('Are you an existing student of the academy, or are you new here?').waitFor();
    await dialog.getByRole('button', { name: 'I am new here' }).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'I am an existing student',
      'the focus is on the first answer',
    );
    // The page's own small script and the language list it shares with the app: neither React nor Mantine's code.
    assert.ok(scripts.length > 0 && scripts.every((script) => /^\/assets\/(public|languages)-[\w-]+\.js$/.test(script)), scripts.join(' '));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => localStorage.getItem('hasVisitedBefore')), 'true', 'closing it is an answer');
    await page.goto('/home');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(5_000);
    await settle(page);
    assert.equal(await page.getByRole('dialog').count(), 0, 'not asked on the next visit');
    await context.close();
  });

  it('is not for a signed-in person', async () => {
    const context = await newContext(browser, { welcome: true });
    const session = await parentSession();
    await context.addInitScript((token) => localStorage.setItem('access_token', token), session.access_token);
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-26T09:00:00Z') });
    await page.goto('/home');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(5_000);
    await settle(page);
    assert.equal(await page.getByRole('dialog').count(), 0);
    await context.close();
  });
});

describe('site header', () => {
  it('opens and closes the menu on a phone in Arabic, without React, and a link of it leads on', async () => {
    const context = await newContext(browser, { lang: 'ar', width: 390 });
    const page = await context.newPage();
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const burger = banner.getByRole('button', { name: 'فتح القائمة' });
    assert.equal(await burger.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.count(), 0, 'the menu is closed');

    await burger.click();
    const close = banner.getByRole('button', { name: 'إغلاق القائمة' });
    assert.equal(await close.getAttribute('aria-expanded'), 'true');
    await menu.getByRole('link', { name: 'من نحن' }).waitFor();
    await menu.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    await menu.getByRole('link', { name: 'إنشاء حساب' }).waitFor();
    await close.click();
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await burger.getAttribute('aria-expanded'), 'false');
    assert.ok(
      scripts.every((script) => /^\/assets\/(public|languages)-[\w-]+\.js$/.test(script)),
      `the page's own script only: ${scripts.join(' ')}`,
    );

    await burger.click();
    await menu.getByRole('link', { name: 'اتصل بنا' }).click();
    await page.waitForURL('**/contact', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    await context.close();
  });

  it("shows a signed-in parent's account on /home, wide and on a phone, and signs out from it", async () => {
    for (const width of [1366, 390]) {
      const session = await parentSession();
      const context = await newContext(browser, { width });
      // Stored once, as signing in does (not again on every page: the sign-out must stay).
      await context.addInitScript((s) => {
        if (sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', '1');
        localStorage.setItem('access_token', s.access_token);
        localStorage.setItem('token', s.access_token);
        localStorage.setItem('user', JSON.stringify(s.user));
      }, session);
      const page = await context.newPage();
      await page.goto('/home');
      const banner = page.getByRole('banner');
      // The contact form further down is the signed-in parent's: the account's e-mail, read-only, no name or e-mail to give.
      const email = page.getByRole('main').getByLabel('E-mail', { exact: true });
      await page.getByRole('main').locator('form input[readonly]').first().waitFor();
      assert.equal(await email.inputValue(), session.user.email);
      assert.equal(await email.getAttribute('readonly'), '');
      if (width === 1366) {
        await banner.getByRole('button', { name: /account menu$/ }).click();
        const dashboard = page.getByRole('menuitem', { name: 'Dashboard' });
        assert.equal(await dashboard.getAttribute('href'), '/dashboard');
        await page.getByRole('menuitem', { name: 'Log out' }).click();
      } else {
        await banner.getByRole('button', { name: 'Open menu' }).click();
        const dashboard = banner.getByRole('link', { name: 'Dashboard' });
        assert.equal(await dashboard.getAttribute('href'), '/dashboard');
        assert.equal(await banner.getByRole('link', { name: 'Log in' }).count(), 0);
        await banner.getByRole('button', { name: 'Log out' }).click();
      }
      await page.waitForURL(`${base}/`);
      await page.getByText('You have been logged out.').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
      assert.equal((await api('/api/auth/me', { token: session.access_token })).status, 401, 'the session has ended on the server too');
      if (width === 390) await banner.getByRole('button', { name: 'Open menu' }).click();
      await banner.getByRole('link', { name: 'Log in' }).waitFor();
      await context.close();
    }
  });
});

describe('contact form', () => {
  it('has the form on /home from the start, downloads its code only when the visitor reaches for it, and it works there', async () => {
    const l = labels.en;
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    const main = page.getByRole('main');
    const formChunks = [];
    page.on('request', (request) => {
      if (/\/contact-form-[\w-]+\.js$/.test(new URL(request.url()).pathname)) formChunks.push(request.url());
    });
    await page.goto('/home');
    await main.getByText(price.en).first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(formChunks, [], 'the form and its schemas are not downloaded with the page');
    // The server's page holds the whole form (a contact-form island).
    for (const label of [l.name, l.email, l.subject, l.message]) await main.getByLabel(label, { exact: true }).waitFor();

    await main.getByRole('button', { name: l.send }).click();
    await main.getByText('This field is required.').first().waitFor();
    assert.equal(await main.getByText('This field is required.').count(), 4, 'the form validates');
    assert.equal(formChunks.length, 1, 'reaching for it loads the form');
    await context.close();
  });

  it('keeps a message typed before the form was ready and sends it once, never as the browser would', async () => {
    const l = labels.en;
    const before = await unreadMessages();
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    const main = page.getByRole('main');
    // The islands' code is held until the message has been typed and sent: the form is still the server's HTML.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/hydrate-island-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/home');
    const sent = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() || request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const subject = `Saturday maths group (${Date.now()})`;
    await main.getByLabel(l.name, { exact: true }).pressSequentially('Nadia Belkacem');
    await main.getByLabel(l.email, { exact: true }).fill('nadia.belkacem@example.dz');
    await main.getByLabel(l.subject, { exact: true }).fill(subject);
    await main.getByLabel(l.message, { exact: true }).fill('Is there a place left for my son in the Saturday group?');
    await main.getByRole('button', { name: l.send }).click();
    assert.ok(asked, 'reaching for the form asked for its code');
    assert.equal(page.url(), `${base}/home`, 'the browser sent nothing itself');

    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST');
    release();
    const answer = await response;
    assert.equal(answer.status(), 201);
    const body = answer.request().postDataJSON();
    assert.deepEqual(
      { name: body.name, email: body.email, subject: body.subject },
      { name: 'Nadia Belkacem', email: 'nadia.belkacem@example.dz', subject },
    );
    await main.getByText('Message sent successfully! We will get back to you soon.').waitFor();
    assert.equal(await main.getByLabel(l.subject, { exact: true }).inputValue(), '');
    assert.deepEqual(sent, ['POST /api/contact'], 'one send, by the form');
    assert.equal(page.url(), `${base}/home`);
    assert.equal(await unreadMessages(), before + 1, 'the admin inbox has the message');
    await context.close();
  });

  it('stores a message sent in English and clears the form', async () => {
    const l = labels.en;
    const before = await unreadMessages();
    const context = await newContext(browser);
    const page = await context.newPage();
    const main = page.getByRole('main');
    await page.goto('/contact');

    await main.getByLabel(l.name, { exact: true }).fill('Samira Haddad');
    await main.getByLabel(l.email, { exact: true }).fill('samira.haddad@example.dz');
    await main.getByLabel(l.subject, { exact: true }).fill(`Maths lessons in 4AM (${Date.now()})`);
    await main.getByLabel(l.message, { exact: true }).fill('Hello, are there places left in the Saturday maths group for 4AM?');

    // Hold the request until the button has said that it is sending.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST');
    await main.getByRole('button', { name: l.send }).click();
    await main.getByRole('button', { name: l.sending }).waitFor();
    release();

    const answer = await response;
    assert.equal(answer.status(), 201);
    const body = await answer.json();
    assert.equal(body.success, true);
    assert.ok(Number.isInteger(body.id) && body.id > 0, 'the stored message has an id');
    await main.getByText('Message sent successfully! We will get back to you soon.').waitFor();
    assert.equal(await main.getByLabel(l.name, { exact: true }).inputValue(), '');
    assert.equal(await main.getByLabel(l.message, { exact: true }).inputValue(), '');

    assert.equal(await unreadMessages(), before + 1, 'the admin inbox has one more unread message');
    await context.close();
  });

  it('explains a refusal: field errors from the server, rate limit, generic failure', async () => {
    const l = labels.en;
    const context = await newContext(browser);
    const page = await context.newPage();
    const main = page.getByRole('main');
    await page.goto('/contact');
    const fill = async () => {
      await main.getByLabel(l.name, { exact: true }).fill('Omar Saidi');
      await main.getByLabel(l.email, { exact: true }).fill('omar@example.dz');
      await main.getByLabel(l.subject, { exact: true }).fill('Timetable');
      await main.getByLabel(l.message, { exact: true }).fill('Which days does the 3AS physics group meet?');
    };
    // The server's answers, as its contract gives them (the real limits need dozens of requests).
    const answers = [
      {
        status: 400,
        body: { statusCode: 400, code: 'validation_failed', message: 'Invalid request: email', details: { email: ['email_invalid'] } },
      },
      { status: 429, body: { statusCode: 429, code: 'rate_limited', message: 'Too many requests' } },
      { status: 500, body: { statusCode: 500, code: 'internal_error', message: 'Internal Server Error' } },
    ];
    await page.route('**/api/contact', (route) => {
      const next = answers.shift();
      return route.fulfill({ status: next.status, contentType: 'application/json', body: JSON.stringify(next.body) });
    });

    await fill();
    await main.getByRole('button', { name: l.send }).click();
    await main.getByText('Enter a valid e-mail address.').waitFor();
    await main.getByText('Please check the highlighted fields.').waitFor();

    await main.getByRole('button', { name: l.send }).click();
    await main.getByText('Too many attempts. Please wait a moment and try again.').waitFor();
    assert.equal(await main.getByLabel(l.subject, { exact: true }).inputValue(), 'Timetable', 'a refused message stays in the form');

    await main.getByRole('button', { name: l.send }).click();
    await main.getByText('Failed to send message. Please try again.').waitFor();
    await context.close();
  });

  it('shows Arabic validation messages, right to left, and sends nothing', async () => {
    const l = labels.ar;
    const context = await newContext(browser, { lang: 'ar', width: 390 });
    const page = await context.newPage();
    const main = page.getByRole('main');
    let posted = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/contact') posted += 1;
    });
    await page.goto('/contact');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    await main.getByRole('button', { name: l.send }).click();
    const required = main.getByText('هذا الحقل مطلوب.');
    await required.first().waitFor();
    assert.equal(await required.count(), 4, 'full name, e-mail, subject and message are all required');

    await main.getByLabel(l.email, { exact: true }).fill('not-an-address');
    await main.getByRole('button', { name: l.send }).click();
    await main.getByText('أدخل بريدًا إلكترونيًا صحيحًا.').waitFor();
    assert.equal(posted, 0, 'an invalid form is not sent');
    await context.close();
  });
});
