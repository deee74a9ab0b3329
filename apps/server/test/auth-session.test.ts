import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES } from '@academy/shared';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { accessPlugin } from '../src/plugins/access';
import { depsPlugin } from '../src/plugins/deps';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { registration, signedInAdmin, signedInParent } from './support/factories';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

describe('login, me and logout', () => {
  it('signs in by e-mail or by phone, and a phone typed in the e-mail field works too', async () => {
    const body = registration();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    for (const payload of [{ email: body.email }, { phone: body.phone }, { email: body.phone }]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { ...payload, password: body.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().access_token).toEqual(expect.any(String));
      expect(res.json().message).toBe('Login successful!');
    }
  });

  it('refuses a wrong password or unknown account with the same answer', async () => {
    const body = registration();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: body.phone, password: 'not-it' } });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.dz', password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deactivated account and its open sessions', async () => {
    const { token, body } = await signedInParent(t);
    await t.app.deps.db.update(users).set({ isActive: false }).where(eq(users.phone, body.phone));
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: body.phone, password: body.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('account_inactive');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('returns the signed-in user with students and never a hash or token', async () => {
    const { token } = await signedInParent(t);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.students).toHaveLength(1);
    expect(res.body).not.toMatch(/password|hash|\$argon2/i);
  });

  it('logout revokes the token at once', async () => {
    const { token } = await signedInParent(t);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('unauthorized');
  });

  it('needs a valid bearer token for me', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: 'made-up' })).statusCode).toBe(401);
  });

  it('expires sessions after their lifetime', async () => {
    const { token } = await signedInParent(t);
    t.clock.advance(31 * 86_400_000);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    t.clock.set('2026-11-23T09:00:00Z');
  });
});

describe('PUT /api/auth/change-password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { token, body } = await signedInParent(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/change-password',
      token,
      payload: { current_password: 'wrong!', new_password: 'newsecret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('wrong_current_password');
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: body.phone, password: body.password } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a new password under 6 characters', async () => {
    const { token, body } = await signedInParent(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/change-password',
      token,
      payload: { current_password: body.password, new_password: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.new_password).toContain('password_too_short');
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const { token, body } = await signedInParent(t);
    const other = (
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: body.phone, password: body.password } })
    ).json().access_token;
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/change-password',
      token,
      payload: { current_password: body.password, new_password: 'brand-new' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: other })).statusCode).toBe(401);
    const oldLogin = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: body.phone, password: body.password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: body.phone, password: 'brand-new' } });
    expect(newLogin.statusCode).toBe(200);
  });
});

describe('access rules', () => {
  it('every API route declares who may call it', async () => {
    const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(apiRoutes.length).toBeGreaterThan(15);
    const undeclared = apiRoutes.filter((r) => !(ACCESS_RULES as readonly string[]).includes(r.access ?? '')).map((r) => r.url);
    expect(undeclared).toEqual([]);
    // The registration hook refuses a route without a rule outright.
    const probe = Fastify();
    await probe.register(depsPlugin, t.app.deps);
    await probe.register(accessPlugin);
    expect(() => probe.get('/api/undeclared-probe', async () => 'x')).toThrow(/declares no access rule/);
    await probe.close();
  });

  it('keeps parents out of the admin API and visitors out of both', async () => {
    const { token } = await signedInParent(t);
    const asParent = await t.request({ method: 'GET', url: '/api/admin/overview', token });
    expect(asParent.statusCode).toBe(403);
    expect(asParent.json().code).toBe('forbidden');
    expect((await t.request({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
    const admin = await signedInAdmin(t);
    const overview = await t.request({ method: 'GET', url: '/api/admin/overview', token: admin });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().students_total).toBeGreaterThan(0);
    expect(overview.json().cash_today).toBe('0.00');
  });

  it('admin login lands on an admin account', async () => {
    await signedInAdmin(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'ADMIN@academy.dz', password: 'admin123' } });
    expect(res.json().user).toMatchObject({ role: 'admin', profile_incomplete: false });
  });
});

describe('rate limits', () => {
  it('slows down repeated login attempts with 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request({ method: 'POST', url: '/api/auth/login', payload: { phone: '0550000000', password: 'nope12' } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      // The card check counts under its own limit: still answered (an unknown card) after logins hit theirs.
      const last = await limited.request({
        method: 'POST',
        url: '/api/auth/validate-barcode',
        payload: { barcode: 'X', phone: '0550000000' },
      });
      expect(last.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
