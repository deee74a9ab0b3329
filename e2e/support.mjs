// Shared pieces of the browser tests: Chromium from Debian (never downloaded), contexts per language,
// and the e-mail outbox the server writes when no SMTP server is configured.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const dataDir = process.env.E2E_DATA_DIR ?? './data';

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A browser context in one language, as the site's language buttons leave it: the app's storage, and the cookie the
 * server renders the public pages by (none for English, the default). The welcome popup is already seen unless asked
 * for. The family app's service worker (issue 26) is blocked unless asked for (`serviceWorkers: 'allow'`,
 * e2e/messaging-preferences.test.mjs): it answers the dashboard's reads itself, which page.route() does not see, and
 * would keep answers from one flow to the next.
 */
export async function newContext(browser, { lang = 'en', width = 1366, welcome = false, serviceWorkers = 'block' } = {}) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: 900 },
    locale: lang === 'ar' ? 'ar-DZ' : 'en-GB',
    timezoneId: 'Africa/Algiers',
    serviceWorkers,
  });
  if (lang !== 'en') await context.addCookies([{ name: 'academy_lang', value: lang, url: base }]);
  await context.addInitScript(
    ([lng, seen]) => {
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', lng);
      if (seen) localStorage.setItem('hasVisitedBefore', 'true');
    },
    [lang, !welcome],
  );
  return context;
}

/** A JSON call to the API as `token` (or nobody): `{ status, json }` (json null when the body is not JSON). */
export async function api(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** Signs a demo account in through the API: `{ access_token, user }` (a session of its own, which a test may end). */
async function demoSession(email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`${email} login answered ${res.status}`);
  return res.json();
}

/** The demo admin, signed in through the API. */
export const adminSession = () => demoSession('admin@academy.dz', 'admin123');

/** The demo parent, signed in through the API. */
export const parentSession = () => demoSession('parent@academy.dz', 'parent123');

/** Signs in through the login form on `page` and waits for the landing `path` (a glob); answers the page's main. */
export async function signInThroughForm(page, { email, password }, path) {
  await page.goto(`${base}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(path);
  return main;
}

/** A browser context already signed in with `session` (the tokens the web app keeps in localStorage). */
export async function signedInContext(browser, session, { lang = 'en', width = 1366 } = {}) {
  const context = await newContext(browser, { lang, width });
  await context.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('token', s.access_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return context;
}

/** The verification link of the newest e-mail sent to `to` (quoted-printable decoded). */
export function verificationLinkFor(to) {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const m = /(https?:\/\/\S+\/verify-email\?token=[\w%-]+)/.exec(text);
    if (m) return m[1];
  }
  throw new Error(`no verification e-mail for ${to} in ${outbox}`);
}

let n = 0;
/** A unique phone number and e-mail for each new family in a run. */
export function uniqueFamily() {
  n += 1;
  const digits = String((Date.now() % 100_000_000) + n)
    .padStart(8, '0')
    .slice(-8);
  return { phone: `07${digits}`, parentPhone: `06${digits}`, email: `e2e${digits}@example.dz` };
}
