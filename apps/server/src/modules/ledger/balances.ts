import { sql } from 'drizzle-orm';
import type { DebtInfo } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { localDateSql } from '../../lib/academy-day';
import { amount, preparedRowsOf, rowsOf } from '../../lib/rows';

/*
 * What a student owes: ONE definition, the balances the ledger's triggers keep in the inserting
 * transaction (student_balances: migrations 0009 and 0014; unpaid_charges: 0012 and 0020). They are the
 * ledger summed (charges and adjustments less payments), so read under the student's ledger lock they are
 * exact; money-agreement.test.ts checks that they agree with the raw ledger after every kind of write.
 */

/** The students who owe something and how much. */
export const debtsSql = sql`select b.student_id, b.balance as debt from student_balances b where b.balance > 0`;

/** A student's debt now (DA text, 2 decimals; 0 or less means nothing owed). */
export async function studentDebt(db: Db | Tx, studentId: number): Promise<string> {
  const [row] = await rowsOf<{ debt: string }>(
    db,
    sql`select coalesce((select balance from student_balances where student_id = ${studentId}), 0)::numeric(14, 2)::text as debt`,
  );
  return row?.debt ?? '0.00';
}

/**
 * One student's debt in SQL (a one-row subquery): the total, the session charges not fully settled, the
 * date of the oldest unpaid charge and the number of payments.
 */
export const studentDebtSql = (studentId: number) => sql`
  select coalesce((select b.balance from student_balances b where b.student_id = ${studentId}), 0)::text as total_debt,
         (select count(*)::int from unpaid_charges u where u.student_id = ${studentId} and u.outstanding > 0 and u.reason = 'session') as unpaid_sessions,
         (select min(${localDateSql(sql`u.occurred_at`)})::text from unpaid_charges u where u.student_id = ${studentId} and u.outstanding > 0) as oldest_debt_date,
         coalesce((select b.payments from student_balances b where b.student_id = ${studentId}), 0)::int as payments_count`;

export interface DebtRow {
  total_debt: string;
  unpaid_sessions: number;
  oldest_debt_date: string | null;
}

export const presentDebt = (row: DebtRow | undefined): DebtInfo => {
  const total = amount(row?.total_debt);
  return {
    total_debt: Math.max(0, total),
    unpaid_sessions: Number(row?.unpaid_sessions ?? 0),
    oldest_debt_date: total > 0 ? (row?.oldest_debt_date ?? null) : null,
  };
};

/** A student's debt as the door shows it (the warning before a mark, the scan's debt_info). */
export async function debtOf(db: Db | Tx, studentId: number): Promise<DebtInfo> {
  const [row] = await preparedRowsOf<DebtRow>(db, studentDebtSql(studentId));
  return presentDebt(row);
}

/**
 * How much each student was charged and paid overall (entries without an enrollment included): one row each, kept by the ledger's trigger.
 */
export async function studentTotals(db: Db, studentIds: number[]) {
  if (!studentIds.length) return new Map<number, { charged: number; paid: number; debt: number; balance: number; payments: number }>();
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ student_id: number; charged: string; paid: string; balance: string; payments: number }>(
    db,
    sql`select student_id, charged::text as charged, paid::text as paid, balance::text as balance, payments
        from student_balances where student_id in (${ids})`,
  );
  return new Map(
    rows.map((r) => [
      r.student_id,
      { charged: amount(r.charged), paid: amount(r.paid), debt: amount(r.balance), balance: -amount(r.balance), payments: r.payments },
    ]),
  );
}

/** What one seat was charged and paid, and still owes (a clearance's parts counted: its allocations), kept by the ledger's triggers. */
export async function enrollmentBalance(db: Db | Tx, enrollmentId: number) {
  const [row] = await rowsOf<{ charged: string; paid: string; outstanding: string }>(
    db,
    sql`select coalesce(b.charged, 0)::text as charged, coalesce(b.paid, 0)::text as paid, (coalesce(b.charged, 0) - coalesce(b.paid, 0))::text as outstanding
        from (select 1) one left join enrollment_balances b on b.enrollment_id = ${enrollmentId}`,
  );
  return row!;
}

/** What the payments between two instants (half-open) took, in SQL (a scalar subquery over the ledger's kind and time index). */
export const collectedSql = (start: Date, end: Date) => sql`(
  select coalesce(sum(amount), 0) from ledger_entries
  where kind = 'payment' and occurred_at >= ${start.toISOString()}::timestamptz and occurred_at < ${end.toISOString()}::timestamptz)`;
