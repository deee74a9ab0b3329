import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, contactMessages, enrollments, ledgerEntries, parents, registrations, students, users } from '../src/db/schema';
import { setActive } from '../src/modules/admin-users/edit-user';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  adminId = (await call('GET', '/api/auth/me', admin)).body.user.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, token?: string, payload?: object) {
  const r = await t.request({ method, url, token, payload });
  return { status: r.statusCode, body: r.body ? r.json() : null, raw: r.body };
}

let n = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    full_name: 'Nadia Cherif',
    email: `staff${n}@academy.dz`,
    phone: `07${String(n).padStart(8, '0')}`,
    role: 'user',
    email_verified: false,
    password: 'start123',
    ...overrides,
  };
}

const login = (body: object) => t.request({ method: 'POST', url: '/api/auth/login', payload: body });
const usersCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(users))[0]!.n);
const auditOf = (action: string, entityId: number) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('admin users: access', () => {
  it('refuses every route to a visitor (401) and to a parent (403)', async () => {
    const parent = await signedInParent(t);
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', newUser()],
      ['PUT', '/api/admin/users/1', { full_name: 'X' }],
      ['PATCH', '/api/admin/users/1/toggle-status', {}],
      ['PATCH', '/api/admin/users/1/role', { role: 'admin' }],
      ['DELETE', '/api/admin/users/1'],
      ['GET', '/api/admin/users/1/credentials'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, parent.token, payload)).status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('admin users: list', () => {
  it('searches by name (Arabic folded), e-mail and phone, filters role and status, pages with the total, and never shows a hash', async () => {
    const made = await call(
      'POST',
      '/api/admin/users',
      admin,
      newUser({ full_name: 'أحمد بن علي', email: 'ahmed.list@academy.dz', phone: '0771000001' }),
    );
    expect(made.status).toBe(201);
    const id = made.body.user.id as number;

    const byName = await call('GET', `/api/admin/users?search=${encodeURIComponent('احمد')}`, admin);
    expect(byName.body.users.map((u: { id: number }) => u.id)).toEqual([id]);
    expect((await call('GET', '/api/admin/users?search=AHMED.LIST@', admin)).body.users.map((u: { id: number }) => u.id)).toEqual([id]);
    expect((await call('GET', '/api/admin/users?search=0771000001', admin)).body.total).toBe(1);

    const admins = await call('GET', '/api/admin/users?role=admin', admin);
    expect(admins.body.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const clients = await call('GET', '/api/admin/users?role=user', admin);
    expect(clients.body.users.map((u: { id: number }) => u.id)).toContain(id);
    expect(clients.body.users.every((u: { role: string }) => u.role === 'client')).toBe(true);

    await call('PATCH', `/api/admin/users/${id}/toggle-status`, admin);
    expect((await call('GET', '/api/admin/users?status=inactive', admin)).body.users.map((u: { id: number }) => u.id)).toContain(id);
    expect((await call('GET', '/api/admin/users?status=active', admin)).body.users.map((u: { id: number }) => u.id)).not.toContain(id);

    const all = await call('GET', '/api/admin/users', admin);
    const page1 = await call('GET', '/api/admin/users?limit=1', admin);
    const page2 = await call('GET', '/api/admin/users?limit=1&offset=1', admin);
    expect(page1.body.total).toBe(all.body.total);
    expect(page1.body.users).toHaveLength(1);
    expect(page2.body.users[0].id).not.toBe(page1.body.users[0].id);
    expect(all.body.users[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        full_name: expect.anything(),
        email_verified: expect.any(Boolean),
        is_active: expect.any(Boolean),
        students_count: expect.any(Number),
      }),
    );
    expect(all.raw).not.toMatch(/argon2|password|token/i);

    const bad = await call('GET', '/api/admin/users?role=king&limit=0', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['limit', 'role']);
  });

  it('shows a family account with its parent record and student count', async () => {
    const parent = await signedInParent(t, { full_name: 'Samir Haddad' });
    const list = await call('GET', `/api/admin/users?search=${parent.body.phone}`, admin);
    expect(list.body.users).toEqual([
      expect.objectContaining({ id: parent.user.id, role: 'client', parent_id: expect.any(Number), students_count: 1 }),
    ]);
  });
});

describe('admin users: create and edit', () => {
  it('creates an account with the typed password (user is stored as client); the person can sign in', async () => {
    const body = newUser({ role: 'user', email: 'Mixed.Case@Academy.dz', email_verified: true });
    const made = await call('POST', '/api/admin/users', admin, body);
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({
      role: 'client',
      email: 'mixed.case@academy.dz',
      email_verified: true,
      is_active: true,
      parent_id: null,
      students_count: 0,
    });
    expect((await login({ email: 'mixed.case@academy.dz', password: 'start123' })).statusCode).toBe(200);

    const staff = await call('POST', '/api/admin/users', admin, newUser({ role: 'admin' }));
    expect(staff.body.user.role).toBe('admin');
    expect(await auditOf('user.created', made.body.user.id)).toHaveLength(1);
  });

  it('refuses a taken e-mail or phone (409) and bad fields (400 with details), creating nothing', async () => {
    const first = newUser();
    await call('POST', '/api/admin/users', admin, first);
    const before = await usersCount();
    const emailTaken = await call('POST', '/api/admin/users', admin, newUser({ email: first.email }));
    expect([emailTaken.status, emailTaken.body.code, emailTaken.body.details]).toEqual([409, 'email_taken', { email: ['email_taken'] }]);
    const phoneTaken = await call('POST', '/api/admin/users', admin, newUser({ phone: first.phone }));
    expect([phoneTaken.status, phoneTaken.body.code]).toEqual([409, 'phone_taken']);

    const bad = await call('POST', '/api/admin/users', admin, {
      full_name: 'R2D2',
      email: 'nope',
      phone: '0123',
      role: 'teacher',
      password: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      details: {
        full_name: ['name_letters_only'],
        email: ['email_invalid'],
        phone: ['phone_invalid'],
        role: [expect.any(String)],
        password: ['password_too_short'],
      },
    });
    expect(await usersCount()).toBe(before);
  });

  it('edits name, contacts, verification and password; a new password signs the account out; the role change is audited', async () => {
    const body = newUser();
    const id = (await call('POST', '/api/admin/users', admin, body)).body.user.id as number;
    const session = (await login({ email: body.email, password: body.password })).json().access_token as string;

    const edited = await call('PUT', `/api/admin/users/${id}`, admin, {
      full_name: 'Nadia Cherif Amrani',
      phone: '0699000111',
      email_verified: true,
      role: 'admin',
      password: 'fresh456',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({
      full_name: 'Nadia Cherif Amrani',
      phone: '0699000111',
      email: body.email,
      email_verified: true,
      role: 'admin',
    });
    expect((await call('GET', '/api/auth/me', session)).status).toBe(401);
    expect((await login({ phone: '0699000111', password: 'fresh456' })).statusCode).toBe(200);
    expect((await login({ email: body.email, password: body.password })).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/users?search=amrani`, admin)).body.total).toBe(1);

    const [updated] = await auditOf('user.updated', id);
    expect(updated!.data).toEqual({ fields: ['full_name', 'phone', 'email_verified', 'password'] });
    const [role] = await auditOf('user.role_changed', id);
    expect(role!.data).toEqual({ from: 'client', to: 'admin' });

    // Removing both ways to sign in is refused; another account's phone is taken; an unknown id is 404.
    const none = await call('PUT', `/api/admin/users/${id}`, admin, { email: '', phone: '' });
    expect([none.status, none.body.details]).toEqual([400, { email: ['required'], phone: ['required'] }]);
    const other = await signedInParent(t);
    expect((await call('PUT', `/api/admin/users/${id}`, admin, { phone: other.body.phone })).body.code).toBe('phone_taken');
    expect((await call('PUT', '/api/admin/users/999999', admin, { full_name: 'Ghost' })).body).toMatchObject({
      statusCode: 404,
      code: 'user_not_found',
    });
    expect((await call('PUT', `/api/admin/users/${id}`, admin, { full_name: '' })).body.details).toEqual({ full_name: ['required'] });
  });
});

describe('admin users: activation and roles', () => {
  it('deactivating signs the person out at once and blocks login; activating lets them back', async () => {
    const parent = await signedInParent(t);
    const off = await call('PATCH', `/api/admin/users/${parent.user.id}/toggle-status`, admin);
    expect(off.body).toMatchObject({ success: true, user: { is_active: false } });
    expect((await call('GET', '/api/auth/me', parent.token)).status).toBe(401);
    const refused = await login({ phone: parent.body.phone, password: parent.body.password });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'account_inactive']);

    // An explicit value is idempotent.
    expect((await call('PATCH', `/api/admin/users/${parent.user.id}/toggle-status`, admin, { is_active: false })).body.user.is_active).toBe(
      false,
    );
    expect((await call('PATCH', `/api/admin/users/${parent.user.id}/toggle-status`, admin, { is_active: true })).body.user.is_active).toBe(
      true,
    );
    expect((await login({ phone: parent.body.phone, password: parent.body.password })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', parent.token)).status).toBe(401);

    expect(await auditOf('user.deactivated', parent.user.id)).toHaveLength(1);
    expect(await auditOf('user.activated', parent.user.id)).toHaveLength(1);
    expect((await call('PATCH', '/api/admin/users/999999/toggle-status', admin)).status).toBe(404);
    expect((await call('PATCH', `/api/admin/users/${parent.user.id}/toggle-status`, admin, { is_active: 'no' })).status).toBe(400);
  });

  it('promotes and demotes through PATCH .../role; an admin cannot deactivate, demote or delete themself', async () => {
    const body = newUser();
    const id = (await call('POST', '/api/admin/users', admin, body)).body.user.id as number;
    const promoted = await call('PATCH', `/api/admin/users/${id}/role`, admin, { role: 'admin' });
    expect(promoted.body.user.role).toBe('admin');
    const staffToken = (await login({ email: body.email, password: body.password })).json().access_token as string;
    expect((await call('GET', '/api/admin/users', staffToken)).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${id}/role`, admin, { role: 'user' })).body.user.role).toBe('client');
    expect((await call('GET', '/api/admin/users', staffToken)).status).toBe(403);
    expect(await auditOf('user.role_changed', id)).toHaveLength(2);
    expect((await call('PATCH', `/api/admin/users/${id}/role`, admin, { role: 'owner' })).body.details).toEqual({
      role: [expect.any(String)],
    });

    const self = [
      await call('PATCH', `/api/admin/users/${adminId}/toggle-status`, admin),
      await call('PATCH', `/api/admin/users/${adminId}/role`, admin, { role: 'user' }),
      await call('PUT', `/api/admin/users/${adminId}`, admin, { role: 'client' }),
      await call('DELETE', `/api/admin/users/${adminId}`, admin),
    ];
    expect(self.map((r) => [r.status, r.body.code])).toEqual(Array(4).fill([403, 'own_account_protected']));
    expect(self[3]!.body.message).toBe('You do not have permission to delete this user.');
    // Editing one's own name is fine.
    expect((await call('PUT', `/api/admin/users/${adminId}`, admin, { full_name: 'Academy Administrator' })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', admin)).body.user).toMatchObject({ role: 'admin', is_active: true });
  });

  it('never leaves the academy without an active admin', async () => {
    // The rule itself: acting on the only active admin (as a stale session of another account would).
    const activeAdmins = await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    for (const a of activeAdmins)
      if (a.id !== adminId) await t.app.deps.db.update(users).set({ isActive: false }).where(eq(users.id, a.id));
    const outsider = (await signedInParent(t)).user.id as number;
    await expect(setActive(t.app.deps, { id: outsider, sessionId: 0, ip: null }, adminId, false)).rejects.toMatchObject({
      statusCode: 403,
      code: 'last_active_admin',
    });

    // Two admins switching each other off at the same moment: one wins, one active admin remains.
    const body = newUser({ role: 'admin' });
    const otherId = (await call('POST', '/api/admin/users', admin, body)).body.user.id as number;
    const other = (await login({ email: body.email, password: body.password })).json().access_token as string;
    const results = await Promise.all([
      call('PATCH', `/api/admin/users/${otherId}/toggle-status`, admin),
      call('PATCH', `/api/admin/users/${adminId}/toggle-status`, other),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual([
      expect.stringMatching(/^(last_active_admin|unauthorized)$/),
    ]);
    const remaining = await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    expect(remaining).toHaveLength(1);

    // Put the original admin back in charge for the tests that follow.
    if (remaining[0]!.id !== adminId) {
      expect((await call('PATCH', `/api/admin/users/${adminId}/toggle-status`, other)).status).toBe(200);
      admin = await signedInAdmin(t);
      expect((await call('PATCH', `/api/admin/users/${otherId}/toggle-status`, admin, { is_active: false })).status).toBe(200);
    }
    expect((await call('GET', '/api/admin/users', admin)).status).toBe(200);
  });
});

describe('admin users: delete', () => {
  async function familyWithRecords() {
    const parent = await signedInParent(t);
    const studentId = parent.user.students[0].id as number;
    const course = await createCourse(t);
    const section = await createSection(t, course.id);
    await call('POST', '/api/courses/register', parent.token, { course_id: course.id, student_id: studentId });
    await call('POST', '/api/contact/my-messages', parent.token, { subject: 'Hello', message: 'A question about the timetable.' });
    return { parent, studentId, sectionId: section.id };
  }

  it('answers 404 for an unknown user', async () => {
    const r = await call('DELETE', '/api/admin/users/999999', admin);
    expect([r.status, r.body.code, r.body.message]).toEqual([404, 'user_not_found', 'User not found.']);
  });

  it('deletes an account without records, and refuses a family without cascade (spec 8 message), changing nothing', async () => {
    const plain = (await call('POST', '/api/admin/users', admin, newUser())).body.user.id as number;
    expect((await call('DELETE', `/api/admin/users/${plain}`, admin)).body).toMatchObject({
      success: true,
      deleted: { id: plain, cascade: false },
    });
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, plain))).toEqual([]);
    const [entry] = await auditOf('user.deleted', plain);
    expect(entry!.data).toMatchObject({ cascade: false, full_name: 'Nadia Cherif' });

    const f = await familyWithRecords();
    const refused = await call('DELETE', `/api/admin/users/${f.parent.user.id}`, admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'has_associated_records',
      message: 'Cannot delete user with associated records. Try force delete or deactivate instead.',
      details: { records: ['parent_record', 'students', 'registrations', 'contact_messages'] },
    });
    expect(await t.app.deps.db.select().from(students).where(eq(students.id, f.studentId))).toHaveLength(1);
    expect((await call('GET', '/api/auth/me', f.parent.token)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${f.parent.user.id}?cascade=maybe`, admin)).status).toBe(400);
  });

  it('with cascade=true deletes the account and everything of the family in one go', async () => {
    const f = await familyWithRecords();
    await approvedEnrollment(t, f.studentId, f.sectionId);
    const [parentRow] = await t.app.deps.db.select().from(parents).where(eq(parents.userId, f.parent.user.id));
    const done = await call('DELETE', `/api/admin/users/${f.parent.user.id}?cascade=true`, admin);
    expect(done.status).toBe(200);
    expect(done.body.deleted).toMatchObject({ cascade: true, students: 1, registrations: 1, contact_messages: 1 });

    const db = t.app.deps.db;
    expect(await db.select().from(users).where(eq(users.id, f.parent.user.id))).toEqual([]);
    expect(await db.select().from(parents).where(eq(parents.id, parentRow!.id))).toEqual([]);
    expect(await db.select().from(students).where(eq(students.id, f.studentId))).toEqual([]);
    expect(await db.select().from(enrollments).where(eq(enrollments.studentId, f.studentId))).toEqual([]);
    expect(await db.select().from(registrations).where(eq(registrations.userId, f.parent.user.id))).toEqual([]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.userId, f.parent.user.id))).toEqual([]);
    expect((await call('GET', '/api/auth/me', f.parent.token)).status).toBe(401);
    expect((await login({ phone: f.parent.body.phone, password: f.parent.body.password })).statusCode).toBe(401);
    expect((await auditOf('user.deleted', f.parent.user.id))[0]!.data).toMatchObject({ cascade: true, removed: { students: 1 } });
  });

  it('never deletes money history: a family with ledger entries, or staff who recorded some, must be deactivated instead', async () => {
    const f = await familyWithRecords();
    const enrollment = await approvedEnrollment(t, f.studentId, f.sectionId);
    await attended(t, enrollment, '2026-11-22', { charge: '500.00', paid: '500.00' });
    const refused = await call('DELETE', `/api/admin/users/${f.parent.user.id}?cascade=true`, admin);
    expect([refused.status, refused.body.code]).toEqual([400, 'has_money_history']);
    expect(await t.app.deps.db.select().from(students).where(eq(students.id, f.studentId))).toHaveLength(1);
    expect(await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, f.studentId))).toHaveLength(2);
    expect((await call('PATCH', `/api/admin/users/${f.parent.user.id}/toggle-status`, admin)).body.user.is_active).toBe(false);

    const staff = (await call('POST', '/api/admin/users', admin, newUser({ role: 'admin' }))).body.user.id as number;
    const other = await familyWithRecords();
    const seat = await approvedEnrollment(t, other.studentId, other.sectionId);
    await t.app.deps.db
      .insert(ledgerEntries)
      .values({ kind: 'payment', amount: '400.00', method: 'cash', studentId: other.studentId, enrollmentId: seat.id, recordedBy: staff });
    expect((await call('DELETE', `/api/admin/users/${staff}`, admin)).body.code).toBe('has_money_history');
    expect(await t.app.deps.db.select().from(users).where(eq(users.id, staff))).toHaveLength(1);
  });
});

describe('admin users: family credentials', () => {
  it('shows the mobile credentials of an account’s family', async () => {
    const parent = await signedInParent(t, { student_name: 'Lina Mansouri' });
    const studentId = parent.user.students[0].id as number;
    const course = await createCourse(t, { name: 'Physics 3AS' });
    await approvedEnrollment(t, studentId, (await createSection(t, course.id)).id);
    const made = await call('POST', '/api/auth/mobile-credentials/generate', parent.token, { target: 'student', student_id: studentId });

    const creds = await call('GET', `/api/admin/users/${parent.user.id}/credentials`, admin);
    expect(creds.status).toBe(200);
    expect(creds.body.parent).toMatchObject({
      type: 'parent',
      has_credentials: false,
      students: [{ id: studentId, name: 'Lina Mansouri', course_name: 'Physics 3AS' }],
    });
    expect(creds.body.students).toEqual([
      expect.objectContaining({
        id: studentId,
        type: 'student',
        mobile_username: made.body.credentials.username,
        mobile_password: made.body.credentials.password,
        course_name: 'Physics 3AS',
      }),
    ]);

    const staff = (await call('POST', '/api/admin/users', admin, newUser())).body.user.id as number;
    expect((await call('GET', `/api/admin/users/${staff}/credentials`, admin)).body).toMatchObject({ parent: null, students: [] });
    expect((await call('GET', '/api/admin/users/999999/credentials', admin)).status).toBe(404);
  });
});
