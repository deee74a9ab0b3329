import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, notifications, parents, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) {
  const r = await t.request({ method, url, token, payload });
  return { status: r.statusCode, body: r.json() };
}
const send = (payload: object) => call('POST', '/api/admin/send-notification', admin, payload);
const stored = async () => Number((await t.app.deps.db.select({ n: count() }).from(notifications))[0]!.n);

describe('admin notifications: access', () => {
  it('refuses both routes to a visitor (401) and to a parent (403)', async () => {
    const parent = await signedInParent(t);
    const body = { title: 'Hello', message: 'World' };
    expect((await call('POST', '/api/admin/send-notification', undefined, body)).status).toBe(401);
    expect((await call('POST', '/api/admin/send-notification', parent.token, body)).status).toBe(403);
    expect((await call('GET', '/api/admin/notifications/recent')).status).toBe(401);
    expect((await call('GET', '/api/admin/notifications/recent', parent.token)).status).toBe(403);
  });
});

describe('admin notifications: validation (spec 5)', () => {
  it('single mode needs both title and message; bilingual mode one complete language; nothing is stored otherwise', async () => {
    const before = await stored();
    const single = await send({ title: 'Holiday', message: '  ' });
    expect([single.status, single.body.code, single.body.details]).toEqual([
      400,
      'validation_failed',
      { message: ['notification_title_and_message'] },
    ]);
    expect((await send({})).body.details).toEqual({
      title: ['notification_title_and_message'],
      message: ['notification_title_and_message'],
    });

    const halfEach = await send({ title_en: 'Holiday', message_ar: 'مغلق يوم الجمعة' });
    expect(halfEach.body.details).toEqual({ message_en: ['notification_one_language'], title_ar: ['notification_one_language'] });
    const empty = await send({ title_en: '', title_ar: '', message_en: '', message_ar: '' });
    expect(Object.keys(empty.body.details).sort()).toEqual(['message_ar', 'message_en', 'title_ar', 'title_en']);

    const badEnums = await send({ title: 'A', message: 'B', target_users: 'teachers', type: 'urgent' });
    expect(Object.keys(badEnums.body.details).sort()).toEqual(['target_users', 'type']);
    expect((await send({ title: 'x'.repeat(201), message: 'B' })).body.details).toEqual({ title: ['too_long'] });
    expect(await stored()).toBe(before);
  });
});

describe('admin notifications: sending', () => {
  it('stores single-mode text by its language, bilingual text per complete language, and audits the send', async () => {
    const english = await send({ title: 'Holiday', message: 'The academy is closed on Friday.', target_users: 'parents', type: 'warning' });
    expect(english.status).toBe(200);
    expect(english.body).toMatchObject({
      success: true,
      sent_count: expect.any(Number),
      notification: {
        title_en: 'Holiday',
        message_en: 'The academy is closed on Friday.',
        title_ar: null,
        message_ar: null,
        target_users: 'parents',
        type: 'warning',
        sent_by: { name: 'Academy Administrator' },
      },
    });
    const arabic = await send({ title: 'عطلة', message: 'الأكاديمية مغلقة يوم الجمعة' });
    expect(arabic.body.notification).toMatchObject({
      title_en: null,
      message_en: null,
      title_ar: 'عطلة',
      message_ar: 'الأكاديمية مغلقة يوم الجمعة',
      target_users: 'all',
      type: 'info',
    });

    const bilingual = await send({
      title_en: 'Exam',
      message_en: 'Mock exam on Thursday.',
      title_ar: 'امتحان',
      message_ar: '',
      target_users: 'students',
      type: 'success',
    });
    expect(bilingual.body.notification).toMatchObject({
      title_en: 'Exam',
      message_en: 'Mock exam on Thursday.',
      title_ar: null,
      message_ar: null,
    });

    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.sent'), eq(auditLog.entityId, english.body.notification.id)));
    expect(entry!.data).toEqual({ target_users: 'parents', type: 'warning', sent_count: english.body.sent_count });
  });

  it('counts the audience: parents who can read it (active account, or the app switched on), active students, both for all', async () => {
    const baseline = async () => {
      const [p, s, a] = await Promise.all(
        ['parents', 'students', 'all'].map((target_users) => send({ title: 'Count', message: 'Baseline', target_users })),
      );
      return { parents: p!.body.sent_count as number, students: s!.body.sent_count as number, all: a!.body.sent_count as number };
    };
    const before = await baseline();
    expect(before.all).toBe(before.parents + before.students);

    await signedInParent(t);
    await signedInParent(t);
    const leaving = await signedInParent(t);
    await call('PATCH', `/api/admin/users/${leaving.user.id}/toggle-status`, admin, { is_active: false });
    const db = t.app.deps.db;
    // An imported family on the app only, and one with neither account nor app (and its student gone).
    const [onApp] = await db
      .insert(parents)
      .values({
        fullName: 'Imported Parent',
        phone: '0555000111',
        mobileAppEnabled: true,
        mobilePasswordHash: 'x',
        mobileUsername: '0555000111',
      })
      .returning();
    await db.insert(students).values({ parentId: onApp!.id, name: 'Imported Child', barcode: 'ST90000001' });
    const [unreachable] = await db.insert(parents).values({ fullName: 'Unreachable Parent' }).returning();
    await db.insert(students).values({ parentId: unreachable!.id, name: 'Former Pupil', barcode: 'ST90000002', isActive: false });

    const after = await baseline();
    expect(after.parents - before.parents).toBe(3); // two active accounts + the app-only parent
    expect(after.students - before.students).toBe(4); // the three registered students + the imported child
    expect(after.all).toBe(after.parents + after.students);
  });

  it('reaches a parent’s dashboard, whatever the audience', async () => {
    const parent = await signedInParent(t);
    const sent = [
      await send({ title: 'For everyone', message: 'All', target_users: 'all' }),
      await send({ title: 'For parents', message: 'Parents', target_users: 'parents' }),
      await send({ title_ar: 'للتلاميذ', message_ar: 'التلاميذ', target_users: 'students' }),
    ].map((r) => r.body.notification.id as number);
    const inbox = await call('GET', '/api/notifications', parent.token);
    const ids = inbox.body.notifications.map((n: { id: number }) => n.id);
    for (const id of sent) expect(ids).toContain(id);
    expect(inbox.body.notifications.find((n: { id: number }) => n.id === sent[2])).toMatchObject({
      title: 'للتلاميذ',
      title_ar: 'للتلاميذ',
      title_en: null,
      read: false,
    });
    expect(inbox.body.unread_count).toBeGreaterThanOrEqual(3);
  });
});

describe('admin notifications: recent list', () => {
  it('shows the 20 newest, newest first, with who sent them', async () => {
    for (let i = 1; i <= 21; i++) {
      t.clock.advance(60_000);
      await send({ title: `Notice ${i}`, message: `Body ${i}` });
    }
    const recent = await call('GET', '/api/admin/notifications/recent', admin);
    expect(recent.status).toBe(200);
    expect(recent.body.notifications).toHaveLength(20);
    expect(recent.body.notifications.slice(0, 2).map((n: { title: string }) => n.title)).toEqual(['Notice 21', 'Notice 20']);
    expect(recent.body.notifications[19].title).toBe('Notice 2');
    expect(recent.body.notifications[0]).toMatchObject({
      message: 'Body 21',
      target_users: 'all',
      type: 'info',
      sent_count: expect.any(Number),
      sent_by: { id: expect.any(Number), name: 'Academy Administrator' },
    });
  });
});
