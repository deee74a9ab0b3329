// Issue 30 item 5 in the browser: nobody can keep a family out of its account.
//
// How the e2e server counts (e2e/run.mjs, apps/server/src/config.ts): TRUST_PROXY is 0, so X-Forwarded-For is
// ignored and the address of a request is its socket's. The test makes real "other addresses" instead: its wrong
// passwords go to the API over connections bound to 127.0.0.10, 127.0.0.11... (all of 127.0.0.0/8 is this machine),
// one failure per address, so no address reaches AUTH_ACCOUNT_MAX_FAILURES (5) and gets locked out on its own.
// AUTH_ACCOUNT_SLOWDOWN_AFTER is 10 (the default): from the 11th failure of the account, every client without its
// trusted-device cookie gets one attempt at a time. The 11th takes the first turn, and the next attempt must wait
// AUTH_SLOWDOWN_FIRST_SECONDS, which e2e/run.mjs sets to 30 so that the test acts well inside that turn without
// waiting for time (the server's clock is the real one).
//
// 1. A family signs in once in a browser: the server sets the HttpOnly trusted-device cookie (academy_device_*, /api).
// 2. 11 wrong passwords from 11 other addresses slow the account down. A fresh browser (127.0.0.1, no cookie) is
//    told to wait "N seconds"; the API from yet another address is refused too; the browser that signed in before
//    signs in at once (its success clears the account's count).
// 3. 5 wrong passwords from the test's own address (127.0.0.1, the fresh browser's) lock that address out of the
//    account for 15 minutes: the fresh browser is told to wait 15 minutes, the trusted browser still signs in.
// 4. The admin's Users screen shows the failed sign-ins (after 4 of them) and then the pause, with "Unlock sign-in";
//    unlocking clears the badge and the action, and the fresh browser signs in.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { adminSession, base, launch, newContext, signedInContext, uniqueFamily } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const PASSWORD = 'secret123';

/** POST /api/auth/login over a connection from `localAddress`: `{ status, retryAfter }` (seconds, from the header). */
function loginFrom(localAddress, email, password) {
  const url = new URL('/api/auth/login', base);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, retryAfter: Number(res.headers['retry-after'] ?? 0) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let nextHost = 10;
/** Another address each time: 127.0.0.10, 127.0.0.11... */
const otherAddress = () => `127.0.0.${nextHost++}`;

/** A login form filled in (e-mail and password) and ready to send. */
async function loginForm(context, email) {
  const page = await context.newPage();
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  return { page, send: () => main.getByRole('button', { name: 'Log in', exact: true }).click() };
}

const waitToast = (seconds) => new RegExp(`^Too many failed attempts\\. For your security, please wait ${seconds} and try again\\.$`);

describe('sign-in: a trusted browser is never kept out, and the admin unlocks (issue 30 item 5)', () => {
  it('slows strangers down, not the browser that signed in before; the admin sees and clears the failures', async () => {
    const family = uniqueFamily();
    const fullName = 'Unlock Test';
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: family.email,
        password: PASSWORD,
        full_name: fullName,
        phone: family.phone,
        parent_phone: family.parentPhone,
        student_name: 'Unlock Student',
        gender: 'female',
        date_of_birth: '2013-02-02',
      }),
    });
    assert.equal(registered.status, 201);

    // 1. The family signs in once in this browser, which keeps the trusted-device cookie.
    const trustedContext = await newContext(browser);
    let trusted = await loginForm(trustedContext, family.email);
    await trusted.send();
    await trusted.page.waitForURL('**/dashboard');
    const cookies = (await trustedContext.cookies()).filter((c) => c.name.startsWith('academy_device_'));
    assert.equal(cookies.length, 1, 'one trusted-device cookie');
    assert.equal(cookies[0].httpOnly, true);
    assert.equal(cookies[0].path, '/api');
    assert.equal(cookies[0].sameSite, 'Strict');
    // Signed out of the app (its tokens gone); the cookie stays, as it does after a sign-out.
    await trusted.page.evaluate(() => localStorage.clear());
    await trusted.page.close();
    trusted = await loginForm(trustedContext, family.email);

    // A fresh browser (no cookie), its form filled in before the failures so that it is sent at once.
    const freshContext = await newContext(browser);
    let fresh = await loginForm(freshContext, family.email);

    // 2. Ten failures from ten addresses: nobody is slowed down yet, nobody locked out.
    for (let i = 0; i < 10; i++) assert.equal((await loginFrom(otherAddress(), family.email, `wrong-${i}`)).status, 401);
    // The 11th takes the first turn of the slowdown: the next attempt must wait AUTH_SLOWDOWN_FIRST_SECONDS (30 s in
    // e2e/run.mjs, so that what follows happens well inside it without the test waiting for time).
    assert.equal((await loginFrom(otherAddress(), family.email, 'wrong-10')).status, 401);

    // Now: the fresh browser is told to wait seconds, however right its password...
    const slowedAt = Date.now();
    await fresh.send();
    await fresh.page.getByText(waitToast('\\d{1,2} seconds')).first().waitFor();
    assert.match(fresh.page.url(), /\/login$/);
    // ...and so is any other address, while the browser that signed in before signs in at once.
    const stranger = await loginFrom(otherAddress(), family.email, PASSWORD);
    assert.equal(stranger.status, 429, `the account is still slowed down ${Date.now() - slowedAt} ms after the 11th failure`);
    await trusted.send();
    await trusted.page.waitForURL('**/dashboard');
    await trusted.page.evaluate(() => localStorage.clear());
    await trusted.page.close();

    // 3. Four failures from the fresh browser's own address (127.0.0.1); the fifth locks it out of the account.
    const ownAddress = '127.0.0.1';
    for (let i = 0; i < 4; i++) assert.equal((await loginFrom(ownAddress, family.email, `again-${i}`)).status, 401);

    // 4. The admin sees the failed sign-ins, and the action to unlock.
    const admin = await signedInContext(browser, await adminSession());
    const users = await admin.newPage();
    await users.goto(`/admin/people/users?search=${encodeURIComponent(family.email)}`);
    const row = users.getByTestId('user-row').filter({ hasText: family.email });
    await row.getByTestId('sign-in-badge').getByText('4 failed sign-ins', { exact: true }).waitFor();
    const unlock = row.getByRole('button', { name: `Unlock sign-in for ${fullName}`, exact: true });
    await unlock.waitFor();

    assert.equal((await loginFrom(ownAddress, family.email, 'again-4')).status, 401);
    await fresh.page.close();
    fresh = await loginForm(freshContext, family.email);
    await fresh.send();
    await fresh.page.getByText(waitToast('15 minutes')).first().waitFor();
    assert.match(fresh.page.url(), /\/login$/);
    // The same address, but the browser that signed in before: not locked out.
    trusted = await loginForm(trustedContext, family.email);
    await trusted.send();
    await trusted.page.waitForURL('**/dashboard');

    await users.getByRole('button', { name: 'Refresh', exact: true }).click();
    // The badge says it is paused; its tooltip says until when, and what Unlock does.
    const paused = row.getByTestId('sign-in-badge').getByText('Sign-in paused', { exact: true });
    await paused.hover();
    await users
      .getByRole('tooltip')
      .getByText(/^Sign-in paused until .+ for the addresses that failed\. Unlock to lift it at once\.$/)
      .waitFor();
    await unlock.click();
    await users.getByText(`Sign-in unlocked for ${fullName}: every address and device can try again now.`).waitFor();
    await row.getByTestId('sign-in-badge').waitFor({ state: 'detached' });
    await unlock.waitFor({ state: 'detached' });

    // The fresh browser signs in now.
    await fresh.page.close();
    fresh = await loginForm(freshContext, family.email);
    await fresh.send();
    await fresh.page.waitForURL('**/dashboard');
    await Promise.all([trustedContext.close(), freshContext.close(), admin.close()]);
  });
});
