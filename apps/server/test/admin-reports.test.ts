import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AttendanceReport,
  DebtsReport,
  EnrollmentsReport,
  IndebtedUsersResponse,
  KindergartenReport,
  RevenueReport,
} from '@academy/shared';
import { enrollments, ledgerEntries, registrations, students } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, subscription } from './support/family-data';

let t: TestApp;
let admin: string;
let parent: string;
let barcode = 0;

async function student(name: string) {
  barcode += 1;
  const [row] = await t.app.deps.db
    .insert(students)
    .values({ name, barcode: `RPT${String(barcode).padStart(6, '0')}` })
    .returning();
  return row!.id;
}
async function payment(
  studentId: number,
  amount: string,
  method: 'cash' | 'card' | 'bank_transfer',
  at: string,
  appliesTo: number | null = null,
) {
  await t.app.deps.db
    .insert(ledgerEntries)
    .values({ kind: 'payment', amount, method, studentId, appliesToEntryId: appliesTo, occurredAt: new Date(at) });
}
const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });

// Clock: 2026-11-23 09:00 UTC (10:00 in Algiers). Today is 2026-11-23.
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const p = await signedInParent(t);
  parent = p.token;
  const parentUserId = p.user.id as number;
  const db = t.app.deps.db;

  const maths = await createCourse(t, { name: 'Maths 4AM', level: 'middle' });
  const a1 = await createSection(t, maths.id, { name: 'A1' });
  const arabic = await createCourse(t, { name: 'Arabic 5AP', level: 'primary', grade: '5AP' });
  const b1 = await createSection(t, arabic.id, { name: 'B1' });
  const debtSection = await createSection(t, maths.id, { name: 'Debts' });

  // Attendance: A1 has present (Oct 31), late, absent; B1 present and excused.
  const s1 = await student('Attendee One');
  const s2 = await student('Attendee Two');
  const e1 = await approvedEnrollment(t, s1, a1.id);
  const e2 = await approvedEnrollment(t, s2, b1.id);
  await attended(t, e1, '2026-10-31', { status: 'present' });
  await attended(t, e1, '2026-11-01', { status: 'late' });
  await attended(t, e1, '2026-11-02', { status: 'absent' });
  await attended(t, e2, '2026-11-03', { status: 'present' });
  await attended(t, e2, '2026-11-04', { status: 'excused' });
  await attended(t, e2, '2026-11-06', { status: 'absent' }); // after the period asked for

  // Debts. D1: unpaid sessions aged 30, 31, 60, 61, 90 and 91 days.
  const d1 = await student('Debtor One');
  const ed1 = await approvedEnrollment(t, d1, debtSection.id);
  const aged: Array<[string, string]> = [
    ['2026-10-24', '100.00'],
    ['2026-10-23', '200.00'],
    ['2026-09-24', '300.00'],
    ['2026-09-23', '400.00'],
    ['2026-08-25', '500.00'],
    ['2026-08-24', '600.00'],
  ];
  for (const [date, charge] of aged) await attended(t, ed1, date, { charge });
  // D2: 1000 from Aug 1 (114 days), a payment of 300 tied to no charge (settles the oldest), 250 from Nov 20.
  const d2 = await student('Debtor Two');
  const ed2 = await approvedEnrollment(t, d2, debtSection.id);
  await attended(t, ed2, '2026-08-01', { charge: '1000.00' });
  await attended(t, ed2, '2026-11-20', { charge: '250.00' });
  await payment(d2, '300.00', 'bank_transfer', '2026-10-31T23:30:00Z'); // 00:30 on Nov 1 in Algiers
  // D3: a positive adjustment today.
  const d3 = await student('Debtor Three');
  await db.insert(ledgerEntries).values({ kind: 'adjustment', amount: '150.00', studentId: d3, occurredAt: t.clock() });
  // Paid up: a session paid in cash on Nov 10; P: a session paid by card at 23:30 local on Oct 31, then credit.
  const paid = await student('Paid Up');
  await attended(t, await approvedEnrollment(t, paid, debtSection.id), '2026-11-10', { charge: '500.00', paid: '500.00' });
  const pp = await student('Card Payer');
  const [ch] = await db
    .insert(ledgerEntries)
    .values({ kind: 'charge', reason: 'session', amount: '250.50', studentId: pp, occurredAt: new Date('2026-10-31T20:00:00Z') })
    .returning();
  await payment(pp, '250.50', 'card', '2026-10-31T22:30:00Z', ch!.id);
  await payment(pp, '40.00', 'cash', '2026-09-30T22:59:00Z'); // 23:59 on Sep 30 in Algiers: not in October
  await payment(pp, '60.00', 'cash', '2026-09-30T23:00:00Z'); // midnight Oct 1 in Algiers: October

  // Enrollments and registrations (Jan - Mar 2026).
  await db
    .update(enrollments)
    .set({ enrolledAt: new Date('2026-01-31T23:30:00Z') })
    .where(sql`${enrollments.id} = ${e1.id}`); // Feb 1 local
  await db
    .update(enrollments)
    .set({ enrolledAt: new Date('2026-01-15T10:00:00Z') })
    .where(sql`${enrollments.id} = ${e2.id}`);
  const pending = await student('Pending Seat');
  await db
    .insert(enrollments)
    .values({ studentId: pending, sectionId: a1.id, status: 'pending', enrolledAt: new Date('2026-01-20T10:00:00Z') });
  const reg = (courseId: number, at: string) => ({ userId: parentUserId, studentId: s1, courseId, createdAt: new Date(at) });
  await db.insert(registrations).values([
    reg(maths.id, '2026-02-10T10:00:00Z'),
    reg(maths.id, '2026-02-11T10:00:00Z'),
    reg(arabic.id, '2026-03-31T22:30:00Z'), // 23:30 on Mar 31 local
    reg(arabic.id, '2026-03-31T23:30:00Z'), // Apr 1 local: outside
  ]);

  // Kindergarten subscriptions due today, in 7, 8, 30, 31 days and one overdue.
  const kg = await createCourse(t, {
    name: 'Little Stars',
    level: 'preschool',
    category: 'kindergarten',
    pricingType: 'monthly',
    monthlyPrice: '6000.00',
  });
  const kgs = await createSection(t, kg.id, { name: 'Stars' });
  const due: Array<[string, string]> = [
    ['2026-11-23', '6000.00'],
    ['2026-11-30', '5000.50'],
    ['2026-12-01', '4000.00'],
    ['2026-12-23', '3000.00'],
    ['2026-12-24', '2000.00'],
    ['2026-11-22', '1000.00'],
  ];
  for (const [n, [date, amount]] of due.entries()) {
    const e = await approvedEnrollment(t, await student(`Star ${n + 1}`), kgs.id);
    await subscription(t, e.id, date, amount);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/reports/attendance', () => {
  it('gives the rate (present + late over all) by course and section, and by month', async () => {
    const res = await get('/api/admin/reports/attendance?from=2026-10-25&to=2026-11-05');
    expect(res.statusCode).toBe(200);
    const r = res.json() as AttendanceReport;
    expect(r.period).toEqual({ from: '2026-10-25', to: '2026-11-05', today: '2026-11-23' });
    expect(r.rows.map((x) => [x.course_name, x.section_name, x.total, x.present, x.late, x.absent, x.excused, x.rate])).toEqual([
      ['Arabic 5AP', 'B1', 2, 1, 0, 0, 1, 50],
      ['Maths 4AM', 'A1', 3, 1, 1, 1, 0, 66.7],
    ]);
    expect(r.totals).toEqual({ total: 5, present: 2, late: 1, absent: 1, excused: 1, rate: 60 });
    expect(r.chart).toEqual([
      { month: '2026-10', total: 1, attended: 1, rate: 100 },
      { month: '2026-11', total: 4, attended: 2, rate: 50 },
    ]);
  });
});

describe('GET /api/admin/reports/revenue', () => {
  it('sums payments by local month and method; 23:30 UTC on the last day belongs to the next month', async () => {
    const res = await get('/api/admin/reports/revenue?from=2026-10-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    const r = res.json() as RevenueReport;
    expect(r.rows).toEqual([
      { month: '2026-10', cash: 60, card: 250.5, bank_transfer: 0, online: 0, total: 310.5, count: 2 },
      { month: '2026-11', cash: 500, card: 0, bank_transfer: 300, online: 0, total: 800, count: 2 },
    ]);
    expect(r.totals).toEqual({ cash: 560, card: 250.5, bank_transfer: 300, online: 0, total: 1110.5, count: 4 });
    // The ledger's own sum of the period's payments, in the academy's days.
    const [ledger] = await rowsOf<{ total: string }>(
      t.app.deps.db,
      sql`select sum(amount)::text as total from ledger_entries
          where kind = 'payment' and (occurred_at at time zone 'Africa/Algiers')::date between '2026-10-01' and '2026-11-30'`,
    );
    expect(ledger!.total).toBe('1110.50');
    expect(r.totals.total.toFixed(2)).toBe(ledger!.total);
  });

  it('exports a CSV with a header and a totals row, and a PDF', async () => {
    const csv = await get('/api/admin/reports/revenue.csv?from=2026-10-01&to=2026-11-30');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="revenue-report-2026-10-01_2026-11-30.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Month,Cash,Card,Bank transfer,Online (CIB / EDAHABIA),Total,Payments',
      '2026-10,60.00,250.50,0.00,0.00,310.50,2',
      '2026-11,500.00,0.00,300.00,0.00,800.00,2',
      'Total,560.00,250.50,300.00,0.00,1110.50,4',
    ]);
    for (const lang of ['en', 'ar']) {
      const pdf = await get(`/api/admin/reports/revenue.pdf?from=2026-10-01&to=2026-11-30&lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
  });
});

describe('GET /api/admin/reports/debts', () => {
  it('ages every unpaid part by its day (30/31, 60/61, 90/91) and agrees with the indebted users total', async () => {
    const res = await get('/api/admin/reports/debts');
    expect(res.statusCode).toBe(200);
    const r = res.json() as DebtsReport;
    expect(r.rows).toEqual([
      { bucket: '0_30', students: 3, charges: 3, amount: 500 },
      { bucket: '31_60', students: 1, charges: 2, amount: 500 },
      { bucket: '61_90', students: 1, charges: 2, amount: 900 },
      { bucket: 'over_90', students: 2, charges: 2, amount: 1300 },
    ]);
    expect(r.totals).toEqual({ students: 3, amount: 3200 });
    expect(r.top_debtors.map((d) => [d.name, d.debt, d.oldest_date, d.oldest_days])).toEqual([
      ['Debtor One', 2100, '2026-08-24', 91],
      ['Debtor Two', 950, '2026-08-01', 114],
      ['Debtor Three', 150, null, null],
    ]);
    const indebted = (await get('/api/attendance/indebted-users?limit=100')).json() as IndebtedUsersResponse;
    expect(indebted.total_debt).toBe(r.totals.amount);
    expect(r.rows.reduce((sum, b) => sum + Math.round(b.amount * 100), 0)).toBe(Math.round(indebted.total_debt * 100));
  });

  it('exports the buckets with a totals row', async () => {
    const csv = await get('/api/admin/reports/debts.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Age (days),Students,Unpaid charges,Amount (DA)');
    expect(lines.at(-1)).toBe('Total,3,9,3200.00');
    const pdf = await get('/api/admin/reports/debts.pdf?lang=ar');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('GET /api/admin/reports/enrollments', () => {
  it('counts approved enrollments started and registrations created by level and local month', async () => {
    const res = await get('/api/admin/reports/enrollments?from=2026-01-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    const r = res.json() as EnrollmentsReport;
    expect(r.rows).toEqual([
      { month: '2026-01', level: 'primary', enrollments: 1, registrations: 0 },
      { month: '2026-02', level: 'middle', enrollments: 1, registrations: 2 },
      { month: '2026-03', level: 'primary', enrollments: 0, registrations: 1 },
    ]);
    expect(r.totals).toEqual({ enrollments: 2, registrations: 3 });
    expect(r.chart).toEqual([
      { month: '2026-01', enrollments: 1, registrations: 0 },
      { month: '2026-02', enrollments: 1, registrations: 2 },
      { month: '2026-03', enrollments: 0, registrations: 1 },
    ]);
    const csv = await get('/api/admin/reports/enrollments.csv?from=2026-01-01&to=2026-03-31&lang=ar');
    expect(csv.body.trim().split('\r\n').at(-1)).toBe('المجموع,,2,3');
  });
});

describe('GET /api/admin/reports/kindergarten', () => {
  it('lists subscriptions due from today to 30 days ahead with 7 and 30 day totals', async () => {
    const res = await get('/api/admin/reports/kindergarten');
    expect(res.statusCode).toBe(200);
    const r = res.json() as KindergartenReport;
    expect(r.rows.map((x) => [x.student_name, x.due_date, x.days_left, x.amount])).toEqual([
      ['Star 1', '2026-11-23', 0, 6000],
      ['Star 2', '2026-11-30', 7, 5000.5],
      ['Star 3', '2026-12-01', 8, 4000],
      ['Star 4', '2026-12-23', 30, 3000],
    ]);
    expect(r.totals).toEqual({ due_7_count: 2, due_7_amount: 11000.5, due_30_count: 4, due_30_amount: 18000.5 });
    const pdf = await get('/api/admin/reports/kindergarten.pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('periods and access', () => {
  it('defaults to the last 12 months up to today', async () => {
    const r = (await get('/api/admin/reports/revenue')).json() as RevenueReport;
    expect(r.period).toEqual({ from: '2025-12-01', to: '2026-11-23', today: '2026-11-23' });
  });

  it.each([
    ['from after to', '/api/admin/reports/revenue?from=2026-11-02&to=2026-11-01'],
    ['longer than 3 years', '/api/admin/reports/revenue?from=2020-01-01&to=2026-01-01'],
    ['not a date', '/api/admin/reports/attendance?from=2026-02-30'],
    ['an unknown report', '/api/admin/reports/salaries'],
    ['a bad export language', '/api/admin/reports/revenue.csv?lang=de'],
  ])('answers 400 for %s', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it("is the admin's only", async () => {
    expect((await get('/api/admin/reports/revenue', parent)).statusCode).toBe(403);
    expect((await get('/api/admin/reports/revenue.csv', parent)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/reports/debts' })).statusCode).toBe(401);
  });
});
