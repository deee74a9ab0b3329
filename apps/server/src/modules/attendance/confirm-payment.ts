import { eq } from 'drizzle-orm';
import { fromCents, toCents, type ConfirmPaymentResponse, type confirmPaymentBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { attendanceRecords } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { amount } from '../../lib/rows';
import { chargeOfRecord } from '../ledger/charges';
import { earlierEntries, keyUsedForAnother, once, type Idempotency, type LedgerEntry } from '../ledger/idempotency';
import { lockStudentLedger } from '../ledger/lock';
import { presentPayment } from '../ledger/present';
import { writePayment } from '../ledger/write';

type Actor = { id: number; ip: string | null };

// ----- Payments -----------------------------------------------------------------------------------------

/** POST /api/attendance/confirm-payment: PAID after the mark, for (part of) what the record's charge owes. */
export async function confirmPayment(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof confirmPaymentBody>,
  idem: Idempotency,
): Promise<ConfirmPaymentResponse> {
  const now = deps.clock();
  const replay = async (db: Db | Tx, [earlier]: LedgerEntry[]): Promise<ConfirmPaymentResponse> => {
    if (earlier!.kind !== 'payment' || earlier!.attendanceRecordId !== body.attendance_id) {
      throw keyUsedForAnother();
    }
    const charge = await chargeOfRecord(db, body.attendance_id);
    return {
      success: true,
      replayed: true,
      message: 'Payment confirmed',
      payment: await presentPayment(db, earlier!),
      remaining: amount(fromCents(Math.max(0, charge?.remainingCents ?? 0))),
    };
  };
  return once(
    deps.db,
    idem,
    async (tx) => {
      const [owner] = await tx
        .select({ studentId: attendanceRecords.studentId })
        .from(attendanceRecords)
        .where(eq(attendanceRecords.id, body.attendance_id));
      if (!owner) throw notFound('Attendance record not found.', 'attendance_not_found');
      await lockStudentLedger(tx, owner.studentId);
      const [record] = await tx.select().from(attendanceRecords).where(eq(attendanceRecords.id, body.attendance_id)).for('update');
      if (!record) throw notFound('Attendance record not found.', 'attendance_not_found');
      const earlier = await earlierEntries(tx, idem);
      if (earlier.length) return replay(tx, earlier);
      const charge = await chargeOfRecord(tx, record.id);
      if (!charge || charge.remainingCents <= 0) throw conflict('nothing_to_pay', 'Nothing is owed on this attendance.');
      if (toCents(body.amount) > charge.remainingCents) {
        throw badRequest(
          'amount_above_debt',
          `The amount is more than what this session still owes (${fromCents(charge.remainingCents)} DA).`,
          { amount: ['amount_above_debt'] },
        );
      }
      const payment = await writePayment(
        tx,
        { actor, now },
        {
          amount: body.amount,
          method: body.payment_method,
          studentId: record.studentId,
          enrollmentId: charge.enrollmentId ?? record.enrollmentId,
          attendanceRecordId: record.id,
          appliesToEntryId: charge.id,
          note: 'Payment confirmed at the door',
          idem,
        },
        {
          action: 'payment.recorded',
          entity: 'attendance_record',
          entityId: record.id,
          data: (p) => ({ charge_id: charge.id, payment_id: p.id, amount: body.amount, method: body.payment_method }),
        },
      );
      const remaining = charge.remainingCents - toCents(body.amount);
      return {
        success: true,
        replayed: false,
        message: 'Payment confirmed',
        payment: await presentPayment(tx, payment),
        remaining: amount(fromCents(remaining)),
      };
    },
    replay,
  );
}
