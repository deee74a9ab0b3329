import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, enrollments, kindergartenSubscriptions } from '../src/db/schema';
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

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

async function familyRequest(opts: { sections?: number; kindergarten?: boolean } = {}) {
  const parent = await signedInParent(t, { student_name: 'Rayan Saadi' });
  const studentId = parent.user.students[0].id as number;
  const course = await createCourse(
    t,
    opts.kindergarten
      ? { level: 'preschool', grade: 'PREP', category: 'kindergarten', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '6000.00' }
      : {},
  );
  const sectionIds = [];
  for (let i = 0; i < (opts.sections ?? 1); i++)
    sectionIds.push((await createSection(t, course.id, { name: `Section ${'ABC'[i]}`, maxStudents: 2 })).id);
  return { parent, studentId, course, sectionIds };
}

describe('admin registrations', () => {
  it('lists requests with the card details, counts per status and a course filter', async () => {
    const f = await familyRequest();
    await call('POST', '/api/courses/register', f.parent.token, { course_id: f.course.id, student_id: f.studentId });
    const list = await call('GET', `/api/admin/registrations?status=pending&course_id=${f.course.id}`, admin);
    expect(list.status).toBe(200);
    expect(list.body.registrations).toHaveLength(1);
    expect(list.body.registrations[0]).toMatchObject({
      status: 'pending',
      student: { name: 'Rayan Saadi' },
      first_name: 'Rayan',
      last_name: 'Saadi',
      parent_phone: f.parent.body.parent_phone,
      phone: f.parent.body.phone,
      age: 14,
      price: 500,
      payment_status: 'pending',
      course_name: f.course.name,
    });
    expect(list.body.counts.pending).toBeGreaterThanOrEqual(1);
    expect(list.body.courses.map((c: { id: number }) => c.id)).toContain(f.course.id);
    const searched = await call('GET', `/api/admin/registrations?search=${encodeURIComponent('rayan saadi')}`, admin);
    expect(searched.body.registrations.length).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/registrations?status=maybe', admin)).status).toBe(400);
  });

  it('approves a reserved seat: enrollment approved, parent sees it, audit recorded; only once', async () => {
    const f = await familyRequest();
    const reserved = await call('POST', `/api/courses/sections/${f.sectionIds[0]}/enroll`, f.parent.token);
    const id = reserved.body.registration.id;
    const approved = await call('POST', `/api/admin/registrations/${id}/approve`, admin);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      success: true,
      registration: { status: 'approved', section_id: f.sectionIds[0] },
      enrollment: { enrollment_status: 'approved' },
    });
    // The family met the rules (birth date, parent details): the student's then the parent's app credentials exist.
    expect(approved.body.credentials_generated).toBe(2);
    const creds = await call('GET', '/api/auth/mobile-credentials/check-eligibility', f.parent.token);
    expect(creds.body.students[0].has_credentials).toBe(true);
    expect(creds.body.parent.has_credentials).toBe(true);

    const mine = await call('GET', '/api/courses/my-enrollments', f.parent.token);
    expect(mine.body.enrollments).toEqual([
      expect.objectContaining({ enrollment_status: 'approved', is_active: true, section_id: f.sectionIds[0] }),
    ]);
    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.approved'), eq(auditLog.entityId, id)));
    expect(entry).toBeTruthy();

    const again = await call('POST', `/api/admin/registrations/${id}/approve`, admin);
    expect([again.status, again.body.code]).toEqual([409, 'registration_not_pending']);
  });

  it('asks for a section when the request has none, offering only sections with seats', async () => {
    const f = await familyRequest({ sections: 2 });
    // Section A is full.
    for (let i = 0; i < 2; i++) {
      const other = await signedInParent(t);
      await call('POST', `/api/courses/sections/${f.sectionIds[0]}/enroll`, other.token);
    }
    const request = await call('POST', '/api/courses/register', f.parent.token, { course_id: f.course.id, student_id: f.studentId });
    const id = request.body.registration.id;
    const choice = await call('POST', `/api/admin/registrations/${id}/approve`, admin, {});
    expect(choice.body.requires_section_choice).toBe(true);
    expect(choice.body.available_sections.map((s: { id: number }) => s.id)).toEqual([f.sectionIds[1]]);

    const full = await call('POST', `/api/admin/registrations/${id}/approve`, admin, { section_id: f.sectionIds[0] });
    expect([full.status, full.body.code]).toEqual([409, 'section_full']);
    const ok = await call('POST', '/api/admin/registrations/action', admin, {
      registration_id: id,
      action: 'approve',
      section_id: f.sectionIds[1],
    });
    expect(ok.body.enrollment).toMatchObject({ section_id: f.sectionIds[1], enrollment_status: 'approved' });
  });

  it('starts a kindergarten subscription due today on approval', async () => {
    const f = await familyRequest({ kindergarten: true });
    const reserved = await call('POST', `/api/courses/sections/${f.sectionIds[0]}/enroll`, f.parent.token);
    const approved = await call('POST', `/api/admin/registrations/${reserved.body.registration.id}/approve`, admin);
    const [sub] = await t.app.deps.db
      .select()
      .from(kindergartenSubscriptions)
      .where(eq(kindergartenSubscriptions.enrollmentId, approved.body.enrollment.id));
    expect(sub).toMatchObject({ status: 'pending', amount: '6000.00', nextPaymentDate: '2026-11-23' });
  });

  it('rejects with a reason, releasing the reserved seat; the parent sees the reason', async () => {
    const f = await familyRequest();
    const reserved = await call('POST', `/api/courses/sections/${f.sectionIds[0]}/enroll`, f.parent.token);
    const id = reserved.body.registration.id;
    const seatsOf = async () =>
      (await call('GET', '/api/courses?limit=100')).body.courses.find((c: { id: number }) => c.id === f.course.id).available_seats;
    expect(await seatsOf()).toBe(1); // cached by the public catalogue now
    const rejected = await call('POST', '/api/admin/registrations/action', admin, {
      registration_id: id,
      action: 'reject',
      reason: 'Wrong grade',
    });
    expect(rejected.body.registration).toMatchObject({ status: 'rejected', rejection_reason: 'Wrong grade' });
    const seats = await t.app.deps.db.select().from(enrollments).where(eq(enrollments.registrationId, id));
    expect(seats.map((s) => [s.status, s.isActive])).toEqual([['rejected', false]]);
    const mine = await call('GET', '/api/courses/my-registrations', f.parent.token);
    expect(mine.body.registrations[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Wrong grade' });
    const sections = await call('GET', `/api/courses/${f.course.id}/sections`);
    expect(sections.body.sections[0].current_students).toBe(0);
    expect(await seatsOf()).toBe(2); // the rejection cleared the catalogue's cache
    expect((await call('POST', '/api/admin/registrations/action', admin, { registration_id: id, action: 'approve' })).status).toBe(409);
  });

  it('refuses parents, visitors, unknown ids and bad bodies', async () => {
    const parent = await signedInParent(t);
    for (const [method, url] of [
      ['GET', '/api/admin/registrations'],
      ['POST', '/api/admin/registrations/1/approve'],
      ['POST', '/api/admin/registrations/action'],
    ] as const) {
      expect((await call(method, url, parent.token, {})).status).toBe(403);
      expect((await call(method, url, undefined, {})).status).toBe(401);
    }
    expect((await call('POST', '/api/admin/registrations/999999/approve', admin)).status).toBe(404);
    const bad = await call('POST', '/api/admin/registrations/action', admin, { registration_id: 'x', action: 'delete' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(expect.arrayContaining(['registration_id', 'action']));
  });
});
