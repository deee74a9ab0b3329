import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { academyClock, type PayRulesResponse, PayoutResponse, TeacherPayListResponse, TeacherStatement } from '@academy/shared';
import { attendanceRecords, auditLog, ledgerEntries, teacherPayouts } from '../src/db/schema';
import { statementTexts } from '../src/modules/teacher-pay/statement-document';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { letterKey, pdfWords, wordsOf } from './support/pdf-text';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * Teacher pay (issue 25 item 3) through HTTP, with the injectable clock. October 2026 is the month under test
 * (ended), November 2026 the academy's current month. Sessions cost 500 DA. Money is compared as numbers.
 *
 * Percent (teacher P, section SP): 40 % from 1 October, 50 % from 16 October.
 *   Oct 5  s1 paid at the door 500 (40 %: 200)        s2 unpaid (paid late on 3 November: 40 % of 500 = 200 in November)
 *   Oct 12 s1 paid 500 (40 %: 200)
 *   Oct 19 s1 paid 500 (50 %: 250, reversed on 5 November: -250 in November)   s3 paid 500 (50 %: 250)
 *   Oct 26 s3 paid 333.33 of 500 (50 %: 166.665)      s2 absent (no session)
 *   October: sessions 4, students 6, collected 2333.33, share round(1066.665) = 1066.67
 *   November: collected 500 - 500 = 0, share 200 - 250 = -50
 * Per session (teacher Q, section SQ): 800 DA a session taught; Oct 6 and 13 (two present each), Oct 20 (absent only).
 * Per student (teacher R, section SR): 150 DA a student present (or late); Oct 7: 3 present; Oct 14: 2 present, 1 late,
 *   1 absent. A late mark for Oct 21 is written on 12 November, after October is closed.
 */

let t: TestApp;
let admin: string;
let parent: { token: string; userId: number };
let P: { id: number; token: string };
let Q: { id: number; token: string };
let R: { id: number; token: string };
let Q2: { id: number; token: string };
const sections = { SP: 0, SQ: 0, SR: 0, none: 0 };

const at = (day: string, time = '16:00') => `${day}T${time}:00+01:00`;

async function request<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
  headers?: Record<string, string>,
) {
  const res = await t.request({ method, url, token, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
  return { status: res.statusCode, body: res.json() as T & { code?: string; details?: Record<string, string[]> } };
}

let keys = 0;
const newKey = () => `pay-test-${++keys}-key`;

async function seat(sectionId: number, name: string) {
  const p = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}` });
  return approvedEnrollment(t, p.user.students[0].id as number, sectionId);
}

type Seat = Awaited<ReturnType<typeof seat>>;

/** A mark (marked at `markedAt`, the session's afternoon by default) and, when attended, its 500 DA charge. */
async function mark(e: Seat, day: string, status: 'present' | 'late' | 'absent' = 'present', markedAt = at(day)) {
  const db = t.app.deps.db;
  const [record] = await db
    .insert(attendanceRecords)
    .values({
      studentId: e.studentId,
      sectionId: e.sectionId,
      enrollmentId: e.id,
      attendanceDate: day,
      status,
      markedAt: new Date(markedAt),
    })
    .returning();
  if (status !== 'absent') {
    await db.insert(ledgerEntries).values({
      kind: 'charge',
      reason: 'session',
      amount: '500.00',
      studentId: e.studentId,
      enrollmentId: e.id,
      attendanceRecordId: record!.id,
      occurredAt: new Date(markedAt),
      createdAt: new Date(markedAt),
    });
  }
  return record!;
}

/** Paid at the door (POST /api/attendance/confirm-payment) at `when`. */
async function payAtDoor(recordId: number, amount: string, when: string) {
  t.clock.set(when);
  const res = await request('POST', '/api/attendance/confirm-payment', admin, { attendance_id: recordId, amount, payment_method: 'cash' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [payment] = await t.app.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.attendanceRecordId, recordId), eq(ledgerEntries.kind, 'payment')));
  return payment!;
}

/** A payment reversed at `when` by the admin (POST /api/admin/payments/{id}/reverse). */
async function reverse(payment: typeof ledgerEntries.$inferSelect, when: string) {
  t.clock.set(when);
  const reversed = await request('POST', `/api/admin/payments/${payment.id}/reverse`, admin, { reason: 'Handed back' });
  expect(reversed.status).toBe(200);
}

const statement = (teacherId: number, month?: string, token = admin) =>
  request<TeacherStatement>('GET', `/api/admin/teachers/${teacherId}/statement${month ? `?month=${month}` : ''}`, token);
const setRule = (sectionId: number, payload: object) =>
  request<PayRulesResponse>('PUT', `/api/admin/sections/${sectionId}/pay-rule`, admin, payload);
const close = (teacherId: number, month: string) =>
  request<TeacherStatement>('POST', `/api/admin/teachers/${teacherId}/months/${month}/close`, admin);
const pay = (teacherId: number, payload: object, headers?: Record<string, string>) =>
  request<PayoutResponse>('POST', `/api/admin/teachers/${teacherId}/payouts`, admin, payload, headers);

/** The statement's own arithmetic: opening + share + corrections - payouts = closing (in centimes). */
function expectAddsUp(s: TeacherStatement) {
  const c = (v: string) => Math.round(Number(v) * 100);
  expect(c(s.opening_balance) + c(s.share) + c(s.corrections) - c(s.payouts_total), `${s.month} adds up`).toBe(c(s.closing_balance));
  expect(c(s.collected) - c(s.share)).toBe(c(s.academy_kept));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const p = await signedInParent(t);
  parent = { token: p.token, userId: p.user.id };
  P = await signedInTeacher(t, 'Pierre Percent');
  Q = await signedInTeacher(t, 'Qassim Session');
  R = await signedInTeacher(t, 'Rachid Student');
  Q2 = await signedInTeacher(t, 'Quentin Next');
  const course = await createCourse(t, { pricingType: 'session', sessionPrice: '500.00' });
  sections.SP = (await createSection(t, course.id, { name: 'SP', teacherId: P.id })).id;
  sections.SQ = (await createSection(t, course.id, { name: 'SQ', teacherId: Q.id })).id;
  sections.SR = (await createSection(t, course.id, { name: 'SR', teacherId: R.id })).id;
  sections.none = (await createSection(t, course.id, { name: 'No teacher' })).id;

  // The rules, set on 30 September.
  t.clock.set(at('2026-09-30', '10:00'));
  for (const [sectionId, body] of [
    [sections.SP, { kind: 'percent', rate: '40', effective_from: '2026-10-01' }],
    [sections.SP, { kind: 'percent', rate: '50', effective_from: '2026-10-16' }],
    [sections.SQ, { kind: 'per_session', rate: '800', effective_from: '2026-10-01' }],
    [sections.SR, { kind: 'per_student', rate: '150', effective_from: '2026-10-01' }],
  ] as const) {
    const res = await setRule(sectionId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  // Percent: P's section.
  const [s1, s2, s3] = [await seat(sections.SP, 'Sami Un'), await seat(sections.SP, 'Sara Deux'), await seat(sections.SP, 'Salim Trois')];
  const oct5s1 = await mark(s1!, '2026-10-05');
  await mark(s2!, '2026-10-05');
  await payAtDoor(oct5s1.id, '500', at('2026-10-05', '16:05'));
  await payAtDoor((await mark(s1!, '2026-10-12')).id, '500', at('2026-10-12', '16:05'));
  const reversed = await payAtDoor((await mark(s1!, '2026-10-19')).id, '500', at('2026-10-19', '16:05'));
  await payAtDoor((await mark(s3!, '2026-10-19')).id, '500', at('2026-10-19', '16:06'));
  await payAtDoor((await mark(s3!, '2026-10-26')).id, '333.33', at('2026-10-26', '16:05'));
  await mark(s2!, '2026-10-26', 'absent');
  // s2's debt paid on 3 November; s1's 19 October payment reversed on 5 November.
  t.clock.set(at('2026-11-03', '11:00'));
  const cleared = await request('POST', '/api/attendance/clear-debt', admin, {
    user_id: s2!.studentId,
    amount: '500',
    payment_method: 'cash',
  });
  expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
  await reverse(reversed, at('2026-11-05', '09:00'));

  // Per session: Q's section.
  const [q1, q2] = [await seat(sections.SQ, 'Qamar Un'), await seat(sections.SQ, 'Qais Deux')];
  for (const day of ['2026-10-06', '2026-10-13']) for (const e of [q1!, q2!]) await mark(e, day);
  await payAtDoor(
    (await t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.enrollmentId, q1!.id)))[0]!.id,
    '500',
    at('2026-10-06', '16:05'),
  );
  await mark(q1!, '2026-10-20', 'absent');

  // Per student: R's section.
  const r = [
    await seat(sections.SR, 'Rym Un'),
    await seat(sections.SR, 'Rayan Deux'),
    await seat(sections.SR, 'Rania Trois'),
    await seat(sections.SR, 'Riad Quatre'),
  ];
  for (const e of r.slice(0, 3)) await mark(e, '2026-10-07');
  await mark(r[0]!, '2026-10-14');
  await mark(r[1]!, '2026-10-14');
  await mark(r[2]!, '2026-10-14', 'late');
  await mark(r[3]!, '2026-10-14', 'absent');
  lateSeat = r[3]!;

  t.clock.set(at('2026-11-10', '10:00'));
}, 120_000);
afterAll(() => t?.close());

let lateSeat: Seat;

describe('pay rules', () => {
  it('lists a section’s rules newest first with the one in effect today, paying the section’s teacher', async () => {
    const res = await request<PayRulesResponse>('GET', `/api/admin/sections/${sections.SP}/pay-rule`, admin);
    expect(res.status).toBe(200);
    expect(res.body.rules.map((r) => [r.effective_from, r.kind, Number(r.rate), r.teacher.id])).toEqual([
      ['2026-10-16', 'percent', 50, P.id],
      ['2026-10-01', 'percent', 40, P.id],
    ]);
    expect(res.body.current).toMatchObject({
      effective_from: '2026-10-16',
      rate: '50.00',
      teacher: { id: P.id, full_name: 'Pierre Percent' },
    });
  });

  it('replaces a rule set from the same date, and refuses a section without a teacher, a bad rate and an unknown section', async () => {
    const again = await setRule(sections.SQ, { kind: 'per_session', rate: '800.00', effective_from: '2026-10-01' });
    expect(again.status).toBe(200);
    expect(again.body.rules).toHaveLength(1);
    expect((await setRule(sections.none, { kind: 'percent', rate: '30', effective_from: '2026-11-01' })).body.code).toBe(
      'section_has_no_teacher',
    );
    const over = await setRule(sections.SP, { kind: 'percent', rate: '101', effective_from: '2026-11-01' });
    expect([over.status, over.body.details?.rate]).toEqual([400, ['percent_over_100']]);
    const unknown = await setRule(999999, { kind: 'percent', rate: '30', effective_from: '2026-11-01' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'section_not_found']);
    const audited = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'teacher_pay.rule_set'));
    expect(audited.length).toBe(5);
  });
});

describe('statements', () => {
  it('percent: the share of what is collected, in the month it is collected, at the rule of the charge’s day', async () => {
    const oct = await statement(P.id, '2026-10');
    expect(oct.status).toBe(200);
    expect(oct.body).toMatchObject({ month: '2026-10', closed: null, can_close: true, sessions_taught: 4, students_present: 6 });
    expect(Number(oct.body.collected)).toBe(2333.33);
    // 200 + 200 + 250 + 250 + 166.665, rounded once.
    expect(Number(oct.body.share)).toBe(1066.67);
    expect(Number(oct.body.academy_kept)).toBe(1266.66);
    expect(oct.body.sections).toHaveLength(1);
    expect(oct.body.sections[0]).toMatchObject({
      section_id: sections.SP,
      section_name: 'SP',
      rule: { kind: 'percent', rate: '50.00', effective_from: '2026-10-16' },
    });
    expect(Number(oct.body.opening_balance)).toBe(0);
    expect(Number(oct.body.closing_balance)).toBe(1066.67);
    expectAddsUp(oct.body);

    // November: the late debt earns 40 % (its session's rule), the reversal takes back 50 % of the reversed payment.
    const nov = await statement(P.id);
    expect(nov.body).toMatchObject({ month: '2026-11', can_close: false, sessions_taught: 0, students_present: 0 });
    expect(Number(nov.body.collected)).toBe(0);
    expect(Number(nov.body.share)).toBe(-50);
    expect(Number(nov.body.opening_balance)).toBe(1066.67);
    expect(Number(nov.body.closing_balance)).toBe(1016.67);
    expectAddsUp(nov.body);
  });

  it('per session and per student: sessions taught and students present, whatever was paid', async () => {
    const q = (await statement(Q.id, '2026-10')).body;
    expect(q).toMatchObject({ sessions_taught: 2, students_present: 4 });
    expect([Number(q.share), Number(q.collected), Number(q.academy_kept)]).toEqual([1600, 500, -1100]);
    const r = (await statement(R.id, '2026-10')).body;
    expect(r).toMatchObject({ sessions_taught: 2, students_present: 6 });
    expect([Number(r.share), Number(r.collected)]).toEqual([900, 0]);
    expectAddsUp(q);
    expectAddsUp(r);
  });

  it('a month before any data is zeros, and an account that is not a teacher’s is not found', async () => {
    const early = (await statement(P.id, '2025-01')).body;
    expect(early).toMatchObject({ sessions_taught: 0, sections: [], payouts: [] });
    expect([early.share, early.opening_balance, early.closing_balance].map(Number)).toEqual([0, 0, 0]);
    const other = await statement(parent.userId, '2026-10');
    expect([other.status, other.body.code]).toEqual([404, 'teacher_not_found']);
    expect((await statement(999999)).status).toBe(404);
    for (const month of ['2026-13', '0000-01', '2026-1'])
      expect((await request('GET', `/api/admin/teachers/${P.id}/statement?month=${month}`, admin)).status, month).toBe(400);
  });
});

describe('payouts', () => {
  it('pays once per key, once per double click, never more than the balance, and keeps who paid and when', async () => {
    const key = newKey();
    const first = await pay(P.id, { amount: '600', method: 'cash', note: 'October', idempotency_key: key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.payout).toMatchObject({ amount: '600.00', method: 'cash', note: 'October', paid_at: '2026-11-10T09:00:00.000Z' });
    expect(Number(first.body.balance)).toBe(416.67);
    const again = await pay(P.id, { amount: '600', method: 'cash', note: 'October' }, { 'idempotency-key': key });
    expect([again.status, again.body.payout.id]).toEqual([200, first.body.payout.id]);
    const reused = await pay(P.id, { amount: '50', method: 'cash', idempotency_key: key });
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency_key_reused']);

    // Keyless double click: one payout.
    const click1 = await pay(P.id, { amount: '100' });
    t.clock.advance(2_000);
    const click2 = await pay(P.id, { amount: '100' });
    expect([click1.status, click2.status]).toEqual([201, 200]);
    expect(click2.body.payout.id).toBe(click1.body.payout.id);
    expect(await t.app.deps.db.select().from(teacherPayouts).where(eq(teacherPayouts.teacherId, P.id))).toHaveLength(2);

    // Two clicks at once with one key: one payout, both answered with it.
    const twinKey = newKey();
    const twins = await Promise.all([
      pay(P.id, { amount: '0.01', idempotency_key: twinKey }),
      pay(P.id, { amount: '0.01', idempotency_key: twinKey }),
    ]);
    expect(twins.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(twins[0].body.payout.id).toBe(twins[1].body.payout.id);
    expect(await t.app.deps.db.select().from(teacherPayouts).where(eq(teacherPayouts.teacherId, P.id))).toHaveLength(3);

    const over = await pay(P.id, { amount: '316.67', idempotency_key: newKey() });
    expect([over.status, over.body.code, over.body.details?.balance]).toEqual([409, 'payout_exceeds_balance', ['316.66']]);
    expect((await pay(Q2.id, { amount: '1', idempotency_key: newKey() })).body.code).toBe('payout_exceeds_balance');
    expect((await pay(parent.userId, { amount: '1', idempotency_key: newKey() })).status).toBe(404);
    expect((await pay(P.id, { amount: '0' })).status).toBe(400);

    const nov = (await statement(P.id, '2026-11')).body;
    expect(nov.payouts.map((p) => Number(p.amount))).toEqual([600, 100, 0.01]);
    expect(Number(nov.payouts_total)).toBe(700.01);
    expect(Number(nov.closing_balance)).toBe(316.66);
    expectAddsUp(nov);
  });
});

describe('closing a month', () => {
  it('freezes an ended month once; the current month cannot be closed', async () => {
    const closed = await close(R.id, '2026-10');
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.closed?.closed_at).toMatch(/^2026-11-10T09:00:0\d\.000Z$/);
    expect(closed.body.can_close).toBe(false);
    expect(Number(closed.body.share)).toBe(900);
    expect((await close(R.id, '2026-10')).body.code).toBe('month_already_closed');
    const now = await close(R.id, '2026-11');
    expect([now.status, now.body.code]).toEqual([409, 'month_not_ended']);
    expect((await close(parent.userId, '2026-10')).status).toBe(404);
  });

  it('a late mark in a closed month leaves it as it was and shows as a correction the next month', async () => {
    t.clock.set(at('2026-11-12', '10:00'));
    await mark(lateSeat, '2026-10-21', 'present', at('2026-11-12', '10:00'));
    const oct = (await statement(R.id, '2026-10')).body;
    expect([oct.students_present, Number(oct.share), Number(oct.closing_balance), Number(oct.corrections)]).toEqual([6, 900, 900, 0]);
    expect(oct.sections[0]).toMatchObject({ students_present: 6, share: '900.00' });
    const nov = (await statement(R.id, '2026-11')).body;
    expect([Number(nov.opening_balance), Number(nov.share), Number(nov.corrections), Number(nov.closing_balance)]).toEqual([
      900, 0, 150, 1050,
    ]);
    expectAddsUp(nov);
    expectAddsUp(oct);
    // The list's balance today is the ledger's.
    const list = (await request<TeacherPayListResponse>('GET', '/api/admin/teacher-pay?month=2026-11', admin)).body;
    expect(Number(list.teachers.find((row) => row.teacher_id === R.id)!.balance)).toBe(1050);
  });

  it('a rule cannot be set from a date in a closed month', async () => {
    await close(P.id, '2026-10');
    const refused = await setRule(sections.SP, { kind: 'percent', rate: '60', effective_from: '2026-10-20' });
    expect([refused.status, refused.body.code]).toEqual([409, 'pay_rule_in_closed_month']);
    expect((await setRule(sections.SP, { kind: 'percent', rate: '60', effective_from: '2026-11-20' })).status).toBe(200);
  });
});

describe('a new teacher on a section', () => {
  it('is paid from the day of the change by the rule in effect; the old teacher keeps the past', async () => {
    t.clock.set(at('2026-11-15', '10:00'));
    const changed = await request('PUT', `/api/courses/sections/${sections.SQ}`, admin, { teacher_id: Q2.id });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const rules = (await request<PayRulesResponse>('GET', `/api/admin/sections/${sections.SQ}/pay-rule`, admin)).body;
    expect(rules.current).toMatchObject({ effective_from: '2026-11-15', kind: 'per_session', rate: '800.00', teacher: { id: Q2.id } });
    const [q1] = await t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.sectionId, sections.SQ));
    await mark({ id: q1!.enrollmentId!, studentId: q1!.studentId, sectionId: sections.SQ } as Seat, '2026-11-16');
    expect(Number((await statement(Q2.id, '2026-11')).body.share)).toBe(800);
    expect(Number((await statement(Q.id, '2026-11')).body.share)).toBe(0);
    expect(Number((await statement(Q.id, '2026-10')).body.share)).toBe(1600);
  });

  it('pays nobody from the day the section is left without a teacher; what was earned before stays', async () => {
    t.clock.set(at('2026-11-17', '10:00'));
    const removed = await request('PUT', `/api/courses/sections/${sections.SQ}`, admin, { teacher_id: null });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const rules = (await request<PayRulesResponse>('GET', `/api/admin/sections/${sections.SQ}/pay-rule`, admin)).body;
    expect(rules.current).toMatchObject({ effective_from: '2026-11-17', rate: '0.00', teacher: { id: Q2.id } });
    const [q1] = await t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.sectionId, sections.SQ));
    await mark({ id: q1!.enrollmentId!, studentId: q1!.studentId, sectionId: sections.SQ } as Seat, '2026-11-18');
    expect(Number((await statement(Q2.id, '2026-11')).body.share)).toBe(800);
  });
});

describe('the admin’s list', () => {
  it('has every teacher, the totals of the rows, and what the academy kept', async () => {
    const res = await request<TeacherPayListResponse>('GET', '/api/admin/teacher-pay?month=2026-10', admin);
    expect(res.status).toBe(200);
    const { teachers, totals } = res.body;
    expect(teachers.map((r) => r.teacher_id)).toEqual(expect.arrayContaining([P.id, Q.id, R.id, Q2.id]));
    const sum = (key: 'collected' | 'share' | 'academy_kept' | 'payouts_total' | 'balance') =>
      teachers.reduce((s, r) => s + Math.round(Number(r[key]) * 100), 0) / 100;
    for (const key of ['collected', 'share', 'academy_kept', 'payouts_total', 'balance'] as const)
      expect(Number(totals[key]), key).toBe(sum(key));
    for (const row of teachers)
      expect(Math.round(Number(row.collected) * 100) - Math.round(Number(row.share) * 100)).toBe(
        Math.round(Number(row.academy_kept) * 100),
      );
    const p = teachers.find((r) => r.teacher_id === P.id)!;
    expect(p).toMatchObject({ closed: true, sessions_taught: 4, share: '1066.67', collected: '2333.33' });
    expect(Number(p.balance)).toBe(316.66);
  });
});

describe('who sees what', () => {
  it('a teacher reads only their own pay; the admin’s routes and other sections are closed to them', async () => {
    const own = await request<TeacherStatement>('GET', '/api/teacher/pay?month=2026-10', P.token);
    expect(own.status).toBe(200);
    expect(own.body.teacher.id).toBe(P.id);
    expect(own.body.sections.map((s) => s.section_id)).toEqual([sections.SP]);
    expect(Number(own.body.share)).toBe(1066.67);
    expect(JSON.stringify(own.body)).not.toContain('Rachid');
    expect((await statement(R.id, '2026-10', P.token)).status).toBe(403);
    expect((await request('GET', '/api/admin/teacher-pay', P.token)).status).toBe(403);
    expect((await request('GET', `/api/teacher/sections/${sections.SR}/students`, P.token)).status).toBe(404);
    expect((await request('GET', '/api/teacher/pay', parent.token)).status).toBe(403);
    expect((await request('GET', `/api/admin/teachers/${P.id}/statement`, parent.token)).status).toBe(403);
  });
});

describe('the statement as a PDF', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`prints the statement in ${lang === 'en' ? 'English' : 'Arabic'}`, async () => {
      const json = (await statement(P.id, '2026-11')).body;
      const res = await t.request({ method: 'GET', url: `/api/teacher/pay/statement.pdf?month=2026-11&lang=${lang}`, token: P.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const academy = lang === 'ar' ? t.app.deps.config.academy.name_ar : t.app.deps.config.academy.name;
      const expected = statementTexts(json, lang, academy, academyClock(t.clock()).date);
      const got = await pdfWords(res.rawPayload);
      const wanted = new Map(expected.flatMap(wordsOf).map((w) => [letterKey(w), w]));
      const found = new Set(got.words.map(letterKey));
      expect([...wanted].filter(([key]) => !found.has(key)).map(([, w]) => w)).toEqual([]);
      expect(got.words.filter((w) => !wanted.has(letterKey(w)))).toEqual([]);
      expect(expected.join(' ')).toContain(lang === 'ar' ? 'دج' : 'DA');
      const admins = await t.request({
        method: 'GET',
        url: `/api/admin/teachers/${P.id}/statement.pdf?month=2026-10&lang=${lang}`,
        token: admin,
      });
      expect([admins.statusCode, admins.headers['content-type']]).toEqual([200, 'application/pdf']);
    });
  }
});

describe('what teacher pay reads', () => {
  it('agrees with the ledger and the attendance after every payment, late debt, reversal and late mark above', async () => {
    expect(await expectKeptSummaries(t)).toBeGreaterThanOrEqual(0);
    const kept = (await t.app.deps.db.execute(sql`select count(*)::int as n from section_collections where amount <> 0`)) as unknown as {
      rows: { n: number }[];
    };
    expect(kept.rows[0]!.n).toBeGreaterThan(0);
  });
});
