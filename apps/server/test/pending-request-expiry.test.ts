import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSummary } from '@academy/shared';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';

/* Issue 30 item 10: pending requests expire after PENDING_REQUEST_HOURS (72) and one account holds at most PENDING_REQUESTS_MAX (5). */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
async function student() {
  const parent = await signedInParent(t);
  return { token: parent.token, id: parent.user.students[0].id as number };
}
const enroll = (sectionId: number, s: { token: string; id: number }) =>
  t.request({ method: 'POST', url: `/api/courses/sections/${sectionId}/enroll`, token: s.token, payload: { student_id: s.id } });
const publicCourse = async (id: number) => (await t.request({ method: 'GET', url: `/api/courses/${id}` })).json().course as CourseSummary;

describe('pending requests expire', () => {
  it('frees the last seat after the set time, shows the request expired to the admin and refuses to approve it', async () => {
    const course = await createCourse(t, { name: 'Expiring Physics', maxStudents: 1 });
    const section = await createSection(t, course.id, { name: 'A', maxStudents: 1 });
    const first = await student();
    const held = await enroll(section.id, first);
    expect(held.statusCode).toBe(201);
    const registrationId = held.json().registration.id as number;
    const second = await student();
    expect((await enroll(section.id, second)).json().code).toBe('section_full');

    t.clock.advance(71 * HOUR);
    expect((await publicCourse(course.id)).is_full).toBe(true);
    expect((await enroll(section.id, second)).json().code).toBe('section_full');

    t.clock.advance(2 * HOUR);
    expect(await publicCourse(course.id)).toMatchObject({ available_seats: 1, is_full: false });
    const listed = (
      await t.request({ method: 'GET', url: `/api/admin/registrations?status=all&course_id=${course.id}`, token: admin })
    ).json();
    const expired = listed.registrations.find((r: { id: number }) => r.id === registrationId);
    expect(expired).toMatchObject({ status: 'rejected', rejection_reason: expect.stringMatching(/^Expired/) });
    const mine = (await t.request({ method: 'GET', url: '/api/courses/my-registrations', token: first.token })).json().registrations;
    expect(mine[0]).toMatchObject({ id: registrationId, status: 'rejected' });

    expect((await enroll(section.id, second)).statusCode).toBe(201);
    const approve = await t.request({
      method: 'POST',
      url: `/api/admin/registrations/${registrationId}/approve`,
      token: admin,
      payload: {},
    });
    expect(approve.statusCode).toBe(409);
  });

  it('refuses to approve a request past its time even before anything expired it', async () => {
    const course = await createCourse(t, { name: 'Expiring Chemistry', maxStudents: 3 });
    const section = await createSection(t, course.id, { name: 'A', maxStudents: 3 });
    const held = await enroll(section.id, await student());
    t.clock.advance(73 * HOUR);
    const approve = await t.request({
      method: 'POST',
      url: `/api/admin/registrations/${held.json().registration.id}/approve`,
      token: admin,
      payload: {},
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().code).toBe('registration_expired');
  });
});

describe('pending requests per account', () => {
  it('refuses the sixth pending request, and allows one again once a request expires', async () => {
    const s = await student();
    const courses = [];
    for (let i = 0; i < 6; i++) courses.push(await createCourse(t, { name: `Capped course ${i}`, maxStudents: 10 }));
    for (const c of courses.slice(0, 5)) {
      t.clock.advance(HOUR);
      const r = await t.request({
        method: 'POST',
        url: '/api/courses/register',
        token: s.token,
        payload: { course_id: c.id, student_id: s.id },
      });
      expect(r.statusCode).toBe(201);
    }
    const sixth = {
      method: 'POST' as const,
      url: '/api/courses/register',
      token: s.token,
      payload: { course_id: courses[5]!.id, student_id: s.id },
    };
    const refused = await t.request(sixth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('too_many_pending_requests');
    expect((await t.request({ method: 'GET', url: '/api/courses/my-registrations', token: s.token })).json().registrations).toHaveLength(5);
    t.clock.advance(69 * HOUR); // the first request is now 73 hours old: expired
    expect((await t.request(sixth)).statusCode).toBe(201);
  });
});
