import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentReversal } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { amount } from '../../lib/rows';
import type { LedgerEntry } from './idempotency';
import { creditNoteNumbers } from './receipts';

/*
 * A payment's reversal is the one adjustment naming it (applies_to_entry_id; write.ts reversePayment, the
 * unique index ledger_one_reversal_per_payment). The lists of payments read it with `reversedAtSql`.
 */

/** A payment entry by id (null for an unknown id or an entry that is not a payment). */
export async function paymentEntry(db: Db | Tx, id: number): Promise<LedgerEntry | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.kind, 'payment')));
  return row ?? null;
}

/** The reversal of a payment, if it was reversed. */
export async function reversalOf(db: Db | Tx, paymentId: number): Promise<LedgerEntry | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.appliesToEntryId, paymentId), eq(ledgerEntries.kind, 'adjustment')));
  return row ?? null;
}

/** A reversal as the answers show it: its amount, reason, instant, who wrote it, its credit note and the receipt that cancels. */
export async function presentReversal(db: Db | Tx, reversal: LedgerEntry): Promise<PaymentReversal> {
  const [by, numbers] = await Promise.all([
    reversal.recordedBy
      ? db
          .select({ id: users.id, name: users.fullName })
          .from(users)
          .where(eq(users.id, reversal.recordedBy))
          .then((rows) => rows[0] ?? null)
      : null,
    creditNoteNumbers(db, reversal.id),
  ]);
  return {
    id: reversal.id,
    payment_id: reversal.appliesToEntryId!,
    receipt_number: numbers!.receipt,
    credit_note_number: numbers!.credit_note,
    amount: amount(reversal.amount),
    reason: reversal.note ?? '',
    reversed_at: reversal.occurredAt.toISOString(),
    by,
  };
}

/**
 * When the payment `payment` (an SQL alias of ledger_entries) was reversed, as ISO text (null when it was
 * not): a scalar subquery over the index on applies_to_entry_id.
 */
export const reversedAtSql = (payment: SQL) => sql`(
  select to_char(r.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ledger_entries r
  where r.applies_to_entry_id = ${payment}.id and r.kind = 'adjustment')`;
