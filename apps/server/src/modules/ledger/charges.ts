import { sql, type SQL } from 'drizzle-orm';
import { toCents, type PaymentRecord, type SettledCharge } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { localDateSql } from '../../lib/academy-day';
import { amount, preparedRowsOf, rowsOf } from '../../lib/rows';
import { documentNumberSql } from './receipts';
import { settledOn } from './settled';

/*
 * Charges and what is still owed on them. Two sources that agree (money-agreement.test.ts): the ledger
 * itself with its payment_allocations (`unpaidChargesSql`, a charge's own state), and the rows the
 * ledger's triggers keep (`openChargesSql`, unpaid_charges), which the lists and the debt read.
 */

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
 * ledger's trigger keeps (migration 0012): `charges` narrows them (alias ch). Each comes with `day`, the day
 * it is for: its session's date, else its local day (Africa/Algiers), kept on the row by the same trigger
 * (migration 0024; `chargeDaySql` is the same day computed from the ledger). Read it instead of looking up
 * each charge's attendance record.
 */
export const openChargesSql = (charges: SQL) => sql`
  select ch.charge_id as id, ch.student_id, ch.enrollment_id, ch.reason, ch.amount, ch.occurred_at, ch.attendance_record_id, ch.outstanding,
         ch.day
  from unpaid_charges ch
  where ${charges}`;

/**
 * The day a ledger entry is for, computed: its session's date (`record`, the attendance record joined on
 * its attendance_record_id, left joined), else its local day. What unpaid_charges.day keeps for a charge.
 */
export const chargeDaySql = (record: SQL, entry: SQL) =>
  sql`coalesce(${record}.attendance_date, ${localDateSql(sql`${entry}.occurred_at`)})`;

/** A student's unpaid charges, oldest first: what a payment over several charges settles, in that order. */
export async function unpaidChargesOldestFirst(db: Db | Tx, studentId: number) {
  return rowsOf<{ id: number; enrollment_id: number | null; outstanding: string }>(
    db,
    sql`select c.id, c.enrollment_id, c.outstanding::text as outstanding
        from (${openChargesSql(sql`ch.student_id = ${studentId}`)}) c
        order by c.occurred_at, c.id`,
  );
}

export interface ChargeState {
  id: number;
  reason: string | null;
  amount: string;
  paid: string;
  remainingCents: number;
  enrollmentId: number | null;
  /** The latest payment on it (chargeOfRecord only). */
  latestPayment?: PaymentRecord | null;
}

const parseJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The charge linked to an attendance record (at most one, by the unique index), what was paid on it and its latest payment. */
export async function chargeOfRecord(db: Db | Tx, recordId: number): Promise<ChargeState | null> {
  const [row] = await preparedRowsOf<{
    id: number;
    reason: string | null;
    amount: string;
    paid: string;
    enrollment_id: number | null;
    latest: { id: number; amount: string; method: string | null; paid_at: string; receipt_number: string } | string | null;
  }>(
    db,
    sql`select l.id, l.reason, l.amount::text as amount, l.enrollment_id,
               ${settledOn(sql`l.id`)}::text as paid,
               (select json_build_object('id', p.id, 'amount', p.amount::text, 'method', p.method,
                                         'paid_at', to_char(p.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                         'receipt_number', ${documentNumberSql(sql`p`)})
                from payment_allocations a join ledger_entries p on p.id = a.payment_id where a.charge_id = l.id
                order by p.occurred_at desc, p.id desc limit 1) as latest
        from ledger_entries l where l.attendance_record_id = ${recordId} and l.kind = 'charge'`,
  );
  if (!row) return null;
  const latest = parseJson(row.latest);
  return {
    id: row.id,
    reason: row.reason,
    amount: row.amount,
    paid: row.paid,
    remainingCents: toCents(row.amount) - toCents(row.paid),
    enrollmentId: row.enrollment_id,
    latestPayment: latest
      ? {
          id: latest.id,
          amount: amount(latest.amount),
          method: (latest.method ?? 'cash') as PaymentRecord['method'],
          paid_at: latest.paid_at,
          receipt_number: latest.receipt_number,
        }
      : null,
  };
}

/** What a charge still owes (DA text), by its id. */
export async function remainingOn(db: Db | Tx, chargeId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ remaining: string }>(
    db,
    sql`select (l.amount - ${settledOn(sql`l.id`)})::text as remaining from ledger_entries l where l.id = ${chargeId}`,
  );
  return row?.remaining;
}

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
    sql`select ch.id as charge_id, ch.reason, ${chargeDaySql(sql`ar`, sql`ch`)}::text as date,
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
