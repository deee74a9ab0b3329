import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeacherClassList, TeacherWeek } from '@academy/shared';
import { eq } from 'drizzle-orm';
import { enrollments, parents, rooms, sections, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { signedInTeacher } from './support/teachers';

/*
 * The teacher's portal, read-only part (issue 25 item 2), through HTTP. Clock: Monday 2026-11-23 10:00 in
 * Algiers; its school week runs Saturday 2026-11-21 to Friday 2026-11-27.
 * Teacher 1 has Maths A (Monday 16:00-17:30 and Saturday 09:00-10:30, room "Room 1") and Physics B (Thursday
 * 18:00-19:30, no room); an inactive section of theirs and teacher 2's section never show.
 */

let t: TestApp;
let teacher: Awaited<ReturnType<typeof signedInTeacher>>;
let other: Awaited<ReturnType<typeof signedInTeacher>>;
let admin: string;
let parentToken: string;
let maths: { id: number };
let physics: { id: number };
let inactive: { id: number };
let othersSection: { id: number };
const ids: Record<string, number> = {};

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

async function student(name: string, photo: string | null = null, archived = false) {
  const [parent] = await t.app.deps.db
    .insert(parents)
    .values({ fullName: `Parent of ${name}`, phone: '0661000000' })
    .returning();
  const [row] = await t.app.deps.db
    .insert(students)
    .values({
      parentId: parent!.id,
      name,
      barcode: `T${Object.keys(ids).length + 1000}`,
      profilePictureUrl: photo,
      dateOfBirth: '2012-02-02',
      archivedAt: archived ? new Date() : null,
    })
    .returning();
  ids[name] = row!.id;
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parentToken = (await signedInParent(t)).token;
  teacher = await signedInTeacher(t, 'Samir Teacher');
  other = await signedInTeacher(t, 'Nadia Other');
  const [room] = await t.app.deps.db.insert(rooms).values({ name: 'Room 1', capacity: 20 }).returning();
  const mathsCourse = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات 4م' });
  const physicsCourse = await createCourse(t, { name: 'Physics 4AM', nameAr: 'فيزياء 4م' });
  maths = await createSection(t, mathsCourse.id, { name: 'Maths A', teacherId: teacher.id, roomId: room!.id }, [
    { dayOfWeek: 1, startTime: '16:00', endTime: '17:30' },
    { dayOfWeek: 6, startTime: '09:00', endTime: '10:30' },
  ]);
  physics = await createSection(t, physicsCourse.id, { name: 'Physics B', teacherId: teacher.id }, [
    { dayOfWeek: 4, startTime: '18:00', endTime: '19:30' },
  ]);
  inactive = await createSection(t, mathsCourse.id, { name: 'Old Maths', teacherId: teacher.id, isActive: false }, [
    { dayOfWeek: 1, startTime: '08:00', endTime: '09:00' },
  ]);
  othersSection = await createSection(t, mathsCourse.id, { name: 'Maths C', teacherId: other.id }, [
    { dayOfWeek: 1, startTime: '14:00', endTime: '15:30' },
  ]);

  // Maths A: two seated students (one with a photo), one pending, one inactive seat, one archived student.
  await approvedEnrollment(t, (await student('Amel Zerrouki', '/uploads/profile/amel.webp')).id, maths.id);
  await approvedEnrollment(t, (await student('Bilal Haddad')).id, maths.id);
  const pending = await student('Chahrazed Pending');
  await t.app.deps.db.insert(enrollments).values({ studentId: pending.id, sectionId: maths.id, status: 'pending' });
  const left = await student('Djamel Left');
  await t.app.deps.db.insert(enrollments).values({ studentId: left.id, sectionId: maths.id, status: 'approved', isActive: false });
  await approvedEnrollment(t, (await student('Elyes Archived', null, true)).id, maths.id);
  await approvedEnrollment(t, (await student('Farah Physics')).id, physics.id);
  await approvedEnrollment(t, (await student('Ghani Others')).id, othersSection.id);
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/teacher/week', () => {
  it("lists the teacher's own active sections' sessions of the school week, Saturday to Friday, in order", async () => {
    const res = await get('/api/teacher/week', teacher.token);
    expect(res.statusCode).toBe(200);
    const week = res.json() as TeacherWeek;
    expect([week.today, week.week_start, week.week_end]).toEqual(['2026-11-23', '2026-11-21', '2026-11-27']);
    expect(week.sessions.map((s) => [s.date, s.day_of_week, s.start_time, s.end_time, s.section.name, s.students_count])).toEqual([
      ['2026-11-21', 6, '09:00', '10:30', 'Maths A', 2],
      ['2026-11-23', 1, '16:00', '17:30', 'Maths A', 2],
      ['2026-11-26', 4, '18:00', '19:30', 'Physics B', 1],
    ]);
    expect(week.sessions[0]).toMatchObject({
      course: { name: 'Maths 4AM', name_ar: 'رياضيات 4م' },
      room: { name: 'Room 1' },
      section: { id: maths.id },
    });
    expect(week.sessions[2]!.room).toBeNull();
    // Another teacher's section and the inactive one never appear.
    expect(res.body).not.toContain('Maths C');
    expect(res.body).not.toContain('Old Maths');
  });

  it("takes the week from the academy's clock: just after midnight in Algiers (still Friday in UTC) is the next week", async () => {
    t.clock.set('2026-11-27T23:30:00Z'); // Saturday 2026-11-28 00:30 in Algiers
    try {
      const week = (await get('/api/teacher/week', teacher.token)).json() as TeacherWeek;
      expect([week.today, week.week_start, week.week_end]).toEqual(['2026-11-28', '2026-11-28', '2026-12-04']);
      expect(week.sessions.map((s) => s.date)).toEqual(['2026-11-28', '2026-11-30', '2026-12-03']);
    } finally {
      t.clock.set('2026-11-23T09:00:00Z');
    }
  });

  it('reads the week of any date, and refuses a date that is not one', async () => {
    // A Friday is the last day of its week.
    const friday = (await get('/api/teacher/week?date=2026-12-04', teacher.token)).json() as TeacherWeek;
    expect([friday.week_start, friday.week_end]).toEqual(['2026-11-28', '2026-12-04']);
    for (const bad of ['2026-02-30', 'tomorrow', '2026-1-1']) {
      const res = await get(`/api/teacher/week?date=${bad}`, teacher.token);
      expect([bad, res.statusCode, res.json().code]).toEqual([bad, 400, 'validation_failed']);
    }
  });

  it('keeps a section to its start and end dates', async () => {
    await t.app.deps.db.update(sections).set({ endDate: '2026-11-24' }).where(eq(sections.id, maths.id));
    try {
      const week = (await get('/api/teacher/week?date=2026-11-28', teacher.token)).json() as TeacherWeek;
      expect(week.sessions.map((s) => [s.date, s.section.name])).toEqual([['2026-12-03', 'Physics B']]);
    } finally {
      await t.app.deps.db.update(sections).set({ endDate: null }).where(eq(sections.id, maths.id));
    }
  });

  it('shows the second teacher only their own section', async () => {
    const week = (await get('/api/teacher/week', other.token)).json() as TeacherWeek;
    expect(week.sessions.map((s) => s.section.name)).toEqual(['Maths C']);
  });

  it('refuses everybody but a teacher', async () => {
    expect((await get('/api/teacher/week')).statusCode).toBe(401);
    expect((await get('/api/teacher/week', parentToken)).statusCode).toBe(403);
    expect((await get('/api/teacher/week', admin)).statusCode).toBe(403);
  });
});

describe('GET /api/teacher/sections/:id/students', () => {
  it('lists the approved, active students of an own section by name, with photos, and nothing private', async () => {
    const res = await get(`/api/teacher/sections/${maths.id}/students`, teacher.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as TeacherClassList;
    expect(list).toEqual({
      section: { id: maths.id, name: 'Maths A' },
      course: { id: expect.any(Number), name: 'Maths 4AM', name_ar: 'رياضيات 4م' },
      room: { id: expect.any(Number), name: 'Room 1' },
      today: '2026-11-23',
      meets_today: true,
      students: [
        { id: ids['Amel Zerrouki'], name: 'Amel Zerrouki', photo_url: '/uploads/profile/amel.webp', today_status: null },
        { id: ids['Bilal Haddad'], name: 'Bilal Haddad', photo_url: null, today_status: null },
      ],
    });
    for (const secret of ['0661000000', '2012-02-02', 'T10', 'Parent of']) expect(res.body).not.toContain(secret);
  });

  it("answers 404 section_not_found for another teacher's section, an inactive one and an unknown id", async () => {
    for (const id of [othersSection.id, inactive.id, 999999]) {
      const res = await get(`/api/teacher/sections/${id}/students`, teacher.token);
      expect([id, res.statusCode, res.json().code]).toEqual([id, 404, 'section_not_found']);
      expect(res.body).not.toContain('Ghani');
    }
    const theirs = await get(`/api/teacher/sections/${maths.id}/students`, other.token);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'section_not_found']);
    expect(theirs.body).not.toContain('Amel');
  });

  it('refuses a parent and the admin (403) and a visitor (401)', async () => {
    const url = `/api/teacher/sections/${maths.id}/students`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, parentToken)).statusCode).toBe(403);
    expect((await get(url, admin)).statusCode).toBe(403);
  });
});
