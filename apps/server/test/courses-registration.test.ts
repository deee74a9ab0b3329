import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { enrollments, registrations } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload?: object) => t.request({ method: 'POST', url, token, payload });

/** A signed-in parent with one student; returns the token and the student id. */
async function family() {
  const parent = await signedInParent(t);
  return { token: parent.token, studentId: parent.user.students[0].id as number };
}

describe('POST /api/courses/register (course without sections)', () => {
  it('creates a pending request that shows in my-registrations and holds a seat', async () => {
    const course = await createCourse(t, { maxStudents: 3 });
    const { token, studentId } = await family();
    const res = await post('/api/courses/register', token, { course_id: course.id, student_id: studentId });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registration request submitted successfully!');
    expect(res.json().registration).toMatchObject({ status: 'pending', course_id: course.id, student_id: studentId, section_id: null });

    const mine = await t.request({ method: 'GET', url: '/api/courses/my-registrations', token });
    expect(mine.json().registrations).toHaveLength(1);
    expect(mine.json().registrations[0]).toMatchObject({ status: 'pending', course_name: course.name, student: { id: studentId } });

    const shown = await t.request({ method: 'GET', url: `/api/courses/${course.id}` });
    expect(shown.json().course.available_seats).toBe(2);
  });

  it('refuses a second request for the same student and course', async () => {
    const course = await createCourse(t);
    const { token, studentId } = await family();
    expect((await post('/api/courses/register', token, { course_id: course.id, student_id: studentId })).statusCode).toBe(201);
    const again = await post('/api/courses/register', token, { course_id: course.id, student_id: studentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_registered');
  });

  it('allows a new request after a rejection', async () => {
    const course = await createCourse(t);
    const { token, studentId } = await family();
    const first = await post('/api/courses/register', token, { course_id: course.id, student_id: studentId });
    await t.app.deps.db
      .update(registrations)
      .set({ status: 'rejected', rejectionReason: 'Wrong grade' })
      .where(eq(registrations.id, first.json().registration.id));
    expect((await post('/api/courses/register', token, { course_id: course.id, student_id: studentId })).statusCode).toBe(201);
  });

  it('never registers another family’s student, and says nothing about it', async () => {
    const course = await createCourse(t);
    const mine = await family();
    const theirs = await family();
    const res = await post('/api/courses/register', mine.token, { course_id: course.id, student_id: theirs.studentId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('student_not_found');
    const rows = await t.app.deps.db.select().from(registrations).where(eq(registrations.studentId, theirs.studentId));
    expect(rows).toEqual([]);
  });

  it('refuses inactive courses, bad bodies, visitors and admins', async () => {
    const hidden = await createCourse(t, { isActive: false });
    const { token, studentId } = await family();
    const inactive = await post('/api/courses/register', token, { course_id: hidden.id, student_id: studentId });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().code).toBe('course_not_found');

    const bad = await post('/api/courses/register', token, { course_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['course_id', 'student_id']));

    const course = await createCourse(t);
    expect((await post('/api/courses/register', undefined, { course_id: course.id, student_id: studentId })).statusCode).toBe(401);
    const admin = await signedInAdmin(t);
    expect((await post('/api/courses/register', admin, { course_id: course.id, student_id: studentId })).statusCode).toBe(403);
  });

  it('never oversubscribes a course when parents take the last seats at the same moment', async () => {
    const course = await createCourse(t, { maxStudents: 2 });
    const families = await Promise.all(Array.from({ length: 6 }, () => family()));
    const results = await Promise.all(
      families.map((f) => post('/api/courses/register', f.token, { course_id: course.id, student_id: f.studentId })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'course_full')).toBe(true);
    const held = await t.app.deps.db.select().from(registrations).where(eq(registrations.courseId, course.id));
    expect(held).toHaveLength(2);
    expect((await t.request({ method: 'GET', url: `/api/courses/${course.id}` })).json().course).toMatchObject({
      available_seats: 0,
      is_full: true,
    });
  });
});

describe('POST /api/courses/sections/{id}/enroll', () => {
  it('reserves a seat: a pending request and a pending enrollment, shown to the family', async () => {
    const course = await createCourse(t, { pricingType: 'monthly', monthlyPrice: '3000.00', sessionPrice: null });
    const section = await createSection(t, course.id, { name: 'Section A', maxStudents: 5 }, [
      { dayOfWeek: 6, startTime: '09:00', endTime: '10:30' },
    ]);
    const { token, studentId } = await family();
    const res = await post(`/api/courses/sections/${section.id}/enroll`, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Successfully enrolled in section!');
    expect(res.json().registration).toMatchObject({ status: 'pending', section_id: section.id, section_name: 'Section A' });
    expect(res.json().enrollment).toMatchObject({
      enrollment_status: 'pending',
      class_id: section.id,
      schedule: 'Sat 09:00-10:30',
      payment_type: 'monthly',
    });

    const enrolled = await t.request({ method: 'GET', url: '/api/courses/my-enrollments', token });
    expect(enrolled.json().enrollments).toHaveLength(1);
    expect(enrolled.json().enrollments[0]).toMatchObject({
      course_id: course.id,
      student_id: studentId,
      enrollment_status: 'pending',
      is_active: true,
    });
    const sections = await t.request({ method: 'GET', url: `/api/courses/${course.id}/sections` });
    expect(sections.json().sections[0]).toMatchObject({ current_students: 1, available_seats: 4 });

    const twice = await post(`/api/courses/sections/${section.id}/enroll`, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_registered');
  });

  it('asks which student when the family has several, and only accepts its own', async () => {
    const course = await createCourse(t);
    const section = await createSection(t, course.id);
    const parent = await family();
    const { students } = await import('../src/db/schema');
    const [first] = await t.app.deps.db.select().from(students).where(eq(students.id, parent.studentId));
    const [second] = await t.app.deps.db
      .insert(students)
      .values({ parentId: first!.parentId, name: 'Amina Benali', gender: 'female', barcode: 'ST99990001' })
      .returning();

    const unsure = await post(`/api/courses/sections/${section.id}/enroll`, parent.token, {});
    expect(unsure.statusCode).toBe(400);
    expect(unsure.json().code).toBe('student_required');

    const stranger = await family();
    const foreign = await post(`/api/courses/sections/${section.id}/enroll`, parent.token, { student_id: stranger.studentId });
    expect(foreign.statusCode).toBe(404);

    const ok = await post(`/api/courses/sections/${section.id}/enroll`, parent.token, { student_id: second!.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().registration.student).toEqual({ id: second!.id, name: 'Amina Benali' });
  });

  it('refuses an inactive section, or a section of an inactive course', async () => {
    const course = await createCourse(t);
    const closed = await createSection(t, course.id, { isActive: false });
    const hiddenCourse = await createCourse(t, { isActive: false });
    const orphan = await createSection(t, hiddenCourse.id);
    const { token } = await family();
    const a = await post(`/api/courses/sections/${closed.id}/enroll`, token);
    expect([a.statusCode, a.json().code]).toEqual([404, 'section_not_found']);
    const b = await post(`/api/courses/sections/${orphan.id}/enroll`, token);
    expect(b.statusCode).toBe(404);
    const c = await post(`/api/courses/sections/999999/enroll`, token);
    expect(c.statusCode).toBe(404);
  });

  it('never gives the last seat of a section twice, even to simultaneous requests', async () => {
    const course = await createCourse(t);
    const section = await createSection(t, course.id, { maxStudents: 1 });
    const families = await Promise.all(Array.from({ length: 8 }, () => family()));
    const results = await Promise.all(families.map((f) => post(`/api/courses/sections/${section.id}/enroll`, f.token)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.json().code)).toEqual(Array(7).fill('section_full'));
    const seats = await t.app.deps.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.sectionId, section.id), eq(enrollments.isActive, true)));
    expect(seats).toHaveLength(1);
    const shown = (await t.request({ method: 'GET', url: `/api/courses/${course.id}/sections` })).json().sections[0];
    expect(shown).toMatchObject({ current_students: 1, is_full: true });
  });

  it('does not double-book one student who presses twice at once', async () => {
    const course = await createCourse(t);
    const a = await createSection(t, course.id, { name: 'Section A' });
    const b = await createSection(t, course.id, { name: 'Section B' });
    const { token } = await family();
    const results = await Promise.all([
      post(`/api/courses/sections/${a.id}/enroll`, token),
      post(`/api/courses/sections/${b.id}/enroll`, token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('lets a visitor read nothing of families and an admin register no one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/courses/my-registrations' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/courses/my-enrollments' })).statusCode).toBe(401);
    const admin = await signedInAdmin(t);
    expect((await t.request({ method: 'GET', url: '/api/courses/my-registrations', token: admin })).statusCode).toBe(403);
  });

  it('shows each family only its own requests and seats', async () => {
    const course = await createCourse(t);
    const section = await createSection(t, course.id);
    const one = await family();
    const two = await family();
    await post(`/api/courses/sections/${section.id}/enroll`, one.token);
    const theirs = await t.request({ method: 'GET', url: '/api/courses/my-enrollments', token: two.token });
    expect(theirs.json().enrollments).toEqual([]);
    const theirRequests = await t.request({ method: 'GET', url: '/api/courses/my-registrations', token: two.token });
    expect(theirRequests.json().registrations).toEqual([]);
  });
});
