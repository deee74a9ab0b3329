import { receiptNumber, type PaymentRecord } from '@academy/shared';
import { amount } from '../../lib/rows';

/** A payment entry as every money answer shows it (its receipt number from its id). */
export const presentPayment = (p: { id: number; amount: string; method: string | null; occurredAt: Date }): PaymentRecord => ({
  id: p.id,
  amount: amount(p.amount),
  method: (p.method ?? 'cash') as PaymentRecord['method'],
  paid_at: p.occurredAt.toISOString(),
  receipt_number: receiptNumber(p.id),
});
