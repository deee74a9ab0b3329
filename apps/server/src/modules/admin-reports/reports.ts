import { sql } from 'drizzle-orm';
import {
  DEBT_AGEING_BUCKETS,
  REPORT_MAX_DAYS,
  REPORT_TOP_DEBTORS,
  academyClock,
  daysBetween,
  type AnyReport,
  type AttendanceReport,
  type DebtAgeingBucket,
  type DebtsReport,
  type EnrollmentsReport,
  type KindergartenReport,
  type Level,
  type ReportName,
  type ReportPeriod,
  type RevenueReport,
  type reportQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { amount, rowsOf } from '../../lib/rows';
import { debtsSql, localDate, unpaidChargesSql } from '../admin-money/debts';

type Query = z.output<typeof reportQuery>;

/** The academy's local month (YYYY-MM) of a timestamp column: Africa/Algiers, not UTC. */
const localMonth = (column: ReturnType<typeof sql>) =>
  sql`to_char(date_trunc('month', ${column} at time zone 'Africa/Algiers'), 'YYYY-MM')`;
/** The instant a local date begins in Africa/Algiers (for range conditions an index can use). */
const localStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Africa/Algiers')`;

function addMonths(date: string, months: number) {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The period asked for: by default the last 12 local months up to today; from ≤ to, at most 3 years. */
export function reportPeriod(q: Query, today: string): ReportPeriod {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? addMonths(to, -11);
  if (from > to) throw badRequest('validation_failed', 'The end date must be on or after the start date.', { to: ['end_before_start'] });
  if (daysBetween(from, to) >= REPORT_MAX_DAYS) {
    throw badRequest('validation_failed', 'The period cannot be longer than 3 years.', { from: ['too_large'] });
  }
  return { from, to, today };
}

const rate = (attended: number, total: number) => (total > 0 ? Math.round((attended * 1000) / total) / 10 : 0);

/** Attendance rate by course and section, and by month: two grouped passes over the period's records. */
async function attendanceReport(db: Db, period: ReportPeriod): Promise<AttendanceReport> {
  const inPeriod = sql`ar.attendance_date between ${period.from}::date and ${period.to}::date`;
  type Counts = { total: number; present: number; late: number; absent: number; excused: number };
  const counts = sql`count(*)::int as total,
    count(*) filter (where ar.status = 'present')::int as present, count(*) filter (where ar.status = 'late')::int as late,
    count(*) filter (where ar.status = 'absent')::int as absent, count(*) filter (where ar.status = 'excused')::int as excused`;
  const [rows, months] = await Promise.all([
    rowsOf<Counts & { course_id: number; course_name: string; course_name_ar: string | null; section_id: number; section_name: string }>(
      db,
      sql`select c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, sec.id as section_id, sec.name as section_name, ${counts}
          from attendance_records ar
          join sections sec on sec.id = ar.section_id
          join courses c on c.id = sec.course_id
          where ${inPeriod}
          group by c.id, sec.id
          order by c.name, sec.name, sec.id`,
    ),
    rowsOf<Counts & { month: string }>(
      db,
      sql`select to_char(ar.attendance_date, 'YYYY-MM') as month, ${counts}
          from attendance_records ar where ${inPeriod}
          group by 1 order by 1`,
    ),
  ]);
  const totals = { total: 0, present: 0, late: 0, absent: 0, excused: 0, rate: 0 };
  for (const r of rows) {
    for (const k of ['total', 'present', 'late', 'absent', 'excused'] as const) totals[k] += Number(r[k]);
  }
  totals.rate = rate(totals.present + totals.late, totals.total);
  return {
    report: 'attendance',
    period,
    rows: rows.map((r) => ({ ...r, rate: rate(r.present + r.late, r.total) })),
    totals,
    chart: months.map((m) => ({ month: m.month, total: m.total, attended: m.present + m.late, rate: rate(m.present + m.late, m.total) })),
  };
}

/** Money received by local month and payment method, with the period's totals (grouping sets: one query). */
async function revenueReport(db: Db, period: ReportPeriod): Promise<RevenueReport> {
  const rows = await rowsOf<{ month: string | null; cash: string; card: string; bank_transfer: string; total: string; count: number }>(
    db,
    sql`select ${localMonth(sql`l.occurred_at`)} as month,
               coalesce(sum(l.amount) filter (where l.method = 'cash'), 0)::text as cash,
               coalesce(sum(l.amount) filter (where l.method = 'card'), 0)::text as card,
               coalesce(sum(l.amount) filter (where l.method = 'bank_transfer'), 0)::text as bank_transfer,
               coalesce(sum(l.amount), 0)::text as total, count(*)::int as count
        from ledger_entries l
        where l.kind = 'payment' and l.occurred_at >= ${localStart(period.from)} and l.occurred_at < ${localStart(addDays(period.to, 1))}
        group by grouping sets ((1), ())
        order by 1 nulls last`,
  );
  const present = (r: (typeof rows)[number]) => ({
    cash: amount(r.cash),
    card: amount(r.card),
    bank_transfer: amount(r.bank_transfer),
    total: amount(r.total),
    count: Number(r.count),
  });
  const months = rows.filter((r) => r.month !== null).map((r) => ({ month: r.month!, ...present(r) }));
  const total = rows.find((r) => r.month === null);
  return {
    report: 'revenue',
    period,
    rows: months,
    totals: total ? present(total) : { cash: 0, card: 0, bank_transfer: 0, total: 0, count: 0 },
    chart: months,
  };
}

/**
 * Outstanding debts by age (as of today), from the same ledger sums as the indebted users list, so the
 * total agrees with its total_debt to the centime. A student's debt is spread over what raised it: each
 * charge's unpaid part (amount − payments applied to it) and each positive adjustment, dated by its
 * session (else its local day). What is not tied to a charge (payments without a charge, negative
 * adjustments, overpaid charges) settles the oldest first, as clear-debt pays. Two queries.
 */
async function debtsReport(db: Db, period: ReportPeriod): Promise<DebtsReport> {
  const today = period.today;
  const [buckets, top] = await Promise.all([
    rowsOf<{ bucket: DebtAgeingBucket; students: number; charges: number; amount: string }>(
      db,
      sql`
        with d as (${debtsSql}),
        paid as (
          select alloc.charge_id as id, sum(alloc.amount) as paid
          from payment_allocations alloc join ledger_entries p on p.id = alloc.payment_id
          where p.student_id in (select student_id from d)
          group by alloc.charge_id
        ),
        items as (
          select l.id, l.student_id, coalesce(ar.attendance_date, ${localDate(sql`l.occurred_at`)}) as day,
                 case when l.kind = 'charge' then greatest(l.amount - coalesce(pd.paid, 0), 0) else l.amount end as owed
          from ledger_entries l
          left join paid pd on pd.id = l.id
          left join attendance_records ar on ar.id = l.attendance_record_id
          where l.student_id in (select student_id from d) and (l.kind = 'charge' or (l.kind = 'adjustment' and l.amount > 0))
        ),
        credit as (
          select d.student_id, sum(i.owed) - d.debt as credit
          from d join items i on i.student_id = d.student_id
          group by d.student_id, d.debt
        ),
        aged as (
          select i.student_id, ${today}::date - i.day as age,
                 greatest(0, least(i.owed, sum(i.owed) over (partition by i.student_id order by i.day, i.id) - c.credit)) as remaining
          from items i join credit c on c.student_id = i.student_id
        ),
        bucketed as (
          select student_id, remaining,
                 case when age <= 30 then '0_30' when age <= 60 then '31_60' when age <= 90 then '61_90' else 'over_90' end as bucket
          from aged where remaining > 0
        )
        select bucket, count(distinct student_id)::int as students, count(*)::int as charges, sum(remaining)::text as amount
        from bucketed group by bucket`,
    ),
    rowsOf<{
      student_id: number;
      name: string;
      parent_name: string | null;
      parent_phone: string | null;
      debt: string;
      oldest: string | null;
      total_students: number;
      total_debt: string;
    }>(
      db,
      sql`
        with d as (${debtsSql}),
        u as (
          select c.student_id, min(coalesce(ar.attendance_date, ${localDate(sql`c.occurred_at`)})) as oldest
          from (${unpaidChargesSql(sql`ch.student_id in (select student_id from d)`, sql`p.student_id in (select student_id from d)`)}) c
          left join attendance_records ar on ar.id = c.attendance_record_id
          group by c.student_id
        )
        select st.id as student_id, st.name, p.full_name as parent_name, p.phone as parent_phone, d.debt::text as debt, u.oldest::text as oldest,
               (count(*) over ())::int as total_students, (sum(d.debt) over ())::text as total_debt
        from d
        join students st on st.id = d.student_id
        left join parents p on p.id = st.parent_id
        left join u on u.student_id = d.student_id
        order by d.debt desc, st.name, st.id
        limit ${REPORT_TOP_DEBTORS}`,
    ),
  ]);
  const rows = DEBT_AGEING_BUCKETS.map((bucket) => {
    const b = buckets.find((r) => r.bucket === bucket);
    return { bucket, students: Number(b?.students ?? 0), charges: Number(b?.charges ?? 0), amount: amount(b?.amount ?? '0') };
  });
  return {
    report: 'debts',
    period,
    rows,
    totals: { students: Number(top[0]?.total_students ?? 0), amount: amount(top[0]?.total_debt ?? '0') },
    chart: rows,
    top_debtors: top.map((r) => ({
      student_id: r.student_id,
      name: r.name,
      parent_name: r.parent_name,
      parent_phone: r.parent_phone,
      debt: amount(r.debt),
      oldest_date: r.oldest,
      oldest_days: r.oldest ? daysBetween(r.oldest, today) : null,
    })),
  };
}

/** Approved enrollments started and registrations created, by course level and local month: one query. */
async function enrollmentsReport(db: Db, period: ReportPeriod): Promise<EnrollmentsReport> {
  const rows = await rowsOf<{ month: string; level: Level; enrollments: number; registrations: number }>(
    db,
    sql`
      with e as (
        select ${localMonth(sql`e.enrolled_at`)} as month, c.level, count(*)::int as n
        from enrollments e join sections sec on sec.id = e.section_id join courses c on c.id = sec.course_id
        where e.status = 'approved' and e.enrolled_at >= ${localStart(period.from)} and e.enrolled_at < ${localStart(addDays(period.to, 1))}
        group by 1, 2
      ),
      r as (
        select ${localMonth(sql`r.created_at`)} as month, c.level, count(*)::int as n
        from registrations r join courses c on c.id = r.course_id
        where r.created_at >= ${localStart(period.from)} and r.created_at < ${localStart(addDays(period.to, 1))}
        group by 1, 2
      )
      select coalesce(e.month, r.month) as month, coalesce(e.level, r.level) as level,
             coalesce(e.n, 0)::int as enrollments, coalesce(r.n, 0)::int as registrations
      from e full join r on r.month = e.month and r.level = e.level
      order by 1, 2`,
  );
  const chart = new Map<string, { month: string; enrollments: number; registrations: number }>();
  const totals = { enrollments: 0, registrations: 0 };
  for (const r of rows) {
    const point = chart.get(r.month) ?? { month: r.month, enrollments: 0, registrations: 0 };
    point.enrollments += r.enrollments;
    point.registrations += r.registrations;
    chart.set(r.month, point);
    totals.enrollments += r.enrollments;
    totals.registrations += r.registrations;
  }
  return { report: 'enrollments', period, rows, totals, chart: [...chart.values()] };
}

/** Kindergarten subscriptions of active seats falling due from today to 30 days ahead, soonest first. */
async function kindergartenReport(db: Db, period: ReportPeriod): Promise<KindergartenReport> {
  const today = period.today;
  const rows = await rowsOf<{
    subscription_id: number;
    student_id: number;
    student_name: string;
    course_name: string;
    course_name_ar: string | null;
    section_name: string;
    amount: string;
    due_date: string;
    days_left: number;
    day_count: number;
    day_amount: string;
    due_7_count: number;
    due_7_amount: string;
    due_30_amount: string;
  }>(
    db,
    sql`select kg.id as subscription_id, st.id as student_id, st.name as student_name, c.name as course_name, c.name_ar as course_name_ar,
               sec.name as section_name, kg.amount::text as amount, kg.next_payment_date::text as due_date,
               (kg.next_payment_date - ${today}::date)::int as days_left,
               (count(*) over (partition by kg.next_payment_date))::int as day_count,
               (sum(kg.amount) over (partition by kg.next_payment_date))::text as day_amount,
               (count(*) filter (where kg.next_payment_date <= ${today}::date + 7) over ())::int as due_7_count,
               coalesce(sum(kg.amount) filter (where kg.next_payment_date <= ${today}::date + 7) over (), 0)::text as due_7_amount,
               (sum(kg.amount) over ())::text as due_30_amount
        from kindergarten_subscriptions kg
        join enrollments e on e.id = kg.enrollment_id
        join sections sec on sec.id = e.section_id
        join courses c on c.id = sec.course_id
        join students st on st.id = e.student_id
        where e.status = 'approved' and e.is_active and kg.status in ('active', 'pending')
          and kg.next_payment_date between ${today}::date and ${today}::date + 30
        order by kg.next_payment_date, st.name, kg.id`,
  );
  const chart = new Map<string, { date: string; count: number; amount: number }>();
  for (const r of rows) chart.set(r.due_date, { date: r.due_date, count: Number(r.day_count), amount: amount(r.day_amount) });
  const first = rows[0];
  return {
    report: 'kindergarten',
    period,
    rows: rows.map((r) => ({
      subscription_id: r.subscription_id,
      student_id: r.student_id,
      student_name: r.student_name,
      course_name: r.course_name,
      course_name_ar: r.course_name_ar,
      section_name: r.section_name,
      amount: amount(r.amount),
      due_date: r.due_date,
      days_left: Number(r.days_left),
    })),
    totals: {
      due_7_count: Number(first?.due_7_count ?? 0),
      due_7_amount: amount(first?.due_7_amount ?? '0'),
      due_30_count: rows.length,
      due_30_amount: amount(first?.due_30_amount ?? '0'),
    },
    chart: [...chart.values()],
  };
}

/** GET /api/admin/reports/{report}: the report of the period (academy clock for today). */
export async function buildReport(deps: Deps, report: ReportName, q: Query): Promise<AnyReport> {
  const today = academyClock(deps.clock()).date;
  const period = reportPeriod(q, today);
  switch (report) {
    case 'attendance':
      return attendanceReport(deps.db, period);
    case 'revenue':
      return revenueReport(deps.db, period);
    case 'debts':
      return debtsReport(deps.db, period);
    case 'enrollments':
      return enrollmentsReport(deps.db, period);
    case 'kindergarten':
      return kindergartenReport(deps.db, period);
  }
}
