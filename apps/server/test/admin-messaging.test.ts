import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_MESSAGING_SETTINGS, type MessageLogEntry, type MessagingSettings } from '@academy/shared';
import { auditLog, messageAttempts, messageOutbox, parents, settings } from '../src/db/schema';
import { queueFamilyMessages } from '../src/modules/messaging/outbox';
import { searchCondition } from '../src/modules/admin-messaging/service';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

let t: TestApp;
let admin: string;
let parentToken: string;
/** Two families: Karim (mobile 0551234567) and Nadia (mobile 0669876543). */
let karim: number;
let nadia: number;

beforeAll(async () => {
  t = await createTestApp({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/gateway' });
  admin = await signedInAdmin(t);
  const a = await signedInParent(t, {
    full_name: 'Karim Benali',
    phone: '0551234567',
    parent_phone: '0551234567',
    email: 'karim@example.dz',
  });
  const b = await signedInParent(t, {
    full_name: 'Nadia Haddad',
    phone: '0669876543',
    parent_phone: '0669876543',
    email: 'nadia@example.dz',
  });
  parentToken = a.token;
  const idOf = async (userId: number) => (await t.app.deps.db.select().from(parents).where(eq(parents.userId, userId)))[0]!.id;
  karim = await idOf(a.user.id);
  nadia = await idOf(b.user.id);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
const put = (payload: unknown, token = admin) =>
  t.request({ method: 'PUT', url: '/api/admin/messaging/settings', token, payload: payload as object });
const log = async (query = '') => {
  const res = await get(`/api/admin/messaging/log${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { messages: MessageLogEntry[]; total: number; limit: number; offset: number };
};

/** Queues an event's messages the way an event does: inside a transaction, through the outbox. */
async function queue(eventKey: string, parentIds: number[], event: 'arrival' | 'notification' = 'arrival') {
  const { config, db } = t.app.deps;
  return db.transaction((tx) =>
    queueFamilyMessages(
      tx,
      { config, now: t.clock() },
      {
        event,
        eventKey,
        template: event,
        parentIds,
        vars: () => ({ student: 'Yacine', time: '16:02', course: 'Maths', title: 'Closed', message: 'Closed on Thursday' }),
      },
    ),
  );
}

describe('messaging settings', () => {
  it('answers the defaults, the channels set up and an empty month before anything is saved', async () => {
    const res = await get('/api/admin/messaging/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: DEFAULT_MESSAGING_SETTINGS,
      available: { sms: true, push: true, email: true },
      sms_month: { segments_used: 0, messages: 0 },
    });
  });

  it('saves, reads back, and audits', async () => {
    const body: MessagingSettings = {
      ...DEFAULT_MESSAGING_SETTINGS,
      events: { ...DEFAULT_MESSAGING_SETTINGS.events, absence: false },
      templates: {
        ...DEFAULT_MESSAGE_TEMPLATES_COPY(),
        arrival: { en: '{student} is here at {time}.', ar: 'وصل {student} على {time}.', fr: '{student} est là à {time}.' },
      },
      default_language: 'en',
      sms_monthly_segments: 5000,
      sms_segment_price_da: '2.50',
      absence_after_minutes: 20,
    };
    const res = await put(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(body);
    expect((await get('/api/admin/messaging/settings')).json().settings).toEqual(body);
    const audits = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'messaging.settings_updated'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toEqual({
      changed: ['events', 'templates', 'default_language', 'sms_monthly_segments', 'sms_segment_price_da', 'absence_after_minutes'],
    });
    // The outbox reads the saved templates at once (the cached copy was dropped): English is now the default language.
    await t.app.deps.db.insert(parents).values({ fullName: 'Samir Ouali', phone: '0770112233' });
    const [samir] = await t.app.deps.db.select().from(parents).where(eq(parents.fullName, 'Samir Ouali'));
    expect(await queue('arrival:settings-check', [samir!.id])).toBe(1);
    const [row] = await t.app.deps.db.select().from(messageOutbox).where(eq(messageOutbox.eventKey, 'arrival:settings-check'));
    expect(row).toMatchObject({ body: 'Yacine is here at 16:02.', language: 'en', address: '0770112233' });
    await t.app.deps.db.delete(messageOutbox);
  });

  it('refuses a template with an unknown placeholder, naming it, and changes nothing', async () => {
    const before = (await get('/api/admin/messaging/settings')).json().settings as MessagingSettings;
    const res = await put({
      ...before,
      templates: { ...before.templates, absence: { ...before.templates.absence, en: '{studnet} is absent.' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { 'templates.absence.en': ['placeholder_unknown'] } });
    expect(
      (await put({ ...before, templates: { ...before.templates, arrival: { en: 'Hi {student name}', ar: 'x', fr: 'x' } } })).json().details,
    ).toEqual({
      'templates.arrival.en': ['placeholder_unknown'],
    });
    expect((await get('/api/admin/messaging/settings')).json().settings).toEqual(before);
    const [row] = await t.app.deps.db.select().from(settings).where(eq(settings.key, 'messaging'));
    expect(row!.value).toEqual(before);
  });

  it('refuses other bad input with field codes', async () => {
    const before = (await get('/api/admin/messaging/settings')).json().settings as MessagingSettings;
    const res = await put({ ...before, sms_monthly_segments: -1, absence_after_minutes: 1, default_language: 'de', events: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(
      expect.arrayContaining(['sms_monthly_segments', 'absence_after_minutes', 'default_language', 'events.arrival']),
    );
    expect((await put([])).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/messaging/settings', parentToken)).statusCode).toBe(403);
    expect((await put(DEFAULT_MESSAGING_SETTINGS, parentToken)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/messaging/settings' })).statusCode).toBe(401);
  });

  it("counts this month's SMS spent", async () => {
    await queue('arrival:month-1', [karim, nadia]);
    await t.app.deps.db
      .update(messageOutbox)
      .set({ status: 'sent', sentAt: t.clock() })
      .where(and(eq(messageOutbox.eventKey, 'arrival:month-1'), eq(messageOutbox.channel, 'sms')));
    const { sms_month } = (await get('/api/admin/messaging/settings')).json();
    expect(sms_month).toEqual({ segments_used: 2, messages: 2 });
    await t.app.deps.db.delete(messageOutbox);
  });
});

function DEFAULT_MESSAGE_TEMPLATES_COPY() {
  return structuredClone(DEFAULT_MESSAGING_SETTINGS.templates);
}

describe('delivery log', () => {
  let failedId: number;
  let queuedId: number;

  beforeAll(async () => {
    await t.app.deps.db.delete(messageOutbox);
    // 10:00 in Algiers: Karim's and Nadia's arrival go now, on SMS and e-mail each.
    t.clock.set('2026-11-23T09:00:00Z');
    expect(await queue('arrival:record:1', [karim])).toBe(2);
    t.clock.advance(60_000);
    expect(await queue('arrival:record:2', [nadia])).toBe(2);
    // 21:30 in Algiers: the SMS is held until 08:00; the e-mail goes at once.
    t.clock.set('2026-11-23T20:30:00Z');
    expect(await queue('notification:9', [karim, nadia], 'notification')).toBe(4);
    const db = t.app.deps.db;
    const [failed] = await db
      .update(messageOutbox)
      .set({ status: 'failed', attempts: 3, lastError: 'gateway answered 500' })
      .where(and(eq(messageOutbox.eventKey, 'arrival:record:1'), eq(messageOutbox.channel, 'sms')))
      .returning();
    failedId = failed!.id;
    await db.insert(messageAttempts).values([
      { outboxId: failedId, at: new Date('2026-11-23T09:00:05Z'), ok: false, httpStatus: 500, error: 'gateway answered 500' },
      { outboxId: failedId, at: new Date('2026-11-23T09:01:05Z'), ok: false, httpStatus: 503, error: 'gateway answered 503' },
    ]);
    await db
      .update(messageOutbox)
      .set({ status: 'delivered', sentAt: new Date('2026-11-23T09:01:10Z'), deliveredAt: new Date('2026-11-23T09:01:20Z') })
      .where(and(eq(messageOutbox.eventKey, 'arrival:record:2'), eq(messageOutbox.channel, 'sms')));
    const [queued] = await db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.eventKey, 'notification:9'), eq(messageOutbox.channel, 'sms'), eq(messageOutbox.parentId, karim)));
    queuedId = queued!.id;
  });

  it('lists newest first with held messages marked', async () => {
    const page = await log();
    expect(page.total).toBe(8);
    expect(page.messages.map((m) => m.event_key)).toEqual([
      ...Array(4).fill('notification:9'),
      'arrival:record:2',
      'arrival:record:2',
      'arrival:record:1',
      'arrival:record:1',
    ]);
    const heldSms = page.messages.find((m) => m.id === queuedId)!;
    expect(heldSms).toMatchObject({ status: 'queued', channel: 'sms', address: '0551234567', recipient_name: 'Karim Benali' });
    expect(heldSms.held_until).toBe('2026-11-24T07:00:00.000Z');
    const failed = page.messages.find((m) => m.id === failedId)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_error: 'gateway answered 500', held_until: null, segments: 1 });
    // A parent reads none of it.
    expect((await get('/api/admin/messaging/log', parentToken)).statusCode).toBe(403);
  });

  it('filters by status (held: queued for later), channel, event and parent', async () => {
    expect((await log('?status=held')).messages.map((m) => [m.channel, m.event_key])).toEqual([
      ['sms', 'notification:9'],
      ['sms', 'notification:9'],
    ]);
    expect((await log('?status=queued')).total).toBe(6);
    expect((await log('?status=failed')).messages.map((m) => m.id)).toEqual([failedId]);
    expect((await log('?status=delivered')).messages[0]).toMatchObject({ address: '0669876543', delivered_at: '2026-11-23T09:01:20.000Z' });
    expect((await log('?channel=email')).total).toBe(4);
    expect((await log('?event=arrival&channel=sms')).total).toBe(2);
    expect((await log(`?parent_id=${nadia}`)).messages.every((m) => m.parent_id === nadia)).toBe(true);
    expect((await log(`?parent_id=${nadia}`)).total).toBe(4);
    expect((await log('?status=held&channel=email')).total).toBe(0);
    // Once 08:00 has come, nothing is held any more.
    t.clock.set('2026-11-24T07:30:00Z');
    expect((await log('?status=held')).total).toBe(0);
    expect((await log()).messages.every((m) => m.held_until === null)).toBe(true);
    t.clock.set('2026-11-23T20:30:00Z');
  });

  it('searches the name, the address with the phone typed any way, and the event key', async () => {
    const ids = async (q: string) => (await log(`?q=${encodeURIComponent(q)}`)).messages.map((m) => m.parent_id);
    expect(new Set(await ids('nadia'))).toEqual(new Set([nadia]));
    expect(await ids('NADIA')).toHaveLength(4);
    for (const typed of ['+213 551 23 45 67', '0551 23 45 67', '00213551234567', '0551-23-45-67', '+213 551 23', '55123']) {
      const found = await log(`?q=${encodeURIComponent(typed)}`);
      expect(
        found.messages.map((m) => m.address),
        typed,
      ).toEqual(['0551234567', '0551234567']);
    }
    expect((await log('?q=karim%40example')).messages.map((m) => m.channel)).toEqual(['email', 'email']);
    expect((await log('?q=record%3A2')).total).toBe(2);
    // % and _ are searched as typed, not as wildcards.
    expect((await log('?q=%25')).total).toBe(0);
    expect((await log('?q=_')).total).toBe(0);
    expect((await log('?q=nobody-like-this')).total).toBe(0);
    expect((await log('?q=karim&channel=sms&status=held')).messages.map((m) => m.id)).toEqual([queuedId]);
  });

  it("searches through the migration's trigram index", async () => {
    const plan = await t.app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain select id from message_outbox where ${searchCondition('karim')}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('message_outbox_search_trgm_idx');
  });

  it('pages with a total', async () => {
    const first = await log('?limit=3');
    const second = await log('?limit=3&offset=3');
    const third = await log('?limit=3&offset=6');
    expect([first.total, second.total, third.total]).toEqual([8, 8, 8]);
    expect([first.messages.length, second.messages.length, third.messages.length]).toEqual([3, 3, 2]);
    const all = [...first.messages, ...second.messages, ...third.messages].map((m) => m.id);
    expect(new Set(all).size).toBe(8);
    expect(all).toEqual((await log()).messages.map((m) => m.id));
  });

  it('refuses bad filters with 400', async () => {
    for (const q of ['?status=lost', '?channel=fax', '?event=birthday', '?parent_id=-1', '?limit=1000', `?q=${'x'.repeat(101)}`]) {
      const res = await get(`/api/admin/messaging/log${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('shows one message with its tries', async () => {
    const res = await get(`/api/admin/messaging/log/${failedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: failedId, status: 'failed', body: expect.stringContaining('Yacine') });
    expect(res.json().attempts).toEqual([
      { at: '2026-11-23T09:00:05.000Z', ok: false, http_status: 500, error: 'gateway answered 500' },
      { at: '2026-11-23T09:01:05.000Z', ok: false, http_status: 503, error: 'gateway answered 503' },
    ]);
    expect((await get('/api/admin/messaging/log/999999')).json()).toMatchObject({ statusCode: 404, code: 'message_not_found' });
    expect((await get('/api/admin/messaging/log/abc')).statusCode).toBe(400);
    expect((await get(`/api/admin/messaging/log/${failedId}`, parentToken)).statusCode).toBe(403);
  });

  it('resends a failed message once for a double click, now, in spite of quiet hours', async () => {
    const resend = () => t.request({ method: 'POST', url: `/api/admin/messaging/log/${failedId}/resend`, token: admin });
    const [first, second] = await Promise.all([resend(), resend()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().message.id).toBe(second.json().message.id);
    const copy = first.json().message as MessageLogEntry;
    const original = (await get(`/api/admin/messaging/log/${failedId}`)).json().message as MessageLogEntry;
    expect(copy).toMatchObject({
      status: 'queued',
      resend_of: failedId,
      channel: 'sms',
      address: original.address,
      body: original.body,
      language: original.language,
      attempts: 0,
      held_until: null,
      created_at: t.clock().toISOString(),
    });
    const [row] = await t.app.deps.db.select().from(messageOutbox).where(eq(messageOutbox.id, copy.id));
    expect(row!.notBefore.toISOString()).toBe(t.clock().toISOString()); // 21:30 in Algiers: quiet hours, yet due now
    expect((await t.app.deps.db.select().from(messageOutbox).where(eq(messageOutbox.resendOf, failedId))).length).toBe(1);
    expect((await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'message.resent'))).length).toBe(1);
    expect((await log()).messages[0]!.id).toBe(copy.id);
    // A minute later it is a new click: a second resend.
    t.clock.advance(61_000);
    const later = await resend();
    expect(later.statusCode).toBe(201);
    expect(later.json().message.id).not.toBe(copy.id);
  });

  it('refuses to resend a message still queued or sending, and an unknown one', async () => {
    const res = await t.request({ method: 'POST', url: `/api/admin/messaging/log/${queuedId}/resend`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('message_not_resendable');
    await t.app.deps.db.update(messageOutbox).set({ status: 'sending' }).where(eq(messageOutbox.id, queuedId));
    expect((await t.request({ method: 'POST', url: `/api/admin/messaging/log/${queuedId}/resend`, token: admin })).statusCode).toBe(409);
    const unknown = await t.request({ method: 'POST', url: '/api/admin/messaging/log/999999/resend', token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('message_not_found');
    const before = (await log()).total;
    expect((await t.request({ method: 'POST', url: `/api/admin/messaging/log/${queuedId}/resend`, token: parentToken })).statusCode).toBe(
      403,
    );
    expect((await log()).total).toBe(before);
  });
});
