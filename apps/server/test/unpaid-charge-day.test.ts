import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attendanceRecords, ledgerEntries, students } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { createTestApp, type TestApp } from './support/test-app';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * The day an unpaid charge is for (unpaid_charges.day, migration 0024): its session's date when it has one,
 * else its local day in Africa/Algiers; written by the ledger's trigger with the charge (also several in one
 * statement), and moved if the session's record is ever moved to another date.
 */

let t: TestApp;

const dayOf = async (chargeId: number) =>
  (await rowsOf<{ day: string }>(t.app.deps.db, sql`select day::text as day from unpaid_charges where charge_id = ${chargeId}`))[0]?.day;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('unpaid_charges.day', () => {
  it("is the session's date, else the charge's local day; follows a record moved to another date", async () => {
    const db = t.app.deps.db;
    const [student] = await db.insert(students).values({ name: 'Day Kept', barcode: 'DAY000001' }).returning();
    const course = await createCourse(t, { name: 'Day Maths' });
    const section = await createSection(t, course.id);
    const e = await approvedEnrollment(t, student!.id, section.id);
    const [record] = await db
      .insert(attendanceRecords)
      .values({ studentId: student!.id, sectionId: section.id, enrollmentId: e.id, attendanceDate: '2026-11-20', status: 'present' })
      .returning();
    const charges = await db
      .insert(ledgerEntries)
      .values([
        // Charged two days after its session.
        {
          kind: 'charge',
          reason: 'session',
          amount: '500.00',
          studentId: student!.id,
          enrollmentId: e.id,
          attendanceRecordId: record!.id,
          occurredAt: new Date('2026-11-22T10:00:00Z'),
        },
        // No session: 23:30 UTC on Oct 31 is Nov 1 in Algiers.
        {
          kind: 'charge',
          reason: 'month',
          amount: '4000.00',
          studentId: student!.id,
          enrollmentId: e.id,
          occurredAt: new Date('2026-10-31T23:30:00Z'),
        },
        {
          kind: 'charge',
          reason: 'month',
          amount: '4000.00',
          studentId: student!.id,
          enrollmentId: e.id,
          occurredAt: new Date('2026-10-31T22:59:00Z'),
        },
      ])
      .returning();
    const [session, november, october] = charges.map((c) => c.id) as [number, number, number];
    expect([await dayOf(session), await dayOf(november), await dayOf(october)]).toEqual(['2026-11-20', '2026-11-01', '2026-10-31']);

    await db
      .update(attendanceRecords)
      .set({ status: 'late' })
      .where(sql`${attendanceRecords.id} = ${record!.id}`);
    expect(await dayOf(session)).toBe('2026-11-20');
    await db
      .update(attendanceRecords)
      .set({ attendanceDate: '2026-11-19' })
      .where(sql`${attendanceRecords.id} = ${record!.id}`);
    expect(await dayOf(session)).toBe('2026-11-19');
    await expectKeptSummaries(t);
  });
});
