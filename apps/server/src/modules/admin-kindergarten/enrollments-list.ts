import { sql } from 'drizzle-orm';
import {
  academyClock,
  subscriptionDue,
  type KindergartenEnrollment,
  type KindergartenEnrollmentsResponse,
  type kindergartenEnrollmentsQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { amount, rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { attendedSql } from '../ledger/attended';

const rate = (attended: number, total: number) => (total > 0 ? Math.round((attended / total) * 100) : 0);

/** Which tab of the enrollment list a subscription falls in, today. */
const bucket = (today: string) => sql`case
  when coalesce(kg.status, 'pending') in ('expired', 'suspended') then 'expired'
  when coalesce(kg.status, 'pending') = 'pending' or kg.next_payment_date <= ${today}::date then 'pending_payment'
  else 'active' end`;

interface EnrollmentRow {
  id: number;
  student_id: number;
  student_name: string;
  parent_name: string | null;
  parent_phone: string | null;
  student_phone: string | null;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  section_id: number;
  section_name: string;
  subscription_status: 'active' | 'pending' | 'expired' | 'suspended';
  amount: string;
  next_payment_date: string | null;
  payment_notes: string | null;
  enrolled_at: string;
  attended: number;
  total_sessions: number;
  total: number;
}

/** The active kindergarten seats (approved), with their subscription: the rows of the list (attendance is read for the page only). */
function enrollmentsSql(today: string, where: ReturnType<typeof sql>) {
  return sql`
    select e.id, e.student_id, st.name as student_name, p.full_name as parent_name, p.phone as parent_phone, st.phone as student_phone,
           c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, s.id as section_id, s.name as section_name,
           coalesce(kg.status, 'pending') as subscription_status, coalesce(kg.amount, c.monthly_price, 0)::text as amount,
           kg.next_payment_date::text as next_payment_date, kg.payment_notes, to_char(e.enrolled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as enrolled_at,
           ${bucket(today)} as bucket
    from enrollments e
    join sections s on s.id = e.section_id
    join courses c on c.id = s.course_id
    join students st on st.id = e.student_id
    left join parents p on p.id = st.parent_id
    left join kindergarten_subscriptions kg on kg.enrollment_id = e.id
    where c.category = 'kindergarten' and e.is_active and e.status = 'approved' and ${where}`;
}

/**
 * The same seats with only what the list filters, orders and counts them by (the student's name when
 * searching): the page is picked from these before its rows are built, so the parents and the
 * subscriptions' other columns are read for the page only.
 */
function seatsSql(today: string, where: ReturnType<typeof sql>, withStudent: boolean) {
  return sql`
    select e.id, e.student_id, ${withStudent ? sql`st.name` : sql`null`} as student_name, kg.next_payment_date, ${bucket(today)} as bucket
    from enrollments e
    join sections s on s.id = e.section_id
    join courses c on c.id = s.course_id
    ${withStudent ? sql`join students st on st.id = e.student_id` : sql``}
    left join kindergarten_subscriptions kg on kg.enrollment_id = e.id
    where c.category = 'kindergarten' and e.is_active and e.status = 'approved' and ${where}`;
}

function presentEnrollment(r: EnrollmentRow, today: string): KindergartenEnrollment {
  const monthly = amount(r.amount);
  const due = subscriptionDue(r.next_payment_date, today);
  const attended = Number(r.attended);
  const total = Number(r.total_sessions);
  return {
    id: r.id,
    enrollment_id: r.id,
    student_id: r.student_id,
    student_name: r.student_name,
    subscription_status: r.subscription_status,
    parent_name: r.parent_name,
    parent_phone: r.parent_phone,
    phone: r.parent_phone ?? r.student_phone,
    course_id: r.course_id,
    course_name: r.course_name,
    course_name_ar: r.course_name_ar,
    class_id: r.section_id,
    section_id: r.section_id,
    class_name: r.section_name,
    monthly_amount: monthly,
    subscription_amount: monthly,
    next_payment_date: r.next_payment_date,
    next_subscription_date: r.next_payment_date,
    ...due,
    attendance: { attended, total, rate: rate(attended, total) },
    sessions_attended: attended,
    total_sessions: total,
    attendance_rate: rate(attended, total),
    enrollment_date: r.enrolled_at,
    payment_notes: r.payment_notes,
  };
}

/**
 * GET /api/admin/kindergarten/enrollments: one page of kindergarten seats with subscription, due state and
 * attendance, the tab counts (search applied), in one query (two for a page with no rows). Tabs: active
 * (paid up), pending_payment (never paid, or due today / overdue), expired (expired or suspended).
 */
export async function listEnrollments(
  deps: Deps,
  q: z.output<typeof kindergartenEnrollmentsQuery>,
): Promise<KindergartenEnrollmentsResponse> {
  const today = academyClock(deps.clock()).date;
  const search = q.search ? searchTerm(q.search) : '';
  const searched = search ? sql`st.search_text like ${containsPattern(search)}` : sql`true`;
  const filtered = q.filter === 'all' ? sql`true` : sql`k.bucket = ${q.filter}`;
  const order = sql`k.next_payment_date asc nulls last, k.student_name, k.id`;
  // The page, its tab's total and every tab's count in one pass over the seats; a page with no rows (past
  // the end, or an empty tab) has no row to carry the counts: they are counted on their own then.
  const tabCount = (tab: string) => sql`(count(*) filter (where k.bucket = ${tab}))::int`;
  // Unsearched, the students' names only break ties of the due date: they are looked up (by key) for the
  // seats due no later than the page's last one ("bound", the due date of its last row), not joined to
  // all 13,200 seats at 10x. No bound (fewer seats than the page reaches) or a null one (the page ends among
  // the seats never due, which sort last) keeps every seat.
  const name = search ? sql`k.student_name` : sql`(select st.name from students st where st.id = k.student_id)`;
  const rows = await rowsOf<EnrollmentRow & { n_active: number; n_pending_payment: number; n_expired: number }>(
    deps.db,
    sql`with seats as materialized (${seatsSql(today, searched, Boolean(search))}),
        counted as (
          select (count(*) filter (where ${filtered}))::int as total, ${tabCount('active')} as n_active,
                 ${tabCount('pending_payment')} as n_pending_payment, ${tabCount('expired')} as n_expired
          from seats k
        ),
        bound as (
          select k.next_payment_date from seats k where ${filtered}
          order by k.next_payment_date asc nulls last limit 1 offset ${q.offset + q.limit - 1}
        ),
        picked as (
          select k.id, counted.* from (
            select k.id, k.next_payment_date, ${name} as student_name from seats k
            where ${filtered} and (k.next_payment_date <= (select b.next_payment_date from bound b)
              or not exists (select 1 from bound b where b.next_payment_date is not null))
          ) k, counted
          order by ${order} limit ${q.limit} offset ${q.offset}
        )
        select k.*, picked.total, picked.n_active, picked.n_pending_payment, picked.n_expired,
               coalesce(a.attended, 0)::int as attended, coalesce(a.total, 0)::int as total_sessions
        from picked join (${enrollmentsSql(today, sql`e.id in (select id from picked)`)}) k on k.id = picked.id
        left join lateral (
          select count(*) filter (where ${attendedSql(sql`ar.status`)}) as attended, count(*) as total
          from attendance_records ar where ar.student_id = k.student_id and ar.section_id = k.section_id
        ) a on true
        order by ${order}`,
  );
  const counted = rows.length
    ? (['active', 'pending_payment', 'expired'] as const).map((bucket) => ({ bucket, n: rows[0]![`n_${bucket}`] }))
    : await rowsOf<{ bucket: string; n: number }>(
        deps.db,
        sql`select k.bucket, count(*)::int as n from (${seatsSql(today, searched, Boolean(search))}) k group by k.bucket`,
      );
  const counts = { all: 0, active: 0, pending_payment: 0, expired: 0 };
  for (const c of counted) {
    counts[c.bucket as keyof typeof counts] = Number(c.n);
    counts.all += Number(c.n);
  }
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.offset > 0) total = q.filter === 'all' ? counts.all : counts[q.filter];
  return { enrollments: rows.map((r) => presentEnrollment(r, today)), total, limit: q.limit, offset: q.offset, counts };
}
