import { eq, sql } from 'drizzle-orm';
import {
  academyClock,
  fromCents,
  isFinalCheckoutStatus,
  renewedPaymentDate,
  toCents,
  type CheckoutStatus,
  type ReconciliationFinding,
} from '@academy/shared';
import type { Tx } from '../../db/client';
import { chargilyWebhookEvents, kindergartenSubscriptions, onlineCheckouts } from '../../db/schema';
import type { Deps } from '../../plugins/deps';
import { rowsOf } from '../../lib/rows';
import { lockKindergarten } from '../admin-enrollments/subscription';
import { lockStudentLedger } from '../ledger/lock';
import { writeOnlinePayment } from '../ledger/online';
import { auditMoney, writeCharge } from '../ledger/write';
import type { ChargilyCheckout } from './chargily';

export type ConfirmedBy = 'webhook' | 'return' | 'reconciliation';

/** What applying Chargily's word to a checkout did. */
export type SettleOutcome = 'credited' | 'already_credited' | 'status' | 'mismatch' | 'unknown_checkout' | 'duplicate_event';

type CheckoutRecord = typeof onlineCheckouts.$inferSelect;

const num = (v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) ? null : fromCents(Math.round(v * 100));

/** Chargily's figures kept on the row whatever the status: its fees, the card, the mode. */
const providerFacts = (remote: ChargilyCheckout) => ({
  fees: num(remote.fees),
  feesOnCustomer: num(remote.fees_on_customer),
  feesOnMerchant: num(remote.fees_on_merchant),
  paymentMethod: remote.payment_method ? remote.payment_method.slice(0, 16) : null,
  livemode: remote.livemode,
});

/** The checkout is ours for what Chargily says: the same amount in dinars, and our id in its metadata when it carries one. */
function matches(row: CheckoutRecord, remote: ChargilyCheckout): boolean {
  if (remote.currency.toLowerCase() !== 'dzd') return false;
  if (Math.round(remote.amount * 100) !== toCents(row.amount)) return false;
  const meta = remote.metadata as Record<string, unknown> | null | undefined;
  const ours = meta && typeof meta === 'object' ? meta.online_checkout_id : undefined;
  return ours === undefined || String(ours) === String(row.id);
}

/**
 * The renewal a paid renewal checkout buys: the kindergarten seat's next month (its charge, and the subscription
 * moved on), unless the desk renewed it meanwhile (its due date is no longer the one the parent saw) or the seat
 * ended: then nothing is renewed and the payment is the family's credit.
 */
async function renewForCheckout(tx: Tx, row: CheckoutRecord, payerUserId: number | null, now: Date) {
  const part = row.plan[0];
  if (!part?.enrollment_id) return;
  const { enrollment, subscription } = await lockKindergarten(tx, part.enrollment_id, now);
  if (!enrollment.isActive || enrollment.status !== 'approved') return;
  if ((subscription.nextPaymentDate ?? null) !== (part.due_date ?? null)) return;
  const today = academyClock(now).date;
  const next = renewedPaymentDate(subscription.nextPaymentDate, today);
  const by = { actor: { id: payerUserId, ip: null }, now };
  const note = `Kindergarten subscription until ${next}`;
  const charge = await writeCharge(tx, by, {
    reason: 'subscription',
    amount: subscription.amount,
    studentId: enrollment.studentId,
    enrollmentId: enrollment.id,
    note,
  });
  await tx
    .update(kindergartenSubscriptions)
    .set({ status: 'active', nextPaymentDate: next, updatedAt: now })
    .where(eq(kindergartenSubscriptions.id, subscription.id));
  await auditMoney(tx, by, {
    action: 'subscription.renewed',
    entity: 'enrollment',
    entityId: enrollment.id,
    data: {
      from: subscription.nextPaymentDate,
      to: next,
      charge_id: charge.id,
      amount: subscription.amount,
      method: 'online',
      checkout_id: row.checkoutId,
    },
  });
}

/**
 * Applies what Chargily says of a checkout (its own GET answer, never a webhook's body) to our row, in ONE
 * transaction: a webhook event is recorded here (a second delivery of it finds it and does nothing); the row is
 * locked, so the webhook, the parent's return and the reconciliation, arriving together, credit it once. Paid with
 * the amount asked: each part of the plan becomes one online payment (modules/ledger/online.ts), the part no longer
 * owed is the family's credit. Another status is recorded while the row is not final; a final row never goes back.
 */
export async function settleCheckout(
  deps: Deps,
  remote: ChargilyCheckout,
  via: ConfirmedBy,
  event?: { id: string; type: string },
): Promise<SettleOutcome> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const record = async (outcome: SettleOutcome) => {
      if (event) await tx.update(chargilyWebhookEvents).set({ outcome }).where(eq(chargilyWebhookEvents.eventId, event.id));
      return outcome;
    };
    if (event) {
      const inserted = await tx
        .insert(chargilyWebhookEvents)
        .values({ eventId: event.id, checkoutId: remote.id, type: event.type, outcome: 'received', receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: chargilyWebhookEvents.eventId });
      if (!inserted.length) return 'duplicate_event';
    }
    const [row] = await tx.select().from(onlineCheckouts).where(eq(onlineCheckouts.checkoutId, remote.id)).for('update');
    if (!row) return record('unknown_checkout');
    const facts = providerFacts(remote);
    if (row.creditedAt) {
      await tx.update(onlineCheckouts).set({ lastCheckedAt: now, updatedAt: now }).where(eq(onlineCheckouts.id, row.id));
      return record('already_credited');
    }
    if (remote.status !== 'paid') {
      const status: CheckoutStatus = isFinalCheckoutStatus(row.status) ? row.status : remote.status;
      const finding: ReconciliationFinding | null = status === 'expired' ? 'expired' : row.finding;
      await tx
        .update(onlineCheckouts)
        .set({ ...facts, status, finding, lastCheckedAt: now, updatedAt: now })
        .where(eq(onlineCheckouts.id, row.id));
      return record('status');
    }
    if (!matches(row, remote)) {
      await tx
        .update(onlineCheckouts)
        .set({
          ...facts,
          finding: 'amount_mismatch',
          error: `Chargily reports ${remote.amount} ${remote.currency}`,
          lastCheckedAt: now,
          updatedAt: now,
        })
        .where(eq(onlineCheckouts.id, row.id));
      deps.log.warn(
        { checkout: row.id, remote_amount: remote.amount, currency: remote.currency },
        'online checkout amount mismatch: not credited',
      );
      return record('mismatch');
    }

    const [payer] = await rowsOf<{ user_id: number | null }>(tx, sql`select user_id from parents where id = ${row.parentId}`);
    const payerUserId = payer?.user_id ?? null;
    // Every child's ledger lock, in id order (the order every money transaction takes them in).
    const parts = [...row.plan].sort((a, b) => a.student_id - b.student_id);
    for (const part of parts) await lockStudentLedger(tx, part.student_id);
    if (row.purpose === 'renewal') await renewForCheckout(tx, row, payerUserId, now);
    let creditCents = 0;
    for (const part of parts) {
      const { creditCents: credit } = await writeOnlinePayment(tx, {
        checkoutId: remote.id,
        studentId: part.student_id,
        cents: toCents(part.amount),
        enrollmentId: part.enrollment_id ?? null,
        now,
        payerUserId,
      });
      creditCents += credit;
    }
    const finding: ReconciliationFinding | null =
      creditCents > 0 ? 'over_collected' : via === 'reconciliation' ? 'paid_without_webhook' : null;
    await tx
      .update(onlineCheckouts)
      .set({
        ...facts,
        status: 'paid',
        creditedAt: now,
        paidAt: now,
        overCollected: fromCents(creditCents),
        finding,
        confirmedBy: via,
        lastCheckedAt: now,
        updatedAt: now,
      })
      .where(eq(onlineCheckouts.id, row.id));
    return record('credited');
  });
}
