import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { ATTENDANCE_CSV_COLUMNS, PAYMENT_DUE_PAGE_SIZE, type AttendanceOverviewResponse, type PaymentDueResponse } from '@academy/shared';
import { attendanceRecords, ledgerEntries, students } from '../src/db/schema';
import { searchText } from '../src/lib/search-text';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, subscription } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

let t: TestApp;
let admin: string;
let parentToken: string;
let barcodeCounter = 0;
let kg: Awaited<ReturnType<typeof createCourse>>;

/** A student written straight to the database (names registration would refuse: commas, quotes, formulas). */
async function student(name: string) {
  barcodeCounter += 1;
  const [row] = await t.app.deps.db
    .insert(students)
    .values({ name, barcode: `OV${String(barcodeCounter).padStart(8, '0')}`, searchText: searchText(name) })
    .returning();
  return row!.id;
}

/** A mark at a chosen moment: `minutes` after 10:00 local time on its day. */
async function mark(
  e: { id: number; studentId: number; sectionId: number },
  date: string,
  opts: Parameters<typeof attended>[3] & { minutes?: number } = {},
) {
  const record = await attended(t, e, date, opts);
  const markedAt = new Date(new Date(`${date}T10:00:00+01:00`).getTime() + (opts.minutes ?? 0) * 60_000);
  await t.app.deps.db.update(attendanceRecords).set({ markedAt }).where(eq(attendanceRecords.id, record.id));
  return record;
}

// Clock: 2026-11-23 09:00 UTC (10:00 in Algiers). Today is 2026-11-23; the default range is 2026-10-25 .. 2026-11-23.
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const maths = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات', pricingType: 'session', sessionPrice: '500.00' });
  const arabic = await createCourse(t, { name: 'Arabic 4AM', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '3000.00' });
  kg = await createCourse(t, {
    name: 'Little Stars',
    level: 'preschool',
    grade: 'PREP',
    category: 'kindergarten',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '6000.00',
  });
  const [mathsA, arabicA, kgA] = await Promise.all([
    createSection(t, maths.id, { name: 'Maths A' }),
    createSection(t, arabic.id, { name: 'Arabic A' }),
    createSection(t, kg.id, { name: 'Stars A' }),
  ]);

  const p = await signedInParent(t, { student_name: 'Yacine Benali' });
  parentToken = p.token;
  const yacine = await approvedEnrollment(t, p.user.students[0].id, mathsA.id);
  await mark(yacine, '2026-11-02', { charge: '500.00', paid: '500.00' });
  await mark(yacine, '2026-11-09', { charge: '500.00', paid: '200.00' });
  await mark(yacine, '2026-11-16', { status: 'late', charge: '500.00' });
  await mark(yacine, '2026-11-18', { status: 'absent' });
  await mark(yacine, '2026-11-23', {});

  const lina = await approvedEnrollment(t, await student('Lina Haddad'), mathsA.id);
  await mark(lina, '2026-10-01', {});
  await mark(lina, '2026-11-20', { status: 'excused', minutes: 60 });
  const formula = await approvedEnrollment(t, await student('=1+2'), mathsA.id);
  await mark(formula, '2026-10-02', {});

  const ali = await approvedEnrollment(t, await student('Ali, "The" Great'), mathsA.id);
  await mark(ali, '2026-11-22', { charge: '500.00', paid: '500.00' });
  const rami = await approvedEnrollment(t, await student('رامي بوزيد'), mathsA.id);
  await mark(rami, '2026-11-21', { charge: '500.00' });

  // A monthly cycle complete (4 sessions since 1 November) with no month charge yet.
  const sara = await approvedEnrollment(t, await student('Sara Mansouri'), arabicA.id, '2026-11-01');
  for (const day of ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-20']) await mark(sara, day);
  // A month charged and unpaid.
  const omar = await approvedEnrollment(t, await student('Omar Mansouri'), arabicA.id);
  await t.app.deps.db.insert(ledgerEntries).values({
    kind: 'charge',
    reason: 'month',
    amount: '3000.00',
    studentId: omar.studentId,
    enrollmentId: omar.id,
    occurredAt: new Date('2026-11-15T12:00:00Z'),
  });
  // Kindergarten: one due today, one next month.
  const amina = await approvedEnrollment(t, await student('Amina Benali'), kgA.id);
  await subscription(t, amina.id, '2026-11-23');
  const nour = await approvedEnrollment(t, await student('Nour Kaci'), kgA.id);
  await subscription(t, nour.id, '2026-12-10');

  // Payments not tied to a charge: two today (Algiers time), one the evening before.
  const pay = (amount: string, at: string) =>
    t.app.deps.db
      .insert(ledgerEntries)
      .values({ kind: 'payment', amount, method: 'cash', studentId: yacine.studentId, occurredAt: new Date(at) });
  await pay('250.00', '2026-11-23T08:30:00Z');
  await pay('100.00', '2026-11-22T23:30:00Z'); // 00:30 on the 23rd in Algiers
  await pay('40.00', '2026-11-22T22:30:00Z'); // 23:30 on the 22nd in Algiers
});
afterAll(() => t.close());

const overview = (query = '', token = admin) =>
  t.request({ method: 'GET', url: `/api/admin/attendance/overview${query}`, token }).then((r) => ({
    status: r.statusCode,
    body: r.json() as AttendanceOverviewResponse & { code?: string; details?: Record<string, string[]> },
  }));

describe('GET /api/admin/attendance/overview', () => {
  it('sums the last 30 days by default, with today’s collections and the academy’s debt', async () => {
    const { status, body } = await overview();
    expect(status).toBe(200);
    expect(body.range).toEqual({ start_date: '2026-10-25', end_date: '2026-11-23' });
    expect(body.summary).toEqual({
      total_records: 12,
      present: 9,
      absent: 1,
      late: 1,
      excused: 1,
      attendance_rate: 83.3,
      collected_today: 350,
      outstanding_debt: 3910,
      indebted_students: 3,
      // The spec's names (spec 3 "Attendance summary") beside the product's.
      present_count: 9,
      absent_count: 1,
      late_count: 1,
      excused_count: 1,
    });
    expect(body.total).toBe(12);
    expect(body.attendance_records).toHaveLength(12);
  });

  it('lists the records newest first with course, section, payment kind and the status of their charge', async () => {
    const { body } = await overview();
    const rows = body.attendance_records;
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort().reverse());
    expect(rows.slice(0, 3).map((r) => r.student_name)).toEqual(['Yacine Benali', 'Ali, "The" Great', 'رامي بوزيد']);
    // Same day: the later mark first.
    expect(rows.filter((r) => r.date === '2026-11-20').map((r) => r.student_name)).toEqual(['Lina Haddad', 'Sara Mansouri']);
    const yacine = (date: string) => rows.find((r) => r.student_name === 'Yacine Benali' && r.date === date)!;
    expect(yacine('2026-11-02')).toMatchObject({
      status: 'present',
      payment_kind: 'session',
      payment_status: 'paid',
      payment_amount: 500,
      course_name: 'Maths 4AM',
      course_name_ar: 'رياضيات',
      section_name: 'Maths A',
      forced: false,
    });
    // 200 of 500 paid: partial, as the parent reads it (one rule, packages/shared attendancePaymentStatus).
    expect(yacine('2026-11-09')).toMatchObject({ payment_status: 'partial', payment_amount: 500 });
    expect(yacine('2026-11-18')).toMatchObject({ status: 'absent', payment_status: 'not_applicable', payment_amount: null });
    expect(yacine('2026-11-23').marked_at).toBe('2026-11-23T09:00:00.000Z');
    // A month's session with no charge of its own reads its seat: nothing charged on it yet (these records
    // were written without the door's month charge), so nothing owed.
    expect(rows.find((r) => r.student_name === 'Sara Mansouri')).toMatchObject({ payment_kind: 'monthly', payment_status: 'paid' });
  });

  it('shows the 5 latest marks of the academy as recent activity', async () => {
    const { body } = await overview('?status=absent');
    expect(body.recent_activity.records.map((r) => `${r.date} ${r.student_name}`)).toEqual([
      '2026-11-23 Yacine Benali',
      '2026-11-22 Ali, "The" Great',
      '2026-11-21 رامي بوزيد',
      '2026-11-20 Lina Haddad',
      '2026-11-20 Sara Mansouri',
    ]);
  });

  it('alerts the payments due: complete or charged months, kindergarten subscriptions due', async () => {
    const { body } = await overview();
    expect(body.payment_due_students.map((d) => [d.student_name, d.kind, d.amount, d.since, d.course_name])).toEqual([
      ['Sara Mansouri', 'monthly', 3000, '2026-11-01', 'Arabic 4AM'],
      ['Omar Mansouri', 'monthly', 3000, '2026-11-15', 'Arabic 4AM'],
      ['Amina Benali', 'kindergarten', 6000, '2026-11-23', 'Little Stars'],
    ]);
    expect(body.payment_due_total).toBe(3);
  });

  it('draws the rate of each day of the range', async () => {
    const { body } = await overview();
    expect(body.rate_by_day).toHaveLength(30);
    expect(body.rate_by_day[0]).toEqual({ date: '2026-10-25', rate: 0, records: 0 });
    const day = (d: string) => body.rate_by_day.find((p) => p.date === d);
    expect(day('2026-11-20')).toEqual({ date: '2026-11-20', rate: 50, records: 2 });
    expect(day('2026-11-16')).toEqual({ date: '2026-11-16', rate: 100, records: 1 });
    expect(day('2026-11-18')).toEqual({ date: '2026-11-18', rate: 0, records: 1 });
    expect(body.rate_by_day.at(-1)!.date).toBe('2026-11-23');
  });

  it('filters by dates, status and search; the summary keeps every status of the range', async () => {
    const october = await overview('?start_date=2026-10-01&end_date=2026-10-31');
    expect(october.body.attendance_records.map((r) => r.student_name)).toEqual(['=1+2', 'Lina Haddad']);
    expect(october.body.rate_by_day).toHaveLength(31);
    expect(october.body.summary).toMatchObject({ total_records: 2, present: 2, attendance_rate: 100 });

    const late = await overview('?status=late');
    expect(late.body.attendance_records.map((r) => [r.date, r.status, r.payment_status])).toEqual([['2026-11-16', 'late', 'unpaid']]);
    expect(late.body.total).toBe(1);
    expect(late.body.summary.total_records).toBe(12);

    const yacine = await overview('?status=present&search=YACINE');
    expect(yacine.body.attendance_records.map((r) => r.date)).toEqual(['2026-11-23', '2026-11-09', '2026-11-02']);
    expect(yacine.body.summary).toMatchObject({ total_records: 5, present: 3, late: 1, absent: 1 });
    expect((await overview(`?search=${encodeURIComponent('رامي')}`)).body.attendance_records.map((r) => r.student_name)).toEqual([
      'رامي بوزيد',
    ]);
    expect((await overview('?search=arabic%204am')).body.total).toBe(4);

    // Only a start: up to today.
    expect((await overview('?start_date=2026-11-20')).body.range).toEqual({ start_date: '2026-11-20', end_date: '2026-11-23' });
    // Only an end: the 30 days before it.
    expect((await overview('?end_date=2026-10-31')).body.range).toEqual({ start_date: '2026-10-02', end_date: '2026-10-31' });
  });

  it('pages the records, with the total also past the end', async () => {
    const page = await overview('?limit=5&offset=10');
    expect(page.body.attendance_records).toHaveLength(2);
    expect(page.body.total).toBe(12);
    const all = await overview('?limit=100');
    expect(page.body.attendance_records.map((r) => r.id)).toEqual(all.body.attendance_records.slice(10).map((r) => r.id));
    const past = await overview('?limit=5&offset=100');
    expect(past.body).toMatchObject({ attendance_records: [], total: 12 });
    expect((await overview('?status=late&offset=100')).body.total).toBe(1);
  });

  it('refuses bad dates, ranges, statuses and pages, parents and strangers', async () => {
    const cases: Array<[string, string]> = [
      ['?start_date=2026-02-30', 'start_date'],
      ['?end_date=yesterday', 'end_date'],
      ['?start_date=2026-11-20&end_date=2026-11-10', 'end_date'],
      ['?start_date=2024-01-01&end_date=2026-11-23', 'start_date'],
      ['?status=sleeping', 'status'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?offset=-1', 'offset'],
      [`?search=${'x'.repeat(101)}`, 'search'],
    ];
    for (const [q, field] of cases) {
      const r = await overview(q);
      expect(r.status, q).toBe(400);
      expect(r.body.code).toBe('validation_failed');
      expect(Object.keys(r.body.details ?? {}), q).toContain(field);
    }
    expect((await overview('', parentToken)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/attendance/overview' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/attendance/export.csv', () => {
  const exportCsv = (query = '', token = admin) => t.request({ method: 'GET', url: `/api/admin/attendance/export.csv${query}`, token });

  it('exports every record of the range in the spec’s columns, UTF-8 with a BOM, as attendance_report_{today}.csv', async () => {
    const r = await exportCsv();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="attendance_report_2026-11-23.csv"');
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = r.rawPayload.toString('utf8');
    expect(text.slice(1).split('\r\n')[0]).toBe('Date,Student,Course,Class,Status,Payment Type,Payment Status,Payment Amount,Marked At');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...ATTENDANCE_CSV_COLUMNS]);
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual([
      '2026-11-23',
      'Yacine Benali',
      'Maths 4AM',
      'Maths A',
      'present',
      'session',
      'not_applicable',
      '',
      '2026-11-23 10:00',
    ]);
    // A comma and quotes are quoted; Arabic round-trips.
    expect(text).toContain('"Ali, ""The"" Great"');
    expect(rows[2]).toEqual([
      '2026-11-22',
      'Ali, "The" Great',
      'Maths 4AM',
      'Maths A',
      'present',
      'session',
      'paid',
      '500.00',
      '2026-11-22 10:00',
    ]);
    expect(rows[3]![1]).toBe('رامي بوزيد');
    expect(rows[3]!.slice(6, 8)).toEqual(['unpaid', '500.00']);
  });

  it('takes the overview’s filters, with no pages, and neutralises formulas', async () => {
    const october = parse((await exportCsv('?start_date=2026-10-01&end_date=2026-10-31&limit=1')).rawPayload.toString('utf8'), {
      bom: true,
    }) as string[][];
    expect(october.slice(1).map((r) => r[1])).toEqual(["'=1+2", 'Lina Haddad']);
    const late = parse((await exportCsv('?status=late')).rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(late.slice(1).map((r) => [r[0], r[4]])).toEqual([['2026-11-16', 'late']]);
    const none = parse((await exportCsv('?search=nobody')).rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(none).toEqual([[...ATTENDANCE_CSV_COLUMNS]]);
  });

  it('refuses bad filters, parents and strangers', async () => {
    const bad = await exportCsv('?start_date=2026-11-20&end_date=2026-11-10');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    expect((await exportCsv('?status=x')).statusCode).toBe(400);
    expect((await exportCsv('', parentToken)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/attendance/export.csv' })).statusCode).toBe(401);
  });
});

describe('GET /api/payments/admin/pending and /api/payments/admin/monthly-due', () => {
  it('lists the unpaid charges by student and the monthly payments due', async () => {
    const pending = await t.request({ method: 'GET', url: '/api/payments/admin/pending', token: admin });
    expect(pending.statusCode).toBe(200);
    const body = pending.json();
    expect(body.pending_payments.map((p: { name: string; total_debt: number }) => [p.name, p.total_debt])).toEqual([
      ['Omar Mansouri', 3000],
      ['رامي بوزيد', 500],
      ['Yacine Benali', 410],
    ]);
    expect(
      body.pending_payments[2].charges.map((c: { date: string; outstanding: number; reason: string; course_name: string }) => [
        c.date,
        c.outstanding,
        c.reason,
        c.course_name,
      ]),
    ).toEqual([
      ['2026-11-09', 300, 'session', 'Maths 4AM'],
      ['2026-11-16', 500, 'session', 'Maths 4AM'],
    ]);
    expect(body).toMatchObject({ total: 3, total_debt: 3910 });

    const due = await t.request({ method: 'GET', url: '/api/payments/admin/monthly-due', token: admin });
    expect(due.statusCode).toBe(200);
    expect(
      due
        .json()
        .monthly_payments_due.map((d: { student_name: string; sessions_attended: number; amount: number }) => [
          d.student_name,
          d.sessions_attended,
          d.amount,
        ]),
    ).toEqual([
      ['Sara Mansouri', 4, 3000],
      ['Omar Mansouri', 0, 3000],
    ]);
    expect(due.json()).toMatchObject({ total: 2, limit: 25, offset: 0 });
    const second = await t.request({ method: 'GET', url: '/api/payments/admin/monthly-due?limit=1&offset=1', token: admin });
    expect(second.json()).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(second.json().monthly_payments_due.map((d: { student_name: string }) => d.student_name)).toEqual(['Omar Mansouri']);
  });

  it('are the admin’s only, and check their query', async () => {
    expect((await t.request({ method: 'GET', url: '/api/payments/admin/pending', token: parentToken })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/payments/admin/monthly-due', token: parentToken })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/payments/admin/pending?filter=x', token: admin })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/payments/admin/monthly-due?limit=0', token: admin })).statusCode).toBe(400);
  });
});

// Last: adds payment due alerts the tests above do not expect.
describe('the payment due alerts, page by page (overview and GET /api/admin/attendance/payment-due)', () => {
  const paymentDue = (query = '', token = admin) =>
    t.request({ method: 'GET', url: `/api/admin/attendance/payment-due${query}`, token }).then((r) => ({
      status: r.statusCode,
      body: r.json() as PaymentDueResponse & { code?: string; details?: Record<string, string[]> },
    }));
  const names = (list: PaymentDueResponse['payment_due_students']) => list.map((d) => d.student_name);

  // 22 more kindergarten subscriptions due, one a day from 1 November: 25 alerts in all, more than a page.
  beforeAll(async () => {
    const section = await createSection(t, kg.id, { name: 'Stars B' });
    for (let i = 1; i <= 22; i += 1) {
      const e = await approvedEnrollment(t, await student(`Kid ${String(i).padStart(2, '0')}`), section.id);
      await subscription(t, e.id, `2026-11-${String(i).padStart(2, '0')}`, '5000.00');
    }
  });

  it('the overview carries the first page of alerts, oldest first, and their total', async () => {
    expect(PAYMENT_DUE_PAGE_SIZE).toBe(20);
    const { status, body } = await overview();
    expect(status).toBe(200);
    expect(body.payment_due_total).toBe(25);
    expect(body.payment_due_students).toHaveLength(20);
    expect(body.payment_due_students[0]).toEqual({
      student_id: expect.any(Number),
      student_name: 'Kid 01',
      course_name: 'Little Stars',
      course_name_ar: kg.nameAr,
      section_id: expect.any(Number),
      kind: 'kindergarten',
      amount: 5000,
      since: '2026-11-01',
    });
    // Sara's cycle started on 1 November too: same day, by name.
    expect(names(body.payment_due_students).slice(0, 3)).toEqual(['Kid 01', 'Sara Mansouri', 'Kid 02']);
    // The records' filters do not touch the alerts.
    expect((await overview('?status=late&search=nobody')).body).toMatchObject({ payment_due_total: 25, attendance_records: [] });
  });

  it('pages the rest in the same order, with the total also past the end', async () => {
    const first = await paymentDue();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, limit: 20, offset: 0 });
    expect(first.body.payment_due_students).toEqual((await overview()).body.payment_due_students);

    const rest = await paymentDue('?offset=20');
    expect(rest.body).toMatchObject({ total: 25, limit: 20, offset: 20 });
    expect(names(rest.body.payment_due_students)).toEqual(['Kid 19', 'Kid 20', 'Kid 21', 'Kid 22', 'Amina Benali']);
    const all = await paymentDue('?limit=100');
    expect(all.body.payment_due_students).toHaveLength(25);
    expect([...first.body.payment_due_students, ...rest.body.payment_due_students]).toEqual(all.body.payment_due_students);
    expect(names(all.body.payment_due_students).slice(14, 18)).toEqual(['Kid 14', 'Kid 15', 'Omar Mansouri', 'Kid 16']);

    const small = await paymentDue('?limit=2&offset=1');
    expect(small.body).toMatchObject({ total: 25, limit: 2, offset: 1 });
    expect(small.body.payment_due_students).toEqual(all.body.payment_due_students.slice(1, 3));
    expect((await paymentDue('?limit=5&offset=500')).body).toEqual({ payment_due_students: [], total: 25, limit: 5, offset: 500 });
  });

  it('refuses a bad page, parents and strangers', async () => {
    for (const [q, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=1.5', 'offset'],
    ] as const) {
      const r = await paymentDue(q);
      expect(r.status, q).toBe(400);
      expect(r.body.code).toBe('validation_failed');
      expect(Object.keys(r.body.details ?? {}), q).toContain(field);
    }
    expect((await paymentDue('', parentToken)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/attendance/payment-due' })).statusCode).toBe(401);
  });
});

describe('monthly payments due: a seat charged for its cycle, and the parent to call', () => {
  let family: Awaited<ReturnType<typeof signedInParent>>;

  /** A month charge of 2,500 DA made at `at` and paid in full five minutes later. */
  async function monthChargedAndPaid(seat: { id: number; studentId: number }, at: string) {
    const [charge] = await t.app.deps.db
      .insert(ledgerEntries)
      .values({
        kind: 'charge',
        reason: 'month',
        amount: '2500.00',
        studentId: seat.studentId,
        enrollmentId: seat.id,
        occurredAt: new Date(at),
      })
      .returning();
    await t.app.deps.db.insert(ledgerEntries).values({
      kind: 'payment',
      amount: '2500.00',
      method: 'cash',
      studentId: seat.studentId,
      enrollmentId: seat.id,
      appliesToEntryId: charge!.id,
      occurredAt: new Date(new Date(at).getTime() + 5 * 60_000),
    });
  }

  beforeAll(async () => {
    const french = await createCourse(t, { name: 'French 4AM', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '2500.00' });
    const section = await createSection(t, french.id, { name: 'French A' });
    const fourSessions = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-19'];
    // Four sessions since 1 November, charged for the month on the fourth and paid: not due.
    const rym = await approvedEnrollment(t, await student('Rym Charged'), section.id, '2026-11-01');
    for (const day of fourSessions) await mark(rym, day);
    await monthChargedAndPaid(rym, '2026-11-19T10:00:00Z');
    // Four sessions since 1 November, the last month charge in October (paid): due, with the parent to call.
    family = await signedInParent(t, { student_name: 'Walid Haddad', full_name: 'Karima Haddad' });
    const walid = await approvedEnrollment(t, family.user.students[0].id, section.id, '2026-11-01');
    await monthChargedAndPaid(walid, '2026-10-20T10:00:00Z');
    for (const day of fourSessions) await mark(walid, day);
  });

  it('leaves out the seat charged since its cycle began and names the parent of each seat due', async () => {
    const due = await t.request({ method: 'GET', url: '/api/payments/admin/monthly-due?limit=100', token: admin });
    expect(due.statusCode).toBe(200);
    const list = due.json().monthly_payments_due as {
      student_name: string;
      parent_name: string | null;
      parent_phone: string | null;
      sessions_attended: number;
      amount: number;
    }[];
    expect(list.map((d) => d.student_name)).not.toContain('Rym Charged');
    expect(list.find((d) => d.student_name === 'Walid Haddad')).toMatchObject({
      parent_name: 'Karima Haddad',
      parent_phone: family.body.parent_phone,
      sessions_attended: 4,
      amount: 2500,
    });
    expect(list.find((d) => d.student_name === 'Sara Mansouri')).toMatchObject({
      parent_name: null,
      parent_phone: null,
      sessions_attended: 4,
    });
    expect(await expectKeptSummaries(t)).toBeGreaterThan(0);
  });
});
