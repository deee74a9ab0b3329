import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { attendanceRecords, students } from '../src/db/schema';
import { attendanceCsv } from '../src/modules/admin-attendance/csv';
import type { OverviewQuery } from '../src/modules/admin-attendance/records-query';
import { createTestApp, type TestApp } from './support/test-app';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, charged, subscription } from './support/family-data';
import { attendanceCsvBefore } from './support/attendance-csv-before';

/*
 * The attendance export reads its own records (the columns it needs, picked once over the date index) and
 * orders them by their place (issue 24 item 5). On records of session, monthly and kindergarten seats,
 * charges unpaid, paid in part, in full and over, months settled and not, marks tied on day and time, it
 * writes the file the export wrote from the overview's records query, with every filter.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const session = await createSection(t, (await createCourse(t, { name: 'Maths 4AM' })).id, { name: 'A1' });
  const monthly = await createSection(t, (await createCourse(t, { name: 'Physics', pricingType: 'monthly', monthlyPrice: '4000.00' })).id, {
    name: 'M1',
  });
  const kg = await createSection(
    t,
    (await createCourse(t, { name: 'Little Stars', level: 'preschool', category: 'kindergarten', pricingType: 'monthly' })).id,
    { name: 'Stars' },
  );
  const names = ['Sara Amrani', 'سارة عمراني', '=HYPERLINK("x")', 'Yacine Bel', 'Lina K'];
  const statuses = ['present', 'late', 'absent', 'excused'] as const;
  let n = 0;
  for (const [i, name] of names.entries()) {
    const [st] = await db
      .insert(students)
      .values({ name, barcode: `EXP${String(i).padStart(6, '0')}` })
      .returning();
    const es = await approvedEnrollment(t, st!.id, session.id);
    const em = await approvedEnrollment(t, st!.id, monthly.id);
    const ek = await approvedEnrollment(t, st!.id, kg.id);
    if (i % 2 === 0) await charged(t, em, 'month', '4000.00', i === 0 ? '4000.00' : '1000.00');
    if (i === 1) await subscription(t, ek.id, '2026-11-30');
    for (let d = 0; d < 12; d++) {
      n += 1;
      const day = `2026-11-${String(1 + d).padStart(2, '0')}`;
      const status = statuses[(i + d) % 4]!;
      const pay = (i + d) % 5;
      await attended(t, es, day, {
        status,
        ...(status === 'present' || status === 'late'
          ? {
              charge: '500.00',
              paid: pay === 0 ? undefined : pay === 1 ? '200.00' : pay === 2 ? '500.00' : pay === 3 ? '600.00' : undefined,
            }
          : {}),
      });
      await attended(t, em, day, { status: statuses[(i + d + 1) % 4]! });
      if (d % 3 === 0) await attended(t, ek, day, { status: 'present' });
    }
  }
  // Marks tied on their time within a day (the id breaks the tie), and one marked at 23:30 UTC (next day locally).
  await db
    .update(attendanceRecords)
    .set({ markedAt: new Date('2026-11-05T09:00:00Z') })
    .where(eq(attendanceRecords.attendanceDate, '2026-11-05'));
  await db
    .update(attendanceRecords)
    .set({ markedAt: new Date('2026-11-06T23:30:00Z') })
    .where(sql`${attendanceRecords.attendanceDate} = '2026-11-06' and ${attendanceRecords.id} % 2 = 0`);
  expect(n).toBeGreaterThan(50);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the attendance export from its own records query', () => {
  const queries: Omit<OverviewQuery, 'limit' | 'offset'>[] = [
    { status: 'all', start_date: '2026-11-01', end_date: '2026-11-23' },
    { status: 'all' },
    { status: 'late', start_date: '2026-10-01', end_date: '2026-11-30' },
    { status: 'present', start_date: '2026-11-03', end_date: '2026-11-07', search: 'sara' },
    { status: 'all', start_date: '2026-11-01', end_date: '2026-11-23', search: 'Stars' },
    { status: 'all', start_date: '2026-11-01', end_date: '2026-11-23', search: 'nobody' },
  ] as Omit<OverviewQuery, 'limit' | 'offset'>[];
  it.each(queries)('writes the file the overview records query wrote: %o', async (q) => {
    const now = await attendanceCsv(t.app.deps, q);
    const before = await attendanceCsvBefore(t.app.deps, q);
    expect(now.fileName).toBe(before.fileName);
    expect(now.body.split('\r\n')).toEqual(before.body.split('\r\n'));
  });

  it('has rows of every payment kind and status', async () => {
    const body = (await attendanceCsv(t.app.deps, queries[0]!)).body;
    for (const cell of ['session', 'monthly', 'kindergarten', 'paid', 'partial', 'unpaid', 'not_applicable'])
      expect(body).toContain(`,${cell},`);
  });
});
