import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MobileEligibility } from '@academy/shared';
import { contactReplies, notifications, parents, students, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

async function familyWithSeat() {
  const p = await signedInParent(t);
  const studentId = p.user.students[0].id as number;
  const course = await createCourse(t);
  const section = await createSection(t, course.id);
  return { ...p, studentId, sectionId: section.id };
}

describe('mobile credentials (spec 5)', () => {
  it('says exactly what is missing, then generates student then parent credentials that sign in to the mobile API only', async () => {
    const f = await familyWithSeat();
    let check = (await call('GET', '/api/auth/mobile-credentials/check-eligibility', f.token)).body as MobileEligibility;
    expect(check.students[0]).toMatchObject({ eligible: false, has_credentials: false, missing_requirements: ['approved_enrollment'] });
    expect(check.parent).toMatchObject({ eligible: false, missing_requirements: ['student_credentials'] });

    const refused = await call('POST', '/api/auth/mobile-credentials/generate', f.token, { target: 'student', student_id: f.studentId });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'not_eligible', details: { requirements: ['approved_enrollment'] } });
    expect((await call('POST', '/api/auth/mobile-credentials/generate', f.token, { target: 'parent' })).body.details).toEqual({
      requirements: ['student_credentials'],
    });

    await approvedEnrollment(t, f.studentId, f.sectionId);
    const made = await call('POST', '/api/auth/mobile-credentials/generate', f.token, { target: 'student', student_id: f.studentId });
    expect(made.status).toBe(200);
    expect(made.body.credentials.password).toMatch(/^[2-9a-z]{8}$/);
    const again = await call('POST', '/api/auth/mobile-credentials/generate', f.token, { target: 'student', student_id: f.studentId });
    expect(again.body).toMatchObject({ created: false, credentials: made.body.credentials });

    const parentCreds = await call('POST', '/api/auth/mobile-credentials/generate', f.token, { target: 'parent' });
    expect(parentCreds.body.credentials.username).toBe(f.body.parent_phone);
    check = (await call('GET', '/api/auth/mobile-credentials/check-eligibility', f.token)).body;
    expect(check.parent).toMatchObject({ has_credentials: true, credentials: parentCreds.body.credentials });

    // The database keeps a hash to log in and a sealed copy to show again, never the plain password.
    const [row] = await t.app.deps.db.select().from(students).where(eq(students.id, f.studentId));
    expect(JSON.stringify(row)).not.toContain(made.body.credentials.password);

    const login = await call('POST', '/api/mobile/login', undefined, {
      username: parentCreds.body.credentials.username,
      password: parentCreds.body.credentials.password,
    });
    expect(login.status).toBe(200);
    const mobileToken = login.body.access_token as string;
    expect((await call('GET', '/api/mobile/me', mobileToken)).body.students.map((s: { id: number }) => s.id)).toEqual([f.studentId]);
    expect((await call('GET', '/api/mobile/schedule', mobileToken)).body.enrollments).toHaveLength(1);
    expect((await call('GET', '/api/mobile/payments', mobileToken)).status).toBe(200);
    expect((await call('GET', '/api/mobile/attendance', mobileToken)).status).toBe(200);
    // A mobile token opens no web route, and a web token no mobile route.
    expect((await call('GET', '/api/auth/me', mobileToken)).status).toBe(401);
    expect((await call('GET', '/api/courses/my-enrollments', mobileToken)).status).toBe(401);
    expect((await call('GET', '/api/mobile/me', f.token)).status).toBe(401);

    const wrong = await call('POST', '/api/mobile/login', undefined, {
      username: parentCreds.body.credentials.username,
      password: 'nope1234',
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'invalid_credentials']);

    await call('POST', '/api/mobile/logout', mobileToken);
    expect((await call('GET', '/api/mobile/me', mobileToken)).status).toBe(401);
  });

  it('gives a student’s token that student only, and refuses another family’s student', async () => {
    const f = await familyWithSeat();
    await approvedEnrollment(t, f.studentId, f.sectionId);
    const [own] = await t.app.deps.db.select().from(students).where(eq(students.id, f.studentId));
    const [sibling] = await t.app.deps.db
      .insert(students)
      .values({ parentId: own!.parentId, name: 'Sara Benali', barcode: 'ST77770001' })
      .returning();
    const generated = await call('POST', '/api/auth/generate-mobile-credentials', f.token);
    expect(generated.body.credentials_generated).toBe(2);
    const student = generated.body.students.find((s: { student_id: number }) => s.student_id === f.studentId);
    expect(generated.body.students.find((s: { student_id: number }) => s.student_id === sibling!.id).missing_requirements).toEqual([
      'approved_enrollment',
      'birth_date',
    ]);

    const ok = await call('POST', '/api/mobile/login', undefined, {
      username: student.credentials.username,
      password: student.credentials.password,
    });
    const me = await call('GET', '/api/mobile/me', ok.body.access_token);
    expect(me.body).toMatchObject({ account: 'student', students: [{ id: f.studentId }] });
    expect((await call('GET', `/api/mobile/attendance?student_id=${sibling!.id}`, ok.body.access_token)).status).toBe(404);

    const stranger = await signedInParent(t);
    const foreign = await call('POST', '/api/auth/mobile-credentials/generate', stranger.token, {
      target: 'student',
      student_id: f.studentId,
    });
    expect(foreign.status).toBe(404);

    // Switched off by the academy: the credentials stop working.
    await t.app.deps.db.update(parents).set({ mobileAppEnabled: false }).where(eq(parents.id, own!.parentId!));
    expect(
      (
        await call('POST', '/api/mobile/login', undefined, {
          username: generated.body.parent.credentials.username,
          password: generated.body.parent.credentials.password,
        })
      ).status,
    ).toBe(401);
  });
});

describe('a deactivated family is cut off from the mobile app (issue 30 item 2)', () => {
  type Credentials = { username: string; password: string };
  const signIn = (c: Credentials) => call('POST', '/api/mobile/login', undefined, c);
  async function familyWithApp() {
    const f = await familyWithSeat();
    await approvedEnrollment(t, f.studentId, f.sectionId);
    const generated = (await call('POST', '/api/auth/generate-mobile-credentials', f.token)).body;
    const parentCreds = generated.parent.credentials as Credentials;
    const studentCreds = generated.students.find((s: { student_id: number }) => s.student_id === f.studentId).credentials as Credentials;
    const parentToken = (await signIn(parentCreds)).body.access_token as string;
    const studentToken = (await signIn(studentCreds)).body.access_token as string;
    expect((await call('GET', '/api/mobile/me', parentToken)).status).toBe(200);
    expect((await call('GET', '/api/mobile/me', studentToken)).status).toBe(200);
    return { ...f, parentCreds, studentCreds, parentToken, studentToken };
  }

  it('deactivating the account ends every mobile session of the family and the app refuses to sign in, until it is active again', async () => {
    const f = await familyWithApp();
    const other = await familyWithApp();
    const admin = await signedInAdmin(t);
    expect((await call('PATCH', `/api/admin/users/${f.user.id}/toggle-status`, admin, { is_active: false })).body.user.is_active).toBe(
      false,
    );

    for (const token of [f.parentToken, f.studentToken]) {
      expect((await call('GET', '/api/mobile/me', token)).status).toBe(401);
      expect((await call('GET', '/api/mobile/payments', token)).status).toBe(401);
    }
    for (const credentials of [f.parentCreds, f.studentCreds]) {
      const refused = await signIn(credentials);
      expect([refused.status, refused.body.code]).toEqual([403, 'account_inactive']);
    }
    // a wrong password still says only that it is wrong
    expect((await signIn({ ...f.parentCreds, password: 'nope1234' })).body.code).toBe('invalid_credentials');
    // another family keeps its sessions
    expect((await call('GET', '/api/mobile/me', other.parentToken)).status).toBe(200);
    expect((await call('GET', '/api/mobile/payments', other.studentToken)).status).toBe(200);

    await call('PATCH', `/api/admin/users/${f.user.id}/toggle-status`, admin, { is_active: true });
    // the ended sessions stay ended; signing in again works
    expect((await call('GET', '/api/mobile/me', f.parentToken)).status).toBe(401);
    const again = await signIn(f.parentCreds);
    expect(again.status).toBe(200);
    expect((await call('GET', '/api/mobile/me', again.body.access_token)).status).toBe(200);
    expect((await signIn(f.studentCreds)).status).toBe(200);
  });

  it('a token is refused on every request once the family account or its student is inactive, whoever made it so', async () => {
    const f = await familyWithApp();
    const db = t.app.deps.db;
    await db.update(users).set({ isActive: false }).where(eq(users.id, f.user.id));
    expect((await call('GET', '/api/mobile/me', f.parentToken)).status).toBe(401);
    expect((await call('GET', '/api/mobile/me', f.studentToken)).status).toBe(401);
    await db.update(users).set({ isActive: true }).where(eq(users.id, f.user.id));
    expect((await call('GET', '/api/mobile/me', f.parentToken)).status).toBe(200);

    await db.update(students).set({ isActive: false }).where(eq(students.id, f.studentId));
    expect((await call('GET', '/api/mobile/me', f.studentToken)).status).toBe(401);
    expect((await call('GET', '/api/mobile/me', f.parentToken)).status).toBe(200);
  });
});

describe('notifications and messages of a family', () => {
  it('shows what was sent to all, parents and students, counts unread and marks read', async () => {
    const f = await signedInParent(t);
    await t.app.deps.db.insert(notifications).values([
      {
        titleEn: 'Holiday',
        messageEn: 'Closed on 1 November',
        titleAr: 'عطلة',
        messageAr: 'مغلق يوم 1 نوفمبر',
        targetUsers: 'all',
        type: 'info',
      },
      { titleEn: 'Parents meeting', messageEn: 'Saturday 10:00', targetUsers: 'parents', type: 'warning' },
      { titleAr: 'امتحان تجريبي', messageAr: 'يوم الخميس', targetUsers: 'students', type: 'success' },
    ]);
    const list = await call('GET', '/api/notifications', f.token);
    expect(list.body.unread_count).toBe(3);
    expect(list.body.notifications).toHaveLength(3);
    const first = list.body.notifications[0];
    expect((await call('POST', `/api/notifications/${first.id}/read`, f.token)).status).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count', f.token)).body.unread_count).toBe(2);
    await call('POST', '/api/notifications/read-all', f.token);
    expect((await call('GET', '/api/notifications', f.token)).body).toMatchObject({ unread_count: 0 });
    expect((await call('POST', '/api/notifications/999999/read', f.token)).status).toBe(404);
  });

  it('sends a message from the dashboard and shows the academy’s replies, to that family only', async () => {
    const f = await signedInParent(t);
    const sent = await call('POST', '/api/contact/my-messages', f.token, {
      subject: 'Timetable',
      message: 'Can Yacine move to Section B?',
    });
    expect(sent.status).toBe(201);
    await t.app.deps.db.insert(contactReplies).values({ messageId: sent.body.id, body: 'Yes, from next week.' });
    const mine = await call('GET', '/api/contact/my-messages', f.token);
    expect(mine.body.messages).toEqual([
      expect.objectContaining({
        subject: 'Timetable',
        status: 'unread',
        replies: [expect.objectContaining({ body: 'Yes, from next week.' })],
      }),
    ]);
    const other = await signedInParent(t);
    expect((await call('GET', '/api/contact/my-messages', other.token)).body.messages).toEqual([]);
    const empty = await call('POST', '/api/contact/my-messages', f.token, { subject: '', message: '' });
    expect(empty.body.details).toEqual({ subject: ['required'], message: ['required'] });
  });
});
