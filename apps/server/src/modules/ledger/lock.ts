import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preparedRowsOf } from '../../lib/rows';

/**
 * Every transaction that writes money for a student (a mark that charges or pays, the door's
 * confirm-payment, a monthly reset, a kindergarten renewal, a debt clearance) takes this lock first, before
 * any other row lock. Two writers for one student then settle one after the other against the same unpaid
 * charges, instead of both reading "still owed" and paying a charge twice over, and they all lock in the
 * same order, so they cannot deadlock on each other's seat and student rows. Says whether the student exists.
 */
export async function lockStudentLedger(tx: Tx, studentId: number): Promise<boolean> {
  const rows = await preparedRowsOf<{ id: number }>(tx, sql`select id from students where id = ${studentId} for update`);
  return rows.length > 0;
}
