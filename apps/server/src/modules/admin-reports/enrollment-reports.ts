import { sql } from 'drizzle-orm';
import { type EnrollmentsReport, type KindergartenReport, type Level, type ReportPeriod } from '@academy/shared';
import type { Db } from '../../db/client';
import { amount, rowsOf } from '../../lib/rows';
import { localMonth, localStart, addDays } from './period';

/** Approved enrollments started and registrations created, by course level and local month: one query. */
export async function enrollmentsReport(db: Db, period: ReportPeriod): Promise<EnrollmentsReport> {
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
export async function kindergartenReport(db: Db, period: ReportPeriod): Promise<KindergartenReport> {
  const today = period.today;
  const rows = await rowsOf<{
    subscription_id: number;
    student_id: number;
    student_name: string;
    course_name: string;
    course_name_ar: string | null;
    course_name_fr: string | null;
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
    sql`select kg.id as subscription_id, st.id as student_id, st.name as student_name, c.name as course_name, c.name_ar as course_name_ar, c.name_fr as course_name_fr,
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
      course_name_fr: r.course_name_fr,
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
