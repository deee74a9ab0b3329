import { fromCents, toCents, type ReversePaymentResponse } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { amount } from '../../lib/rows';
import { studentDebt } from '../ledger/balances';
import { earlierEntries, keyUsedForAnother, once, type Idempotency, type LedgerEntry } from '../ledger/idempotency';
import { lockStudentLedger } from '../ledger/lock';
import { paymentEntry, presentReversal, reversalOf } from '../ledger/reversals';
import { reversePayment } from '../ledger/write';

type Actor = { id: number; ip: string | null };

const paymentNotFound = () => notFound('Payment not found.', 'payment_not_found');

async function reversalAnswer(db: Db | Tx, reversal: LedgerEntry, replayed: boolean): Promise<ReversePaymentResponse> {
  const [presented, debt] = await Promise.all([presentReversal(db, reversal), studentDebt(db, reversal.studentId)]);
  return {
    success: true,
    replayed,
    reversal: presented,
    student_id: reversal.studentId,
    total_debt: amount(fromCents(Math.max(0, toCents(debt)))),
  };
}

/**
 * POST /api/admin/payments/{id}/reverse: the payment taken back by ONE adjustment naming it (ledger/write.ts
 * reversePayment), so the student owes its amount again; the payment and its allocations stay. Under the
 * student's ledger lock: a second reversal of the same payment finds the first (409 payment_already_reversed),
 * a retry with the same key (or the same request moments later without one) answers the first reversal.
 */
export async function reversePaymentById(
  deps: Deps,
  actor: Actor,
  paymentId: number,
  reason: string,
  idem: Idempotency,
): Promise<ReversePaymentResponse> {
  const now = deps.clock();
  const replay = async (db: Db | Tx, [earlier]: LedgerEntry[]) => {
    if (earlier!.kind !== 'adjustment' || earlier!.appliesToEntryId !== paymentId) throw keyUsedForAnother();
    return reversalAnswer(db, earlier!, true);
  };
  return once(
    deps.db,
    idem,
    async (tx) => {
      const found = await paymentEntry(tx, paymentId);
      if (!found) throw paymentNotFound();
      await lockStudentLedger(tx, found.studentId);
      // Checked under the lock: a retry that waited for the first request sees what it wrote.
      const earlier = await earlierEntries(tx, idem);
      if (earlier.length) return replay(tx, earlier);
      if (await reversalOf(tx, paymentId)) throw conflict('payment_already_reversed', 'This payment was already reversed.');
      const reversal = await reversePayment(tx, { actor, now }, { payment: found, reason, idem });
      return reversalAnswer(tx, reversal, false);
    },
    replay,
  );
}
