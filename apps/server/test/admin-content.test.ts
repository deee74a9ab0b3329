import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@academy/shared';
import { auditLog, contactMessages } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

let t: TestApp;
let admin: string;
let parent: Awaited<ReturnType<typeof signedInParent>>;
let publicId: number;
let parentId: number;
let otherId: number;

let ip = 0;
function sendPublic(payload: object) {
  ip += 1;
  return t.request({ method: 'POST', url: '/api/contact', payload, remoteAddress: `10.9.0.${ip}` });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parent = await signedInParent(t, { full_name: 'Karim Benali' });
  publicId = (
    await sendPublic({ name: 'Nadia Haddad', email: 'nadia@example.dz', subject: 'Saturday classes', message: 'Is there a group for 3AP?' })
  ).json().id;
  t.clock.advance(60_000);
  otherId = (
    await sendPublic({ name: 'Samir Ouali', email: 'samir@example.dz', subject: 'Prices', message: 'How much is the English course?' })
  ).json().id;
  t.clock.advance(60_000);
  const mine = await t.request({
    method: 'POST',
    url: '/api/contact/my-messages',
    token: parent.token,
    payload: { subject: 'Absence', message: 'Yacine will be absent on Sunday.' },
  });
  parentId = mine.json().id;
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
const respond = (id: number, response: unknown, token = admin) =>
  t.request({ method: 'POST', url: `/api/contact/messages/${id}/respond`, token, payload: { response } });
const setStatus = (id: number, status: string) =>
  t.request({ method: 'PATCH', url: `/api/contact/messages/${id}/status`, token: admin, payload: { status } });

describe('GET /api/contact/messages', () => {
  it('lists every message newest first with the unread count', async () => {
    const res = await get('/api/contact/messages');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.unread_count).toBe(3);
    expect(body.messages.map((m: { id: number }) => m.id)).toEqual([parentId, otherId, publicId]);
    expect(body.messages[0]).toMatchObject({
      source: 'parent',
      name: 'Karim Benali',
      status: 'unread',
      replies_count: 0,
      last_reply: null,
      admin_response: null,
    });
    expect(body.messages[2]).toMatchObject({ source: 'public', email: 'nadia@example.dz', subject: 'Saturday classes', user_id: null });
  });

  it('filters by source, status and search, and pages', async () => {
    const ids = async (qs: string) => (await get(`/api/contact/messages?${qs}`)).json().messages.map((m: { id: number }) => m.id);
    expect(await ids('source=parent')).toEqual([parentId]);
    expect(await ids('source=public')).toEqual([otherId, publicId]);
    expect(await ids('search=nadia')).toEqual([publicId]);
    expect(await ids('search=english course')).toEqual([otherId]);
    expect(await ids('search=PRICES')).toEqual([otherId]);
    expect(await ids('search=100%')).toEqual([]);
    expect(await ids('status=responded')).toEqual([]);
    expect(await ids('status=unread&source=public')).toEqual([otherId, publicId]);
    const page = (await get('/api/contact/messages?limit=2&offset=2')).json();
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.messages.map((m: { id: number }) => m.id)).toEqual([publicId]);
    expect((await get('/api/contact/messages?status=open')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/contact/messages' })).statusCode).toBe(401);
    expect((await get('/api/contact/messages', parent.token)).statusCode).toBe(403);
    expect((await get('/api/contact/messages/unread-count', parent.token)).statusCode).toBe(403);
    expect((await get(`/api/contact/messages/${publicId}`, parent.token)).statusCode).toBe(403);
    expect((await respond(publicId, 'Hello', parent.token)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: `/api/contact/messages/${publicId}/respond`, payload: { response: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('message states', () => {
  it('opening an unread message marks it read; the count follows', async () => {
    expect((await get('/api/contact/messages/unread-count')).json()).toEqual({ unread_count: 3 });
    const res = await get(`/api/contact/messages/${otherId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: otherId, status: 'read', replies: [] });
    expect((await get('/api/contact/messages/unread-count')).json()).toEqual({ unread_count: 2 });
    expect((await get('/api/contact/messages/999999')).statusCode).toBe(404);
    expect((await get('/api/contact/messages/999999')).json().code).toBe('not_found');
  });

  it('closes, reopens and marks unread, audited', async () => {
    const closed = await setStatus(otherId, 'closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message.status).toBe('closed');
    expect((await get('/api/contact/messages?status=closed')).json().messages.map((m: { id: number }) => m.id)).toEqual([otherId]);
    expect((await setStatus(otherId, 'read')).json().message.status).toBe('read');
    expect((await setStatus(otherId, 'unread')).json().message.status).toBe('unread');
    expect((await setStatus(otherId, 'archived')).statusCode).toBe(400);
    expect((await setStatus(999999, 'closed')).statusCode).toBe(404);
    const entries = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'contact.status_changed'));
    expect(entries.map((e) => e.data)).toEqual([
      { from: 'read', to: 'closed' },
      { from: 'closed', to: 'read' },
      { from: 'read', to: 'unread' },
    ]);
  });
});

describe('POST /api/contact/messages/{id}/respond', () => {
  it('needs 1 to 1,000 characters once trimmed', async () => {
    t.mails.length = 0;
    for (const bad of ['', '   ', undefined]) {
      const res = await respond(publicId, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { response: ['required'] } });
    }
    const tooLong = await respond(publicId, 'x'.repeat(LIMITS.replyMaxChars + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual({ response: ['too_long'] });
    expect((await respond(999999, 'Hello')).statusCode).toBe(404);
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, publicId));
    expect(row!.status).toBe('unread');
    expect(t.mails).toHaveLength(0);

    const exact = await respond(otherId, ` ${'y'.repeat(LIMITS.replyMaxChars)} `);
    expect(exact.statusCode).toBe(200);
    expect(exact.json().response.body).toHaveLength(LIMITS.replyMaxChars);
  });

  it('saves the reply, marks the message responded and e-mails the sender', async () => {
    t.mails.length = 0;
    const res = await respond(publicId, 'Yes, on Saturdays from 9 to 11.');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, emailed: true, response: { body: 'Yes, on Saturdays from 9 to 11.' } });
    expect(body.message).toMatchObject({ status: 'responded', replies_count: 1, admin_response: 'Yes, on Saturdays from 9 to 11.' });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: 'nadia@example.dz', subject: 'Re: Saturday classes' });
    expect(t.mails[0]!.text).toContain('Yes, on Saturdays from 9 to 11.');
    expect(t.mails[0]!.text).toContain('Hello Nadia Haddad');
    expect(t.mails[0]!.text).toContain('مرحبًا Nadia Haddad');

    const list = (await get('/api/contact/messages?status=responded')).json();
    expect(list.messages.map((m: { id: number }) => m.id)).toContain(publicId);
    const audited = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'contact.replied'));
    expect(audited.some((e) => e.entityId === publicId)).toBe(true);
  });

  it("shows the replies oldest first, and in the parent's own messages", async () => {
    t.clock.advance(60_000);
    await respond(parentId, 'Noted, thank you.');
    t.clock.advance(60_000);
    await respond(parentId, 'We will send the homework.');
    const detail = (await get(`/api/contact/messages/${parentId}`)).json().message;
    expect(detail.replies.map((r: { body: string }) => r.body)).toEqual(['Noted, thank you.', 'We will send the homework.']);
    expect(detail.replies[0].author_name).toBeTruthy();
    expect(detail).toMatchObject({ status: 'responded', replies_count: 2, admin_response: 'We will send the homework.' });

    const mine = await t.request({ method: 'GET', url: '/api/contact/my-messages', token: parent.token });
    const message = mine.json().messages.find((m: { id: number }) => m.id === parentId);
    expect(message.status).toBe('responded');
    expect(message.replies.map((r: { body: string }) => r.body)).toEqual(['Noted, thank you.', 'We will send the homework.']);
    expect(t.mails.filter((m) => m.to === parent.body.email)).toHaveLength(2);
  });

  it('still saves the reply when the e-mail cannot be sent', async () => {
    const original = t.app.deps.mailer.send;
    t.app.deps.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await respond(otherId, 'Second answer.');
      expect(res.statusCode).toBe(200);
      expect(res.json().emailed).toBe(false);
    } finally {
      t.app.deps.mailer.send = original;
    }
  });
});
