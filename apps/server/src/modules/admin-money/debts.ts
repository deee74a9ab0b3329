import { sql, type SQL } from 'drizzle-orm';
import {
  HIGH_DEBT_DA,
  RECENT_DEBT_DAYS,
  academyClock,
  allocateOldestFirst,
  fromCents,
  receiptNumber,
  toCents,
  type ClearDebtResponse,
  type IndebtedUser,
  type IndebtedUsersResponse,
  type PaymentRecord,
  type SettledCharge,
  type clearDebtBody,
  type indebtedUsersQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, paymentAllocations } from '../../db/schema';
import { audit } from '../../lib/audit';
import { lockStudentLedger } from '../../lib/ledger-lock';
import { earlierEntries, once, type Idempotency } from '../../lib/idempotency';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { amount, rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';

type Actor = { id: number; ip: string | null };

/** The academy's local date of a timestamp column (Africa/Algiers is UTC+1 all year, no daylight saving). */
export const localDate = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '1 hour')::date`;

/** The students who owe something and how much: the balances the ledger's trigger keeps (migration 0009). */
export const debtsSql = sql`select b.student_id, b.balance as debt from student_balances b where b.balance > 0`;

/**
 * Charges not fully settled by the payments allocated to them, with what each still owes. `charges` narrows
 * the charges (alias ch), `payments` the payments whose allocations are summed (alias p; a payment is
 * always the student's of the charges it settles, so the same student filter fits both). The allocations
 * are summed in one grouped pass, not once per charge.
 */
export const unpaidChargesSql = (charges: SQL, payments: SQL = sql`true`) => sql`
  select ch.id, ch.student_id, ch.enrollment_id, ch.reason, ch.amount, ch.occurred_at, ch.attendance_record_id,
         ch.amount - coalesce(s.paid, 0) as outstanding
  from ledger_entries ch
  left join (
    select alloc.charge_id, sum(alloc.amount) as paid
    from payment_allocations alloc join ledger_entries p on p.id = alloc.payment_id
    where ${payments}
    group by alloc.charge_id
  ) s on s.charge_id = ch.id
  where ch.kind = 'charge' and ch.amount > coalesce(s.paid, 0) and ${charges}`;

/**
 * The charges still unpaid, as `unpaidChargesSql` answers them from the ledger, read from the rows the
 * ledger's trigger keeps (migration 0012): `charges` narrows them (alias ch).
 */
export const openChargesSql = (charges: SQL) => sql`
  select ch.charge_id as id, ch.student_id, ch.enrollment_id, ch.reason, ch.amount, ch.occurred_at, ch.attendance_record_id, ch.outstanding
  from unpaid_charges ch
  where ${charges}`;

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
      and coalesce(ar.attendance_date, ${localDate(sql`ch.occurred_at`)}) > ${today}::date - ${RECENT_DEBT_DAYS}::int`;
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
           min(coalesce(ar.attendance_date, ${localDate(sql`c.occurred_at`)})) as oldest,
           max(coalesce(ar.attendance_date, ${localDate(sql`c.occurred_at`)})) as latest
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

/** A student's debt now (DA text, 2 decimals; 0 or less means nothing owed). */
export async function studentDebt(db: Db | Tx, studentId: number): Promise<string> {
  const [row] = await rowsOf<{ debt: string }>(
    db,
    sql`select coalesce(sum(case when kind = 'payment' then -amount else amount end), 0)::numeric(14, 2)::text as debt
        from ledger_entries where student_id = ${studentId}`,
  );
  return row?.debt ?? '0.00';
}

export const presentPayment = (p: { id: number; amount: string; method: string | null; occurredAt: Date }): PaymentRecord => ({
  id: p.id,
  amount: amount(p.amount),
  method: (p.method ?? 'cash') as PaymentRecord['method'],
  paid_at: p.occurredAt.toISOString(),
  receipt_number: receiptNumber(p.id),
});

const CLEARED = 'Debt cleared successfully';

/** The charges a payment settled, oldest first, with the part of it each took (its allocations). */
export async function settledCharges(db: Db | Tx, paymentId: number): Promise<SettledCharge[]> {
  const rows = await rowsOf<{
    charge_id: number;
    reason: string | null;
    date: string | null;
    course_name: string | null;
    section_name: string | null;
    amount: string;
    paid: string;
  }>(
    db,
    sql`select ch.id as charge_id, ch.reason, coalesce(ar.attendance_date, ${localDate(sql`ch.occurred_at`)})::text as date,
               c.name as course_name, sec.name as section_name, ch.amount::text as amount, a.amount::text as paid
        from payment_allocations a
        join ledger_entries ch on ch.id = a.charge_id
        left join attendance_records ar on ar.id = ch.attendance_record_id
        left join enrollments e on e.id = ch.enrollment_id
        left join sections sec on sec.id = e.section_id
        left join courses c on c.id = sec.course_id
        where a.payment_id = ${paymentId}
        order by ch.occurred_at, ch.id`,
  );
  return rows.map((r) => ({ ...r, amount: amount(r.amount), paid: amount(r.paid) }));
}

/** The answer of a clearance: its one payment, the charges it settled and what the student still owes. */
async function clearanceAnswer(db: Db | Tx, payment: typeof ledgerEntries.$inferSelect, replayed: boolean): Promise<ClearDebtResponse> {
  const [settled, debt] = await Promise.all([settledCharges(db, payment.id), studentDebt(db, payment.studentId)]);
  const record = presentPayment(payment);
  return {
    success: true,
    replayed,
    message: CLEARED,
    paid: amount(payment.amount),
    remaining_debt: amount(fromCents(Math.max(0, toCents(debt)))),
    payments: [record],
    payment: record,
    settled_charges: settled,
  };
}

/**
 * POST /api/attendance/clear-debt (spec 5: more than 0, at most the total debt, step 0.01). The office
 * takes one sum: ONE payment entry for it, allocated to the oldest unpaid charges first (one
 * payment_allocations row per charge, so each seat's paid total moves by its part); a part of the debt
 * not tied to a charge (an adjustment) is covered by the rest of the payment, unallocated. The student's
 * row is locked, so two clearances of one student run one after the other and never pay more than the
 * debt together. A retry with the same key (or, without one, the same request moments later by the same
 * admin) answers the first result and pays nothing more; the same key with another request is refused.
 */
export async function clearDebt(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof clearDebtBody>,
  idem: Idempotency,
): Promise<ClearDebtResponse> {
  const now = deps.clock();
  const replay = async (db: Db | Tx, [earlier]: Array<typeof ledgerEntries.$inferSelect>) => {
    if (earlier!.kind !== 'payment' || earlier!.studentId !== body.user_id) {
      throw conflict('idempotency_key_reused', 'This request key was already used for another payment.');
    }
    return clearanceAnswer(db, earlier!, true);
  };
  return once(
    deps.db,
    idem,
    async (tx) => {
      const studentId = body.user_id;
      if (!(await lockStudentLedger(tx, studentId))) throw notFound('Student not found.', 'student_not_found');
      // Checked under the lock: a retry that waited for the first request sees what it wrote.
      const earlier = await earlierEntries(tx, idem);
      if (earlier.length) return replay(tx, earlier);

      const debt = toCents(await studentDebt(tx, studentId));
      const paying = toCents(body.amount);
      if (debt <= 0) throw conflict('nothing_to_pay', 'This student has no debt to clear.');
      if (paying > debt) {
        throw badRequest('amount_above_debt', `The amount is more than the student's total debt (${fromCents(debt)} DA).`);
      }
      const charges = await rowsOf<{ id: number; enrollment_id: number | null; outstanding: string }>(
        tx,
        sql`select c.id, c.enrollment_id, c.outstanding::text as outstanding
            from (${openChargesSql(sql`ch.student_id = ${studentId}`)}) c
            order by c.occurred_at, c.id`,
      );
      const parts = allocateOldestFirst(charges, fromCents(paying));
      const enrollmentOf = new Map(charges.map((c) => [c.id, c.enrollment_id]));

      const [payment] = await tx
        .insert(ledgerEntries)
        .values({
          kind: 'payment',
          amount: fromCents(paying),
          method: body.payment_method,
          studentId,
          // One payment over several seats names none: its allocations pay each seat its part.
          enrollmentId: null,
          appliesToEntryId: null,
          idempotencyKey: idem.key,
          requestFingerprint: idem.fingerprint,
          note: 'Debt cleared',
          recordedBy: actor.id,
          occurredAt: now,
          createdAt: now,
        })
        .returning();
      if (parts.length) {
        await tx.insert(paymentAllocations).values(
          parts.map((part) => ({
            paymentId: payment!.id,
            chargeId: part.charge_id,
            enrollmentId: enrollmentOf.get(part.charge_id) ?? null,
            amount: part.amount,
            createdAt: now,
          })),
        );
      }
      await audit(tx, {
        actorId: actor.id,
        action: 'debt.cleared',
        entity: 'student',
        entityId: studentId,
        ip: actor.ip,
        at: now,
        data: {
          amount: fromCents(paying),
          method: body.payment_method,
          debt_before: fromCents(debt),
          payment_id: payment!.id,
          charges: parts,
        },
      });
      return clearanceAnswer(tx, payment!, false);
    },
    replay,
  );
}

/** One unpaid charge in the pending payments view. */
export interface PendingCharge {
  charge_id: number;
  reason: string | null;
  enrollment_id: number | null;
  course_name: string | null;
  course_name_ar: string | null;
  section_name: string | null;
  date: string;
  amount: number;
  outstanding: number;
}

/**
 * GET /api/payments/admin/pending (spec 7 pending_payments): the indebted students (same filters, order
 * and pages as the indebted users list), each with its unpaid charges oldest first. Two queries.
 */
export async function pendingPayments(deps: Deps, q: z.output<typeof indebtedUsersQuery>) {
  const page = await indebtedUsers(deps, q);
  const ids = page.users.map((u) => u.student_id);
  const studentList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const charges = ids.length
    ? await rowsOf<PendingCharge & { student_id: number; amount: string; outstanding: string }>(
        deps.db,
        sql`select c.id as charge_id, c.student_id, c.reason, c.enrollment_id, co.name as course_name, co.name_ar as course_name_ar, sec.name as section_name,
                   coalesce(ar.attendance_date, ${localDate(sql`c.occurred_at`)})::text as date, c.amount::text as amount, c.outstanding::text as outstanding
            from (${openChargesSql(sql`ch.student_id in (${studentList})`)}) c
            left join attendance_records ar on ar.id = c.attendance_record_id
            left join enrollments e on e.id = c.enrollment_id
            left join sections sec on sec.id = e.section_id
            left join courses co on co.id = sec.course_id
            order by c.occurred_at, c.id`,
      )
    : [];
  const byStudent = new Map<number, PendingCharge[]>();
  for (const { student_id, ...c } of charges) {
    const list = byStudent.get(student_id) ?? [];
    list.push({ ...c, amount: amount(c.amount), outstanding: amount(c.outstanding) });
    byStudent.set(student_id, list);
  }
  return {
    pending_payments: page.users.map((u) => ({ ...u, charges: byStudent.get(u.student_id) ?? [] })),
    total: page.total,
    total_debt: page.total_debt,
  };
}
