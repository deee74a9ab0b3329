import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollCallResponse, TeacherClassList } from '@academy/shared';
import { eq } from 'drizzle-orm';
import { attendanceRecords, ledgerEntries, parents, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import { signedInTeacher } from './support/teachers';

/*
 * The teacher's roll call (issue 25 item 2) through HTTP. Clock: Monday 2026-11-23 10:00 in Algiers.
 * Maths A (session-priced, 500 DA) and Physics M (monthly, 2,000 DA a month of 4 sessions) meet on Monday
 * 09:30-11:00, so the door's window is open; Tuesday's section does not meet today; another teacher's is theirs.
 */

let t: TestApp;
let teacher: Awaited<ReturnType<typeof signedInTeacher>>;
let other: Awaited<ReturnType<typeof signedInTeacher>>;
let admin: string;
let parentToken: string;
let maths: { id: number };
let monthly: { id: number };
let tuesday: { id: number };
let othersSection: { id: number };
let counter = 0;

type Student = { id: number; barcode: string };

async function student(sectionId: number | null, cycleStartedOn: string | null = null): Promise<Student & { enrollmentId: number }> {
  counter += 1;
  const [parent] = await t.app.deps.db
    .insert(parents)
    .values({ fullName: `Parent ${counter}`, phone: '0661000000' })
    .returning();
  const [row] = await t.app.deps.db
    .insert(students)
    .values({
      parentId: parent!.id,
      name: `Student ${String(counter).padStart(3, '0')}`,
      barcode: `RC${counter + 5000}`,
      dateOfBirth: '2012-02-02',
    })
    .returning();
  const seat = sectionId === null ? null : await approvedEnrollment(t, row!.id, sectionId, cycleStartedOn);
  return { id: row!.id, barcode: row!.barcode!, enrollmentId: seat?.id ?? 0 };
}

const rollCall = (sectionId: number, payload: unknown, token = teacher.token, key?: string) =>
  t.request({
    method: 'POST',
    url: `/api/teacher/sections/${sectionId}/roll-call`,
    token,
    payload: payload as Record<string, unknown>,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const scan = (barcode: string) => t.request({ method: 'POST', url: '/api/attendance/scan-barcode', token: admin, payload: { barcode } });

/** The student's records and charges, as written. */
async function written(studentId: number) {
  const db = t.app.deps.db;
  const records = await db.select().from(attendanceRecords).where(eq(attendanceRecords.studentId, studentId));
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));
  return {
    records: records.map((r) => [r.sectionId, r.attendanceDate, r.status]),
    charges: entries.filter((e) => e.kind === 'charge').map((e) => [e.reason, e.amount]),
    payments: entries.filter((e) => e.kind !== 'charge').length,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parentToken = (await signedInParent(t)).token;
  teacher = await signedInTeacher(t, 'Samir Teacher');
  other = await signedInTeacher(t, 'Nadia Other');
  const mathsCourse = await createCourse(t, { name: 'Maths 4AM', pricingType: 'session', sessionPrice: '500.00' });
  const physicsCourse = await createCourse(t, { name: 'Physics 4AM', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '2000.00' });
  const today = [{ dayOfWeek: 1, startTime: '09:30', endTime: '11:00' }];
  maths = await createSection(t, mathsCourse.id, { name: 'Maths A', teacherId: teacher.id }, today);
  monthly = await createSection(t, physicsCourse.id, { name: 'Physics M', teacherId: teacher.id }, today);
  tuesday = await createSection(t, mathsCourse.id, { name: 'Maths Tuesday', teacherId: teacher.id }, [
    { dayOfWeek: 2, startTime: '09:30', endTime: '11:00' },
  ]);
  othersSection = await createSection(t, mathsCourse.id, { name: 'Maths C', teacherId: other.id }, today);
}, 120_000);
afterAll(() => t?.close());

describe('POST /api/teacher/sections/:id/roll-call', () => {
  it("writes each mark with the door's charges, unpaid: a session's price, nothing for absent, the month at its 4th session", async () => {
    const [a, b, c] = [await student(maths.id), await student(maths.id), await student(maths.id)];
    const m = await student(monthly.id, '2026-11-01');
    for (const day of ['2026-11-02', '2026-11-09', '2026-11-16'])
      await attended(t, { id: m.enrollmentId, studentId: m.id, sectionId: monthly.id }, day);
    const first = await student(monthly.id, '2026-11-01');

    const res = await rollCall(maths.id, {
      marks: [
        { student_id: a.id, status: 'present' },
        { student_id: b.id, status: 'late' },
        { student_id: c.id, status: 'absent' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-11-23',
      results: [
        { student_id: a.id, status: 'present', outcome: 'marked', charged: 500 },
        { student_id: b.id, status: 'late', outcome: 'marked', charged: 500 },
        { student_id: c.id, status: 'absent', outcome: 'marked' },
      ],
    } satisfies RollCallResponse);
    expect(await written(a.id)).toEqual({ records: [[maths.id, '2026-11-23', 'present']], charges: [['session', '500.00']], payments: 0 });
    expect(await written(b.id)).toEqual({ records: [[maths.id, '2026-11-23', 'late']], charges: [['session', '500.00']], payments: 0 });
    expect(await written(c.id)).toEqual({ records: [[maths.id, '2026-11-23', 'absent']], charges: [], payments: 0 });

    const month = await rollCall(monthly.id, {
      date: '2026-11-23',
      marks: [
        { student_id: m.id, status: 'present' },
        { student_id: first.id, status: 'present' },
      ],
    });
    expect(month.json().results).toEqual([
      { student_id: m.id, status: 'present', outcome: 'marked', charged: 2000 },
      { student_id: first.id, status: 'present', outcome: 'marked' },
    ]);
    expect((await written(m.id)).charges).toEqual([['month', '2000.00']]);
    expect((await written(first.id)).charges).toEqual([]);
    // No money totals, no contacts in the answer.
    for (const secret of ['0661000000', 'Parent', 'RC5']) expect(month.body).not.toContain(secret);
  });

  it("keeps the door's mark: a student scanned first is already_marked, with one record and one charge", async () => {
    const s = await student(maths.id);
    const door = await scan(s.barcode);
    expect([door.statusCode, door.json().outcome]).toEqual([200, 'marked']);
    const res = await rollCall(maths.id, { marks: [{ student_id: s.id, status: 'absent' }] });
    expect(res.json().results).toEqual([{ student_id: s.id, status: 'present', outcome: 'already_marked' }]);
    expect(await written(s.id)).toEqual({ records: [[maths.id, '2026-11-23', 'present']], charges: [['session', '500.00']], payments: 0 });
    // An earlier roll call too.
    const again = await rollCall(maths.id, { marks: [{ student_id: s.id, status: 'late' }] });
    expect(again.json().results[0].outcome).toBe('already_marked');
    expect((await written(s.id)).charges).toHaveLength(1);
  });

  it('a roll call and a door scan racing on one student write one record and one charge', async () => {
    for (let round = 0; round < 6; round += 1) {
      const s = await student(maths.id);
      const [call, door] = await Promise.all([rollCall(maths.id, { marks: [{ student_id: s.id, status: 'late' }] }), scan(s.barcode)]);
      expect([round, call.statusCode, door.statusCode]).toEqual([round, 200, 200]);
      const outcomes = [call.json().results[0].outcome, door.json().outcome].sort();
      expect([round, outcomes]).toEqual([round, ['already_marked', 'marked']]);
      const w = await written(s.id);
      expect([round, w.records.length, w.charges]).toEqual([round, 1, [['session', '500.00']]]);
    }
  });

  it('answers the same Idempotency-Key twice with one result, and refuses the key for another roll call', async () => {
    const [a, b] = [await student(maths.id), await student(maths.id)];
    const body = {
      marks: [
        { student_id: a.id, status: 'present' },
        { student_id: b.id, status: 'absent' },
      ],
    };
    const [one, two] = await Promise.all([
      rollCall(maths.id, body, teacher.token, 'roll-key-0001'),
      rollCall(maths.id, body, teacher.token, 'roll-key-0001'),
    ]);
    const three = await rollCall(maths.id, body, teacher.token, 'roll-key-0001');
    expect(one.statusCode).toBe(200);
    expect(two.json()).toEqual(one.json());
    expect(three.json()).toEqual(one.json());
    expect(one.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['marked', 'marked']);
    expect(await written(a.id)).toEqual({ records: [[maths.id, '2026-11-23', 'present']], charges: [['session', '500.00']], payments: 0 });
    expect((await written(b.id)).records).toHaveLength(1);
    // The key in the body (as the web sends it) is the same key.
    const inBody = await rollCall(maths.id, { ...body, idempotency_key: 'roll-key-0001' });
    expect(inBody.json()).toEqual(one.json());
    const other = await rollCall(maths.id, { marks: [{ student_id: a.id, status: 'late' }] }, teacher.token, 'roll-key-0001');
    expect([other.statusCode, other.json().code]).toEqual([409, 'idempotency_key_reused']);
  });

  it("answers 404 section_not_found for another teacher's section and an unknown one, and writes nothing", async () => {
    const s = await student(othersSection.id);
    for (const id of [othersSection.id, 999999]) {
      const res = await rollCall(id, { marks: [{ student_id: s.id, status: 'present' }] });
      expect([id, res.statusCode, res.json().code]).toEqual([id, 404, 'section_not_found']);
    }
    expect((await written(s.id)).records).toEqual([]);
  });

  it('refuses a parent and the admin (403) and a visitor (401)', async () => {
    const s = await student(maths.id);
    const body = { marks: [{ student_id: s.id, status: 'present' }] };
    expect((await rollCall(maths.id, body, parentToken)).statusCode).toBe(403);
    expect((await rollCall(maths.id, body, admin)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/teacher/sections/${maths.id}/roll-call`, payload: body })).statusCode).toBe(401);
    expect((await written(s.id)).records).toEqual([]);
  });

  it('is for today only, and for a section that meets today', async () => {
    const s = await student(maths.id);
    for (const date of ['2026-11-22', '2026-11-24']) {
      const res = await rollCall(maths.id, { date, marks: [{ student_id: s.id, status: 'present' }] });
      expect([date, res.statusCode, res.json().code, res.json().details]).toEqual([
        date,
        400,
        'validation_failed',
        { date: ['roll_call_today_only'] },
      ]);
    }
    const u = await student(tuesday.id);
    const off = await rollCall(tuesday.id, { marks: [{ student_id: u.id, status: 'present' }] });
    expect([off.statusCode, off.json().details]).toEqual([409, { date: ['no_session_today'] }]);
    expect((await written(s.id)).records).toEqual([]);
    expect((await written(u.id)).records).toEqual([]);
  });

  it('refuses the whole call (409 not_enrolled, naming the student) when one student has no seat, and writes nothing', async () => {
    const seated = await student(maths.id);
    const elsewhere = await student(othersSection.id);
    const res = await rollCall(maths.id, {
      marks: [
        { student_id: seated.id, status: 'present' },
        { student_id: elsewhere.id, status: 'present' },
      ],
    });
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([409, 'not_enrolled', { student_id: [String(elsewhere.id)] }]);
    expect(await written(seated.id)).toEqual({ records: [], charges: [], payments: 0 });
    const unknown = await rollCall(maths.id, { marks: [{ student_id: 987654, status: 'present' }] });
    expect([unknown.statusCode, unknown.json().code]).toEqual([409, 'not_enrolled']);
  });

  it('validates its body: 1 to 200 marks, no student twice, a known status', async () => {
    const s = await student(maths.id);
    for (const body of [
      { marks: [] },
      {
        marks: [
          { student_id: s.id, status: 'present' },
          { student_id: s.id, status: 'absent' },
        ],
      },
      { marks: [{ student_id: s.id, status: 'excused' }] },
      { marks: Array.from({ length: 201 }, (_, i) => ({ student_id: i + 1, status: 'present' })) },
    ]) {
      const res = await rollCall(maths.id, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
    }
    expect((await written(s.id)).records).toEqual([]);
  });
});

describe("GET /api/teacher/sections/:id/students: today's marks", () => {
  it("shows each student's mark of today (null when not marked) and whether the section meets today", async () => {
    const [scanned, called, none] = [await student(monthly.id), await student(monthly.id), await student(monthly.id)];
    await scan(scanned.barcode);
    await rollCall(monthly.id, { marks: [{ student_id: called.id, status: 'late' }] });
    const list = (
      await t.request({ method: 'GET', url: `/api/teacher/sections/${monthly.id}/students`, token: teacher.token })
    ).json() as TeacherClassList;
    expect([list.today, list.meets_today]).toEqual(['2026-11-23', true]);
    const status = Object.fromEntries(list.students.map((s) => [s.id, s.today_status]));
    expect([status[scanned.id], status[called.id], status[none.id]]).toEqual(['present', 'late', null]);
    const off = (
      await t.request({ method: 'GET', url: `/api/teacher/sections/${tuesday.id}/students`, token: teacher.token })
    ).json() as TeacherClassList;
    expect(off.meets_today).toBe(false);
  });
});
