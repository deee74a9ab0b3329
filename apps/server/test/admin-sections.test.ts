import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, enrollments, sectionSchedules, sections } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';

let t: TestApp;
let admin: string;
let parentToken: string;
let studentId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const parent = await signedInParent(t);
  parentToken = parent.token;
  studentId = parent.user.students[0].id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

const slotRows = async (sectionId: number) =>
  (await t.app.deps.db.select().from(sectionSchedules).where(eq(sectionSchedules.sectionId, sectionId)))
    .map((r) => [r.dayOfWeek, r.startTime.slice(0, 5), r.endTime.slice(0, 5)])
    .sort();
const sectionCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(sections))[0]!.n);

describe('sections of a course', () => {
  it('creates a section from the form: schedule text becomes weekly slots, the public list shows it at once', async () => {
    const course = await createCourse(t, { name: 'Maths 4AM' });
    expect((await call('GET', `/api/courses/${course.id}/sections`)).body.sections).toEqual([]);
    expect((await call('GET', `/api/courses?search=maths%204am`)).body.courses[0].sections_count).toBe(0); // now cached

    const res = await call('POST', `/api/courses/${course.id}/sections`, admin, {
      section_name: 'Group 1',
      schedule: 'sunday 17:00-19:00, Tue 14:00-16:00',
      max_students: 12,
    });
    expect(res.status).toBe(201);
    expect(res.body.section).toMatchObject({
      course_id: course.id,
      section_name: 'Group 1',
      schedule: 'Sun 17:00-19:00, Tue 14:00-16:00',
      max_students: 12,
      is_active: true,
      multi_day_schedule: true,
      day_of_week: 0,
      start_time: '17:00',
      end_time: '19:00',
      course_name: 'Maths 4AM',
      current_students: 0,
    });
    expect(await slotRows(res.body.section.id)).toEqual([
      [0, '17:00', '19:00'],
      [2, '14:00', '16:00'],
    ]);
    // The public list (kept public and unchanged) and the cached catalogue both show it.
    const pub = await call('GET', `/api/courses/${course.id}/sections`);
    expect(pub.body.sections.map((s: { schedule: string }) => s.schedule)).toEqual(['Sun 17:00-19:00, Tue 14:00-16:00']);
    expect((await call('GET', `/api/courses?search=maths%204am`)).body.courses[0]).toMatchObject({
      sections_count: 1,
      available_seats: 12,
    });
    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'section.created'), eq(auditLog.entityId, res.body.section.id)));
    expect(entry).toBeTruthy();
  });

  it('uses the form defaults: TBD is unscheduled, a maximum that is not a number means 30', async () => {
    const course = await createCourse(t);
    const res = await call('POST', `/api/courses/${course.id}/sections`, admin, {
      name: 'Section A',
      schedule: 'TBD',
      max_students: 'thirty',
    });
    expect(res.body.section).toMatchObject({
      section_name: 'Section A',
      schedule: 'TBD',
      slots: [],
      is_scheduled: false,
      max_students: 30,
      is_active: true,
    });
  });

  it('refuses bad input with field details, overlapping slots of one section included, and changes nothing', async () => {
    const course = await createCourse(t);
    const before = await sectionCount();
    const bad = await call('POST', `/api/courses/${course.id}/sections`, admin, {
      section_name: ' ',
      schedule: 'sometime in the afternoon',
      max_students: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ section_name: ['required'], schedule: ['schedule_invalid'], max_students: ['number_min'] });
    const overlap = await call('POST', `/api/courses/${course.id}/sections`, admin, {
      section_name: 'X',
      schedule: 'Sun 10:00-12:00, Sunday 11:30-13:00',
    });
    expect([overlap.status, overlap.body.details]).toEqual([400, { schedule: ['slots_overlap'] }]);
    const missing = await call('POST', `/api/courses/${course.id}/sections`, admin, { section_name: 'X' });
    expect(missing.body.details).toEqual({ schedule: ['required'] });
    expect((await call('POST', '/api/courses/999999/sections', admin, { section_name: 'X', schedule: 'TBD' })).body.code).toBe(
      'course_not_found',
    );
    expect(await sectionCount()).toBe(before);
  });

  it('lists every section for the admin with course, schedule, slots and seats', async () => {
    const course = await createCourse(t, { name: 'Listed Course', category: 'languages' });
    const a = await createSection(t, course.id, { name: 'A', maxStudents: 4 }, [{ dayOfWeek: 3, startTime: '09:00', endTime: '10:30' }]);
    const b = await createSection(t, course.id, { name: 'B', isActive: false });
    await approvedEnrollment(t, studentId, a.id);
    const res = await call('GET', `/api/courses/sections/all?course_id=${course.id}`, admin);
    expect(res.body.sections).toEqual([
      expect.objectContaining({
        id: a.id,
        course: expect.objectContaining({ name: 'Listed Course', category: 'languages' }),
        schedule: 'Wed 09:00-10:30',
        slots: [{ day_of_week: 3, start_time: '09:00', end_time: '10:30' }],
        current_students: 1,
        max_students: 4,
        available_seats: 3,
        is_active: true,
      }),
      expect.objectContaining({ id: b.id, schedule: 'TBD', is_active: false }),
    ]);
    const all = await call('GET', '/api/courses/sections/all', admin);
    expect(all.body.sections.length).toBeGreaterThanOrEqual(2);
  });

  it("counts one course's seats and slots as the whole list does (looked up per section there, grouped here)", async () => {
    const course = await createCourse(t, { name: 'Counted Course', category: 'skills' });
    const slots = [
      { dayOfWeek: 4, startTime: '16:00', endTime: '17:00' },
      { dayOfWeek: 1, startTime: '08:00', endTime: '09:00' },
      { dayOfWeek: 1, startTime: '07:00', endTime: '07:45' },
    ];
    const a = await createSection(t, course.id, { name: 'A', maxStudents: 2 }, slots);
    const b = await createSection(t, course.id, { name: 'B', maxStudents: 3 });
    await createSection(t, course.id, { name: 'C' });
    const children: number[] = [];
    for (let i = 0; i < 3; i++) children.push((await signedInParent(t)).user.students[0].id);
    await approvedEnrollment(t, children[0], a.id);
    await approvedEnrollment(t, children[1], a.id);
    await approvedEnrollment(t, children[0], b.id);
    // Not held: an ended seat and a refused request.
    await t.app.deps.db.insert(enrollments).values([
      { studentId: children[2], sectionId: a.id, status: 'approved', isActive: false },
      { studentId: children[1], sectionId: b.id, status: 'rejected', isActive: true },
    ]);
    const one = (await call('GET', `/api/courses/sections/all?course_id=${course.id}`, admin)).body.sections;
    const all = (await call('GET', '/api/courses/sections/all', admin)).body.sections;
    expect(one).toEqual(all.filter((s: { course_id: number }) => s.course_id === course.id));
    expect(one.map((s: { current_students: number; schedule: string }) => [s.current_students, s.schedule])).toEqual([
      [2, 'Mon 07:00-07:45, Mon 08:00-09:00, Thu 16:00-17:00'],
      [1, 'TBD'],
      [0, 'TBD'],
    ]);
    expect(one[0].is_full).toBe(true);
    // The whole list is kept in memory until the data changes: a seat written past the API shows at once.
    await approvedEnrollment(t, children[2], b.id);
    const after = (await call('GET', '/api/courses/sections/all', admin)).body.sections;
    expect(after.find((s: { id: number }) => s.id === b.id).current_students).toBe(2);
    await t.app.deps.db.delete(enrollments).where(and(eq(enrollments.studentId, children[2]), eq(enrollments.sectionId, b.id)));
    // One section (after a write) reads the same way.
    const saved = await call('PUT', `/api/courses/sections/${b.id}`, admin, { max_students: 1 });
    expect(saved.body.section).toEqual({ ...one[1], max_students: 1, available_seats: 0, is_full: true });
  });
});

describe('editing a section and its schedule', () => {
  it('takes the grid slots or schedule text, keeps TBD when unscheduled, and refuses overlaps of the section itself', async () => {
    const course = await createCourse(t);
    const section = await createSection(t, course.id, { name: 'Grid' });
    const url = `/api/courses/sections/${section.id}`;
    const slots = await call('PUT', url, admin, {
      slots: [
        { day_of_week: 4, start_time: '16:00', end_time: '17:30' },
        { day_of_week: 1, start_time: '08:00:00', end_time: '09:00:00' },
      ],
    });
    expect(slots.status).toBe(200);
    expect(slots.body.section.schedule).toBe('Mon 08:00-09:00, Thu 16:00-17:30');
    expect(slots.body.warnings).toEqual([]);

    const text = await call('PUT', url, admin, {
      schedule: 'Saturday 10:00-12:00',
      section_name: 'Weekend',
      max_students: 8,
      is_active: false,
    });
    expect(text.body.section).toMatchObject({ schedule: 'Sat 10:00-12:00', section_name: 'Weekend', max_students: 8, is_active: false });
    expect(await slotRows(section.id)).toEqual([[6, '10:00', '12:00']]);

    const removed = await call('PUT', url, admin, { slots: [] });
    expect(removed.body.section).toMatchObject({ schedule: 'TBD', slots: [] });
    const [row] = await t.app.deps.db.select().from(sections).where(eq(sections.id, section.id));
    expect(row!.scheduleNote).toBe('TBD');

    await call('PUT', url, admin, { schedule: 'Sun 10:00-11:00' });
    const overlap = await call('PUT', url, admin, {
      slots: [
        { day_of_week: 2, start_time: '10:00', end_time: '12:00' },
        { day_of_week: 2, start_time: '11:00', end_time: '13:00' },
      ],
    });
    expect([overlap.status, overlap.body.details]).toEqual([400, { slots: ['slots_overlap'] }]);
    const backwards = await call('PUT', url, admin, { slots: [{ day_of_week: 2, start_time: '12:00', end_time: '10:00' }] });
    expect(backwards.body.details).toEqual({ 'slots.0.end_time': ['end_before_start'] });
    const both = await call('PUT', url, admin, { schedule: 'TBD', slots: [] });
    expect(both.body.details).toEqual({ slots: ['schedule_or_slots'] });
    expect(await slotRows(section.id)).toEqual([[0, '10:00', '11:00']]);
    expect((await call('PUT', '/api/courses/sections/999999', admin, { section_name: 'X' })).body.code).toBe('section_not_found');
  });

  it('refuses a maximum below the seats held', async () => {
    const course = await createCourse(t);
    const section = await createSection(t, course.id, { maxStudents: 5 });
    await approvedEnrollment(t, studentId, section.id);
    const res = await call('PUT', `/api/courses/sections/${section.id}`, admin, { max_students: 0 });
    expect(res.body.details).toEqual({ max_students: ['number_min'] });
    const other = await signedInParent(t);
    await approvedEnrollment(t, other.user.students[0].id, section.id);
    const below = await call('PUT', `/api/courses/sections/${section.id}`, admin, { max_students: 1 });
    expect([below.status, below.body.code]).toEqual([409, 'max_below_enrolled']);
  });

  it('warns of overlaps with sections sharing students; a dry run answers the warnings without writing', async () => {
    const maths = await createCourse(t, { name: 'Maths' });
    const physics = await createCourse(t, { name: 'Physics' });
    const m = await createSection(t, maths.id, { name: 'M1' }, [{ dayOfWeek: 0, startTime: '17:00', endTime: '19:00' }]);
    const p = await createSection(t, physics.id, { name: 'P1' }, [{ dayOfWeek: 2, startTime: '14:00', endTime: '16:00' }]);
    const unrelated = await createSection(t, physics.id, { name: 'P2' }, [{ dayOfWeek: 2, startTime: '14:00', endTime: '16:00' }]);
    const child = (await signedInParent(t)).user.students[0].id;
    await approvedEnrollment(t, child, m.id);
    await approvedEnrollment(t, child, p.id);

    const dry = await call('PUT', `/api/courses/sections/${m.id}?dry_run=true`, admin, {
      slots: [{ day_of_week: 2, start_time: '15:00', end_time: '17:00' }],
    });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, schedule: 'Tue 15:00-17:00' });
    expect(dry.body.warnings).toEqual([
      expect.objectContaining({
        section_id: m.id,
        other_section_id: p.id,
        other_course_name: 'Physics',
        shared_students: 1,
        other_slot: { day_of_week: 2, start_time: '14:00', end_time: '16:00' },
      }),
    ]);
    expect(await slotRows(m.id)).toEqual([[0, '17:00', '19:00']]);

    const conflicts = await call(
      'GET',
      `/api/admin/schedule/conflicts?section_id=${m.id}&schedule=${encodeURIComponent('Tue 15:00-17:00')}`,
      admin,
    );
    expect(conflicts.body.conflicts.map((c: { other_section_id: number }) => c.other_section_id)).toEqual([p.id]);
    expect((await call('GET', `/api/admin/schedule/conflicts?section_id=${m.id}`, admin)).body.conflicts).toEqual([]);

    const saved = await call('PUT', `/api/courses/sections/${m.id}`, admin, { schedule: 'Tue 15:00-17:00' });
    expect(saved.body.section.schedule).toBe('Tue 15:00-17:00');
    expect(saved.body.warnings).toHaveLength(1);
    const academy = await call('GET', '/api/admin/schedule/conflicts', admin);
    const pairs = academy.body.conflicts.map((c: { section_id: number; other_section_id: number }) =>
      [c.section_id, c.other_section_id].sort(),
    );
    expect(pairs).toContainEqual([m.id, p.id].sort());
    expect(pairs.flat()).not.toContain(unrelated.id);
    // The academy's conflicts are kept in memory until the data changes: a seat written past the API shows at once.
    const seat = await approvedEnrollment(t, child, unrelated.id);
    const later = (await call('GET', '/api/admin/schedule/conflicts', admin)).body.conflicts;
    expect(later.map((c: { section_id: number; other_section_id: number }) => [c.section_id, c.other_section_id].sort())).toEqual(
      expect.arrayContaining([[m.id, unrelated.id].sort(), [p.id, unrelated.id].sort()]),
    );
    await t.app.deps.db.delete(enrollments).where(eq(enrollments.id, seat.id));
    expect((await call('GET', '/api/admin/schedule/conflicts?schedule=nonsense', admin)).status).toBe(400);
  });
});

describe('sections meeting now', () => {
  it('lists the active sections meeting at a day and time, by default now in Algiers', async () => {
    const course = await createCourse(t, { name: 'Live Course' });
    const live = await createSection(t, course.id, { name: 'Live' }, [
      { dayOfWeek: 1, startTime: '09:30', endTime: '11:00' },
      { dayOfWeek: 3, startTime: '08:00', endTime: '09:00' },
    ]);
    await createSection(t, course.id, { name: 'Closed', isActive: false }, [{ dayOfWeek: 1, startTime: '09:30', endTime: '11:00' }]);
    await createSection(t, course.id, { name: 'Later' }, [{ dayOfWeek: 1, startTime: '11:00', endTime: '12:00' }]);
    const hidden = await createCourse(t, { name: 'Inactive Course', isActive: false });
    await createSection(t, hidden.id, {}, [{ dayOfWeek: 1, startTime: '09:30', endTime: '11:00' }]);

    // 2026-11-23 is a Monday; 09:45 UTC is 10:45 in Algiers (UTC+1).
    t.clock.set('2026-11-23T09:45:00Z');
    const now = await call('GET', '/api/admin/sections/current', admin);
    expect(now.body).toMatchObject({ day_of_week: 1, time: '10:45' });
    expect(now.body.sections.map((s: { id: number }) => s.id)).toEqual([live.id]);
    expect(now.body.sections[0]).toMatchObject({
      current_slot: { day_of_week: 1, start_time: '09:30', end_time: '11:00' },
      moment: 'ending-soon',
    });

    const wed = await call('GET', '/api/admin/sections/current?day=Wednesday&time=08:00', admin);
    expect(wed.body.sections.map((s: { id: number }) => s.id)).toEqual([live.id]);
    expect(
      (await call('GET', '/api/admin/sections/current?day=1&time=11:00', admin)).body.sections.map((s: { name: string }) => s.name),
    ).toEqual(['Later']);
    const bad = await call('GET', '/api/admin/sections/current?day=Funday&time=25:00', admin);
    expect([bad.status, bad.body.details]).toEqual([400, { day: ['day_invalid'], time: ['time_invalid'] }]);
  });
});

describe('deleting a section', () => {
  it('refuses while students hold seats or attendance exists, deletes an empty one', async () => {
    const course = await createCourse(t, { name: 'Deletions' });
    const seated = await createSection(t, course.id, { name: 'Seated' });
    await approvedEnrollment(t, studentId, seated.id);
    const refused = await call('DELETE', `/api/courses/sections/${seated.id}`, admin);
    expect([refused.status, refused.body.code]).toEqual([409, 'section_has_students']);

    const history = await createSection(t, course.id, { name: 'History' });
    const other = (await signedInParent(t)).user.students[0].id;
    const seat = await approvedEnrollment(t, other, history.id);
    await attended(t, seat, '2026-11-02', { status: 'absent' });
    await call('DELETE', `/api/admin/students/${other}/unenroll/${seat.id}`, admin);
    expect((await call('DELETE', `/api/courses/sections/${history.id}`, admin)).body.code).toBe('section_has_history');

    const empty = await createSection(t, course.id, { name: 'Empty' }, [{ dayOfWeek: 0, startTime: '08:00', endTime: '09:00' }]);
    t.clock.advance(10_000);
    expect((await call('GET', `/api/courses/${course.id}/sections`)).body.sections).toHaveLength(3);
    expect((await call('GET', `/api/courses/${course.id}`)).body.course.sections_count).toBe(3);
    const res = await call('DELETE', `/api/courses/sections/${empty.id}`, admin);
    expect(res.body.success).toBe(true);
    expect(await slotRows(empty.id)).toEqual([]);
    expect((await call('GET', `/api/courses/${course.id}/sections`)).body.sections.map((s: { name: string }) => s.name)).toEqual([
      'History',
      'Seated',
    ]);
    expect((await call('GET', `/api/courses?limit=100`)).body.courses.find((c: { id: number }) => c.id === course.id).sections_count).toBe(
      2,
    );
    expect((await call('DELETE', `/api/courses/sections/${empty.id}`, admin)).status).toBe(404);
  });
});

describe('sections: access', () => {
  it('refuses parents (403) and visitors (401) on every admin route; the public list stays public', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/courses/sections/all'],
      ['POST', '/api/courses/1/sections'],
      ['PUT', '/api/courses/sections/1'],
      ['DELETE', '/api/courses/sections/1'],
      ['GET', '/api/admin/sections/current'],
      ['GET', '/api/admin/schedule/conflicts'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, parentToken, {})).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, {})).status, `${method} ${url}`).toBe(401);
    }
    const course = await createCourse(t);
    expect((await call('GET', `/api/courses/${course.id}/sections`)).status).toBe(200);
  });
});
