import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditLog, parents } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

/**
 * Issue 30 item 5: nobody can keep an account locked. Failures lock the address (or trusted device) that made
 * them out of that account; across addresses they only slow the account down, never for more than a minute,
 * and a browser that signed in to the account before (its trusted-device cookie) is not slowed down at all.
 * The admin sees the failures and unlocks at once.
 */
let t: TestApp;
const LIMITS = {
  AUTH_ACCOUNT_MAX_FAILURES: '5',
  AUTH_LOCK_MINUTES: '15',
  AUTH_ACCOUNT_SLOWDOWN_AFTER: '10',
  AUTH_SLOWDOWN_MAX_SECONDS: '60',
  AUTH_TRUSTED_DEVICE_DAYS: '180',
};
beforeAll(async () => void (t = await createTestApp(LIMITS)));
afterAll(() => t.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
let nextAddress = 0;
const fresh = () => `198.18.${Math.floor((nextAddress += 1) / 250)}.${nextAddress % 250}`;

const login = (payload: object, from = fresh(), cookies: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-forwarded-for': from }, cookies });

/** The trusted-device cookie a successful sign-in set, as the browser would send it back. */
function deviceCookie(res: LightMyRequestResponse): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name.startsWith('academy_device_'));
  if (!cookie) throw new Error('no trusted-device cookie');
  return { [cookie.name]: cookie.value };
}

function expectRefused(res: LightMyRequestResponse, seconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe('too_many_attempts');
  expect(Number(res.headers['retry-after'])).toBe(seconds);
}

async function parentAccount() {
  const p = await signedInParent(t);
  return { phone: p.body.phone, email: p.body.email!, password: p.body.password, id: p.user.id as number, token: p.token };
}

describe('one address cannot lock the owner out', () => {
  it("5 wrong passwords lock the attacker's address out of the account; the owner, elsewhere, signs in at once", async () => {
    const owner = await parentAccount();
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i++) expect((await login({ email: owner.email, password: `guess-${i}` }, attacker)).statusCode).toBe(401);
    expect((await login({ email: owner.email, password: owner.password }, attacker)).statusCode).toBe(429);
    expect((await login({ email: owner.email, password: owner.password }, '198.51.100.200')).statusCode).toBe(200);
    // the admin's account the same way
    await signedInAdmin(t);
    for (let i = 0; i < 5; i++) expect((await login({ email: 'admin@academy.dz', password: `guess-${i}` }, attacker)).statusCode).toBe(401);
    expect((await login({ email: 'admin@academy.dz', password: 'admin123' }, attacker)).statusCode).toBe(429);
    expect((await login({ email: 'admin@academy.dz', password: 'admin123' }, '198.51.100.201')).statusCode).toBe(200);
  });
});

describe('guesses from many addresses slow the account down, never lock it', () => {
  it('after 10 failures, one attempt at a time, each wait twice the last, never more than a minute; a success ends it', async () => {
    const owner = await parentAccount();
    for (let i = 0; i < 10; i++) expect((await login({ phone: owner.phone, password: `spray-${i}` })).statusCode).toBe(401);
    // the 11th goes through at once and makes the next wait 1 s, then 2 s, 4 s...
    expect((await login({ phone: owner.phone, password: 'spray-10' })).statusCode).toBe(401);
    const slowed = await login({ phone: owner.phone, password: owner.password });
    expectRefused(slowed, 1);
    expect(slowed.json().message).toBe('Too many failed attempts. Please try again in 1 second.');
    for (const wait of [1, 2, 4, 8, 16, 32, 60, 60]) {
      expectRefused(await login({ phone: owner.phone, password: 'spray' }), wait);
      t.clock.advance(wait * SECOND);
      expect((await login({ phone: owner.phone, password: `spray-${wait}` })).statusCode).toBe(401);
    }
    // a refused attempt checked nothing and counts nothing: the wait after 60 s of silence is still the cap
    expectRefused(await login({ phone: owner.phone, password: owner.password }), 60);
    t.clock.advance(MINUTE);
    // the owner without a trusted device, from a new address, waited a minute at most and is in
    expect((await login({ phone: owner.phone, password: owner.password })).statusCode).toBe(200);
    // which ended the slowdown
    expect((await login({ phone: owner.phone, password: 'after' })).statusCode).toBe(401);
    expect((await login({ phone: owner.phone, password: owner.password })).statusCode).toBe(200);
  });

  it('AUTH_SLOWDOWN_FIRST_SECONDS sets the first wait, doubled after each failure up to the maximum', async () => {
    const slow = await createTestApp({ ...LIMITS, AUTH_SLOWDOWN_FIRST_SECONDS: '30' });
    try {
      const p = await signedInParent(slow);
      const from = () => ({ 'x-forwarded-for': fresh() });
      const attempt = (password: string) =>
        slow.request({ method: 'POST', url: '/api/auth/login', payload: { phone: p.body.phone, password }, headers: from() });
      for (let i = 0; i < 11; i++) expect((await attempt(`spray-${i}`)).statusCode).toBe(401);
      expectRefused(await attempt(p.body.password), 30);
      slow.clock.advance(30 * SECOND);
      expect((await attempt('spray-11')).statusCode).toBe(401);
      expectRefused(await attempt(p.body.password), 60);
    } finally {
      await slow.close();
    }
  });

  it('parallel guesses during a slowdown: only one is checked', async () => {
    const owner = await parentAccount();
    for (let i = 0; i < 10; i++) expect((await login({ phone: owner.phone, password: `spray-${i}` })).statusCode).toBe(401);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => login({ phone: owner.phone, password: `parallel-${i}` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('a browser that signed in before is not slowed down, and its cookie serves only that account', async () => {
    const owner = await parentAccount();
    const other = await parentAccount();
    const home = '198.51.100.10';
    const first = await login({ email: owner.email, password: owner.password }, home);
    const trusted = deviceCookie(first);
    const set = first.cookies.find((c) => c.name in trusted)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: 180 * 86_400 });
    // the cookie is no credential: it is not in the answer's body
    expect(first.body).not.toContain(set.value);

    for (let i = 0; i < 11; i++) await login({ email: owner.email, password: `spray-${i}` });
    expectRefused(await login({ email: owner.email, password: owner.password }, home), 1);
    // the trusted browser, even from another address (a phone's network changes), signs in at once
    expect((await login({ email: owner.email, password: owner.password }, '198.51.100.11', trusted)).statusCode).toBe(200);

    // the owner's cookie does nothing for another account, and a tampered one is a stranger's
    for (let i = 0; i < 11; i++) await login({ email: other.email, password: `spray-${i}` });
    expect((await login({ email: other.email, password: other.password }, home, trusted)).statusCode).toBe(429);
    const [name, value] = Object.entries(trusted)[0]!;
    const forged = { [name]: value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    for (let i = 0; i < 11; i++) await login({ email: owner.email, password: `spray-again-${i}` });
    expect((await login({ email: owner.email, password: owner.password }, home, forged)).statusCode).toBe(429);
    expect((await login({ email: owner.email, password: owner.password }, home, trusted)).statusCode).toBe(200);
  });

  it('a trusted browser that fails 5 times locks only itself', async () => {
    const owner = await parentAccount();
    const trusted = deviceCookie(await login({ phone: owner.phone, password: owner.password }, '198.51.100.20'));
    for (let i = 0; i < 5; i++)
      expect((await login({ phone: owner.phone, password: `typo-${i}` }, '198.51.100.20', trusted)).statusCode).toBe(401);
    expect((await login({ phone: owner.phone, password: owner.password }, '198.51.100.21', trusted)).statusCode).toBe(429);
    // the same address without that cookie is another client
    expect((await login({ phone: owner.phone, password: owner.password }, '198.51.100.20')).statusCode).toBe(200);
  });

  it('a trusted-device cookie expires after AUTH_TRUSTED_DEVICE_DAYS', async () => {
    const owner = await parentAccount();
    const trusted = deviceCookie(await login({ phone: owner.phone, password: owner.password }));
    t.clock.advance(181 * 86_400 * SECOND);
    for (let i = 0; i < 11; i++) await login({ phone: owner.phone, password: `spray-${i}` });
    expect((await login({ phone: owner.phone, password: owner.password }, fresh(), trusted)).statusCode).toBe(429);
  });
});

describe('the admin sees failed sign-ins and unlocks', () => {
  it('shows the failures and the lock on the Users screen; the unlock lifts them for every address and the family app', async () => {
    const admin = await signedInAdmin(t);
    const owner = await parentAccount();
    const deps = t.app.deps;
    await deps.db
      .update(parents)
      .set({ mobileUsername: owner.phone, mobilePasswordHash: await deps.passwords.hash('mobile123'), mobileAppEnabled: true })
      .where(eq(parents.userId, owner.id));
    const attacker = '203.0.113.90';
    for (let i = 0; i < 5; i++) expect((await login({ phone: owner.phone, password: `guess-${i}` }, attacker)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const mobile = await t.request({
        method: 'POST',
        url: '/api/mobile/login',
        payload: { username: owner.phone, password: `guess-${i}` },
        headers: { 'x-forwarded-for': attacker },
      });
      expect(mobile.statusCode).toBe(401);
    }

    const list = await t.request({ method: 'GET', url: `/api/admin/users?search=${owner.phone}`, token: admin });
    const row = list.json().users.find((u: { id: number }) => u.id === owner.id);
    expect(row.sign_in).toEqual({ failed_attempts: 5, locked_until: new Date(t.clock().getTime() + 15 * MINUTE).toISOString() });

    // a parent cannot unlock anything
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${owner.id}/unlock-sign-in`, token: owner.token })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'POST', url: '/api/admin/users/999999/unlock-sign-in', token: admin })).statusCode).toBe(404);

    const unlocked = await t.request({ method: 'POST', url: `/api/admin/users/${owner.id}/unlock-sign-in`, token: admin });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ success: true, user: { id: owner.id, sign_in: { failed_attempts: 0, locked_until: null } } });
    expect((await login({ phone: owner.phone, password: owner.password }, attacker)).statusCode).toBe(200);
    const mobile = await t.request({
      method: 'POST',
      url: '/api/mobile/login',
      payload: { username: owner.phone, password: 'mobile123' },
      headers: { 'x-forwarded-for': attacker },
    });
    expect(mobile.statusCode).toBe(200);
    const audits = await deps.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'user.sign_in_unlocked' && a.entityId === owner.id)).toBe(true);
  });

  it('unlocks a slowed-down account at once', async () => {
    const admin = await signedInAdmin(t);
    const owner = await parentAccount();
    for (let i = 0; i < 12; i++) await login({ phone: owner.phone, password: `spray-${i}` });
    expect((await login({ phone: owner.phone, password: owner.password })).statusCode).toBe(429);
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${owner.id}/unlock-sign-in`, token: admin })).statusCode).toBe(200);
    expect((await login({ phone: owner.phone, password: owner.password })).statusCode).toBe(200);
  });
});
