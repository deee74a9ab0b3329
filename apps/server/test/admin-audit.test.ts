import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@academy/shared';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  adminId = (await call('GET', '/api/auth/me', admin)).body.user.id;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) {
  const r = await t.request({ method, url, token, payload, headers: { 'x-forwarded-for': '198.51.100.7' } });
  return { status: r.statusCode, body: r.json() };
}
const log = async (query = '') =>
  (await call('GET', `/api/admin/audit-log${query}`, admin)).body as { entries: AuditLogEntry[]; total: number };

describe('admin audit log', () => {
  it('refuses a visitor (401) and a parent (403)', async () => {
    const parent = await signedInParent(t);
    expect((await call('GET', '/api/admin/audit-log')).status).toBe(401);
    expect((await call('GET', '/api/admin/audit-log', parent.token)).status).toBe(403);
  });

  it('records who did what, from where, newest first, with filters and pages', async () => {
    const made = await call('POST', '/api/admin/users', admin, {
      full_name: 'Sara Amrani',
      email: 'sara.audit@academy.dz',
      phone: '0770001122',
      role: 'user',
      password: 'start123',
    });
    const userId = made.body.user.id as number;
    t.clock.advance(1000);
    await call('PATCH', `/api/admin/users/${userId}/toggle-status`, admin);
    t.clock.advance(1000);
    const sent = await call('POST', '/api/admin/send-notification', admin, { title: 'Hello', message: 'Welcome back' });

    const all = await log();
    expect(all.entries.slice(0, 3).map((e) => [e.action, e.entity, e.entity_id])).toEqual([
      ['notification.sent', 'notification', sent.body.notification.id],
      ['user.deactivated', 'user', userId],
      ['user.created', 'user', userId],
    ]);
    expect(all.entries[0]).toMatchObject({
      ip: '198.51.100.7',
      actor: { id: adminId, name: 'Academy Administrator', email: 'admin@academy.dz' },
      data: { target_users: 'all' },
    });
    expect(all.total).toBe(all.entries.length);

    expect((await log('?action=user.created')).entries.map((e) => e.entity_id)).toEqual([userId]);
    const ofUser = await log(`?entity=user&entity_id=${userId}`);
    expect(ofUser.entries.map((e) => e.action)).toEqual(['user.deactivated', 'user.created']);
    expect((await log(`?actor_id=${adminId}`)).total).toBe(all.total);
    const page = await log('?limit=1&offset=1');
    expect([page.total, page.entries.map((e) => e.id)]).toEqual([all.total, [all.entries[1]!.id]]);

    const bad = await call('GET', '/api/admin/audit-log?limit=0&entity_id=abc', admin);
    expect([bad.status, Object.keys(bad.body.details).sort()]).toEqual([400, ['entity_id', 'limit']]);
  });

  it('keeps the entries of a deleted admin (without an actor), and the deleted account’s name in its own entry', async () => {
    const made = await call('POST', '/api/admin/users', admin, {
      full_name: 'Temporary Admin',
      email: 'temp.admin@academy.dz',
      phone: '0770009988',
      role: 'admin',
      password: 'start123',
    });
    const tempId = made.body.user.id as number;
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'temp.admin@academy.dz', password: 'start123' },
    });
    const temp = login.json().access_token as string;
    const sent = await call('POST', '/api/admin/send-notification', temp, { title: 'From temp', message: 'Short-lived' });
    expect((await log(`?actor_id=${tempId}`)).entries.map((e) => e.action)).toEqual(['notification.sent']);

    expect((await call('DELETE', `/api/admin/users/${tempId}`, admin)).status).toBe(200);
    const entry = (await log(`?entity=notification&entity_id=${sent.body.notification.id}`)).entries[0]!;
    expect(entry).toMatchObject({ action: 'notification.sent', actor: null });
    const deleted = (await log(`?action=user.deleted&entity_id=${tempId}`)).entries[0]!;
    expect(deleted).toMatchObject({
      actor: { id: adminId },
      data: { full_name: 'Temporary Admin', email: 'temp.admin@academy.dz', role: 'admin', cascade: false },
    });
  });
});

describe('the client address without a trusted proxy (TRUST_PROXY=0, the default)', () => {
  it('is the connection, not an X-Forwarded-For a client chose', async () => {
    const direct = await createTestApp({ TRUST_PROXY: '0' });
    try {
      const token = await signedInAdmin(direct);
      const sent = await direct.request({
        method: 'POST',
        url: '/api/admin/send-notification',
        token,
        payload: { title: 'Hi', message: 'Direct' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(sent.statusCode).toBe(200);
      const { entries } = (await direct.request({ method: 'GET', url: '/api/admin/audit-log', token })).json() as {
        entries: AuditLogEntry[];
      };
      expect(entries[0]!.action).toBe('notification.sent');
      expect(entries[0]!.ip).toBe('127.0.0.1');
    } finally {
      await direct.close();
    }
  });
});
