import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ScanBarcodeResponse } from '@academy/shared';
import { attendanceRecords, ledgerEntries, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * POST /api/attendance/scan-barcode and the student card. The test clock starts on Monday 2026-11-23 at
 * 09:00 UTC, 10:00 in Algiers.
 */

let t: TestApp;
let admin: string;
let parentToken: string;
let maths: { id: number };
let mathsMon: { id: number };
let lateSection: { id: number };
let physicsMon: { id: number };

const scan = (barcode: unknown, token = admin) =>
  t
    .request({ method: 'POST', url: '/api/attendance/scan-barcode', token, payload: { barcode } })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

/** A student of a new family, with the card barcode the registration gave it. */
async function student(name: string, overrides: { date_of_birth?: string } = {}) {
  const parent = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}`, ...overrides });
  const id = parent.user.students[0].id as number;
  const [row] = await t.app.deps.db.select({ barcode: students.barcode }).from(students).where(eq(students.id, id));
  return { id, barcode: row!.barcode, token: parent.token };
}

const recordsOf = (studentId: number) => t.app.deps.db.select().from(attendanceRecords).where(eq(attendanceRecords.studentId, studentId));
const ledgerOf = (studentId: number) => t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parentToken = (await signedInParent(t)).token;
  maths = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات', pricingType: 'session', sessionPrice: '500.00' });
  const physics = await createCourse(t, { name: 'Physics', pricingType: 'session', sessionPrice: null });
  // Monday 10:30-12:00: the window opens at 10:00 (09:00 UTC) and closes at 12:30.
  mathsMon = await createSection(t, maths.id, { name: 'Maths A' }, [{ dayOfWeek: 1, startTime: '10:30', endTime: '12:00' }]);
  physicsMon = await createSection(t, physics.id, { name: 'Physics A' }, [{ dayOfWeek: 1, startTime: '10:00', endTime: '11:00' }]);
  // A session crossing the half hour: Monday 16:45-18:15, window 16:15-18:45.
  lateSection = await createSection(t, maths.id, { name: 'Maths evening' }, [{ dayOfWeek: 1, startTime: '16:45', endTime: '18:15' }]);
});
afterAll(() => t.close());

describe('scan: bad input', () => {
  it('refuses a blank barcode (400), an unknown one (404) and a parent (403)', async () => {
    const blank = await scan('   ');
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('validation_failed');
    expect(blank.body.details.barcode).toEqual(['barcode_required']);
    const unknown = await scan('ST00000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'barcode_not_found', message: 'Invalid barcode. Please check and try again.' });
    const s = await student('Parent Forbidden');
    expect((await scan(s.barcode, parentToken)).status).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/attendance/scan-barcode', payload: { barcode: s.barcode } })).statusCode).toBe(
      401,
    );
  });

  it('says no_enrollment for a student without an active seat', async () => {
    const s = await student('Nadir Seatless');
    const res = await scan(s.barcode);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      outcome: 'no_enrollment',
      candidates: [],
      attendance: null,
      student: { id: s.id, name: 'Nadir Seatless' },
    });
  });
});

describe('scan: the time window', () => {
  it('one minute before the window opens: choose_section, outside the window, nothing written', async () => {
    const s = await student('Amine Early');
    await approvedEnrollment(t, s.id, mathsMon.id);
    t.clock.set('2026-11-23T08:59:00Z');
    const res = await scan(s.barcode.toLowerCase());
    expect(res.status).toBe(200);
    const body = res.body as ScanBarcodeResponse;
    expect(body.outcome).toBe('choose_section');
    expect(body.outside_window).toBe(true);
    expect(body.current_time).toBe('09:59');
    expect(body.candidates).toHaveLength(1);
    expect(body.candidates[0]).toMatchObject({
      section_id: mathsMon.id,
      window: 'too_early',
      already_marked: false,
      payment_kind: 'session',
      price: 500,
      schedule: 'Mon 10:30-12:00',
      today_slot: { day_of_week: 1, start_time: '10:30', end_time: '12:00' },
    });
    expect(await recordsOf(s.id)).toHaveLength(0);

    // At the window's opening: marked present at once, the session charged and the PAID / NOT PAID prompt asked.
    t.clock.set('2026-11-23T09:00:00Z');
    const marked = (await scan(s.barcode)).body as ScanBarcodeResponse;
    expect(marked.outcome).toBe('marked');
    expect(marked.attendance).toMatchObject({
      status: 'present',
      date: '2026-11-23',
      duplicate: false,
      forced: false,
      payment_kind: 'session',
      payment_required: true,
      required_amount: 500,
      payment: null,
    });
    expect(marked.student.attendance).toEqual({ attended: 1, total: 1 });
    expect(marked.student.total_debt).toBe(500);
    expect(marked.candidates[0]!.already_marked).toBe(true);
    const ledger = await ledgerOf(s.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'charge',
      reason: 'session',
      amount: '500.00',
      attendanceRecordId: marked.attendance!.attendance_id,
    });

    // Scanned again: already marked, nothing new (its unpaid session is not a debt warning).
    const again = (await scan(s.barcode)).body as ScanBarcodeResponse;
    expect(again.outcome).toBe('already_marked');
    expect(again.attendance).toMatchObject({
      attendance_id: marked.attendance!.attendance_id,
      duplicate: true,
      payment_required: true,
      required_amount: 500,
    });
    expect(await recordsOf(s.id)).toHaveLength(1);
    expect(await ledgerOf(s.id)).toHaveLength(1);
  });

  it('handles a session crossing the half hour (16:45-18:15 opens at 16:15)', async () => {
    const s = await student('Sofiane Evening');
    await approvedEnrollment(t, s.id, lateSection.id);
    t.clock.set('2026-11-23T15:14:00Z');
    const before = (await scan(s.barcode)).body as ScanBarcodeResponse;
    expect(before).toMatchObject({ outcome: 'choose_section', outside_window: true, current_time: '16:14' });
    t.clock.set('2026-11-23T15:15:00Z');
    const open = (await scan(s.barcode)).body as ScanBarcodeResponse;
    expect(open.outcome).toBe('marked');
    t.clock.set('2026-11-23T17:45:00Z');
    const s2 = await student('Sara Too Late');
    await approvedEnrollment(t, s2.id, lateSection.id);
    const after = (await scan(s2.barcode)).body as ScanBarcodeResponse;
    expect(after.outcome).toBe('choose_section');
    expect(after.candidates[0]!.window).toBe('too_late');
  });

  it('asks to choose when several sections are live, and falls back to 400 DA without a session price', async () => {
    t.clock.set('2026-11-23T09:10:00Z');
    const s = await student('Ines Double');
    await approvedEnrollment(t, s.id, mathsMon.id);
    await approvedEnrollment(t, s.id, physicsMon.id);
    const res = (await scan(s.barcode)).body as ScanBarcodeResponse;
    expect(res.outcome).toBe('choose_section');
    expect(res.outside_window).toBe(false);
    expect(res.candidates.map((c) => [c.section_name, c.window, c.price])).toEqual([
      ['Maths A', 'open', 500],
      ['Physics A', 'open', 400],
    ]);
    expect(await recordsOf(s.id)).toHaveLength(0);
  });
});

describe('scan: debts and concurrency', () => {
  it('warns about a debt and writes nothing', async () => {
    t.clock.set('2026-11-23T09:05:00Z');
    const s = await student('Walid Owes');
    const seat = await approvedEnrollment(t, s.id, mathsMon.id);
    await attended(t, seat, '2026-11-16', { charge: '500.00', paid: '200.00' });
    await attended(t, seat, '2026-11-09', { charge: '500.00' });
    const res = (await scan(s.barcode)).body as ScanBarcodeResponse;
    expect(res.outcome).toBe('debt_warning');
    expect(res.debt_info).toEqual({ total_debt: 800, unpaid_sessions: 2, oldest_debt_date: '2026-11-09' });
    expect(res.candidates[0]!.window).toBe('open');
    expect(res.student.payment_status).toBe('pending');
    expect(await recordsOf(s.id)).toHaveLength(2);
    expect(await ledgerOf(s.id)).toHaveLength(3);
  });

  it('two tabs scanning the same card at the same instant: one record, one charge', async () => {
    t.clock.set('2026-11-23T09:20:00Z');
    const s = await student('Yanis Twice');
    await approvedEnrollment(t, s.id, mathsMon.id);
    const [a, b] = await Promise.all([scan(s.barcode), scan(s.barcode)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.outcome, b.body.outcome].sort()).toEqual(['already_marked', 'marked']);
    expect(a.body.attendance.attendance_id).toBe(b.body.attendance.attendance_id);
    expect(await recordsOf(s.id)).toHaveLength(1);
    const ledger = await ledgerOf(s.id);
    expect(ledger.filter((l) => l.kind === 'charge')).toHaveLength(1);
  });
});

describe('under load', () => {
  it('many cards scanned from two tabs at once, each PAID twice with one key: one record, one charge, one payment each', async () => {
    t.clock.set('2026-11-23T09:30:00Z');
    const kids = await Promise.all(Array.from({ length: 12 }, (_, i) => student(`Load Kid ${'abcdefghijkl'[i]}`)));
    for (const k of kids) await approvedEnrollment(t, k.id, mathsMon.id);
    const scans = await Promise.all(kids.flatMap((k) => [scan(k.barcode), scan(k.barcode)]));
    expect(scans.every((r) => r.status === 200)).toBe(true);
    const confirms = await Promise.all(
      kids.flatMap((k, i) => {
        const attendanceId = scans[i * 2]!.body.attendance.attendance_id as number;
        const payload = { attendance_id: attendanceId, amount: 500, payment_method: 'cash', idempotency_key: `load-${k.id}-paid` };
        return [0, 1].map(() => t.request({ method: 'POST', url: '/api/attendance/confirm-payment', token: admin, payload }));
      }),
    );
    expect(confirms.map((r) => r.statusCode).every((c) => c === 200)).toBe(true);
    for (const k of kids) {
      expect(await recordsOf(k.id)).toHaveLength(1);
      const ledger = await ledgerOf(k.id);
      expect(ledger.filter((l) => l.kind === 'charge')).toHaveLength(1);
      expect(ledger.filter((l) => l.kind === 'payment').map((l) => l.amount)).toEqual(['500.00']);
    }
  });
});

describe('a morning at the door', () => {
  it('300 scans from two tabs, each answering PAID with its own dialog key: no duplicate record, no payment lost or counted twice', async () => {
    t.clock.set('2026-11-23T09:40:00Z');
    const kids: Array<{ id: number; barcode: string }> = [];
    // Names are letters only: Kid Aa, Kid Ab, ...
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i < 150; i++) kids.push(await student(`Queue Kid ${letters[Math.floor(i / 26)]!.toUpperCase()}${letters[i % 26]}`));
    for (const k of kids) await approvedEnrollment(t, k.id, mathsMon.id);

    // Each tab scans every card in its own order; after a scan that asks for payment it confirms 500 DA
    // with the key of its own dialog. Both tabs run at the same time.
    const acknowledged: Array<{ studentId: number; amount: number }> = [];
    const tab = async (name: string, order: typeof kids) => {
      for (const k of order) {
        const res = await scan(k.barcode);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(['marked', 'already_marked']).toContain(res.body.outcome);
        const attendance = res.body.attendance;
        if (res.body.outcome !== 'marked' || !attendance.payment_required) continue;
        const paid = await t.request({
          method: 'POST',
          url: '/api/attendance/confirm-payment',
          token: admin,
          payload: {
            attendance_id: attendance.attendance_id,
            amount: 500,
            payment_method: 'cash',
            idempotency_key: `dialog-${name}-${k.id}`,
          },
        });
        expect(paid.statusCode, paid.body).toBe(200);
        acknowledged.push({ studentId: k.id, amount: paid.json().payment.amount });
      }
    };
    await Promise.all([tab('left', kids), tab('right', [...kids].reverse())]);

    // Exactly one record and one charge per card; every acknowledged payment is in the ledger, once.
    for (const k of kids) {
      expect(await recordsOf(k.id)).toHaveLength(1);
      const ledger = await ledgerOf(k.id);
      expect(ledger.filter((l) => l.kind === 'charge').map((l) => l.amount)).toEqual(['500.00']);
      const payments = ledger.filter((l) => l.kind === 'payment').map((l) => Number(l.amount));
      expect(payments).toEqual(acknowledged.filter((a) => a.studentId === k.id).map((a) => a.amount));
    }
    expect(acknowledged).toHaveLength(150);
  }, 180_000);
});

describe('the student card', () => {
  it('shows age, parent, courses, attendance x / y and rate, payment status, debt and the latest payments', async () => {
    t.clock.set('2026-11-23T13:00:00Z');
    const s = await student('Lina Card', { date_of_birth: '2012-11-24' });
    const seat = await approvedEnrollment(t, s.id, mathsMon.id);
    await attended(t, seat, '2026-11-02', { charge: '500.00', paid: '500.00' });
    await attended(t, seat, '2026-11-09', { status: 'late', charge: '500.00', paid: '500.00' });
    await attended(t, seat, '2026-11-16', { charge: '500.00', paid: '100.00' });
    await attended(t, seat, '2026-11-20', { status: 'absent' });
    const res = await t.request({ method: 'GET', url: `/api/admin/attendance/students/${s.id}/card`, token: admin });
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({
      id: s.id,
      name: 'Lina Card',
      barcode: s.barcode,
      date_of_birth: '2012-11-24',
      age: 13,
      parent: { name: 'Parent of Lina Card' },
      active_courses: 1,
      attendance_rate: 75,
      attendance: { attended: 3, total: 4 },
      payment_status: 'pending',
      total_debt: 400,
      mobile_app_enabled: false,
      payments_count: 3,
    });
    expect(card.enrollments).toEqual([
      expect.objectContaining({
        enrollment_id: seat.id,
        section_id: mathsMon.id,
        section_name: 'Maths A',
        course_name: 'Maths 4AM',
        payment_kind: 'session',
        payment_status: 'pending',
        outstanding: 400,
        monthly_sessions: null,
      }),
    ]);
    expect(card.recent_payments.map((p: { amount: number }) => p.amount)).toEqual([100, 500, 500]);
    expect(card.recent_payments[0]).toMatchObject({ method: 'cash', course_name: 'Maths 4AM' });

    expect((await t.request({ method: 'GET', url: '/api/admin/attendance/students/999999/card', token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/admin/attendance/students/${s.id}/card`, token: parentToken })).statusCode).toBe(
      403,
    );
  });

  it('the scan embeds the same card', async () => {
    const s = await student('Omar Same');
    await approvedEnrollment(t, s.id, mathsMon.id);
    const scanned = (await scan(s.barcode)).body as ScanBarcodeResponse;
    const card = (await t.request({ method: 'GET', url: `/api/admin/attendance/students/${s.id}/card`, token: admin })).json();
    expect(scanned.student).toEqual(card);
  });
});

describe('the unpaid charges the debt lists read', () => {
  it('are kept by the ledger trigger exactly as the ledger settles them, after every charge and payment above', async () => {
    await expectKeptSummaries(t);
  });
});
