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
import { amount, rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { debtsSql } from '../ledger/balances';
import { openChargesSql } from '../ledger/charges';

/**
 * The students with a charge still unpaid from the last RECENT_DEBT_DAYS days: the day it is for (its
 * session's, else the charge's local day), kept on each unpaid charge. A range of the (day, student_id)
 * index, read from the index alone.
 */
function recentDebtors(today: string): SQL {
  return sql`select r.student_id from (${openChargesSql(sql`ch.day > ${today}::date - ${RECENT_DEBT_DAYS}::int`)}) r`;
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
 * One query: the page with the filtered total and total debt; the unpaid charges are read for the page's
 * students only.
 */
export async function indebtedUsers(deps: Deps, q: z.output<typeof indebtedUsersQuery>): Promise<IndebtedUsersResponse> {
  const today = academyClock(deps.clock()).date;
  // The debt filter reads the balances alone; the search needs the student and the parent.
  const debtFilter = q.filter === 'high_debt' ? sql`d.debt > ${HIGH_DEBT_DA}` : sql`true`;
  const search = q.search ? searchTerm(q.search) : '';
  let searched = sql`true`;
  if (search) {
    const like = containsPattern(search);
    const raw = containsPattern(q.search!.trim());
    searched = sql`(st.search_text like ${like} or st.barcode ilike ${raw} or coalesce(p.search_text, '') like ${like} or coalesce(p.phone, '') like ${raw})`;
  }
  // The recent filter starts from its few students (as a set, joined by hash: tested one by one against
  // every indebted student, PostgreSQL compared ~1.5 million pairs on the large seed).
  const debts =
    q.filter === 'recent'
      ? sql`recent as materialized (select distinct r.student_id from (${recentDebtors(today)}) r),
            d as (select b.student_id, b.balance as debt from recent r join student_balances b on b.student_id = r.student_id where b.balance > 0)`
      : sql`d as (select d.* from (${debtsSql}) d where ${debtFilter})`;
  // The unpaid charges of some students: how many, the oldest and the latest day (each one's kept day).
  const unpaidOf = (ids: SQL) => sql`
    select c.student_id, count(*)::int as n, min(c.day) as oldest, max(c.day) as latest
    from (${openChargesSql(sql`ch.student_id in (${ids})`)}) c
    group by c.student_id`;
  // The spec's indebted user (id, email, phone, last_payment): the student's own contact, else the parent's.
  const people = sql`st.id as student_id, st.name, st.barcode, p.full_name as parent_name, p.phone as parent_phone,
    coalesce(st.email, p.email, (select u.email from users u where u.id = p.user_id)) as email, coalesce(st.phone, p.phone) as phone,
    st.archived_at is not null as archived, d.debt`;
  // Every balance has its student (a foreign key, archived students kept); the parent is optional.
  const joined = (from: SQL) => sql`from ${from} d join students st on st.id = d.student_id left join parents p on p.id = st.parent_id`;
  const order = sql`k.debt desc, k.name, k.student_id`;
  // Without a search every indebted student is listed, so the page is among the first offset + limit by debt
  // (with the ties on the last one's debt, which the name then orders), and the totals are the balances' own:
  // only those few are joined to their student and parent (joining all ~30,000 debtors of the 10x seed to
  // order and count them took 770 ms).
  const page = search
    ? sql`page as (select k.*, (count(*) over ())::int as total, (sum(k.debt) over ())::text as total_debt
                   from (select ${people} ${joined(sql`d`)} where ${searched}) k order by ${order} limit ${q.limit} offset ${q.offset})`
    : sql`top as (select d.* from d order by d.debt desc fetch first (${q.offset + q.limit}::int) rows with ties),
          totals as (select count(*)::int as total, sum(d.debt)::text as total_debt from d),
          page as (select k.*, totals.total, totals.total_debt
                   from (select ${people} ${joined(sql`top`)}) k cross join totals order by ${order} limit ${q.limit} offset ${q.offset})`;
  // Paged first: the unpaid charges are read for the page's students only.
  const query = sql`with ${debts}, ${page},
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
    const counted = search ? sql`${joined(sql`d`)} where ${searched}` : sql`from d`;
    const [row] = await rowsOf<{ total: number; total_debt: string | null }>(
      deps.db,
      sql`with ${debts} select count(*)::int as total, coalesce(sum(d.debt), 0)::text as total_debt ${counted}`,
    );
    total = Number(row?.total ?? 0);
    totalDebt = row?.total_debt ?? '0';
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
