import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { MONTHLY_CYCLE_SESSIONS } from '@academy/shared';
import type { TestApp } from './test-app';

type Row = Record<string, unknown>;

/**
 * What the triggers keep matches the rows they summarize: the unpaid charges (unpaid_charges, migration
 * 0012) are exactly the ledger's charges not settled by the payments applied to them, each with what it
 * still owes and the day it is for (its session's, else its local day: migration 0024); each student's
 * and each enrollment's totals (student_balances, enrollment_balances, migrations 0009 and 0014) are their
 * entries summed; each day's counts by status (attendance_day_counts,
 * migration 0015) are its records counted; each enrollment's attendance (enrollment_attendance, migration
 * 0016) is its records counted, with the date of its MONTHLY_CYCLE_SESSIONS-th latest attended session; each
 * local day's payments by method (payment_day_totals, migration 0023) are its payments summed; each seat's
 * month charges still unpaid are summed on its enrollment_balances row with the day of the oldest (migration 0025);
 * the monthly seats are kept with their figures (monthly_seat_dues, migration 0027).
 * Returns how many charges are unpaid.
 */
export async function expectKeptSummaries(t: TestApp): Promise<number> {
  const rowsOf = async (query: ReturnType<typeof sql>) => ((await t.app.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
  // Paid on a charge: its allocations (migration 0020), one per door payment naming it, one per charge a clearance settled.
  const paid = sql`coalesce((select sum(a.amount) from payment_allocations a where a.charge_id = ch.id), 0)`;
  // Every payment naming its charge has that one allocation, of its amount; no payment is allocated beyond its amount.
  expect(
    await rowsOf(sql`
    select p.id from ledger_entries p left join payment_allocations a on a.payment_id = p.id and a.charge_id = p.applies_to_entry_id
    where p.kind = 'payment' and p.applies_to_entry_id is not null and (a.id is null or a.amount <> p.amount)
    union all
    select p.id from ledger_entries p join payment_allocations a on a.payment_id = p.id group by p.id, p.amount having sum(a.amount) > p.amount`),
  ).toEqual([]);
  const summed = await rowsOf(sql`
    select ch.id, ch.student_id, ch.enrollment_id, ch.reason, ch.amount::text as amount, ch.attendance_record_id,
           ch.occurred_at::text as occurred_at, (ch.amount - ${paid})::text as outstanding,
           coalesce(ar.attendance_date, ((ch.occurred_at at time zone 'UTC') + interval '1 hour')::date)::text as day
    from ledger_entries ch left join attendance_records ar on ar.id = ch.attendance_record_id
    where ch.kind = 'charge' and ch.amount > ${paid}
    order by ch.id`);
  const kept = await rowsOf(sql`
    select charge_id as id, student_id, enrollment_id, reason, amount::text as amount, attendance_record_id,
           occurred_at::text as occurred_at, outstanding::text as outstanding, day::text as day
    from unpaid_charges order by charge_id`);
  expect(kept).toEqual(summed);
  // A payment naming no enrollment (a clearance over several seats) pays each seat the parts allocated to its charges.
  const totals = (key: 'student_id' | 'enrollment_id') =>
    sql.raw(`
    select ${key} as id, coalesce(sum(amount) filter (where kind <> 'payment'), 0)::numeric(12, 2)::text as charged,
           coalesce(sum(amount) filter (where kind = 'payment'), 0)::numeric(12, 2)::text as paid
    ${
      key === 'student_id'
        ? ", (count(*) filter (where kind = 'payment'))::int as payments, sum(case when kind = 'payment' then -amount else amount end)::numeric(12, 2)::text as balance"
        : ", (max(occurred_at) filter (where kind = 'charge' and reason = 'month'))::text as last_month_charge_at"
    }
    from (
      select ${key}, kind, amount, reason, occurred_at from ledger_entries
      ${
        key === 'enrollment_id'
          ? `union all
      select a.enrollment_id, 'payment', a.amount, null, null from payment_allocations a join ledger_entries p on p.id = a.payment_id
      where p.enrollment_id is null`
          : ''
      }
    ) e where ${key} is not null group by ${key} order by ${key}`);
  expect(
    await rowsOf(
      sql`select student_id as id, charged::text as charged, paid::text as paid, payments, balance::text as balance from student_balances order by student_id`,
    ),
  ).toEqual(await rowsOf(totals('student_id')));
  expect(
    await rowsOf(
      sql`select enrollment_id as id, charged::text as charged, paid::text as paid, last_month_charge_at::text as last_month_charge_at from enrollment_balances order by enrollment_id`,
    ),
  ).toEqual(await rowsOf(totals('enrollment_id')));
  // Each seat's month charges still unpaid (migration 0025): what they owe and the local day of the oldest.
  expect(
    await rowsOf(sql`
    select enrollment_id as id, month_outstanding::text as outstanding, month_since::text as since from enrollment_balances
    where month_outstanding <> 0 or month_since is not null order by 1`),
  ).toEqual(
    await rowsOf(sql`
    select enrollment_id as id, sum(outstanding)::numeric(12, 2)::text as outstanding,
           min(((occurred_at at time zone 'UTC') + interval '1 hour')::date)::text as since
    from unpaid_charges where reason = 'month' and enrollment_id is not null group by 1 order by 1`),
  );
  // The monthly seats and their figures (monthly_seat_dues, migration 0027): every approved active seat of a
  // monthly course other than kindergarten, and no other, each with its rows' figures.
  expect(
    await rowsOf(sql`
    select enrollment_id as id, student_id, section_id, cycle_started_on::text as cycle, fourth_last_attended_on::text as fourth, owes,
           month_outstanding::text as outstanding, month_since::text as since, last_month_charge_on::text as last_month
    from monthly_seat_dues order by 1`),
  ).toEqual(
    await rowsOf(sql`
    select e.id, e.student_id, e.section_id, e.cycle_started_on::text as cycle, ea.fourth_last_attended_on::text as fourth,
           coalesce(b.charged > b.paid, false) as owes, coalesce(b.month_outstanding, 0)::numeric(12, 2)::text as outstanding,
           b.month_since::text as since, ((b.last_month_charge_at at time zone 'UTC') + interval '1 hour')::date::text as last_month
    from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
    left join enrollment_balances b on b.enrollment_id = e.id left join enrollment_attendance ea on ea.enrollment_id = e.id
    where e.status = 'approved' and e.is_active and c.pricing_type = 'monthly' and c.category <> 'kindergarten'
    order by 1`),
  );
  expect(await rowsOf(sql`select attendance_date::text as date, status, n from attendance_day_counts where n <> 0 order by 1, 2`)).toEqual(
    await rowsOf(sql`select attendance_date::text as date, status, count(*)::int as n from attendance_records group by 1, 2 order by 1, 2`),
  );
  // Each local day's payments by method (payment_day_totals, migration 0023): their sum and how many.
  expect(
    await rowsOf(sql`select day::text as day, method, amount::text as amount, payments from payment_day_totals order by 1, 2`),
  ).toEqual(
    await rowsOf(sql`
      select (occurred_at at time zone 'Africa/Algiers')::date::text as day, method, sum(amount)::numeric(14, 2)::text as amount,
             count(*)::int as payments
      from ledger_entries where kind = 'payment' group by 1, 2 order by 1, 2`),
  );
  // An enrollment with no records yet may have no row: its readers take that as nothing attended.
  expect(
    await rowsOf(sql`
    select e.id, coalesce(ea.total, 0) as total, coalesce(ea.present, 0) as present, coalesce(ea.absent, 0) as absent,
           coalesce(ea.late, 0) as late, ea.fourth_last_attended_on::text as cycle_date
    from enrollments e left join enrollment_attendance ea on ea.enrollment_id = e.id order by e.id`),
  ).toEqual(
    await rowsOf(sql`
      select e.id, count(a.id)::int as total, (count(*) filter (where a.status = 'present'))::int as present,
             (count(*) filter (where a.status = 'absent'))::int as absent, (count(*) filter (where a.status = 'late'))::int as late,
             (select f.attendance_date::text from attendance_records f where f.enrollment_id = e.id and f.status in ('present', 'late')
              order by f.attendance_date desc offset ${MONTHLY_CYCLE_SESSIONS - 1} limit 1) as cycle_date
      from enrollments e left join attendance_records a on a.enrollment_id = e.id
      group by e.id order by e.id`),
  );
  // What teacher pay reads (migration 0032): the money collected per section, charge day and collection month (a
  // reversal minus, in its month), and the attended marks per section and date.
  const charge = sql.raw(`coalesce(ar.section_id, e.section_id) as section_id,
           coalesce(ar.attendance_date, ((c.occurred_at at time zone 'UTC') + interval '1 hour')::date) as day`);
  const chargeJoins = sql.raw(`join ledger_entries c on c.id = pa.charge_id
      left join attendance_records ar on ar.id = c.attendance_record_id left join enrollments e on e.id = c.enrollment_id`);
  const localMonth = (at: string) => sql.raw(`date_trunc('month', ((${at} at time zone 'UTC') + interval '1 hour')::date)::date`);
  expect(
    await rowsOf(sql`select section_id, day::text as day, month::text as month, amount::text as amount from section_collections
      where amount <> 0 order by 1, 2, 3`),
  ).toEqual(
    await rowsOf(sql`
      select section_id, day::text as day, month::text as month, sum(amount)::numeric(14, 2)::text as amount from (
        select ${charge}, ${localMonth('pa.created_at')} as month, pa.amount from payment_allocations pa ${chargeJoins}
        union all
        select ${charge}, ${localMonth('rv.occurred_at')} as month, -pa.amount
        from ledger_entries rv join payment_allocations pa on pa.payment_id = rv.applies_to_entry_id ${chargeJoins}
        where rv.kind = 'adjustment'
      ) x where section_id is not null group by 1, 2, 3 having sum(amount) <> 0 order by 1, 2, 3`),
  );
  expect(
    await rowsOf(
      sql`select section_id, attendance_date::text as date, attended from section_day_attendance where attended <> 0 order by 1, 2`,
    ),
  ).toEqual(
    await rowsOf(sql`select section_id, attendance_date::text as date, count(*)::int as attended from attendance_records
      where status in ('present', 'late') group by 1, 2 order by 1, 2`),
  );
  return summed.length;
}
