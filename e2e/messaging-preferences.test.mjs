// The parent's side of messaging (issue 26), in the browser on a 390 px phone: the family area is an installable app
// (manifest, icons, a service worker that controls the dashboard and keeps its last answers for offline reading,
// cleared on sign-out; the public pages register nothing), notifications on this device with the permission granted,
// the preferences screen in Arabic (quiet hours and language saved and shown again after a reload), and the STOP link.
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, base, launch, newContext, uniqueFamily } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const PHONE = 390;

/** A new family, registered and signed in through the API: `{ session, family }`. */
async function newFamily() {
  const family = uniqueFamily();
  const password = 'secret123';
  const reg = await api('/api/auth/register', {
    method: 'POST',
    body: {
      email: family.email,
      password,
      full_name: 'Samira Haddad',
      phone: family.phone,
      parent_phone: family.parentPhone,
      student_name: 'Amina Haddad',
      gender: 'female',
      date_of_birth: '2014-03-02',
    },
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.json));
  const login = await api('/api/auth/login', { method: 'POST', body: { phone: family.phone, password } });
  assert.equal(login.status, 200);
  return { session: login.json, family };
}

/** A 390 px context in `lang`, signed in as `session`, with notifications allowed for the site. */
async function phoneContext(session, lang) {
  const context = await newContext(browser, { lang, width: PHONE, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: base });
  await context.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('token', s.access_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return context;
}

/** Waits until the family app's service worker is active and controls the page. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
}

/** The STOP token of a parent (modules/messaging/stop-link.ts: HMAC-SHA256 of `sms-stop:<id>` with APP_SECRET). */
function stopToken(parentId) {
  const secret = process.env.APP_SECRET || 'dev-only-secret-change-me-in-production';
  const mac = crypto.createHmac('sha256', secret).update(`sms-stop:${parentId}`).digest('base64url').slice(0, 22);
  return `${parentId}.${mac}`;
}

describe('the family app (issue 26)', () => {
  it('is installable from the dashboard: manifest, icons, a worker served fresh and allowed by the CSP; the public pages register nothing', async () => {
    const manifest = await fetch(`${base}/manifest.webmanifest?lang=ar`);
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers.get('content-type'), /application\/manifest\+json/);
    const m = await manifest.json();
    assert.equal(m.name, 'أكاديمية النور');
    assert.equal(m.start_url, '/dashboard');
    assert.equal(m.display, 'standalone');
    assert.equal(m.lang, 'ar');
    assert.equal(m.dir, 'rtl');
    assert.match(m.theme_color, /^#[0-9a-f]{6}$/);
    assert.deepEqual(
      m.icons.map((i) => `${i.sizes} ${i.purpose}`),
      ['192x192 any', '512x512 any', '512x512 maskable'],
    );
    for (const icon of m.icons) {
      const res = await fetch(`${base}${icon.src}`);
      assert.equal(res.status, 200, icon.src);
      assert.equal(res.headers.get('content-type'), 'image/png');
    }
    assert.equal((await (await fetch(`${base}/manifest.webmanifest`)).json()).name, 'Nour Academy');

    const sw = await fetch(`${base}/sw.js`);
    assert.equal(sw.status, 200);
    assert.equal(sw.headers.get('cache-control'), 'no-cache');
    assert.match(sw.headers.get('content-type'), /javascript/);
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy');
    assert.match(csp, /worker-src 'self'/);
    assert.match(csp, /manifest-src 'self'/);

    // A visitor of the public site downloads no worker and registers none.
    const visitor = await newContext(browser, { width: PHONE, serviceWorkers: 'allow' });
    const page = await visitor.newPage();
    const asked = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${base}/home`);
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    assert.ok(!asked.includes('/sw.js') && !asked.includes('/manifest.webmanifest'), asked.join(' '));
    await visitor.close();
  });

  it('on a phone: the worker controls the dashboard, notifications are allowed, the dashboard reads offline what it kept, sign-out forgets it', async () => {
    const { session } = await newFamily();
    const context = await phoneContext(session, 'en');
    const page = await context.newPage();
    const attendanceHeading = page.getByRole('heading', { level: 2, name: /Amina Haddad/ });
    await page.goto(`${base}/dashboard/attendance`);
    await attendanceHeading.waitFor();
    assert.match(await controlled(page), /\/sw\.js$/);
    assert.equal(await page.evaluate(() => Notification.permission), 'granted');
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest?lang=en');

    // Online through the worker: attendance and notifications are read and kept.
    await page.reload();
    await attendanceHeading.waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${base}/dashboard/notifications`);
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('family-api-v1');
      return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
    });
    assert.ok(kept.includes('/api/auth/me'), kept.join(' '));
    assert.ok(kept.includes('/api/notifications'), kept.join(' '));
    assert.ok(kept.includes('/api/attendance/my-attendance'), kept.join(' '));
    assert.ok(!kept.some((p) => p.startsWith('/api/admin') || p.startsWith('/api/teacher')), kept.join(' '));

    // Offline: the dashboard opens again from what was kept, and says since when.
    await context.setOffline(true);
    await page.reload();
    const notice = page.getByTestId('offline-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /^Offline — showing what was saved at \u2066\d\d:\d\d\u2069$/);
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await page.goto(`${base}/dashboard/attendance`);
    await attendanceHeading.waitFor();
    await page.getByText('No attendance yet', { exact: true }).or(page.getByTestId('attendance-list')).first().waitFor();
    assert.equal(await page.getByTestId('load-failed').count(), 0);
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await notice.waitFor({ state: 'detached' });

    // Signing out forgets the family's answers on this phone.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    // The address leaving the dashboard is the sign-out; the next page's load event is not (under a full parallel run
    // it once took longer than the 30 s wait).
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { waitUntil: 'commit' });
    await page.waitForFunction(async () => !(await caches.has('family-api-v1')));
    await context.close();
  });

  // Headless Chromium has no push service: pushManager.subscribe() refuses with "AbortError: Registration failed -
  // permission denied" even with the permission granted (tried here with a valid P-256 key). What a browser with a
  // push service does next (the POST of subscription.toJSON(), push_devices 1) cannot run in this browser; the
  // server's side of it is helper A's push subscription routes and their tests.
  it('notifications on this device: with the permission granted the card offers to turn them on, and says so when this browser cannot', async () => {
    const { session } = await newFamily();
    const context = await phoneContext(session, 'en');
    const page = await context.newPage();
    await page.goto(`${base}/dashboard/notifications/preferences`);
    await controlled(page);
    assert.equal(await page.evaluate(() => Notification.permission), 'granted');
    const card = page.getByTestId('push-device');
    await card.getByRole('heading', { name: 'Notifications on this device' }).waitFor();
    assert.equal(await card.getByTestId('device-state').getAttribute('data-state'), 'off');
    const button = card.getByRole('button', { name: 'Turn on notifications' });
    assert.ok((await button.boundingBox()).height >= 44);
    await button.click();
    await page
      .getByText('Notifications could not be turned on here. Please try again.')
      .or(page.getByText('The academy has not set up notifications yet.'))
      .first()
      .waitFor();
    assert.equal(await card.getByTestId('device-state').getAttribute('data-state'), 'off');
    assert.equal((await api('/api/messaging/preferences', { token: session.access_token })).json.push_devices, 0);
    await context.close();
  });

  it('the preferences screen in Arabic on a phone: right to left, Arabic labels; quiet hours 22:00-07:00 and the language saved and shown after a reload', async () => {
    const { session } = await newFamily();
    const context = await phoneContext(session, 'ar');
    const page = await context.newPage();
    await page.goto(`${base}/dashboard/notifications`);
    await page.getByRole('link', { name: 'تفضيلات الرسائل' }).click();
    await page.waitForURL('**/dashboard/notifications/preferences');
    await page.getByRole('heading', { name: 'تفضيلات الرسائل', level: 2 }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');

    const form = page.getByRole('form', { name: 'تفضيلات الرسائل' });
    for (const label of ['الرسائل القصيرة (SMS)', 'الإشعارات على أجهزتك', 'البريد الإلكتروني']) {
      assert.equal(await form.getByRole('switch', { name: label }).isChecked(), true, label);
    }
    // The academy has no SMS gateway in this run: the screen says so.
    await form.getByText('لم تُفعّل الأكاديمية الرسائل القصيرة بعد.').waitFor();
    await page.getByText('الإشعارات على هذا الجهاز').waitFor();
    // Nothing wider than the phone.
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE);

    const start = form.getByLabel('من', { exact: true });
    const end = form.getByLabel('إلى', { exact: true });
    assert.equal(await start.inputValue(), '21:00');
    assert.equal(await end.inputValue(), '08:00');
    await start.fill('22:00');
    await end.fill('07:00');
    await form.getByRole('radio', { name: 'English' }).check();
    await form.getByRole('switch', { name: 'البريد الإلكتروني' }).click({ force: true });
    const saveButton = form.getByRole('button', { name: 'حفظ التفضيلات' });
    const box = await saveButton.boundingBox();
    assert.ok(box.height >= 44, `save button ${box.height}px tall`);
    await saveButton.click();
    await page.getByText('تم حفظ تفضيلات الرسائل.').waitFor();

    const saved = await api('/api/messaging/preferences', { token: session.access_token });
    assert.deepEqual(
      { quiet_start: saved.json.quiet_start, quiet_end: saved.json.quiet_end, language: saved.json.language, email: saved.json.email },
      { quiet_start: '22:00', quiet_end: '07:00', language: 'en', email: false },
    );

    await page.reload();
    const again = page.getByRole('form', { name: 'تفضيلات الرسائل' });
    await again.getByLabel('من', { exact: true }).waitFor();
    assert.equal(await again.getByLabel('من', { exact: true }).inputValue(), '22:00');
    assert.equal(await again.getByLabel('إلى', { exact: true }).inputValue(), '07:00');
    assert.equal(await again.getByRole('radio', { name: 'English' }).isChecked(), true);
    assert.equal(await again.getByRole('switch', { name: 'البريد الإلكتروني' }).isChecked(), false);
    await context.close();
  });

  it('the STOP link: the phone masked, "Stop SMS", the confirmation; the preferences then say STOP and turning SMS on clears it', async () => {
    const { session, family } = await newFamily();
    const me = await api('/api/auth/me/profile/parent', { token: session.access_token });
    assert.equal(me.status, 200, JSON.stringify(me.json));
    const parentId = me.json.parent?.id ?? me.json.id;
    assert.ok(Number.isInteger(parentId), JSON.stringify(me.json));

    const visitor = await newContext(browser, { width: PHONE });
    const page = await visitor.newPage();
    await page.goto(`${base}/sms-stop/${parentId}.${'A'.repeat(22)}`);
    await page.getByTestId('stop-invalid').waitFor();

    await page.goto(`${base}/sms-stop/${stopToken(parentId)}`);
    const last4 = family.parentPhone.slice(-4);
    await page.getByText(`•••• •• ${last4.slice(0, 2)} ${last4.slice(2)}`, { exact: false }).waitFor();
    assert.equal(await page.getByText(family.parentPhone).count(), 0);
    await page.getByRole('button', { name: 'Stop SMS' }).click();
    await page.getByTestId('stop-done').getByText('SMS are stopped').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await visitor.close();

    assert.equal((await api('/api/messaging/preferences', { token: session.access_token })).json.sms_stopped, true);
    const context = await phoneContext(session, 'en');
    const prefs = await context.newPage();
    await prefs.goto(`${base}/dashboard/notifications/preferences`);
    await prefs.getByTestId('sms-stopped').getByText('You replied STOP: SMS are off').waitFor();
    const sms = prefs.getByRole('switch', { name: 'SMS' });
    assert.equal(await sms.isChecked(), false);
    await sms.click({ force: true });
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await prefs.getByText('Your message preferences are saved.').waitFor();
    await prefs.getByTestId('sms-stopped').waitFor({ state: 'detached' });
    assert.equal((await api('/api/messaging/preferences', { token: session.access_token })).json.sms_stopped, false);
    await context.close();
  });
});
