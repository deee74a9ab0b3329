import type { PaymentRecord } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { amount } from '../../lib/rows';
import { documentNumber } from './receipts';

/** A payment entry as every money answer shows it, with its receipt's number (written by the database with the entry). */
export async function presentPayment(
  db: Db | Tx,
  p: { id: number; amount: string; method: string | null; occurredAt: Date },
): Promise<PaymentRecord> {
  return {
    id: p.id,
    amount: amount(p.amount),
    method: (p.method ?? 'cash') as PaymentRecord['method'],
    paid_at: p.occurredAt.toISOString(),
    receipt_number: (await documentNumber(db, p.id))!,
  };
}
