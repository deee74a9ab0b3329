import { sql, type SQL } from 'drizzle-orm';
import { toCents } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { localDateSql } from '../../lib/academy-day';
import { preparedRowsOf } from '../../lib/rows';
import { attendedSql } from './attended';
import type { ChargeState } from './charges';
import { settledOn } from './settled';

/*
 * The monthly cycle (spec 4 "Monthly cycle"): a monthly seat counts its attended sessions from the start
 * of its current cycle (`cycle_started_on`, else the calendar month); the month's charge is written at
 * the 4th, and 'Paid (Reset)' starts the next cycle the day after the month's last attended session.
 */

/** The first day of the calendar month of a date. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

export const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The start of a seat's current cycle in SQL (alias of the enrollment given): its cycle_started_on, else the month of `today`. */
export const cycleStartSql = (enrollment: SQL, today: string) =>
  sql`coalesce(${enrollment}.cycle_started_on, date_trunc('month', ${today}::date)::date)`;

/** Sessions attended in a seat's cycle since `cycleStart`, in SQL (a scalar subquery over the (enrollment, date, status) index). */
export const cycleSessionsSql = (enrollmentId: SQL, cycleStart: SQL) => sql`(
  select count(*)::int from attendance_records a
  where a.enrollment_id = ${enrollmentId} and ${attendedSql(sql`a.status`)} and a.attendance_date >= ${cycleStart})`;

/** Sessions attended in a seat's cycle since `cycleStart`. */
export async function sessionsSince(db: Db | Tx, enrollmentId: number, cycleStart: string): Promise<number> {
  const [row] = await preparedRowsOf<{ n: number }>(
    db,
    sql`select ${cycleSessionsSql(sql`${enrollmentId}`, sql`${cycleStart}::date`)} as n`,
  );
  return Number(row?.n ?? 0);
}

/** The day of a seat's latest attended session since `cycleStart` (null when none). */
export async function lastAttendedDay(db: Db | Tx, enrollmentId: number, cycleStart: string): Promise<string | null> {
  const [last] = await preparedRowsOf<{ day: string | null }>(
    db,
    sql`select max(attendance_date)::text as day from attendance_records
        where enrollment_id = ${enrollmentId} and ${attendedSql(sql`status`)} and attendance_date >= ${cycleStart}::date`,
  );
  return last?.day ?? null;
}

/** The month charge of the current cycle of a monthly seat (written at its 4th session, or by the reset). */
export async function monthChargeOf(db: Db | Tx, enrollmentId: number, cycleStart: string): Promise<ChargeState | null> {
  const [row] = await preparedRowsOf<{ id: number; reason: string | null; amount: string; paid: string }>(
    db,
    sql`select l.id, l.reason, l.amount::text as amount, ${settledOn(sql`l.id`)}::text as paid
        from ledger_entries l left join attendance_records a on a.id = l.attendance_record_id
        where l.enrollment_id = ${enrollmentId} and l.kind = 'charge' and l.reason = 'month'
          and coalesce(a.attendance_date, ${localDateSql(sql`l.occurred_at`)}) >= ${cycleStart}::date
        order by l.id desc limit 1`,
  );
  if (!row) return null;
  return {
    id: row.id,
    reason: row.reason,
    amount: row.amount,
    paid: row.paid,
    remainingCents: toCents(row.amount) - toCents(row.paid),
    enrollmentId,
  };
}
