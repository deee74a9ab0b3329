import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { paymentDuePage } from '../src/modules/admin-attendance/payment-due';
import { createTestApp, type TestApp } from './support/test-app';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * monthly_seat_dues (migration 0027) is kept by triggers on five tables, written by transactions that lock in
 * different orders: the money writers lock the student, then the seat; an admin's change to a seat holds the
 * seat's row; a course's change reaches all its seats. Run together (on PostgreSQL truly at once, on PGlite one
 * after the other), none deadlocks, none fails, and the kept rows agree with the rows they summarize.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the monthly seats kept with their dues', () => {
  it('agree with their seats, courses, balances and attendance after money, marks and admin changes race', async () => {
    const db = t.app.deps.db;
    const monthly = await createCourse(t, { name: 'Monthly Physics', pricingType: 'monthly', monthlyPrice: '4000.00' });
    const other = await createCourse(t, { name: 'Chemistry by session' });
    const sectionA = await createSection(t, monthly.id, { name: 'A' });
    const sectionB = await createSection(t, monthly.id, { name: 'B' });
    const sectionC = await createSection(t, other.id, { name: 'C' });
    const seats: Awaited<ReturnType<typeof approvedEnrollment>>[] = [];
    for (let i = 0; i < 12; i += 1) {
      const [s] = await db
        .insert(students)
        .values({ name: `طالب ${i}`, barcode: `MSD${String(i).padStart(5, '0')}` })
        .returning();
      seats.push(await approvedEnrollment(t, s!.id, [sectionA, sectionB, sectionC][i % 3]!.id, i % 2 ? '2026-11-02' : null));
    }
    const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
    // A door mark with its month charge, as the door writes it: the student's lock, the seat's, the record, the money.
    const mark = (e: (typeof seats)[number], n: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from students where id = ${e.studentId} for update`);
        await tx.execute(sql`select id from enrollments where id = ${e.id} for update`);
        await tx.execute(sql`insert into attendance_records (student_id, section_id, enrollment_id, attendance_date, status)
                             values (${e.studentId}, ${e.sectionId}, ${e.id}, ${day(n)}, 'present') on conflict do nothing`);
        if (n % 4 === 0)
          await tx.execute(sql`insert into ledger_entries (kind, reason, amount, student_id, enrollment_id, occurred_at)
                               values ('charge', 'month', '4000.00', ${e.studentId}, ${e.id}, ${`${day(n)}T15:00:00Z`}::timestamptz)`);
      });
    // A payment naming no seat, as a debt clearance writes it: the student's lock, then the ledger.
    const pay = (e: (typeof seats)[number]) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from students where id = ${e.studentId} for update`);
        await tx.execute(sql`insert into ledger_entries (kind, amount, method, student_id, enrollment_id, occurred_at)
                             values ('payment', '1000.00', 'cash', ${e.studentId}, ${e.id}, '2026-11-20T10:00:00Z')`);
      });
    // An admin's changes to seats (cycle, section, activity) and courses (pricing), each in its own transaction.
    const admin = (statement: ReturnType<typeof sql>) => db.transaction(async (tx) => void (await tx.execute(statement)));
    const work: Promise<unknown>[] = [];
    for (let n = 2; n <= 13; n += 1) {
      for (const e of seats) work.push(mark(e, n));
      work.push(pay(seats[n % seats.length]!));
      const e = seats[(n * 5) % seats.length]!;
      work.push(admin(sql`update enrollments set cycle_started_on = ${day(n)} where id = ${e.id}`));
      if (n === 6) work.push(admin(sql`update courses set pricing_type = 'monthly', monthly_price = 2500 where id = ${other.id}`));
      if (n === 8) work.push(admin(sql`update enrollments set section_id = ${sectionB.id} where id = ${seats[0]!.id}`));
      if (n === 9) work.push(admin(sql`update enrollments set is_active = false where id = ${seats[4]!.id}`));
      if (n === 11) work.push(admin(sql`update courses set category = 'kindergarten' where id = ${other.id}`));
      if (n === 12) work.push(admin(sql`update sections set course_id = ${monthly.id} where id = ${sectionC.id}`));
    }
    const settled = await Promise.allSettled(work);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    await expectKeptSummaries(t);
    const kept = await db.execute(sql`select count(*)::int as n from monthly_seat_dues`);
    // Every seat is monthly at the end (section C moved to the monthly course) except the one made inactive.
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(11);
    const due = await paymentDuePage(db, '2026-11-23', 100, 0, 'monthly');
    expect(due.total).toBeGreaterThan(0);
  }, 120_000);

  it("recount a seat after a payment and an admin's change to it that overlap, with both changes", async () => {
    const db = t.app.deps.db;
    const course = await createCourse(t, { name: 'Monthly Arabic', pricingType: 'monthly', monthlyPrice: '3000.00' });
    const section = await createSection(t, course.id, { name: 'Z' });
    const [s] = await db.insert(students).values({ name: 'Overlap', barcode: 'MSD-OVERLAP' }).returning();
    const e = await approvedEnrollment(t, s!.id, section.id, '2026-11-01');
    const charge = await db.execute(sql`insert into ledger_entries (kind, reason, amount, student_id, enrollment_id, occurred_at)
                         values ('charge', 'month', '3000.00', ${e.studentId}, ${e.id}, '2026-11-05T10:00:00Z') returning id`);
    const chargeId = (charge as unknown as { rows: { id: number }[] }).rows[0]!.id;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const paymentWritten = new Promise<void>((resolve) => (written = resolve));
    // The payment settles the month, and its transaction stays open while the admin moves the seat's cycle.
    const payment = db.transaction(async (tx) => {
      await tx.execute(sql`select id from students where id = ${e.studentId} for update`);
      await tx.execute(sql`insert into ledger_entries (kind, amount, method, student_id, enrollment_id, applies_to_entry_id, occurred_at)
                           values ('payment', '3000.00', 'cash', ${e.studentId}, ${e.id}, ${chargeId}, '2026-11-20T10:00:00Z')`);
      written();
      await released;
    });
    await paymentWritten;
    // (A Drizzle query runs when awaited: then() sends it now.)
    const change = db.execute(sql`update enrollments set cycle_started_on = '2026-11-21' where id = ${e.id}`).then(() => undefined);
    if (process.env.TEST_DATABASE_URL) {
      // On PostgreSQL the change runs on its own connection: it waits for the payment's lock on the seat.
      for (;;) {
        const waiting = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'update enrollments set cycle_started_on%'`,
        );
        if ((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n > 0) break;
      }
    }
    release();
    await Promise.all([payment, change]);
    await expectKeptSummaries(t);
    const kept = await db.execute(
      sql`select owes, month_outstanding::text as outstanding, cycle_started_on::text as cycle from monthly_seat_dues where enrollment_id = ${e.id}`,
    );
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ owes: false, outstanding: '0.00', cycle: '2026-11-21' }]);
  }, 60_000);
});
