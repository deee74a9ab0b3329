import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, sections, teacherProfiles } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, token?: string, payload?: object) {
  const r = await t.request({ method, url, token, payload });
  return { status: r.statusCode, body: r.body ? r.json() : null, raw: r.body };
}

let n = 0;
function newTeacher(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    full_name: 'Karim Benali',
    phone: `06${String(n).padStart(8, '0')}`,
    subjects: ['mathematics'],
    levels: ['middle'],
    password: 'start123',
    ...overrides,
  };
}

const login = (body: object) => t.request({ method: 'POST', url: '/api/auth/login', payload: body });
const auditOf = (action: string, entityId: number) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

async function signedInTeacher(overrides: Record<string, unknown> = {}) {
  const body = newTeacher(overrides);
  const made = await call('POST', '/api/admin/teachers', admin, body);
  expect(made.status).toBe(201);
  const signIn = await login({ phone: body.phone, password: body.password });
  expect(signIn.statusCode).toBe(200);
  return { id: made.body.teacher.id as number, phone: made.body.teacher.phone as string, token: signIn.json().access_token as string };
}

describe('admin teachers: access', () => {
  it('refuses every route to a visitor (401), a parent and a teacher (403)', async () => {
    const parent = await signedInParent(t);
    const teacher = await signedInTeacher();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/teachers'],
      ['GET', '/api/admin/teachers/options'],
      ['POST', '/api/admin/teachers', newTeacher()],
      ['GET', `/api/admin/teachers/${teacher.id}`],
      ['PUT', `/api/admin/teachers/${teacher.id}`, { full_name: 'X Y' }],
      ['PATCH', `/api/admin/teachers/${teacher.id}/status`, { is_active: false }],
      ['POST', `/api/admin/teachers/${teacher.id}/reset-password`, { password: 'taken-over1' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, parent.token, payload)).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, teacher.token, payload)).status, `${method} ${url}`).toBe(403);
    }
    // Nothing changed: the teacher still signs in with the first password.
    expect((await call('GET', `/api/admin/teachers/${teacher.id}`, admin)).body.teacher).toEqual(
      expect.objectContaining({ full_name: 'Karim Benali', is_active: true }),
    );
  });
});

describe('admin teachers: create and list', () => {
  it('creates the account and its profile with an Arabic name, stores the phone in its canonical form, and never answers a hash', async () => {
    const spellings = ['0550 12 34 56', '+213 661 23 45 67', '00213-770-112233', '(0699) 88.77.66'];
    const given = ['أمينة', 'خديجة', 'فاطمة الزهراء', 'نور الهدى'];
    const stored = ['0550123456', '0661234567', '0770112233', '0699887766'];
    const ids: number[] = [];
    for (const [i, phone] of spellings.entries()) {
      const made = await call(
        'POST',
        '/api/admin/teachers',
        admin,
        newTeacher({
          full_name: `${given[i]} بن يوسف`,
          phone,
          email: i === 0 ? 'Amina.Teacher@Academy.dz' : '',
          subjects: ['arabic', 'arabic', 'quran'],
          levels: ['primary'],
        }),
      );
      expect(made.status, phone).toBe(201);
      expect(made.body.teacher).toEqual(
        expect.objectContaining({
          phone: stored[i],
          subjects: ['arabic', 'quran'],
          levels: ['primary'],
          is_active: true,
          sections_count: 0,
        }),
      );
      expect(made.raw).not.toMatch(/argon2|password_hash|token/i);
      ids.push(made.body.teacher.id);
    }
    const first = await call('GET', `/api/admin/teachers/${ids[0]}`, admin);
    expect(first.body.teacher.email).toBe('amina.teacher@academy.dz');
    const [profile] = await t.app.deps.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, ids[0]!));
    expect(profile).toEqual(expect.objectContaining({ subjects: ['arabic', 'quran'], levels: ['primary'] }));
    expect(await auditOf('user.created', ids[0]!)).toHaveLength(1);

    // The first password signs in with the phone in another spelling.
    expect((await login({ phone: '+213550123456', password: 'start123' })).statusCode).toBe(200);

    // Search: the Arabic name folded (أ -> ا), a phone in another spelling, the e-mail in any case.
    const byName = await call('GET', `/api/admin/teachers?search=${encodeURIComponent('امينة بن يوسف')}`, admin);
    expect(byName.body.teachers.map((x: { id: number }) => x.id)).toEqual([ids[0]]);
    const byFamily = await call('GET', `/api/admin/teachers?search=${encodeURIComponent('بن يوسف')}`, admin);
    expect(byFamily.body.teachers.map((x: { id: number }) => x.id).sort()).toEqual([...ids].sort());
    const byPhone = await call('GET', `/api/admin/teachers?search=${encodeURIComponent('+213 661 23 45 67')}`, admin);
    expect(byPhone.body.teachers.map((x: { id: number }) => x.id)).toEqual([ids[1]]);
    expect((await call('GET', '/api/admin/teachers?search=AMINA.TEACHER', admin)).body.teachers.map((x: { id: number }) => x.id)).toEqual([
      ids[0],
    ]);

    // Only teachers: the admin and families are not listed.
    const all = await call('GET', '/api/admin/teachers?status=all&limit=100', admin);
    expect(all.body.teachers.every((x: { email: string | null }) => x.email !== 'admin@academy.dz')).toBe(true);
    const page1 = await call('GET', `/api/admin/teachers?search=${encodeURIComponent('بن يوسف')}&limit=3`, admin);
    const page2 = await call('GET', `/api/admin/teachers?search=${encodeURIComponent('بن يوسف')}&limit=3&offset=3`, admin);
    expect([page1.body.teachers.length, page2.body.teachers.length, page1.body.total, page2.body.total]).toEqual([3, 1, 4, 4]);

    const bad = await call('POST', '/api/admin/teachers', admin, newTeacher({ subjects: ['alchemy'], levels: ['kindergarten', 'phd'] }));
    expect(bad.status).toBe(400);
  });

  it('refuses a phone or an e-mail another account has (409 with the users codes), in any spelling', async () => {
    await call('POST', '/api/admin/teachers', admin, newTeacher({ phone: '0560111222', email: 'dup@academy.dz' }));
    const phone = await call('POST', '/api/admin/teachers', admin, newTeacher({ phone: '+213 560 11 12 22' }));
    expect([phone.status, phone.body.code]).toEqual([409, 'phone_taken']);
    const email = await call('POST', '/api/admin/teachers', admin, newTeacher({ email: 'DUP@academy.dz' }));
    expect([email.status, email.body.code]).toEqual([409, 'email_taken']);
    const parent = await signedInParent(t);
    const family = await call('POST', '/api/admin/teachers', admin, newTeacher({ phone: parent.body.phone }));
    expect([family.status, family.body.code]).toEqual([409, 'phone_taken']);
  });

  it('counts the active sections each teacher teaches', async () => {
    const teacher = await signedInTeacher({ full_name: 'Zz Sections Count' });
    const course = await createCourse(t);
    await createSection(t, course.id, { name: 'S1', teacherId: teacher.id });
    await createSection(t, course.id, { name: 'S2', teacherId: teacher.id });
    await createSection(t, course.id, { name: 'S3', teacherId: teacher.id, isActive: false });
    const list = await call('GET', `/api/admin/teachers?search=${encodeURIComponent('zz sections')}`, admin);
    expect(list.body.teachers).toEqual([expect.objectContaining({ id: teacher.id, sections_count: 2 })]);
  });
});

describe('admin teachers: edit, status, password', () => {
  it('updates the name, contacts, subjects and levels; an empty e-mail removes it; 404 for a non-teacher', async () => {
    const teacher = await signedInTeacher({ email: 'edit.me@academy.dz' });
    const updated = await call('PUT', `/api/admin/teachers/${teacher.id}`, admin, {
      full_name: 'سمير حداد',
      phone: '0551 00 00 99',
      email: '',
      subjects: ['physics', 'mathematics'],
      levels: ['high'],
    });
    expect(updated.status, updated.raw).toBe(200);
    expect(updated.body.teacher).toEqual(
      expect.objectContaining({
        full_name: 'سمير حداد',
        phone: '0551000099',
        email: null,
        subjects: ['physics', 'mathematics'],
        levels: ['high'],
      }),
    );
    const [entry] = await auditOf('user.updated', teacher.id);
    expect((entry!.data as { fields: string[] }).fields.sort()).toEqual(['email', 'full_name', 'levels', 'phone', 'subjects']);
    // Only the subjects: the rest stays.
    const partial = await call('PUT', `/api/admin/teachers/${teacher.id}`, admin, { subjects: ['french'] });
    expect(partial.body.teacher).toEqual(expect.objectContaining({ full_name: 'سمير حداد', subjects: ['french'], levels: ['high'] }));
    expect((await call('GET', `/api/admin/teachers?search=${encodeURIComponent('سمير حداد')}`, admin)).body.total).toBe(1);

    const other = await signedInTeacher();
    const taken = await call('PUT', `/api/admin/teachers/${teacher.id}`, admin, { phone: other.phone });
    expect([taken.status, taken.body.code]).toEqual([409, 'phone_taken']);

    const parent = await signedInParent(t);
    for (const [method, url, payload] of [
      ['GET', `/api/admin/teachers/${parent.user.id}`],
      ['PUT', `/api/admin/teachers/${parent.user.id}`, { full_name: 'Taken Over' }],
      ['PATCH', `/api/admin/teachers/${parent.user.id}/status`, { is_active: false }],
      ['POST', `/api/admin/teachers/${parent.user.id}/reset-password`, { password: 'taken-over1' }],
      ['GET', '/api/admin/teachers/999999'],
    ] as [Method, string, object?][]) {
      const r = await call(method, url, admin, payload);
      expect([r.status, r.body.code], `${method} ${url}`).toEqual([404, 'teacher_not_found']);
    }
    expect((await call('GET', '/api/auth/me', parent.token)).status).toBe(200);
  });

  it('deactivating refuses the sign-in and ends the sessions; activating lets them sign in again', async () => {
    const teacher = await signedInTeacher();
    expect((await call('GET', '/api/auth/me', teacher.token)).status).toBe(200);
    const off = await call('PATCH', `/api/admin/teachers/${teacher.id}/status`, admin, { is_active: false });
    expect([off.status, off.body.teacher.is_active]).toEqual([200, false]);
    expect((await call('GET', '/api/auth/me', teacher.token)).status).toBe(401);
    const refused = await login({ phone: teacher.phone, password: 'start123' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'account_inactive']);
    expect(await auditOf('user.deactivated', teacher.id)).toHaveLength(1);
    expect((await call('GET', '/api/admin/teachers/options', admin)).body.teachers.map((x: { id: number }) => x.id)).not.toContain(
      teacher.id,
    );
    const inactive = await call('GET', '/api/admin/teachers?status=inactive&limit=100', admin);
    expect(inactive.body.teachers.map((x: { id: number }) => x.id)).toContain(teacher.id);

    const on = await call('PATCH', `/api/admin/teachers/${teacher.id}/status`, admin, { is_active: true });
    expect(on.body.teacher.is_active).toBe(true);
    expect((await login({ phone: teacher.phone, password: 'start123' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/teachers/${teacher.id}/status`, admin, {})).status).toBe(400);
  });

  it('a password reset ends the old sessions and the new password signs in (the old one no longer)', async () => {
    const teacher = await signedInTeacher();
    const weak = await call('POST', `/api/admin/teachers/${teacher.id}/reset-password`, admin, { password: '1' });
    expect(weak.status).toBe(400);
    const reset = await call('POST', `/api/admin/teachers/${teacher.id}/reset-password`, admin, { password: 'fresh-pass9' });
    expect(reset.status).toBe(200);
    expect(reset.raw).not.toMatch(/argon2|fresh-pass9/);
    expect((await call('GET', '/api/auth/me', teacher.token)).status).toBe(401);
    expect((await login({ phone: teacher.phone, password: 'start123' })).statusCode).toBe(401);
    const fresh = await login({ phone: teacher.phone, password: 'fresh-pass9' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.role).toBe('teacher');
    const [entry] = await auditOf('user.updated', teacher.id);
    expect(entry!.data).toEqual({ fields: ['password'] });
  });

  it('a section keeps its teacher id only while the account exists: the list counts the sections', async () => {
    const teacher = await signedInTeacher();
    const course = await createCourse(t);
    const section = await createSection(t, course.id, { teacherId: teacher.id });
    const got = await call('GET', `/api/admin/teachers/${teacher.id}`, admin);
    expect(got.body.teacher.sections_count).toBe(1);
    await t.app.deps.db.update(sections).set({ isActive: false }).where(eq(sections.id, section.id));
    expect((await call('GET', `/api/admin/teachers/${teacher.id}`, admin)).body.teacher.sections_count).toBe(0);
  });
});
