import { fromCents, monthlyCycle, sessionPriceDa, toCents, type PaymentRecord } from '@academy/shared';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { amount } from '../../lib/rows';
import type { ChargeState } from './charges';
import { monthChargeOf, monthStart, sessionsSince } from './cycle';
import type { Idempotency } from './idempotency';
import { presentPayment } from './present';
import { paymentKindOf } from './status';
import { useCredit } from './online';
import { writeCharge, writePayment, type MoneyWriter } from './write';

/*
 * What an attended mark writes to the ledger (spec 4 "Attendance marking"): a session's price for a
 * session-priced course (paid at once when PAID came with the mark); the month's price at the 4th session
 * of a monthly cycle (once per cycle); nothing for kindergarten, whose subscription covers its sessions.
 */

export interface ChargedSeat {
  id: number;
  student_id: number;
  cycle_started_on: string | null;
  category: string;
  pricing_type: 'session' | 'monthly';
  session_price: string | null;
  monthly_price: string | null;
}

export interface PaidWithMark {
  payment_status?: 'paid' | 'unpaid' | undefined;
  amount?: string | undefined;
  payment_method: PaymentRecord['method'];
}

/** A payment of the session's charge given with the mark (PAID): at most what the charge still owes. */
export async function payCharge(
  tx: Tx,
  by: MoneyWriter,
  charge: ChargeState,
  seat: { id: number; student_id: number },
  recordId: number,
  body: PaidWithMark,
  idem: Idempotency | null,
  audited = false,
) {
  const paying = body.amount ?? fromCents(charge.remainingCents);
  if (toCents(paying) > charge.remainingCents) {
    throw badRequest('validation_failed', 'The amount paid cannot be more than the session’s price.', { amount: ['amount_above_price'] });
  }
  const payment = await writePayment(
    tx,
    by,
    {
      amount: paying,
      method: body.payment_method,
      studentId: seat.student_id,
      enrollmentId: seat.id,
      attendanceRecordId: recordId,
      appliesToEntryId: charge.id,
      note: 'Session payment at the door',
      idem,
    },
    audited
      ? {
          action: 'payment.recorded',
          entity: 'attendance_record',
          entityId: recordId,
          data: (p) => ({ charge_id: charge.id, payment_id: p.id, amount: amount(p.amount), method: p.method ?? 'cash' }),
        }
      : undefined,
  );
  return presentPayment(tx, payment);
}

/** The charges a new (or newly attended) mark writes, and the payment given with it. */
export async function chargeForMark(
  tx: Tx,
  by: MoneyWriter,
  today: string,
  seat: ChargedSeat,
  recordId: number,
  body: PaidWithMark,
  idem: Idempotency | null,
): Promise<PaymentRecord | null> {
  const kind = paymentKindOf(seat.category, seat.pricing_type);
  if (kind === 'kindergarten') return null;
  if (kind === 'session') {
    const price = sessionPriceDa(seat.session_price);
    const charge = await writeCharge(tx, by, {
      reason: 'session',
      amount: price,
      studentId: seat.student_id,
      enrollmentId: seat.id,
      attendanceRecordId: recordId,
      note: 'Session attended',
    });
    if (body.payment_status !== 'paid') {
      await useCredit(tx, charge, by.now);
      return null;
    }
    const state: ChargeState = {
      id: charge.id,
      reason: 'session',
      amount: price,
      paid: '0',
      remainingCents: toCents(price),
      enrollmentId: seat.id,
    };
    return payCharge(tx, by, state, seat, recordId, body, idem);
  }
  const cycleStart = seat.cycle_started_on ?? monthStart(today);
  const sessions = await sessionsSince(tx, seat.id, cycleStart);
  const monthly = seat.monthly_price ?? '0';
  if (monthlyCycle(sessions).complete && toCents(monthly) > 0 && !(await monthChargeOf(tx, seat.id, cycleStart))) {
    const month = await writeCharge(tx, by, {
      reason: 'month',
      amount: monthly,
      studentId: seat.student_id,
      enrollmentId: seat.id,
      attendanceRecordId: recordId,
      note: 'Month completed (4 sessions)',
    });
    await useCredit(tx, month, by.now);
  }
  return null;
}
