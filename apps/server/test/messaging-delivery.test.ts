import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import type { MessageChannel, PushKeyResponse } from '@academy/shared';
import { messageAttempts, messageOutbox, parentMessagePreferences, parents, pushSubscriptions, settings, students } from '../src/db/schema';
import { queueFamilyMessages } from '../src/modules/messaging/outbox';
import { forgetMessagingContext, MESSAGING_SETTINGS_KEY, messagingContext } from '../src/modules/messaging/settings';
import { parentOfStopToken, stopToken } from '../src/modules/messaging/stop-link';
import { runOutboxOnce, startOutboxWorker, type RunOptions } from '../src/modules/messaging/worker';
import { createTestApp, createTestAppsOnOneDatabase, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { startFakeSmsGateway, type FakeSmsGateway } from './support/fake-sms-gateway';
import { startFakePushService, type FakePushService } from './support/fake-push-service';

/*
 * Issue 26: the outbox worker and every outbound channel, through the real database and local fakes of the
 * outside services (the SMS Gateway for Android's API over HTTP, a web push service over HTTPS that decrypts
 * what it gets). The worker is driven by calling runOutboxOnce with the test clock. The clock starts on Monday
 * 2026-11-23 at 09:00 UTC, 10:00 in Algiers (outside the default quiet hours 21:00-08:00).
 */

const SIGNING_KEY = 'gateway-signing-key-for-tests';
let t: TestApp;
let gateway: FakeSmsGateway;
let push: FakePushService;
let keyCounter = 0;

const env = (g: FakeSmsGateway): Record<string, string> => ({
  SMS_GATEWAY_URL: g.url,
  SMS_GATEWAY_USER: g.user,
  SMS_GATEWAY_PASSWORD: g.password,
  SMS_GATEWAY_SIGNING_KEY: SIGNING_KEY,
  PUBLIC_URL: 'https://academy.example.dz',
  MESSAGING_MAX_ATTEMPTS: '4',
});

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  push = await startFakePushService();
  t = await createTestApp(env(gateway));
});
afterAll(async () => {
  await t.close();
  await gateway.close();
  await push.close();
});

/** A new family; its parent's phone (stored form) and language preference when given. */
async function family(app: TestApp, opts: { phone?: string; language?: 'en' | 'ar' } = {}) {
  const signed = await signedInParent(app, opts.phone ? { parent_phone: opts.phone } : {});
  const [parent] = await app.app.deps.db.select().from(parents).where(eq(parents.userId, signed.user.id));
  if (opts.language) {
    await app.app.deps.db.insert(parentMessagePreferences).values({ parentId: parent!.id, language: opts.language });
  }
  return { parentId: parent!.id, userId: signed.user.id as number, token: signed.token, phone: parent!.phone!, email: signed.body.email! };
}

/** Queues an arrival message for these parents (in a transaction, as an event does); returns its event key. */
async function queueArrival(app: TestApp, parentIds: number[], channels?: MessageChannel[], student = 'Amina') {
  const eventKey = `arrival:test:${++keyCounter}`;
  await app.app.deps.db.transaction((tx) =>
    queueFamilyMessages(
      tx,
      { config: app.app.deps.config, now: app.clock() },
      {
        event: 'arrival',
        eventKey,
        template: 'arrival',
        parentIds,
        vars: () => ({ student, time: '16:02', course: 'Maths 4AM' }),
        subject: (lang) => (lang === 'ar' ? 'وصول' : 'Arrival'),
        channels,
      },
    ),
  );
  return eventKey;
}

const rowsOf = (app: TestApp, eventKey: string) =>
  app.app.deps.db.select().from(messageOutbox).where(eq(messageOutbox.eventKey, eventKey)).orderBy(asc(messageOutbox.id));
const attemptsOf = (app: TestApp, outboxId: number) =>
  app.app.deps.db.select().from(messageAttempts).where(eq(messageAttempts.outboxId, outboxId)).orderBy(asc(messageAttempts.id));
const run = (app: TestApp, opts: Partial<RunOptions> = {}) => runOutboxOnce(app.app.deps, { workerId: 'test-worker-1', ...opts });
const sentTo = (g: FakeSmsGateway, rowId: number) => g.messages.filter((m) => m.id === `outbox-${rowId}`);

/** A webhook as the gateway signs it: hex HMAC-SHA256 of the raw body followed by the Unix-seconds timestamp. */
function signedWebhook(body: object, opts: { key?: string; at?: Date } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((opts.at ?? t.clock()).getTime() / 1000));
  const signature = crypto
    .createHmac('sha256', opts.key ?? SIGNING_KEY)
    .update(raw + timestamp)
    .digest('hex');
  return {
    method: 'POST' as const,
    url: '/api/messaging/sms-gateway/webhook',
    headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-timestamp': timestamp },
    payload: raw,
  };
}

describe('SMS through the gateway', () => {
  it("sends one SMS in each parent's language, E.164, then marks it delivered from the gateway's report", async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const english = await family(t, { language: 'en' });
    const arabic = await family(t);
    const key = await queueArrival(t, [english.parentId, arabic.parentId], ['sms']);
    const [en, ar] = await rowsOf(t, key);
    const { academyName } = await messagingContext(t.app.deps.db, t.app.deps.config, t.clock);

    const result = await run(t);
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const [toEnglish] = sentTo(gateway, en!.id);
    const [toArabic] = sentTo(gateway, ar!.id);
    expect(toEnglish).toMatchObject({
      phoneNumbers: [`+213${english.phone.slice(1)}`],
      text: `Amina arrived at 16:02 (Maths 4AM). ${academyName.en}`,
      state: 'Pending',
    });
    expect(toArabic).toMatchObject({
      phoneNumbers: [`+213${arabic.phone.slice(1)}`],
      text: `وصل(ت) Amina على الساعة 16:02 (Maths 4AM). ${academyName.ar}`,
    });
    const [sentEn] = await rowsOf(t, key);
    expect(sentEn).toMatchObject({ status: 'sent', attempts: 1, providerId: `outbox-${en!.id}`, sentAt: t.clock(), leaseUntil: null });

    // The phone reports delivery; the worker asks again once a minute has passed.
    gateway.setState(`outbox-${en!.id}`, 'Delivered');
    gateway.setState(`outbox-${ar!.id}`, 'Failed', 'RESULT_ERROR_GENERIC_FAILURE');
    await run(t);
    expect((await rowsOf(t, key)).map((r) => r.status)).toEqual(['sent', 'sent']);
    t.clock.advance(61_000);
    const later = await run(t);
    expect(later.reported).toBe(2);
    const [deliveredEn, failedAr] = await rowsOf(t, key);
    expect(deliveredEn).toMatchObject({ status: 'delivered', deliveredAt: t.clock() });
    expect(failedAr).toMatchObject({ status: 'failed', lastError: 'gateway: RESULT_ERROR_GENERIC_FAILURE' });
    expect(sentTo(gateway, en!.id)).toHaveLength(1);
  });

  it('gateway 500 then 202: the phone gets it once, both tries logged, no retry before the backoff', async () => {
    t.clock.set('2026-11-23T09:10:00Z');
    const f = await family(t);
    const key = await queueArrival(t, [f.parentId], ['sms']);
    const [row] = await rowsOf(t, key);
    gateway.failNext(1);
    await run(t);
    expect(sentTo(gateway, row!.id)).toHaveLength(0);
    const [queued] = await rowsOf(t, key);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, claimedBy: null });
    expect(queued!.nextAttemptAt).toEqual(new Date(t.clock().getTime() + 30_000));
    expect(queued!.lastError).toContain('HTTP 500');

    t.clock.advance(29_000);
    await run(t);
    expect(sentTo(gateway, row!.id)).toHaveLength(0);
    expect(await attemptsOf(t, row!.id)).toHaveLength(1);

    t.clock.advance(1_000);
    await run(t);
    expect(sentTo(gateway, row!.id)).toHaveLength(1);
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
    const attempts = await attemptsOf(t, row!.id);
    expect(attempts.map((a) => [a.ok, a.httpStatus])).toEqual([
      [false, 500],
      [true, 202],
    ]);
    expect(attempts.every((a) => a.worker === 'test-worker-1')).toBe(true);
  });

  it('an answer lost after the gateway kept the message: the retry is refused as a duplicate (409), sent once', async () => {
    t.clock.set('2026-11-23T09:20:00Z');
    const f = await family(t);
    const key = await queueArrival(t, [f.parentId], ['sms']);
    const [row] = await rowsOf(t, key);
    gateway.failNext(1, { kept: true });
    await run(t);
    expect(sentTo(gateway, row!.id)).toHaveLength(1);
    expect((await rowsOf(t, key))[0]!.status).toBe('queued');
    t.clock.advance(30_000);
    await run(t);
    expect(sentTo(gateway, row!.id)).toHaveLength(1);
    expect(gateway.posts.filter((p) => p.id === `outbox-${row!.id}`)).toHaveLength(2);
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'sent', providerId: `outbox-${row!.id}` }]);
    expect((await attemptsOf(t, row!.id)).map((a) => a.httpStatus)).toEqual([500, 409]);
  });

  it('backs off 30 s, 2 min, 8 min and fails after MESSAGING_MAX_ATTEMPTS (4); a refused number fails at once', async () => {
    t.clock.set('2026-11-23T09:30:00Z');
    const f = await family(t);
    const key = await queueArrival(t, [f.parentId], ['sms']);
    const [row] = await rowsOf(t, key);
    gateway.failNext(10);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = t.clock().getTime();
      await run(t);
      const [r] = await rowsOf(t, key);
      if (r!.status === 'queued') {
        waits.push(r!.nextAttemptAt.getTime() - before);
        t.clock.set(r!.nextAttemptAt.toISOString());
      }
    }
    gateway.failNext(0);
    expect(waits).toEqual([30_000, 120_000, 480_000]);
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'failed', attempts: 4 }]);
    expect(sentTo(gateway, row!.id)).toHaveLength(0);

    // A number the phone cannot take (400) is not tried again.
    await t.app.deps.db.update(messageOutbox).set({ status: 'queued', attempts: 0, address: '+2135' }).where(eq(messageOutbox.id, row!.id));
    await run(t);
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'invalid_number' }]);
  });

  it('a gateway slower than the send limit is a failed try, tried again later', async () => {
    t.clock.set('2026-11-23T09:40:00Z');
    const f = await family(t);
    const key = await queueArrival(t, [f.parentId], ['sms']);
    gateway.delayMs = 1_000;
    try {
      await run(t, { sendTimeoutMs: 100 });
    } finally {
      gateway.delayMs = 0;
    }
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'queued', attempts: 1, lastError: 'timeout' }]);
  });
});

describe('quiet hours', () => {
  it('at 22:00 Algiers the SMS is held (nothing sent); at 08:00 it goes', async () => {
    t.clock.set('2026-11-23T21:00:00Z'); // 22:00 in Algiers
    const f = await family(t);
    const key = await queueArrival(t, [f.parentId], ['sms']);
    const [row] = await rowsOf(t, key);
    expect(row!.nextAttemptAt).toEqual(new Date('2026-11-24T07:00:00Z'));
    await run(t);
    t.clock.set('2026-11-24T06:59:00Z');
    await run(t);
    expect(sentTo(gateway, row!.id)).toHaveLength(0);
    expect((await rowsOf(t, key))[0]!.status).toBe('queued');
    t.clock.set('2026-11-24T07:00:00Z'); // 08:00
    await run(t);
    expect(sentTo(gateway, row!.id)).toHaveLength(1);
    expect((await rowsOf(t, key))[0]!.status).toBe('sent');
  });

  it('a retry falling inside quiet hours waits for their end', async () => {
    t.clock.set('2026-11-23T19:59:50Z'); // 20:59:50 in Algiers
    const f = await family(t);
    const key = await queueArrival(t, [f.parentId], ['sms']);
    gateway.failNext(1);
    await run(t);
    const [retry] = await rowsOf(t, key);
    t.clock.set(retry!.nextAttemptAt.toISOString()); // 21:00:20
    const held = await run(t);
    expect(held.held).toBeGreaterThanOrEqual(1);
    const [r] = await rowsOf(t, key);
    expect(r).toMatchObject({ status: 'queued', attempts: 1 });
    expect(r!.nextAttemptAt.getTime()).toBe(new Date('2026-11-24T07:00:20Z').getTime());
  });
});

describe('STOP and delivery reports by the gateway webhook', () => {
  it('a forged signature, a stale timestamp or no signature is 401 invalid_signature and changes nothing', async () => {
    t.clock.set('2026-11-23T10:00:00Z');
    const f = await family(t, { phone: '0551987650' });
    const body = {
      id: 'evt-1',
      webhookId: 'wh',
      deviceId: 'dev',
      event: 'sms:received',
      payload: { messageId: 'm1', sender: '+213551987650', message: 'STOP', receivedAt: '2026-11-23T11:00:00.000+01:00' },
    };
    const forged = await t.request(signedWebhook(body, { key: 'not-the-key' }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('invalid_signature');
    const stale = await t.request(signedWebhook(body, { at: new Date(t.clock().getTime() - 10 * 60_000) }));
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.request({ method: 'POST', url: '/api/messaging/sms-gateway/webhook', payload: body });
    expect(unsigned.statusCode).toBe(401);
    // The right signature over another body does not pass either.
    const tampered = signedWebhook(body);
    const other = await t.request({ ...tampered, payload: tampered.payload.replace('STOP', 'stop ') });
    expect(other.statusCode).toBe(401);
    const prefs = await t.app.deps.db.select().from(parentMessagePreferences).where(eq(parentMessagePreferences.parentId, f.parentId));
    expect(prefs).toEqual([]);
  });

  it('"توقف" from "+213 550 ..." stops SMS for that parent: the queued SMS is skipped, later events queue none', async () => {
    t.clock.set('2026-11-23T10:05:00Z');
    const f = await family(t, { phone: '0550987654' });
    const bystander = await family(t, { phone: '0550987655' });
    const key = await queueArrival(t, [f.parentId, bystander.parentId], ['sms']);
    const res = await t.request(
      signedWebhook({
        id: 'evt-2',
        webhookId: 'wh',
        deviceId: 'dev',
        event: 'sms:received',
        payload: {
          messageId: 'm2',
          sender: '+213 550 98 76 54',
          recipient: null,
          simNumber: 1,
          message: ' توقف ',
          receivedAt: '2026-11-23T11:05:00.000+01:00',
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const [prefs] = await t.app.deps.db.select().from(parentMessagePreferences).where(eq(parentMessagePreferences.parentId, f.parentId));
    expect(prefs!.smsStoppedAt).toEqual(t.clock());
    await run(t);
    const [stopped, other] = await rowsOf(t, key);
    expect(stopped).toMatchObject({ parentId: f.parentId, status: 'skipped', lastError: 'sms_stopped' });
    expect(sentTo(gateway, stopped!.id)).toHaveLength(0);
    expect(other).toMatchObject({ parentId: bystander.parentId, status: 'sent' });
    const next = await queueArrival(t, [f.parentId], ['sms']);
    expect(await rowsOf(t, next)).toEqual([]);
  });

  it('sms:delivered and sms:failed webhooks update the row with that provider id', async () => {
    t.clock.set('2026-11-23T10:10:00Z');
    const a = await family(t);
    const b = await family(t);
    const key = await queueArrival(t, [a.parentId, b.parentId], ['sms']);
    await run(t);
    const [ra, rb] = await rowsOf(t, key);
    const delivered = await t.request(
      signedWebhook({
        event: 'sms:delivered',
        payload: { messageId: ra!.providerId, recipient: '+213', deliveredAt: '2026-11-23T10:10:30.000Z' },
      }),
    );
    const failed = await t.request(signedWebhook({ event: 'sms:failed', payload: { messageId: rb!.providerId, reason: 'No service' } }));
    const ping = await t.request(signedWebhook({ event: 'system:ping', payload: { health: {} } }));
    expect([delivered.statusCode, failed.statusCode, ping.statusCode]).toEqual([200, 200, 200]);
    const [da, fb] = await rowsOf(t, key);
    expect(da).toMatchObject({ status: 'delivered', deliveredAt: new Date('2026-11-23T10:10:30.000Z') });
    expect(fb).toMatchObject({ status: 'failed', lastError: 'gateway: No service' });
    const broken = await t.request({ ...signedWebhook({}), payload: 'not json' });
    expect(broken.statusCode).toBe(401); // the signature covered another body
  });
});

describe('the monthly SMS budget', () => {
  it('with sms_monthly_segments = 3 and 5 one-segment SMS queued, 3 are sent and 2 skipped (sms_budget_exceeded)', async () => {
    // What earlier tests left queued goes out in November; then a new month, with nothing spent yet.
    t.clock.set('2026-11-30T09:00:00Z');
    while ((await run(t)).claimed > 0);
    t.clock.set('2026-12-02T09:00:00Z');
    const config = t.app.deps.config;
    const { settings: current } = await messagingContext(t.app.deps.db, config, t.clock);
    await t.app.deps.db
      .insert(settings)
      .values({ key: MESSAGING_SETTINGS_KEY, value: { ...current, sms_monthly_segments: 3 } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { ...current, sms_monthly_segments: 3 } } });
    forgetMessagingContext(config);
    try {
      const families = await Promise.all([1, 2, 3, 4, 5].map(() => family(t, { language: 'en' })));
      const key = await queueArrival(
        t,
        families.map((f) => f.parentId),
        ['sms'],
        'Ali',
      );
      const rows = await rowsOf(t, key);
      expect(rows.map((r) => r.segments)).toEqual([1, 1, 1, 1, 1]);
      const result = await run(t, { limit: 2 });
      expect(result.sent).toBe(2);
      await run(t, { limit: 2 });
      await run(t, { limit: 2 });
      const after = await rowsOf(t, key);
      expect(after.filter((r) => r.status === 'sent')).toHaveLength(3);
      expect(after.filter((r) => r.status === 'skipped').map((r) => r.lastError)).toEqual(['sms_budget_exceeded', 'sms_budget_exceeded']);
      expect(gateway.messages.filter((m) => after.some((r) => m.id === `outbox-${r.id}`))).toHaveLength(3);
    } finally {
      await t.app.deps.db
        .update(settings)
        .set({ value: { ...current, sms_monthly_segments: null } })
        .where(eq(settings.key, MESSAGING_SETTINGS_KEY));
      forgetMessagingContext(config);
    }
  });
});

describe('web push', () => {
  it('a subscription saved through the route gets the message, decrypted exactly; a 410 deletes the subscription', async () => {
    t.clock.set('2026-11-23T11:00:00Z');
    const f = await family(t, { language: 'en' });
    const keyRes = await t.request({ method: 'GET', url: '/api/messaging/push/key', token: f.token });
    expect(keyRes.statusCode).toBe(200);
    const { public_key } = keyRes.json() as PushKeyResponse;
    expect(Buffer.from(public_key, 'base64url')).toHaveLength(65);
    // The same key on every call and from the settings row (made once).
    expect((await t.request({ method: 'GET', url: '/api/messaging/push/key', token: f.token })).json().public_key).toBe(public_key);

    const browser = push.subscribe();
    const saved = await t.request({ method: 'POST', url: '/api/messaging/push/subscriptions', token: f.token, payload: browser });
    expect(saved.statusCode).toBe(201);
    const key = await queueArrival(t, [f.parentId], ['push']);
    const [row] = await rowsOf(t, key);
    await run(t);
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    const got = push.received.filter((r) => r.subscription === browser.endpoint);
    expect(got).toHaveLength(1);
    const { academyName } = await messagingContext(t.app.deps.db, t.app.deps.config, t.clock);
    expect(JSON.parse(got[0]!.payload)).toEqual({ title: academyName.en, body: row!.body, url: '/dashboard/notifications', tag: key });
    expect(got[0]!.vapidKey).toBe(public_key);
    expect(got[0]!.urgency).toBe('normal');

    push.answer(browser.endpoint, 410);
    const second = await queueArrival(t, [f.parentId], ['push']);
    await run(t);
    expect(await rowsOf(t, second)).toMatchObject([{ status: 'skipped', lastError: 'no_device' }]);
    expect(await t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint))).toEqual([]);
  });

  it('a parent removes only their own subscription; refuses a bad one (400) and other roles (403, 401)', async () => {
    const a = await family(t);
    const b = await family(t);
    const browser = push.subscribe();
    expect(
      (await t.request({ method: 'POST', url: '/api/messaging/push/subscriptions', token: a.token, payload: browser })).statusCode,
    ).toBe(201);
    const notMine = await t.request({
      method: 'DELETE',
      url: '/api/messaging/push/subscriptions',
      token: b.token,
      payload: { endpoint: browser.endpoint },
    });
    expect(notMine.json()).toEqual({ success: true, removed: 0 });
    const rows = await t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([a.userId]);
    const mine = await t.request({
      method: 'DELETE',
      url: '/api/messaging/push/subscriptions',
      token: a.token,
      payload: { endpoint: browser.endpoint },
    });
    expect(mine.json()).toEqual({ success: true, removed: 1 });

    const bad = await t.request({
      method: 'POST',
      url: '/api/messaging/push/subscriptions',
      token: a.token,
      payload: { endpoint: 'http://push.example/x', keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const admin = await signedInAdmin(t);
    expect((await t.request({ method: 'GET', url: '/api/messaging/push/key', token: admin })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/messaging/push/key' })).statusCode).toBe(401);
  });
});

describe('e-mail', () => {
  it("goes through the mailer with the parent's stop link and the preferences link; the token names only that parent", async () => {
    t.clock.set('2026-11-23T11:30:00Z');
    const f = await family(t, { language: 'en' });
    const other = await family(t);
    const key = await queueArrival(t, [f.parentId], ['email']);
    const [row] = await rowsOf(t, key);
    await run(t);
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'sent' }]);
    const mails = t.mails.filter((m) => m.to === f.email && m.subject === 'Arrival');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.startsWith(row!.body)).toBe(true);
    const link = /To stop SMS: (https:\/\/academy\.example\.dz\/sms-stop\/(\S+))/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    expect(mails[0]!.text).toContain('https://academy.example.dz/dashboard/notifications/preferences');
    const token = link![2]!;
    const secret = t.app.deps.config.APP_SECRET;
    expect(parentOfStopToken(secret, token)).toBe(f.parentId);
    expect(token).toBe(stopToken(secret, f.parentId));
    expect(token).not.toBe(stopToken(secret, other.parentId));
    // The signature of one parent's token does not work for another parent's id.
    expect(parentOfStopToken(secret, token.replace(/^\d+/, String(other.parentId)))).toBeNull();
  });
});

describe('the door does not wait for the gateway', () => {
  it('a scan answers while a 2 s gateway call is in flight', async () => {
    t.clock.set('2026-11-23T09:15:00Z'); // Monday 10:15 in Algiers
    const admin = await signedInAdmin(t);
    const course = await createCourse(t, { name: 'Physics 3AS', pricingType: 'session', sessionPrice: '400.00' });
    const section = await createSection(t, course.id, { name: 'Physics A' }, [{ dayOfWeek: 1, startTime: '10:30', endTime: '12:00' }]);
    const f = await family(t);
    const [child] = await t.app.deps.db.select().from(students).where(eq(students.parentId, f.parentId));
    await approvedEnrollment(t, child!.id, section.id);

    const key = await queueArrival(t, [f.parentId], ['sms']);
    gateway.delayMs = 2_000;
    let finished = false;
    const running = run(t).then((r) => {
      finished = true;
      return r;
    });
    try {
      await gateway.postArrived();
      const started = performance.now();
      const scan = await t.request({
        method: 'POST',
        url: '/api/attendance/scan-barcode',
        token: admin,
        payload: { barcode: child!.barcode },
      });
      const took = performance.now() - started;
      expect(scan.statusCode).toBe(200);
      expect(scan.json().outcome).toBe('marked');
      expect(finished).toBe(false);
      expect(took).toBeLessThan(1_000);
    } finally {
      gateway.delayMs = 0;
      await running;
    }
    expect(await rowsOf(t, key)).toMatchObject([{ status: 'sent' }]);
  });
});

/** Many concurrent runs (on several apps when given) over many queued SMS: every row reaches the phone once. */
async function sendsEachOnce(apps: TestApp[], g: FakeSmsGateway) {
  const first = apps[0]!;
  const families = await Promise.all(Array.from({ length: 12 }, () => family(first)));
  const keys: string[] = [];
  for (let i = 0; i < 5; i++)
    keys.push(
      await queueArrival(
        first,
        families.map((f) => f.parentId),
        ['sms'],
        `Student ${i}`,
      ),
    );
  const rows = await first.app.deps.db.select().from(messageOutbox).where(inArray(messageOutbox.eventKey, keys));
  expect(rows).toHaveLength(60);
  for (let round = 0; round < 10; round++) {
    const runs = apps.flatMap((a, i) => [0, 1, 2].map((j) => runOutboxOnce(a.app.deps, { workerId: `app${i}-w${j}`, limit: 7 })));
    const results = await Promise.all(runs);
    if (results.every((r) => r.claimed === 0)) break;
  }
  const after = await first.app.deps.db.select().from(messageOutbox).where(inArray(messageOutbox.eventKey, keys));
  expect(after.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  const ids = new Set(after.map((r) => `outbox-${r.id}`));
  const delivered = g.messages.filter((m) => ids.has(m.id));
  expect(delivered).toHaveLength(60);
  expect(new Set(delivered.map((m) => m.id)).size).toBe(60);
  expect(g.posts.filter((p) => p.id && ids.has(p.id))).toHaveLength(60);
  const attempts = await first.app.deps.db
    .select()
    .from(messageAttempts)
    .where(
      inArray(
        messageAttempts.outboxId,
        after.map((r) => r.id),
      ),
    );
  expect(attempts).toHaveLength(60);
  return new Set(attempts.map((a) => a.worker));
}

describe('several workers', () => {
  if (process.env.TEST_DATABASE_URL) {
    it('two app instances on one PostgreSQL, each running the worker concurrently: every SMS is sent exactly once', async () => {
      const g = await startFakeSmsGateway();
      const pair = await createTestAppsOnOneDatabase(2, env(g));
      try {
        const workers = await sendsEachOnce(pair.apps, g);
        // Both instances took part.
        expect([...workers].some((w) => w!.startsWith('app0'))).toBe(true);
        expect([...workers].some((w) => w!.startsWith('app1'))).toBe(true);
      } finally {
        await pair.close();
        await g.close();
      }
    });

    it('two instances claiming at once cannot overshoot the SMS budget (the advisory lock orders the budget checks)', async () => {
      const g = await startFakeSmsGateway();
      const pair = await createTestAppsOnOneDatabase(2, env(g));
      try {
        const [a, b] = pair.apps as [TestApp, TestApp];
        const { settings: current } = await messagingContext(a.app.deps.db, a.app.deps.config, pair.clock);
        await a.app.deps.db.insert(settings).values({ key: MESSAGING_SETTINGS_KEY, value: { ...current, sms_monthly_segments: 3 } });
        // a read the settings before they were saved: forget its copy, as the settings route does (b never read them).
        forgetMessagingContext(a.app.deps.config);
        const families = await Promise.all(Array.from({ length: 8 }, () => family(a, { language: 'en' })));
        const key = await queueArrival(
          a,
          families.map((f) => f.parentId),
          ['sms'],
          'Ali',
        );
        for (let round = 0; round < 4; round++) {
          await Promise.all([a, b, a, b].map((app, i) => runOutboxOnce(app.app.deps, { workerId: `w${i}`, limit: 2 })));
        }
        const rows = await rowsOf(a, key);
        expect(rows.filter((r) => r.status === 'sent')).toHaveLength(3);
        expect(rows.filter((r) => r.status === 'skipped' && r.lastError === 'sms_budget_exceeded')).toHaveLength(5);
        expect(g.posts).toHaveLength(3);
      } finally {
        await pair.close();
        await g.close();
      }
    });
  } else {
    it('one instance (PGlite) with concurrent runs of the worker: every SMS is sent exactly once', async () => {
      t.clock.set('2026-11-23T12:00:00Z');
      await sendsEachOnce([t], gateway);
    });
  }
});

describe('SMS through a generic HTTP provider (SMS_HTTP_*)', () => {
  it('fills {to}, {to_national} and {text} (URL-encoded in the URL, JSON-escaped in the body), sends the auth; a 4xx fails at once', async () => {
    const received: { url: string; auth?: string; type?: string; body: string }[] = [];
    let status = 200;
    const provider = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          url: req.url!,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks).toString(),
        });
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(status === 200 ? { message_id: 'prov-77' } : { error: 'bad' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    const h = await createTestApp({
      SMS_HTTP_URL: `${base}/send?to={to}&note={text}`,
      SMS_HTTP_METHOD: 'POST',
      SMS_HTTP_BODY: '{"to":"{to}","national":"{to_national}","text":"{text}"}',
      SMS_HTTP_AUTH: 'Bearer provider-key',
    });
    try {
      const f = await family(h);
      const key = await queueArrival(h, [f.parentId], ['sms'], 'Amina "Mimi" & co');
      const [row] = await rowsOf(h, key);
      await run(h);
      expect(received).toHaveLength(1);
      const url = new URL(received[0]!.url, base);
      expect(url.searchParams.get('to')).toBe(`+213${f.phone.slice(1)}`);
      expect(url.searchParams.get('note')).toBe(row!.body);
      expect(received[0]).toMatchObject({ auth: 'Bearer provider-key', type: 'application/json' });
      expect(JSON.parse(received[0]!.body)).toEqual({ to: `+213${f.phone.slice(1)}`, national: f.phone, text: row!.body });
      expect(await rowsOf(h, key)).toMatchObject([{ status: 'sent', providerId: 'prov-77' }]);

      status = 400;
      const refused = await queueArrival(h, [f.parentId], ['sms']);
      await run(h);
      expect(await rowsOf(h, refused)).toMatchObject([{ status: 'failed', attempts: 1 }]);
      expect((await rowsOf(h, refused))[0]!.lastError).toContain('HTTP 400');
    } finally {
      await h.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});

describe('the worker loop and leases', () => {
  it("frees a dead worker's expired lease and sends the row; a live lease is left alone", async () => {
    t.clock.set('2026-11-25T10:00:00Z');
    const f = await family(t);
    const g = await family(t);
    const expired = await queueArrival(t, [f.parentId], ['sms']);
    const live = await queueArrival(t, [g.parentId], ['sms']);
    const now = t.clock().getTime();
    await t.app.deps.db
      .update(messageOutbox)
      .set({ status: 'sending', claimedBy: 'dead-worker', leaseUntil: new Date(now - 1_000) })
      .where(eq(messageOutbox.eventKey, expired));
    await t.app.deps.db
      .update(messageOutbox)
      .set({ status: 'sending', claimedBy: 'busy-worker', leaseUntil: new Date(now + 60_000) })
      .where(eq(messageOutbox.eventKey, live));
    await run(t);
    expect(await rowsOf(t, expired)).toMatchObject([{ status: 'sent', claimedBy: null, leaseUntil: null }]);
    expect(await rowsOf(t, live)).toMatchObject([{ status: 'sending', claimedBy: 'busy-worker' }]);
    // The busy worker's own result still lands (it holds the claim).
    await t.app.deps.db
      .update(messageOutbox)
      .set({ status: 'queued', claimedBy: null, leaseUntil: null })
      .where(eq(messageOutbox.eventKey, live));
  });

  it('startOutboxWorker runs by itself every MESSAGING_POLL_MS when MESSAGING_WORKER is on, and stop() waits for its run', async () => {
    const off = startOutboxWorker(t.app); // MESSAGING_WORKER is off in tests by default
    await off.stop();
    const g = await startFakeSmsGateway();
    const h = await createTestApp({ ...env(g), MESSAGING_WORKER: 'true', MESSAGING_POLL_MS: '50' });
    try {
      const f = await family(h);
      const key = await queueArrival(h, [f.parentId], ['sms']);
      const worker = startOutboxWorker(h.app);
      await g.postArrived();
      await worker.stop();
      expect(await rowsOf(h, key)).toMatchObject([{ status: 'sent' }]);
      expect(g.messages).toHaveLength(1);
    } finally {
      await h.close();
      await g.close();
    }
  });
});
