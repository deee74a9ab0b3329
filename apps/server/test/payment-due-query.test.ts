import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { courses, enrollments, kindergartenSubscriptions, ledgerEntries, paymentAllocations, students } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { paymentDuePage, type PaymentDueRow } from '../src/modules/admin-attendance/payment-due';
import { createTestApp, type TestApp } from './support/test-app';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * The payment-due list's query (admin-attendance/payment-due.ts) works out the list narrow and joins names,
 * courses, sessions and parents for its page only; it must give the same rows in the same order, and the
 * same total, as the query it replaced (below, as it was), for every page, kind and day: seats owing a
 * month (wholly or partly), cycles complete with and without a month charge since their start, cycles begun
 * on a set day, seats not active or not approved, courses by session, kindergarten subscriptions due before,
 * on and after the day or suspended, and ties on the day and on the name.
 */

let t: TestApp;
let barcode = 0;
const DAYS = ['2026-11-23', '2026-11-30', '2026-10-31', '2026-12-01'];

/** The list as it was computed before (every column of every alert, then the page). */
async function pageBefore(today: string, limit: number, offset: number, kind?: PaymentDueRow['kind']) {
  const localDate = (c: ReturnType<typeof sql>) => sql`((${c} at time zone 'UTC') + interval '1 hour')::date`;
  const dueSql = sql`
      with monthly as (
        select e.id as enrollment_id, e.student_id, e.section_id, c.name as course_name, c.name_ar as course_name_ar, c.monthly_price,
               coalesce(e.cycle_started_on, date_trunc('month', ${today}::date)::date) as cycle_start
        from enrollments e join sections sec on sec.id = e.section_id join courses c on c.id = sec.course_id
        where e.status = 'approved' and e.is_active and c.pricing_type = 'monthly' and c.category <> 'kindergarten'
      ),
      unpaid_months as (
        select u.enrollment_id, sum(u.outstanding) as outstanding, min(${localDate(sql`u.occurred_at`)}) as since
        from unpaid_charges u where u.reason = 'month' group by u.enrollment_id
      )
      select k.* from (
        select m.student_id, st.name as student_name, m.course_name, m.course_name_ar, m.section_id, 'monthly' as kind,
               (case when coalesce(un.outstanding, 0) > 0 then un.outstanding else coalesce(m.monthly_price, 0) end)::text as amount,
               coalesce(un.since, m.cycle_start)::text as since, m.enrollment_id, st.parent_id, m.cycle_start
        from monthly m
        left join unpaid_months un on un.enrollment_id = m.enrollment_id
        left join enrollment_balances eb on eb.enrollment_id = m.enrollment_id
        left join enrollment_attendance ea on ea.enrollment_id = m.enrollment_id
        join students st on st.id = m.student_id
        where coalesce(un.outstanding, 0) > 0
           or ((eb.last_month_charge_at is null or ${localDate(sql`eb.last_month_charge_at`)} < m.cycle_start)
               and ea.fourth_last_attended_on >= m.cycle_start)
        union all
        select e.student_id, st.name, c.name, c.name_ar, e.section_id, 'kindergarten',
               coalesce(kg.amount, c.monthly_price, 0)::text, kg.next_payment_date::text, e.id, st.parent_id, null::date
        from kindergarten_subscriptions kg
        join enrollments e on e.id = kg.enrollment_id join sections sec on sec.id = e.section_id
        join courses c on c.id = sec.course_id join students st on st.id = e.student_id
        where e.status = 'approved' and e.is_active and kg.status in ('active', 'pending') and kg.next_payment_date <= ${today}::date
      ) k`;
  const order = sql`since nulls last, student_name, enrollment_id`;
  const rows = await rowsOf<Record<string, unknown> & { student_id: number | null; total: number }>(
    t.app.deps.db,
    sql`
      with due as (select * from (${dueSql}) k ${kind ? sql`where k.kind = ${kind}` : sql``}),
      page as (select * from due order by ${order} limit ${limit} offset ${offset})
      select page.student_id, page.student_name, page.course_name, page.course_name_ar, page.section_id, page.kind, page.amount,
             page.since, page.enrollment_id, p.full_name as parent_name, p.phone as parent_phone,
             case when page.kind = 'monthly' then (select count(*)::int from attendance_records a
               where a.enrollment_id = page.enrollment_id and a.status in ('present', 'late') and a.attendance_date >= page.cycle_start) end as sessions,
             (select count(*)::int from due) as total
      from (select 1) one left join page on true left join parents p on p.id = page.parent_id
      order by ${order}`,
  );
  return {
    rows: rows.flatMap(({ total: _total, student_id, ...r }) => (student_id === null ? [] : [{ ...r, student_id }])),
    total: Number(rows[0]?.total ?? 0),
  };
}

async function student(name: string) {
  barcode += 1;
  const [row] = await t.app.deps.db
    .insert(students)
    .values({ name, barcode: `DUE${String(barcode).padStart(6, '0')}` })
    .returning();
  return row!.id;
}

/** A month charge made at `at` (UTC), with `paid` of it paid. */
async function monthCharge(e: { id: number; studentId: number }, amount: string, at: string, paid?: string) {
  const db = t.app.deps.db;
  const [charge] = await db
    .insert(ledgerEntries)
    .values({ kind: 'charge', reason: 'month', amount, studentId: e.studentId, enrollmentId: e.id, occurredAt: new Date(at) })
    .returning();
  if (paid) {
    await db.insert(ledgerEntries).values({
      kind: 'payment',
      amount: paid,
      method: 'cash',
      studentId: e.studentId,
      enrollmentId: e.id,
      appliesToEntryId: charge!.id,
      occurredAt: new Date(new Date(at).getTime() + 60_000),
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const monthly = await createCourse(t, { name: 'Monthly Maths', pricingType: 'monthly', monthlyPrice: '4000.00' });
  const free = await createCourse(t, { name: 'Monthly Free', pricingType: 'monthly', monthlyPrice: null });
  const bySession = await createCourse(t, { name: 'By Session' });
  const kg = await createCourse(t, { name: 'Stars', category: 'kindergarten', pricingType: 'monthly', monthlyPrice: '6000.00' });
  const m1 = await createSection(t, monthly.id, { name: 'M1' });
  const m2 = await createSection(t, monthly.id, { name: 'M2' });
  const f1 = await createSection(t, free.id, { name: 'F1' });
  const s1 = await createSection(t, bySession.id, { name: 'S1' });
  const k1 = await createSection(t, kg.id, { name: 'K1' });
  const four = async (e: Awaited<ReturnType<typeof approvedEnrollment>>, days: string[]) => {
    for (const day of days) await attended(t, e, day, { status: day.endsWith('3') ? 'late' : 'present' });
  };

  // Owing a month (two charges, one partly paid), the same since as another of the same name.
  const owes = await approvedEnrollment(t, await student('Yacine Haddad'), m1.id);
  await monthCharge(owes, '4000.00', '2026-10-31T23:30:00Z'); // 00:30 on Nov 1 in Algiers
  await monthCharge(owes, '4000.00', '2026-11-20T10:00:00Z', '1500.00');
  const twin = await approvedEnrollment(t, await student('Yacine Haddad'), m2.id);
  await monthCharge(twin, '4000.00', '2026-11-01T09:00:00Z');
  // A month paid in full: not due, unless its cycle completed since.
  const paid = await approvedEnrollment(t, await student('Paid Month'), m1.id);
  await monthCharge(paid, '4000.00', '2026-11-02T09:00:00Z', '4000.00');
  await four(paid, ['2026-11-03', '2026-11-05', '2026-11-10', '2026-11-12']);
  // Complete cycles with no month charge: this month's, one begun on a set day, and one on a free course.
  const complete = await approvedEnrollment(t, await student('Cycle Complete'), m1.id);
  await four(complete, ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-11']);
  const reset = await approvedEnrollment(t, await student('Cycle Reset'), m2.id, '2026-11-10');
  await four(reset, ['2026-11-06', '2026-11-12', '2026-11-13', '2026-11-17', '2026-11-19']);
  const short = await approvedEnrollment(t, await student('Cycle Short'), m2.id, '2026-11-12');
  await four(short, ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-17', '2026-11-19']);
  const freeSeat = await approvedEnrollment(t, await student('Free Seat'), f1.id);
  await four(freeSeat, ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-16']);
  // A complete cycle whose month charge came after its start (not due), and one whose charge is older (due).
  const charged = await approvedEnrollment(t, await student('Charged Cycle'), m1.id);
  await four(charged, ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-16']);
  await monthCharge(charged, '4000.00', '2026-11-16T15:00:00Z', '4000.00');
  const stale = await approvedEnrollment(t, await student('Stale Charge'), m1.id);
  await monthCharge(stale, '4000.00', '2026-10-20T15:00:00Z', '4000.00');
  await four(stale, ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-16']);
  // Last month's cycle only (due while in October, not in November), not active, not approved, by session.
  const october = await approvedEnrollment(t, await student('October Only'), m1.id);
  await four(october, ['2026-10-05', '2026-10-07', '2026-10-12', '2026-10-14']);
  const inactive = await approvedEnrollment(t, await student('Inactive Seat'), m2.id);
  await monthCharge(inactive, '4000.00', '2026-11-01T09:00:00Z');
  await db
    .update(enrollments)
    .set({ isActive: false })
    .where(sql`${enrollments.id} = ${inactive.id}`);
  const pendingStudent = await student('Pending Seat');
  const [pending] = await db.insert(enrollments).values({ studentId: pendingStudent, sectionId: m1.id, status: 'pending' }).returning();
  await monthCharge({ id: pending!.id, studentId: pendingStudent }, '4000.00', '2026-11-01T09:00:00Z');
  const session = await approvedEnrollment(t, await student('Session Seat'), s1.id);
  await four(session, ['2026-11-02', '2026-11-04', '2026-11-09', '2026-11-16']);
  // Kindergarten: due before, on and after the day, suspended, pending.
  const subs: Array<[string, string, 'active' | 'pending' | 'suspended', string]> = [
    ['Kid A', '2026-11-01', 'active', '5000.00'],
    ['Kid B', '2026-11-23', 'active', '5000.00'],
    ['Kid C', '2026-11-24', 'active', '5000.00'],
    ['Kid D', '2026-11-10', 'suspended', '5000.00'],
    ['Kid E', '2026-11-12', 'pending', '4500.00'],
    ['Yacine Haddad', '2026-11-01', 'active', '5500.00'],
  ];
  for (const [name, next, status, amount] of subs) {
    const e = await approvedEnrollment(t, await student(name), k1.id);
    await db.insert(kindergartenSubscriptions).values({ enrollmentId: e.id, status, amount, nextPaymentDate: next });
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the payment-due list (paymentDuePage)', () => {
  it.each(DAYS)(
    'gives the rows, order and total the query it replaced gave, for every page and kind, on %s',
    async (today) => {
      const all = await paymentDuePage(t.app.deps.db, today, 100, 0);
      expect(all).toEqual(await pageBefore(today, 100, 0));
      if (today === '2026-11-23') {
        // Paid Month and Charged Cycle were charged since their cycle began, Cycle Short has 3 sessions since its start.
        expect(all.total).toBe(10);
        expect(all.rows.map((r) => [r.student_name, r.kind, r.since, r.amount, r.sessions])).toEqual([
          ['Cycle Complete', 'monthly', '2026-11-01', '4000.00', 4],
          ['Free Seat', 'monthly', '2026-11-01', '0', 4],
          ['Kid A', 'kindergarten', '2026-11-01', '5000.00', null],
          ['Stale Charge', 'monthly', '2026-11-01', '4000.00', 4],
          ['Yacine Haddad', 'monthly', '2026-11-01', '6500.00', 0],
          ['Yacine Haddad', 'monthly', '2026-11-01', '4000.00', 0],
          ['Yacine Haddad', 'kindergarten', '2026-11-01', '5500.00', null],
          ['Cycle Reset', 'monthly', '2026-11-10', '4000.00', 4],
          ['Kid E', 'kindergarten', '2026-11-12', '4500.00', null],
          ['Kid B', 'kindergarten', '2026-11-23', '5000.00', null],
        ]);
      }
      for (const kind of [undefined, 'monthly', 'kindergarten'] as const) {
        const { total } = await pageBefore(today, 1, 0, kind);
        for (const limit of [1, 2, 3, 5, 20]) {
          for (let offset = 0; offset <= total + 1; offset += 1) {
            expect(await paymentDuePage(t.app.deps.db, today, limit, offset, kind), `${kind} ${limit} ${offset}`).toEqual(
              await pageBefore(today, limit, offset, kind),
            );
          }
        }
      }
    },
    60_000,
  );
});

/** The seat of the student of this name (the only one of that name) and its section's course. */
async function seatOf(name: string) {
  const [row] = await rowsOf<{ id: number; student_id: number; section_id: number; course_id: number }>(
    t.app.deps.db,
    sql`select e.id, e.student_id, e.section_id, sec.course_id from enrollments e join students s on s.id = e.student_id
        join sections sec on sec.id = e.section_id where s.name = ${name}`,
  );
  return row!;
}

describe('the payment-due list after seats, courses and money change', () => {
  it("still gives what the query it replaced gives, and each seat's kept month dues agree with its unpaid charges", async () => {
    const db = t.app.deps.db;
    const set = async (table: typeof enrollments | typeof courses, id: number, values: Record<string, unknown>) => {
      await db
        .update(table)
        .set(values)
        .where(sql`${table.id} = ${id}`);
    };
    // One payment naming no seat (a clearance) settles one seat's month charge and part of another's (allocations).
    const m1 = await seatOf('Paid Month');
    const studentId = await student('Two Seats');
    const a = await approvedEnrollment(t, studentId, m1.section_id);
    const other = await seatOf('Cycle Short');
    const b = await approvedEnrollment(t, studentId, other.section_id);
    await monthCharge(a, '4000.00', '2026-11-03T09:00:00Z');
    await monthCharge(b, '4000.00', '2026-11-04T09:00:00Z');
    const charges = await rowsOf<{ id: number; enrollment_id: number }>(
      db,
      sql`select id, enrollment_id from ledger_entries where student_id = ${studentId} and kind = 'charge' order by id`,
    );
    const [clearance] = await db
      .insert(ledgerEntries)
      .values({
        kind: 'payment',
        amount: '5000.00',
        method: 'cash',
        studentId,
        enrollmentId: null,
        occurredAt: new Date('2026-11-21T09:00:00Z'),
      })
      .returning();
    await db.insert(paymentAllocations).values([
      { paymentId: clearance!.id, chargeId: charges[0]!.id, enrollmentId: charges[0]!.enrollment_id, amount: '4000.00' },
      { paymentId: clearance!.id, chargeId: charges[1]!.id, enrollmentId: charges[1]!.enrollment_id, amount: '1000.00' },
    ]);
    // Seats change section, status, activity and cycle start; courses change pricing and category; a subscription renews.
    await set(enrollments, (await seatOf('Cycle Complete')).id, { sectionId: (await seatOf('Free Seat')).section_id });
    await set(enrollments, (await seatOf('Pending Seat')).id, { status: 'approved' });
    await set(enrollments, (await seatOf('Inactive Seat')).id, { isActive: true });
    await set(enrollments, (await seatOf('Stale Charge')).id, { cycleStartedOn: '2026-11-17' });
    await set(enrollments, (await seatOf('Paid Month')).id, { cycleStartedOn: '2026-11-01' });
    await set(courses, (await seatOf('Session Seat')).course_id, { pricingType: 'monthly', monthlyPrice: '3000.00' });
    await set(courses, (await seatOf('Free Seat')).course_id, { category: 'kindergarten' });
    await db
      .update(kindergartenSubscriptions)
      .set({ nextPaymentDate: '2026-12-01' })
      .where(sql`${kindergartenSubscriptions.enrollmentId} = ${(await seatOf('Kid A')).id}`);
    await expectKeptSummaries(t);
    for (const today of DAYS) {
      for (const kind of [undefined, 'monthly', 'kindergarten'] as const) {
        const { total } = await pageBefore(today, 1, 0, kind);
        for (const [limit, offset] of [
          [100, 0],
          [3, 0],
          [3, 3],
          [5, Math.max(total - 2, 0)],
          [1, total],
        ] as const) {
          expect(await paymentDuePage(db, today, limit, offset, kind), `${today} ${kind} ${limit} ${offset}`).toEqual(
            await pageBefore(today, limit, offset, kind),
          );
        }
      }
    }
    // The clearance left 3000.00 of the second seat's month, still due since its charge's day.
    const due = await paymentDuePage(db, '2026-11-23', 100, 0, 'monthly');
    expect(due.rows.filter((r) => r.student_name === 'Two Seats').map((r) => [r.enrollment_id, r.amount, r.since])).toEqual([
      [b.id, '3000.00', '2026-11-04'],
    ]);
  }, 60_000);
});
