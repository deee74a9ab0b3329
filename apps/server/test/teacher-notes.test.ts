import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { MyNotesResponse, SessionNoteResponse } from '@academy/shared';
import { sessionNotes } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { signedInTeacher } from './support/teachers';

/*
 * Session notes (issue 25 item 2) through HTTP. Clock: Monday 2026-11-23 10:00 in Algiers. Maths A (the
 * teacher's) meets on Monday; Maths Tuesday (the teacher's) on Tuesday; Maths C is another teacher's. Family A's
 * child sits in Maths A; family B's child sits in Maths C only.
 */

let t: TestApp;
let teacher: Awaited<ReturnType<typeof signedInTeacher>>;
let other: Awaited<ReturnType<typeof signedInTeacher>>;
let admin: string;
let A: Awaited<ReturnType<typeof signedInParent>> & { studentId: number };
let B: Awaited<ReturnType<typeof signedInParent>> & { studentId: number };
let maths: { id: number };
let tuesday: { id: number };
let othersSection: { id: number };

const STAFF_SECRET = 'Staff only: Yanis needs a word with the counsellor';

const put = (sectionId: number, payload: object, token = teacher.token) =>
  t.request({ method: 'PUT', url: `/api/teacher/sections/${sectionId}/notes`, token, payload });
const get = (sectionId: number, date?: string, token = teacher.token) =>
  t.request({ method: 'GET', url: `/api/teacher/sections/${sectionId}/notes${date ? `?date=${date}` : ''}`, token });
const familyNotes = (token: string, studentId?: number) =>
  t.request({ method: 'GET', url: `/api/learning/my-notes${studentId ? `?student_id=${studentId}` : ''}`, token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  teacher = await signedInTeacher(t, 'Samir Teacher');
  other = await signedInTeacher(t, 'Nadia Other');
  const course = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات' });
  const monday = [{ dayOfWeek: 1, startTime: '09:30', endTime: '11:00' }];
  maths = await createSection(t, course.id, { name: 'Maths A', teacherId: teacher.id }, monday);
  tuesday = await createSection(t, course.id, { name: 'Maths Tuesday', teacherId: teacher.id }, [
    { dayOfWeek: 2, startTime: '09:30', endTime: '11:00' },
  ]);
  othersSection = await createSection(t, course.id, { name: 'Maths C', teacherId: other.id }, monday);
  const a = await signedInParent(t, { student_name: 'Yanis Alphaoui', full_name: 'Zoubida Alphaoui' });
  const b = await signedInParent(t, { student_name: 'Sami Betaoui', full_name: 'Farid Betaoui' });
  A = { ...a, studentId: a.user.students[0].id };
  B = { ...b, studentId: b.user.students[0].id };
  await approvedEnrollment(t, A.studentId, maths.id);
  await approvedEnrollment(t, B.studentId, othersSection.id);
}, 120_000);
afterAll(() => t?.close());

describe('the teacher writes a session note', () => {
  it("saves both notes of today's session, answers them back, and a second save replaces them (one row)", async () => {
    const empty = await get(maths.id);
    expect([empty.statusCode, empty.json()]).toEqual([
      200,
      { date: '2026-11-23', today: '2026-11-23', meets: true, note: null } satisfies SessionNoteResponse,
    ]);

    const first = await put(maths.id, { parent_note: 'We revised fractions.', staff_note: STAFF_SECRET });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      date: '2026-11-23',
      meets: true,
      note: {
        section_id: maths.id,
        date: '2026-11-23',
        parent_note: 'We revised fractions.',
        staff_note: STAFF_SECRET,
        written_by: { id: teacher.id, name: 'Samir Teacher' },
      },
    });
    // Cleaned text: the invisible right-to-left override is gone, the spaces around trimmed.
    const second = await put(maths.id, { date: '2026-11-23', parent_note: '  Homework: page 12.\u202E  ', staff_note: STAFF_SECRET });
    expect(second.json().note.parent_note).toBe('Homework: page 12.');
    expect((await get(maths.id, '2026-11-23')).json().note.parent_note).toBe('Homework: page 12.');
    const [rows] = await t.app.deps.db.select({ n: count() }).from(sessionNotes).where(eq(sessionNotes.sectionId, maths.id));
    expect(Number(rows!.n)).toBe(1);
  });

  it('writes a past session of the section, refuses a future day (400) and a day it does not meet (409), and takes at most 2000 characters', async () => {
    const past = await put(maths.id, { date: '2026-11-16', parent_note: 'Last week: a test on angles.', staff_note: '' });
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json().note).toMatchObject({ date: '2026-11-16', parent_note: 'Last week: a test on angles.', staff_note: null });

    const future = await put(maths.id, { date: '2026-11-30', parent_note: 'Not yet.' });
    expect([future.statusCode, future.json().code, future.json().details]).toEqual([
      400,
      'validation_failed',
      { date: ['date_in_future'] },
    ]);
    const tuesdayToday = await put(tuesday.id, { parent_note: 'No class today.' });
    expect([tuesdayToday.statusCode, tuesdayToday.json().details]).toEqual([409, { date: ['no_session_that_day'] }]);
    const sunday = await put(maths.id, { date: '2026-11-22', parent_note: 'Sunday?' });
    expect(sunday.statusCode).toBe(409);
    expect((await get(tuesday.id)).json()).toMatchObject({ meets: false, note: null });

    const long = await put(maths.id, { parent_note: 'x'.repeat(2001) });
    expect([long.statusCode, long.json().details]).toEqual([400, { parent_note: ['too_long'] }]);
    const bad = await put(maths.id, { date: '2026-02-30', parent_note: 'A day that does not exist' });
    expect([bad.statusCode, bad.json().details]).toEqual([400, { date: ['date_invalid'] }]);
    const [rows] = await t.app.deps.db.select({ n: count() }).from(sessionNotes).where(eq(sessionNotes.sectionId, maths.id));
    expect(Number(rows!.n)).toBe(2);
  });

  it('answers another teacher 404 section_not_found for the section, as for an unknown id, and keeps the note as it was', async () => {
    const before = (await get(maths.id)).json();
    const theirs = await put(maths.id, { parent_note: 'Overwritten by someone else' }, other.token);
    const unknown = await put(999999, { parent_note: 'Overwritten by someone else' }, other.token);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'section_not_found']);
    expect(theirs.body).toBe(unknown.body);
    const read = await get(maths.id, undefined, other.token);
    expect([read.statusCode, read.body]).toEqual([404, unknown.body]);
    expect(read.body).not.toContain(STAFF_SECRET);
    expect((await get(maths.id)).json()).toEqual(before);
    // Parents and the admin do not reach the teacher's routes at all.
    for (const token of [A.token, admin]) expect((await get(maths.id, undefined, token)).statusCode).toBe(403);
  });
});

describe("the family reads its child's session notes", () => {
  it("shows the parents' note of the child's classes, newest first, and never the staff note", async () => {
    const res = await familyNotes(A.token, A.studentId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MyNotesResponse;
    expect(body).toEqual({
      student_id: A.studentId,
      notes: [
        {
          section: { id: maths.id, name: 'Maths A' },
          course: expect.objectContaining({ name: 'Maths 4AM', name_ar: 'رياضيات' }),
          date: '2026-11-23',
          note: 'Homework: page 12.',
        },
        {
          section: { id: maths.id, name: 'Maths A' },
          course: expect.objectContaining({ name: 'Maths 4AM' }),
          date: '2026-11-16',
          note: 'Last week: a test on angles.',
        },
      ],
    });
    expect(res.body).not.toContain('Staff only');
    expect(res.body).not.toContain('staff_note');
    // The first child when none is named.
    expect((await familyNotes(A.token)).json()).toEqual(body);
  });

  it('leaves out a staff-only note, notes older than 30 days, and a section the child left', async () => {
    await put(maths.id, { date: '2026-11-09', parent_note: '', staff_note: STAFF_SECRET });
    await put(maths.id, { date: '2026-10-19', parent_note: 'Long ago.' });
    const dates = ((await familyNotes(A.token, A.studentId)).json() as MyNotesResponse).notes.map((n) => n.date);
    expect(dates).toEqual(['2026-11-23', '2026-11-16']);
    // 30 days later the note of the 16th is out of the window, the 23rd's still in.
    t.clock.set('2026-12-19T09:00:00Z');
    expect(((await familyNotes(A.token, A.studentId)).json() as MyNotesResponse).notes.map((n) => n.date)).toEqual(['2026-11-23']);
    t.clock.set('2026-11-23T09:00:00Z');
  });

  it('answers another family 404 for the child, and shows a family nothing of a section its child is not in', async () => {
    const theirs = await familyNotes(B.token, A.studentId);
    const unknown = await familyNotes(B.token, 999999);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'student_not_found']);
    expect(theirs.body).toBe(unknown.body);
    const own = await familyNotes(B.token, B.studentId);
    expect(own.json()).toEqual({ student_id: B.studentId, notes: [] });
    for (const res of [theirs, own]) expect(res.body).not.toContain('fractions');
    expect((await familyNotes(teacher.token)).statusCode).toBe(403);
  });

  it('removes the note when both are cleared: the family sees nothing of that day', async () => {
    const cleared = await put(maths.id, { date: '2026-11-16', parent_note: '', staff_note: null });
    expect(cleared.json()).toMatchObject({ date: '2026-11-16', note: null });
    expect(((await familyNotes(A.token, A.studentId)).json() as MyNotesResponse).notes.map((n) => n.date)).toEqual(['2026-11-23']);
  });
});

describe('the staff read the session notes', () => {
  it("gives the admin a section's notes newest first, the staff note with it, and who wrote them; 404 for an unknown section", async () => {
    const res = await t.request({ method: 'GET', url: `/api/admin/sections/${maths.id}/notes`, token: admin });
    expect(res.statusCode).toBe(200);
    const { notes } = res.json() as { notes: { date: string; staff_note: string | null; written_by: { id: number } | null }[] };
    expect(notes.map((n) => n.date)).toEqual([...notes.map((n) => n.date)].sort().reverse());
    expect(notes.find((n) => n.date === '2026-11-09')?.staff_note).toBe(STAFF_SECRET);
    expect(notes.every((n) => n.written_by?.id === teacher.id)).toBe(true);
    const unknown = await t.request({ method: 'GET', url: '/api/admin/sections/999999/notes', token: admin });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'section_not_found']);
    for (const token of [teacher.token, A.token]) {
      expect((await t.request({ method: 'GET', url: `/api/admin/sections/${maths.id}/notes`, token })).statusCode).toBe(403);
    }
  });
});
