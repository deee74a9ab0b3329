import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ScheduleConflict } from '@academy/shared';
import { auditLog, rooms, sections, teacherProfiles, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';

// A section's teacher and room (issue 25 item 1): set, cleared, refused, shown, and warned of when double-booked.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.request({ method, url, token: admin, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

let phoneSeq = 0;
/** A teacher as the teachers' screen will write one: a user of role teacher and its profile (written here directly). */
async function teacher(fullName: string, isActive = true, role: 'teacher' | 'client' = 'teacher') {
  const [user] = await t.app.deps.db
    .insert(users)
    .values({ role, fullName, phone: `05519${String(++phoneSeq).padStart(5, '0')}`, passwordHash: 'x', isActive })
    .returning();
  if (role === 'teacher') await t.app.deps.db.insert(teacherProfiles).values({ userId: user!.id, subjects: ['mathematics'] });
  return user!;
}
async function room(name: string, capacity: number, isActive = true) {
  const [row] = await t.app.deps.db.insert(rooms).values({ name, capacity, isActive }).returning();
  return row!;
}
const stored = async (id: number) => {
  const [row] = await t.app.deps.db.select().from(sections).where(eq(sections.id, id));
  return { teacherId: row!.teacherId, roomId: row!.roomId, maxStudents: row!.maxStudents, name: row!.name };
};
const sectionCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(sections))[0]!.n);
const auditCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(auditLog))[0]!.n);

describe("a section's teacher and room", () => {
  it('sets them on create and edit, shows them in every section answer, and clears them with null', async () => {
    const karim = await teacher('Karim Benali');
    const amina = await teacher('Amina Saidi');
    const r3 = await room('Room 3', 20);
    const r5 = await room('Room 5', 40);
    const course = await createCourse(t, { name: 'Maths 2' });

    const created = await call('POST', `/api/courses/${course.id}/sections`, {
      section_name: 'G1',
      schedule: 'Sun 08:00-10:00',
      max_students: 18,
      teacher_id: karim.id,
      room_id: r3.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.section).toMatchObject({
      teacher_id: karim.id,
      teacher_name: 'Karim Benali',
      room_id: r3.id,
      room_name: 'Room 3',
      room_capacity: 20,
    });
    const id = created.body.section.id;
    expect(await stored(id)).toMatchObject({ teacherId: karim.id, roomId: r3.id });

    // The lists: one course's (looked up per section) and the whole academy's (grouped) say the same.
    const one = (await call('GET', `/api/courses/sections/all?course_id=${course.id}`)).body.sections[0];
    const all = (await call('GET', '/api/courses/sections/all')).body.sections.find((s: { id: number }) => s.id === id);
    for (const s of [one, all]) expect(s).toMatchObject({ teacher_name: 'Karim Benali', room_name: 'Room 3', room_capacity: 20 });

    const moved = await call('PUT', `/api/courses/sections/${id}`, { teacher_id: amina.id, room_id: r5.id, max_students: 35 });
    expect(moved.status).toBe(200);
    expect(moved.body.section).toMatchObject({ teacher_name: 'Amina Saidi', room_name: 'Room 5', room_capacity: 40, max_students: 35 });

    // Fields left out keep their value; '' and null clear.
    const renamed = await call('PUT', `/api/courses/sections/${id}`, { section_name: 'G1 bis' });
    expect(renamed.body.section).toMatchObject({ teacher_id: amina.id, room_id: r5.id });
    const cleared = await call('PUT', `/api/courses/sections/${id}`, { teacher_id: null, room_id: '' });
    expect(cleared.body.section).toMatchObject({
      teacher_id: null,
      teacher_name: null,
      room_id: null,
      room_name: null,
      room_capacity: null,
    });
    expect(await stored(id)).toMatchObject({ teacherId: null, roomId: null });

    // Without a room, the seats are bounded only by the section rules.
    expect((await call('PUT', `/api/courses/sections/${id}`, { max_students: 90 })).status).toBe(200);
  });

  it('refuses a teacher who is not an active teacher, and a room that is not active, writing nothing', async () => {
    const course = await createCourse(t);
    const client = await teacher('Parent Person', true, 'client');
    const retired = await teacher('Retired Teacher', false);
    const closed = await room('Closed room', 30, false);
    const before = [await sectionCount(), await auditCount()];
    for (const [body, details] of [
      [{ teacher_id: client.id }, { teacher_id: ['teacher_invalid'] }],
      [{ teacher_id: retired.id }, { teacher_id: ['teacher_invalid'] }],
      [{ teacher_id: 999_999 }, { teacher_id: ['teacher_invalid'] }],
      [{ room_id: closed.id }, { room_id: ['room_invalid'] }],
      [{ room_id: 999_999 }, { room_id: ['room_invalid'] }],
      [
        { teacher_id: retired.id, room_id: closed.id },
        { teacher_id: ['teacher_invalid'], room_id: ['room_invalid'] },
      ],
    ] as const) {
      const res = await call('POST', `/api/courses/${course.id}/sections`, { section_name: 'X', schedule: 'TBD', ...body });
      expect([res.status, res.body.code, res.body.details]).toEqual([400, 'validation_failed', details]);
    }
    expect([await sectionCount(), await auditCount()]).toEqual(before);

    const good = await teacher('Good Teacher');
    const open = await room('Open room', 30);
    const section = await createSection(t, course.id, { name: 'Kept', teacherId: good.id, roomId: open.id, maxStudents: 10 });
    for (const body of [{ teacher_id: client.id }, { teacher_id: retired.id }, { room_id: closed.id }]) {
      const res = await call('PUT', `/api/courses/sections/${section.id}`, { section_name: 'Changed', ...body });
      expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    }
    expect(await stored(section.id)).toEqual({ teacherId: good.id, roomId: open.id, maxStudents: 10, name: 'Kept' });

    // A teacher or room the section already has stays acceptable after it is deactivated: the form re-sends it.
    await t.app.deps.db.update(users).set({ isActive: false }).where(eq(users.id, good.id));
    await t.app.deps.db.update(rooms).set({ isActive: false }).where(eq(rooms.id, open.id));
    const kept = await call('PUT', `/api/courses/sections/${section.id}`, {
      section_name: 'Renamed',
      teacher_id: good.id,
      room_id: open.id,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.section).toMatchObject({ section_name: 'Renamed', teacher_name: 'Good Teacher', room_name: 'Open room' });
  });

  it('refuses more seats than the room holds: on create, on a room change and on a seats change; nothing written', async () => {
    const course = await createCourse(t);
    const small = await room('Small room', 12);
    const big = await room('Big room', 30);
    const before = await sectionCount();
    const res = await call('POST', `/api/courses/${course.id}/sections`, {
      section_name: 'X',
      schedule: 'TBD',
      max_students: 13,
      room_id: small.id,
    });
    expect([res.status, res.body.code, res.body.details]).toEqual([400, 'validation_failed', { max_students: ['room_capacity_exceeded'] }]);
    // The form's default (30 seats) in the small room is refused too; exactly the capacity is fine.
    expect(
      (await call('POST', `/api/courses/${course.id}/sections`, { section_name: 'X', schedule: 'TBD', room_id: small.id })).body.details,
    ).toEqual({
      max_students: ['room_capacity_exceeded'],
    });
    expect(await sectionCount()).toBe(before);
    const ok = await call('POST', `/api/courses/${course.id}/sections`, {
      section_name: 'X',
      schedule: 'TBD',
      max_students: 12,
      room_id: small.id,
    });
    expect(ok.status).toBe(201);

    const section = await createSection(t, course.id, { name: 'Y', roomId: big.id, maxStudents: 25 });
    const roomChange = await call('PUT', `/api/courses/sections/${section.id}`, { room_id: small.id });
    expect([roomChange.status, roomChange.body.details]).toEqual([400, { max_students: ['room_capacity_exceeded'] }]);
    const seatsChange = await call('PUT', `/api/courses/sections/${section.id}`, { max_students: 31 });
    expect([seatsChange.status, seatsChange.body.details]).toEqual([400, { max_students: ['room_capacity_exceeded'] }]);
    expect(await stored(section.id)).toMatchObject({ roomId: big.id, maxStudents: 25 });
    // Both at once, within the new room: accepted.
    const both = await call('PUT', `/api/courses/sections/${section.id}`, { room_id: small.id, max_students: 12 });
    expect(both.body.section).toMatchObject({ room_id: small.id, max_students: 12, room_capacity: 12 });
  });
});

describe('schedule conflicts of teachers and rooms', () => {
  it('warns of one teacher or one room in two sections at once, never when the times only touch', async () => {
    const karim = await teacher('Karim Benali');
    const other = await teacher('Other Teacher');
    const r3 = await room('Room 3b', 30);
    const maths = await createCourse(t, { name: 'Maths 2' });
    const physics = await createCourse(t, { name: 'Physics 2' });
    const sun = (startTime: string, endTime: string) => [{ dayOfWeek: 0, startTime, endTime }];
    const a = await createSection(t, maths.id, { name: 'A', teacherId: karim.id, roomId: r3.id }, sun('08:00', '10:00'));
    const b = await createSection(t, physics.id, { name: 'B', teacherId: karim.id }, sun('09:00', '11:00'));
    const c = await createSection(t, physics.id, { name: 'C', teacherId: other.id, roomId: r3.id }, sun('09:30', '10:30'));
    const touching = await createSection(t, physics.id, { name: 'D', teacherId: karim.id, roomId: r3.id }, sun('10:00', '12:00'));
    const inactive = await createSection(
      t,
      physics.id,
      { name: 'E', teacherId: karim.id, roomId: r3.id, isActive: false },
      sun('08:00', '10:00'),
    );

    const mine = (await call('GET', `/api/admin/schedule/conflicts?section_id=${a.id}`)).body.conflicts as ScheduleConflict[];
    const kinds = (list: ScheduleConflict[]) => list.map((x) => [x.kind, x.other_section_id]).sort();
    expect(kinds(mine)).toEqual([
      ['room', c.id],
      ['teacher', b.id],
    ]);
    expect(mine.find((x) => x.kind === 'teacher')).toMatchObject({
      section_id: a.id,
      course_name: 'Maths 2',
      other_section_name: 'B',
      other_course_name: 'Physics 2',
      shared_students: 0,
      teacher_name: 'Karim Benali',
      slot: { day_of_week: 0, start_time: '08:00', end_time: '10:00' },
      other_slot: { day_of_week: 0, start_time: '09:00', end_time: '11:00' },
    });
    expect(mine.find((x) => x.kind === 'room')).toMatchObject({ room_name: 'Room 3b', shared_students: 0 });

    // The form's choice before saving: another teacher and no clash of room at 12:00.
    const asked = await call(
      'GET',
      `/api/admin/schedule/conflicts?section_id=${a.id}&teacher_id=${other.id}&schedule=${encodeURIComponent('Sun 12:00-13:00')}`,
    );
    expect(asked.body.conflicts).toEqual([]);
    const otherTeacher = await call('GET', `/api/admin/schedule/conflicts?section_id=${a.id}&teacher_id=${other.id}`);
    expect(kinds(otherTeacher.body.conflicts)).toEqual([
      ['room', c.id],
      ['teacher', c.id],
    ]);

    // A dry run of the form warns with the teacher and room it sends.
    const dry = await call('PUT', `/api/courses/sections/${a.id}?dry_run=true`, { teacher_id: null, room_id: null });
    expect(dry.body.warnings).toEqual([]);

    // The academy's list: each pair once, of its kind; touching times (A and D) and inactive sections never.
    const academy = (await call('GET', '/api/admin/schedule/conflicts')).body.conflicts as ScheduleConflict[];
    const ours = academy.filter((x) => [a.id, b.id, c.id, touching.id, inactive.id].includes(x.section_id));
    expect(ours.map((x) => [x.kind, x.section_id, x.other_section_id]).sort()).toEqual(
      [
        ['room', a.id, c.id],
        ['teacher', a.id, b.id],
        ['room', c.id, touching.id],
        ['teacher', b.id, touching.id],
      ].sort(),
    );
    expect(ours.every((x) => x.shared_students === 0)).toBe(true);
  });

  it('keeps the students kind for sections sharing students', async () => {
    const course = await createCourse(t, { name: 'Shared' });
    const x = await createSection(t, course.id, { name: 'X' }, [{ dayOfWeek: 3, startTime: '14:00', endTime: '15:00' }]);
    const y = await createSection(t, course.id, { name: 'Y' }, [{ dayOfWeek: 3, startTime: '14:30', endTime: '15:30' }]);
    const child = (await signedInParent(t)).user.students[0].id;
    await approvedEnrollment(t, child, x.id);
    await approvedEnrollment(t, child, y.id);
    const res = (await call('GET', `/api/admin/schedule/conflicts?section_id=${x.id}`)).body.conflicts;
    expect(res).toEqual([expect.objectContaining({ kind: 'students', other_section_id: y.id, shared_students: 1 })]);
  });
});

describe("the student detail's sections", () => {
  it("show each section's teacher and room", async () => {
    const nadia = await teacher('Nadia Khelifi');
    const r = await room('Lab 1', 25);
    const course = await createCourse(t, { name: 'Chemistry' });
    const staffed = await createSection(t, course.id, { name: 'S1', teacherId: nadia.id, roomId: r.id });
    const other = await createCourse(t, { name: 'History' });
    const bare = await createSection(t, other.id, { name: 'S2' });
    const child = (await signedInParent(t)).user.students[0].id;
    await approvedEnrollment(t, child, staffed.id);
    await approvedEnrollment(t, child, bare.id);
    const res = await call('GET', `/api/admin/students/${child}`);
    expect(res.status).toBe(200);
    const seats = res.body.student.enrollment_info.courses as { class_id: number; teacher_name: string | null; room_name: string | null }[];
    expect(seats.map((s) => [s.class_id, s.teacher_name, s.room_name]).sort()).toEqual(
      [
        [staffed.id, 'Nadia Khelifi', 'Lab 1'],
        [bare.id, null, null],
      ].sort(),
    );
  });
});
