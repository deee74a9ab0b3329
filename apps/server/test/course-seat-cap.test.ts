import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourse, CourseSummary } from '@academy/shared';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';

/*
 * A course's max_students caps its sections together (courseFreeSeats): the issue saw 23 available seats on
 * a course whose maximum is 15 (two sections of 12 and 11). The catalogue, the admin's course list and the
 * parent's section enrollment agree.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const publicCourse = async (id: number) => (await t.request({ method: 'GET', url: `/api/courses/${id}` })).json().course as CourseSummary;
const adminCourse = async (id: number) =>
  ((await t.request({ method: 'GET', url: '/api/admin/courses?limit=100', token: admin })).json().courses as AdminCourse[]).find(
    (c) => c.id === id,
  )!;

async function student() {
  const parent = await signedInParent(t);
  return { token: parent.token, id: parent.user.students[0].id as number };
}

describe("a course's maximum over its sections", () => {
  it('shows at most the course maximum less the seats held, in the catalogue and the admin list', async () => {
    const course = await createCourse(t, { name: 'Capped Physics', maxStudents: 15 });
    const a = await createSection(t, course.id, { name: 'A', maxStudents: 12 });
    await createSection(t, course.id, { name: 'B', maxStudents: 11 });
    expect(await publicCourse(course.id)).toMatchObject({ max_students: 15, available_seats: 15, is_full: false });
    expect(await adminCourse(course.id)).toMatchObject({ available_seats: 15, seats_max: 15, seats_taken: 0 });
    for (let i = 0; i < 4; i++) await approvedEnrollment(t, (await student()).id, a.id);
    expect((await publicCourse(course.id)).available_seats).toBe(11);
    const listed = ((await t.request({ method: 'GET', url: '/api/courses?limit=100' })).json().courses as CourseSummary[]).find(
      (c) => c.id === course.id,
    )!;
    expect(listed.available_seats).toBe(11);
  });

  it("refuses a parent's section seat once the course is full, even with room in the section", async () => {
    const course = await createCourse(t, { name: 'Tiny Chemistry', maxStudents: 2 });
    const a = await createSection(t, course.id, { name: 'A', maxStudents: 5 });
    const b = await createSection(t, course.id, { name: 'B', maxStudents: 5 });
    await approvedEnrollment(t, (await student()).id, a.id);
    const second = await student();
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/courses/sections/${b.id}/enroll`,
          token: second.token,
          payload: { student_id: second.id },
        })
      ).statusCode,
    ).toBe(201);
    expect(await publicCourse(course.id)).toMatchObject({ available_seats: 0, is_full: true });
    // The register dialog's sections say so too: each is full while the course is.
    const listed = (await t.request({ method: 'GET', url: `/api/courses/${course.id}/sections` })).json().sections as {
      available_seats: number;
      is_full: boolean;
    }[];
    expect(listed.map((s) => [s.available_seats, s.is_full])).toEqual([
      [0, true],
      [0, true],
    ]);
    const third = await student();
    const refused = await t.request({
      method: 'POST',
      url: `/api/courses/sections/${b.id}/enroll`,
      token: third.token,
      payload: { student_id: third.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('course_full');
    const viaCourse = await t.request({
      method: 'POST',
      url: '/api/courses/register',
      token: third.token,
      payload: { course_id: course.id, student_id: third.id },
    });
    expect(viaCourse.json().code).toBe('course_full');
  });
});
