import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parentMessagePreferences, parents, pushSubscriptions, users } from '../src/db/schema';
import { stopToken } from '../src/modules/messaging/stop-link';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';

/*
 * Issue 26, the parent's side: GET/PUT /api/messaging/preferences (the signed-in family's own channels, language
 * and quiet hours; no row means the defaults) and the public STOP link GET/POST /api/messaging/stop/{token}.
 */

let t: TestApp;
// An SMS gateway is configured (nothing is sent in this file): `available.sms` says so.
beforeAll(async () => void (t = await createTestApp({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/', RATE_LIMIT_AUTH_MAX: '1000' })));
afterAll(() => t.close());

const prefsOf = (token: string) => t.request({ method: 'GET', url: '/api/messaging/preferences', token });
const save = (token: string, payload: object) => t.request({ method: 'PUT', url: '/api/messaging/preferences', token, payload });
const rowOf = async (parentId: number) =>
  (await t.app.deps.db.select().from(parentMessagePreferences).where(eq(parentMessagePreferences.parentId, parentId)))[0];
async function parentIdOf(userId: number) {
  const [p] = await t.app.deps.db.select({ id: parents.id }).from(parents).where(eq(parents.userId, userId));
  return p!.id;
}
const secret = () => t.app.deps.config.APP_SECRET;
const valid = { sms: true, push: false, email: true, language: 'en', quiet_start: '22:00', quiet_end: '07:00' };

describe('GET /api/messaging/preferences', () => {
  it('answers the defaults when the parent chose nothing: every channel on, the academy language, quiet 21:00-08:00', async () => {
    const parent = await signedInParent(t, { parent_phone: '0661223456', email: 'defaults@example.dz' });
    const res = await prefsOf(parent.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      sms: true,
      push: true,
      email: true,
      language: 'ar',
      quiet_start: '21:00',
      quiet_end: '08:00',
      sms_stopped: false,
      phone: '0661223456',
      email_address: 'defaults@example.dz',
      push_devices: 0,
      available: { sms: true, push: true, email: true },
    });
    // Reading wrote nothing.
    expect(await rowOf(await parentIdOf(parent.user.id))).toBeUndefined();
  });

  it("counts this account's push devices only, and shows no phone when the family's is a fixed line", async () => {
    const a = await signedInParent(t, { parent_phone: '021234567' });
    const b = await signedInParent(t);
    const device = (userId: number, n: number) => ({
      userId,
      endpoint: `https://push.example.dz/send/${userId}-${n}`,
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
    });
    await t.app.deps.db.insert(pushSubscriptions).values([device(a.user.id, 1), device(a.user.id, 2), device(b.user.id, 1)]);
    const res = (await prefsOf(a.token)).json();
    expect(res.push_devices).toBe(2);
    // The account's own phone (05…) is a mobile, but the family's phone on file is what SMS would use: a fixed line here.
    expect(res.phone).toBeNull();
    expect((await prefsOf(b.token)).json().push_devices).toBe(1);
  });

  it('is for families: visitors 401, the admin and a teacher 403', async () => {
    expect((await t.request({ method: 'GET', url: '/api/messaging/preferences' })).statusCode).toBe(401);
    const admin = await signedInAdmin(t);
    const teacher = await signedInTeacher(t);
    for (const token of [admin, teacher.token]) {
      expect((await prefsOf(token)).statusCode).toBe(403);
      const put = await save(token, valid);
      expect(put.statusCode).toBe(403);
      expect(put.json().code).toBe('forbidden');
    }
  });

  it('says 404 parent_not_found for a family account without a parent record', async () => {
    const parent = await signedInParent(t);
    await t.app.deps.db.update(parents).set({ userId: null }).where(eq(parents.userId, parent.user.id));
    const res = await prefsOf(parent.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('parent_not_found');
  });
});

describe('PUT /api/messaging/preferences', () => {
  it('saves the channels, language and quiet hours, and answers them as GET does', async () => {
    const parent = await signedInParent(t);
    const res = await save(parent.token, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...valid, sms_stopped: false });
    expect((await prefsOf(parent.token)).json()).toMatchObject(valid);
    expect(await rowOf(await parentIdOf(parent.user.id))).toMatchObject({
      sms: true,
      push: false,
      email: true,
      language: 'en',
      quietStart: '22:00',
      quietEnd: '07:00',
      smsStoppedAt: null,
    });
    // Again, changed: the one row is updated.
    const again = await save(parent.token, { ...valid, push: true, language: 'ar', quiet_start: '00:00', quiet_end: '00:00' });
    expect(again.json()).toMatchObject({ push: true, language: 'ar', quiet_start: '00:00', quiet_end: '00:00' });
  });

  it('refuses bad input with 400 and stable codes, and changes nothing', async () => {
    const parent = await signedInParent(t);
    await save(parent.token, valid);
    const parentId = await parentIdOf(parent.user.id);
    const before = await rowOf(parentId);
    const cases: [object, Record<string, string[]>][] = [
      [{ ...valid, quiet_start: '24:00' }, { quiet_start: ['time_invalid'] }],
      [{ ...valid, quiet_end: '7:00' }, { quiet_end: ['time_invalid'] }],
      [{ ...valid, quiet_start: '22:00; drop table users' }, { quiet_start: ['time_invalid'] }],
      [{ ...valid, language: 'de' }, { language: ['required'] }],
      [{ ...valid, sms: 'yes' }, { sms: ['required'] }],
      [{ sms: false }, { push: ['required'], email: ['required'], language: ['required'] }],
    ];
    for (const [body, details] of cases) {
      const res = await save(parent.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details).toMatchObject(details);
    }
    const broken = await t.request({
      method: 'PUT',
      url: '/api/messaging/preferences',
      token: parent.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"sms": tru',
    });
    expect(broken.statusCode).toBe(400);
    expect(await rowOf(parentId)).toEqual(before);
  });

  it("one family's save never touches another's, and each reads only its own", async () => {
    const a = await signedInParent(t, { parent_phone: '0770111213', email: 'fam.a@example.dz' });
    const b = await signedInParent(t, { parent_phone: '0770141516', email: 'fam.b@example.dz' });
    await save(a.token, { ...valid, language: 'en', quiet_start: '20:00' });
    const bPrefs = (await prefsOf(b.token)).json();
    expect(bPrefs).toMatchObject({ language: 'ar', quiet_start: '21:00', phone: '0770141516', email_address: 'fam.b@example.dz' });
    expect(JSON.stringify(bPrefs)).not.toContain('fam.a');
    expect(JSON.stringify(bPrefs)).not.toContain('0770111213');
    expect(await rowOf(await parentIdOf(b.user.id))).toBeUndefined();
  });
});

describe('the STOP link', () => {
  it('stops SMS for that parent only, says so, shows the phone masked, and is idempotent', async () => {
    const a = await signedInParent(t, { parent_phone: '0550123456' });
    const b = await signedInParent(t);
    const aId = await parentIdOf(a.user.id);
    const bId = await parentIdOf(b.user.id);
    const url = `/api/messaging/stop/${stopToken(secret(), aId)}`;

    const before = await t.request({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ stopped: false, phone: '•••• •• 34 56' });
    expect(before.body).not.toContain('0550123456');

    t.clock.set('2026-11-23T20:00:00Z');
    const stop = await t.request({ method: 'POST', url });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ stopped: true, phone: '•••• •• 34 56' });
    expect((await rowOf(aId))!.smsStoppedAt!.toISOString()).toBe('2026-11-23T20:00:00.000Z');
    expect((await t.request({ method: 'GET', url })).json()).toEqual({ stopped: true, phone: '•••• •• 34 56' });
    expect((await prefsOf(a.token)).json()).toMatchObject({ sms_stopped: true, sms: true });

    // Again, later: still stopped, the first STOP's time kept.
    t.clock.set('2026-11-24T20:00:00Z');
    expect((await t.request({ method: 'POST', url })).json()).toEqual({ stopped: true, phone: '•••• •• 34 56' });
    expect((await rowOf(aId))!.smsStoppedAt!.toISOString()).toBe('2026-11-23T20:00:00.000Z');

    // B is untouched.
    expect(await rowOf(bId)).toBeUndefined();
    expect((await prefsOf(b.token)).json().sms_stopped).toBe(false);
  });

  it('answers 404 stop_link_invalid for a tampered, foreign or malformed token, and changes nothing', async () => {
    const a = await signedInParent(t);
    const aId = await parentIdOf(a.user.id);
    const good = stopToken(secret(), aId);
    const other = stopToken('another-secret-of-another-academy', aId);
    const tampered = [
      `${aId}.${good.split('.')[1]!.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      // A's signature on B's id.
      `${aId + 1}.${good.split('.')[1]}`,
      other,
      // Well signed, for a parent that does not exist.
      stopToken(secret(), 999999),
      'not-a-token',
      `${aId}`,
      '%00',
      'x'.repeat(90),
    ];
    for (const token of tampered) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.request({ method, url: `/api/messaging/stop/${encodeURIComponent(token)}` });
        expect(res.statusCode, `${method} ${token}`).toBe(404);
        expect(res.json().code).toBe('stop_link_invalid');
      }
    }
    // Longer than a path parameter may be (Fastify's maxParamLength): refused before the route.
    expect((await t.request({ method: 'GET', url: `/api/messaging/stop/${'x'.repeat(300)}` })).statusCode).toBe(414);
    expect(await rowOf(aId)).toBeUndefined();
  });

  it('turning SMS on in the preferences clears the STOP; saving with SMS off keeps it', async () => {
    const a = await signedInParent(t);
    const aId = await parentIdOf(a.user.id);
    await t.request({ method: 'POST', url: `/api/messaging/stop/${stopToken(secret(), aId)}` });

    const off = await save(a.token, { ...valid, sms: false });
    expect(off.json()).toMatchObject({ sms: false, sms_stopped: true });
    expect((await rowOf(aId))!.smsStoppedAt).not.toBeNull();

    const on = await save(a.token, { ...valid, sms: true });
    expect(on.json()).toMatchObject({ sms: true, sms_stopped: false });
    expect((await rowOf(aId))!.smsStoppedAt).toBeNull();
    expect((await t.request({ method: 'GET', url: `/api/messaging/stop/${stopToken(secret(), aId)}` })).json().stopped).toBe(false);
  });

  it('works for a family with no account (the academy entered the parent): the link names the parent record', async () => {
    const [p] = await t.app.deps.db.insert(parents).values({ fullName: 'Walk-in Parent', phone: '0699887766' }).returning();
    const url = `/api/messaging/stop/${stopToken(secret(), p!.id)}`;
    expect((await t.request({ method: 'POST', url })).json()).toEqual({ stopped: true, phone: '•••• •• 77 66' });
    expect(await t.app.deps.db.select().from(users).where(eq(users.phone, '0699887766'))).toEqual([]);
  });
});
