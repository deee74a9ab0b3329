import { sql } from 'drizzle-orm';
import { fromCents, toCents, wholeDinars, type CheckoutStatus } from '@academy/shared';
import { onlineCheckouts } from '../schema';
import { rowsOf } from '../../lib/rows';
import { writeOnlinePayment } from '../../modules/ledger/online';
import { DEMO_PARENT } from './accounts';
import { minutes, type SeedContext } from './helpers';

/** Chargily's fee as the demo shows it: 1.5 % of the amount, at least 25 DA. */
const fee = (dinars: number) => Math.max(25, Math.round(dinars * 0.015));

/** What happened to each demo checkout, newest last: four paid (one found by the reconciliation), one failed, one expired. */
const OUTCOMES: { status: CheckoutStatus; via?: 'webhook' | 'reconciliation'; method: 'edahabia' | 'cib' }[] = [
  { status: 'paid', via: 'webhook', method: 'edahabia' },
  { status: 'failed', method: 'cib' },
  { status: 'paid', via: 'webhook', method: 'cib' },
  { status: 'expired', method: 'edahabia' },
  { status: 'paid', via: 'reconciliation', method: 'edahabia' },
  { status: 'paid', via: 'webhook', method: 'edahabia' },
];

/**
 * Phase 12 (no draw from the PRNG): a morning of online payments (issue 27), so Admin → Online payments and the
 * families' histories show what a running academy has: six families that owed money each opened a Chargily checkout
 * for a child's debt today; four paid (their debt is settled in the ledger by the same code a real webhook runs), one
 * card was refused, one page was left open until it expired. The demo parent keeps their debt, so their Payments page
 * shows the Pay online button when a Chargily key is set.
 */
export async function insertOnlinePaymentsDemo({ tx, now, todayStart }: SeedContext) {
  const owing = await rowsOf<{ student_id: number; parent_id: number; user_id: number | null; debt: string }>(
    tx,
    sql`select st.id as student_id, p.id as parent_id, p.user_id, b.balance::text as debt
        from student_balances b
        join students st on st.id = b.student_id
        join parents p on p.id = st.parent_id
        left join users u on u.id = p.user_id
        where b.balance >= 100 and coalesce(u.email, '') <> ${DEMO_PARENT.email}
        order by st.id
        limit ${OUTCOMES.length}`,
  );
  // Spread over the morning, never before midnight (the previous month may be closed for the teachers' pay).
  const span = Math.max(10, Math.floor((now.getTime() - todayStart.getTime()) / 60_000) - 5);
  for (const [i, row] of owing.entries()) {
    const outcome = OUTCOMES[i]!;
    const at = minutes(todayStart, Math.floor((span * (i + 1)) / (owing.length + 1)));
    const dinars = wholeDinars(toCents(row.debt));
    const checkoutId = `demo_${String(row.student_id).padStart(6, '0')}_${i + 1}`;
    const paid = outcome.status === 'paid';
    let overCents = 0;
    if (paid) {
      const { creditCents } = await writeOnlinePayment(tx, {
        checkoutId,
        studentId: row.student_id,
        cents: dinars * 100,
        now: minutes(at, 3),
        payerUserId: row.user_id,
      });
      overCents = creditCents;
    }
    await tx.insert(onlineCheckouts).values({
      checkoutId,
      parentId: row.parent_id,
      purpose: 'debt',
      studentId: row.student_id,
      amount: fromCents(dinars * 100),
      plan: [{ student_id: row.student_id, amount: fromCents(dinars * 100) }],
      locale: i % 3 === 0 ? 'fr' : 'ar',
      feesAllocation: 'merchant',
      status: outcome.status,
      checkoutUrl: `https://pay.chargily.net/test/checkouts/${checkoutId}/pay`,
      livemode: false,
      fees: fromCents(fee(dinars) * 100),
      feesOnCustomer: '0.00',
      feesOnMerchant: fromCents(fee(dinars) * 100),
      paymentMethod: outcome.method,
      creditedAt: paid ? minutes(at, 3) : null,
      paidAt: paid ? minutes(at, 3) : null,
      overCollected: fromCents(overCents),
      finding: outcome.status === 'expired' ? 'expired' : outcome.via === 'reconciliation' ? 'paid_without_webhook' : null,
      confirmedBy: outcome.via ?? null,
      lastCheckedAt: minutes(at, 3),
      createdAt: at,
      updatedAt: minutes(at, 3),
    });
  }
}
