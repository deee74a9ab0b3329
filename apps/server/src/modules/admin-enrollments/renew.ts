import { eq, sql } from 'drizzle-orm';
import { academyClock, renewedPaymentDate, type renewSubscriptionBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { kindergartenSubscriptions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { amount, rowsOf } from '../../lib/rows';
import { chargeKey, earlierEntries, keyUsedForAnother, once, type Idempotency, type LedgerEntry } from '../ledger/idempotency';
import { auditMoney, writeCharge, writePayment } from '../ledger/write';
import { lockKindergarten, presentSubscription } from './subscription';

type Actor = { id: number; ip: string | null };

/** What a renewal wrote (its charge, and its payment when one was taken), read back: the answer to a retried request. */
async function earlierRenewal(db: Db | Tx, enrollmentId: number, entries: LedgerEntry[], today: string) {
  if (entries.some((e) => e.enrollmentId !== enrollmentId)) {
    throw keyUsedForAnother();
  }
  const charge = entries.find((e) => e.kind === 'charge')!;
  const payment = entries.find((e) => e.kind === 'payment') ?? null;
  const [sub] = await db.select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, enrollmentId));
  return {
    success: true,
    replayed: true,
    message: 'Subscription renewed successfully!',
    subscription: presentSubscription(sub!, today),
    charge: { id: charge.id, amount: amount(charge.amount) },
    payment: payment ? { id: payment.id, amount: amount(payment.amount), payment_method: payment.method } : null,
  };
}

/**
 * POST /api/admin/enrollments/{id}/renew (spec 4): the subscription becomes active for one more calendar
 * month (after the current due date, or after today when none is set), and the month's charge and its
 * payment go to the ledger in the same transaction. A retried request (the same key, or without one the
 * same request moments later: ledger/idempotency) returns the first result and renews and pays once.
 */
export async function renewSubscription(
  deps: Deps,
  actor: Actor,
  id: number,
  body: z.output<typeof renewSubscriptionBody>,
  idem: Idempotency,
) {
  const now = deps.clock();
  const today = academyClock(now).date;
  const also = (k: string) => [chargeKey(k)];
  const by = { actor, now };
  return once(
    deps.db,
    idem,
    async (tx) => {
      const { enrollment, subscription } = await lockKindergarten(tx, id, now);
      // Checked under the lock: a retry that waited for the first request sees what it wrote.
      const earlier = await earlierEntries(tx, idem, also);
      if (earlier.length) return earlierRenewal(tx, id, earlier, today);
      if (!enrollment.isActive || enrollment.status !== 'approved') {
        throw conflict('enrollment_not_active', 'This seat has ended or is not approved: its subscription cannot be renewed.');
      }
      const monthly = subscription.amount;
      const paying = body.amount ?? monthly;
      const [check] = await rowsOf<{ over: boolean }>(tx, sql`select ${paying}::numeric > ${monthly}::numeric as over`);
      if (check?.over)
        throw badRequest('validation_failed', 'The amount paid cannot be more than the month’s price.', { amount: ['amount_above_price'] });
      if (Number(monthly) <= 0)
        throw badRequest('validation_failed', 'Set the monthly amount of this subscription first.', { subscription_amount: ['required'] });

      const next = renewedPaymentDate(subscription.nextPaymentDate, today);
      const note = `Kindergarten subscription until ${next}`;
      const charge = await writeCharge(tx, by, {
        reason: 'subscription',
        amount: monthly,
        studentId: enrollment.studentId,
        enrollmentId: id,
        note,
        idem,
      });
      const payment =
        Number(paying) > 0
          ? await writePayment(tx, by, {
              amount: paying,
              method: body.payment_method,
              studentId: enrollment.studentId,
              enrollmentId: id,
              appliesToEntryId: charge.id,
              note,
              idem,
            })
          : null;
      const [saved] = await tx
        .update(kindergartenSubscriptions)
        .set({
          status: 'active',
          nextPaymentDate: next,
          ...(body.payment_notes ? { paymentNotes: body.payment_notes } : {}),
          updatedAt: now,
        })
        .where(eq(kindergartenSubscriptions.id, subscription.id))
        .returning();
      await auditMoney(tx, by, {
        action: 'subscription.renewed',
        entity: 'enrollment',
        entityId: id,
        data: {
          from: subscription.nextPaymentDate,
          to: next,
          charge_id: charge.id,
          payment_id: payment?.id ?? null,
          amount: paying,
          method: body.payment_method,
        },
      });
      return {
        success: true,
        replayed: false,
        message: 'Subscription renewed successfully!',
        subscription: presentSubscription(saved!, today),
        charge: { id: charge.id, amount: amount(charge.amount) },
        payment: payment ? { id: payment.id, amount: amount(payment.amount), payment_method: payment.method } : null,
      };
    },
    (db, entries) => earlierRenewal(db, id, entries, today),
    also,
  );
}
