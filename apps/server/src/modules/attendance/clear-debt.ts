import { fromCents, toCents, type ClearDebtResponse, type clearDebtBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { amount } from '../../lib/rows';
import { studentDebt } from '../ledger/balances';
import { settledCharges } from '../ledger/charges';
import { earlierEntries, keyUsedForAnother, once, type Idempotency, type LedgerEntry } from '../ledger/idempotency';
import { lockStudentLedger } from '../ledger/lock';
import { presentPayment } from '../ledger/present';
import { payOldestFirst } from '../ledger/write';

type Actor = { id: number; ip: string | null };

const CLEARED = 'Debt cleared successfully';

/** The answer of a clearance: its one payment, the charges it settled and what the student still owes. */
async function clearanceAnswer(db: Db | Tx, payment: LedgerEntry, replayed: boolean): Promise<ClearDebtResponse> {
  const [settled, debt] = await Promise.all([settledCharges(db, payment.id), studentDebt(db, payment.studentId)]);
  const record = await presentPayment(db, payment);
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
  const replay = async (db: Db | Tx, [earlier]: Array<LedgerEntry>) => {
    if (earlier!.kind !== 'payment' || earlier!.studentId !== body.user_id) {
      throw keyUsedForAnother();
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
      const payment = await payOldestFirst(
        tx,
        { actor, now },
        { studentId, cents: paying, debtBeforeCents: debt, method: body.payment_method, idem },
      );
      return clearanceAnswer(tx, payment, false);
    },
    replay,
  );
}
