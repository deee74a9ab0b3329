import { attendancePaymentStatus, type PaymentKind } from '@academy/shared';
import { isAttended } from './attended';

/** How a seat pays: a kindergarten course by its subscription, any other by its pricing (a session or a month). */
export const paymentKindOf = (category: string, pricingType: 'session' | 'monthly'): PaymentKind =>
  category === 'kindergarten' ? 'kindergarten' : pricingType;

/**
 * The payment status of one attendance record, the one rule of every view (packages/shared
 * `attendancePaymentStatus`): its own charge and what was settled on it, else (a month's or a
 * subscription's session) what its seat still owes.
 */
export const recordPaymentStatus = (r: {
  status: string;
  kind: PaymentKind;
  chargeAmount: string | null;
  settled: string | null;
  seatOutstanding: string | null;
}) =>
  attendancePaymentStatus({
    charge: r.chargeAmount === null ? null : { amount: r.chargeAmount, settled: r.settled },
    attended: isAttended(r.status),
    kind: r.kind,
    seatOutstanding: r.seatOutstanding,
  });
