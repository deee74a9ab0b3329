import { sql, type SQL } from 'drizzle-orm';
import {
  HIGH_DEBT_DA,
  RECENT_DEBT_DAYS,
  academyClock,
  toCents,
  type IndebtedUser,
  type IndebtedUsersResponse,
  type indebtedUsersQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { localDateSql } from '../../lib/academy-day';
import { amount, rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { debtsSql } from '../ledger/balances';
import { openChargesSql } from '../ledger/charges';

/**
 * The students with a charge still unpaid from the last RECENT_DEBT_DAYS days (the day of its session, else
 * of the charge). A charge is written when its session is marked, never before the session's day, so the
 * unpaid charges of the last RECENT_DEBT_DAYS + 1 days (the extra one for the time zone) hold them all.
 */
function recentDebtors(today: string): SQL {
  const since = sql`(${today}::date - ${RECENT_DEBT_DAYS + 1}::int)::timestamptz`;
  return sql`
    select ch.student_id from unpaid_charges ch
    left join attendance_records ar on ar.id = ch.attendance_record_id
    where ch.occurred_at >= ${since}
      and coalesce(ar.attendance_date, ${localDateSql(sql`ch.occurred_at`)}) > ${today}::date - ${RECENT_DEBT_DAYS}::int`;
}

interface IndebtedRow {
  student_id: number;
  name: string;
  barcode: string | null;
  parent_name: string | null;
  parent_phone: string | null;
  email: string | null;
  phone: string | null;
  archived: boolean;
  last_amount: string | null;
  last_at: string | null;
  debt: string;
  unpaid_charges: number;
  oldest: string | null;
  latest: string | null;
  total: number;
  total_debt: string;
}

/**
 * GET /api/attendance/indebted-users: the students whose ledger balance is above 0, most owed first, with
 * their parent and their unpaid charges; filters all / high_debt (over 5000 DA) / recent (a charge still
 * unpaid from the last RECENT_DEBT_DAYS days); search by student name, barcode, parent name or phone.
 * One query: the page with the filtered total and total debt as window sums; the unpaid charges are read
 * for the page's students only.
 */
export async function indebtedUsers(deps: Deps, q: z.output<typeof indebtedUsersQuery>): Promise<IndebtedUsersResponse> {
  const today = academyClock(deps.clock()).date;
  const where: SQL[] = [];
  if (q.filter === 'high_debt') where.push(sql`d.debt > ${HIGH_DEBT_DA}`);
  const search = q.search ? searchTerm(q.search) : '';
  if (search) {
    const like = containsPattern(search);
    const raw = containsPattern(q.search!.trim());
    where.push(
      sql`(st.search_text like ${like} or st.barcode ilike ${raw} or coalesce(p.search_text, '') like ${like} or coalesce(p.phone, '') like ${raw})`,
    );
  }
  const filtered = where.length ? sql.join(where, sql` and `) : sql`true`;
  // The recent filter starts from its few students (as a set, joined by hash: tested one by one against
  // every indebted student, PostgreSQL compared ~1.5 million pairs on the large seed).
  const debts =
    q.filter === 'recent'
      ? sql`recent as materialized (select distinct r.student_id from (${recentDebtors(today)}) r),
            d as (select b.student_id, b.balance as debt from recent r join student_balances b on b.student_id = r.student_id where b.balance > 0)`
      : sql`d as (${debtsSql})`;
  // The unpaid charges of some students: how many, the oldest and the latest day.
  const unpaidOf = (ids: SQL) => sql`
    select c.student_id, count(*)::int as n,
           min(coalesce(ar.attendance_date, ${localDateSql(sql`c.occurred_at`)})) as oldest,
           max(coalesce(ar.attendance_date, ${localDateSql(sql`c.occurred_at`)})) as latest
    from (${openChargesSql(sql`ch.student_id in (${ids})`)}) c
    left join attendance_records ar on ar.id = c.attendance_record_id
    group by c.student_id`;
  // The spec's indebted user (id, email, phone, last_payment): the student's own contact, else the parent's.
  const people = sql`st.id as student_id, st.name, st.barcode, p.full_name as parent_name, p.phone as parent_phone,
    coalesce(st.email, p.email, (select u.email from users u where u.id = p.user_id)) as email, coalesce(st.phone, p.phone) as phone,
    st.archived_at is not null as archived, d.debt`;
  const joined = sql`from d join students st on st.id = d.student_id left join parents p on p.id = st.parent_id`;
  const order = sql`k.debt desc, k.name, k.student_id`;
  const totals = sql`(count(*) over ())::int as total, (sum(k.debt) over ())::text as total_debt`;
  // Paged first: the unpaid charges are read for the page's students only.
  const query = sql`with ${debts},
      page as (select k.*, ${totals} from (select ${people} ${joined} where ${filtered}) k order by ${order} limit ${q.limit} offset ${q.offset}),
      u as (${unpaidOf(sql`select student_id from page`)}),
      -- The page's latest payments (the ledger's student index, newest first).
      lp as (select distinct on (l.student_id) l.student_id, l.amount, l.occurred_at from ledger_entries l
             where l.student_id in (select student_id from page) and l.kind = 'payment' order by l.student_id, l.occurred_at desc, l.id desc)
      select k.*, u.n, u.oldest, u.latest, lp.amount as last_amount, lp.occurred_at as last_at
      from page k left join u on u.student_id = k.student_id left join lp on lp.student_id = k.student_id order by ${order}`;
  let rows = await rowsOf<IndebtedRow>(
    deps.db,
    sql`select r.student_id, r.name, r.barcode, r.parent_name, r.parent_phone, r.email, r.phone, r.archived, r.last_amount::text as last_amount,
               to_char(r.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_at,
               r.debt::text as debt, coalesce(r.n, 0)::int as unpaid_charges,
               r.oldest::text as oldest, r.latest::text as latest, r.total, r.total_debt from (${query}) r`,
  );
  let total = Number(rows[0]?.total ?? 0);
  let totalDebt = rows[0]?.total_debt ?? '0';
  if (!rows.length && q.offset > 0) {
    // A page past the end: the total still tells the pager where the list ends.
    const [counted] = await rowsOf<{ total: number; total_debt: string | null }>(
      deps.db,
      sql`with ${debts} select count(*)::int as total, coalesce(sum(d.debt), 0)::text as total_debt ${joined} where ${filtered}`,
    );
    total = Number(counted?.total ?? 0);
    totalDebt = counted?.total_debt ?? '0';
    rows = [];
  }
  return {
    users: rows.map((r): IndebtedUser => ({
      student_id: r.student_id,
      id: r.student_id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      barcode: r.barcode,
      archived: Boolean(r.archived),
      last_payment: r.last_at ? { amount: amount(r.last_amount), payment_date: r.last_at } : null,
      parent_name: r.parent_name,
      parent_phone: r.parent_phone,
      total_debt: amount(r.debt),
      unpaid_charges: Number(r.unpaid_charges),
      oldest_debt_date: r.oldest,
      latest_debt_date: r.latest,
      high_debt: toCents(r.debt) > HIGH_DEBT_DA * 100,
    })),
    total,
    total_debt: amount(totalDebt),
  };
}
