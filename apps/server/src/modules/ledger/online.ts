import { sql, type SQL } from 'drizzle-orm';
import { CHARGILY_PAYMENT_METHODS, allocateOldestFirst, fromCents, toCents, type ChargilyPaymentMethod } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { paymentAllocations } from '../../db/schema';
import { audit } from '../../lib/audit';
import { rowsOf } from '../../lib/rows';
import { openChargesSql } from './charges';
import type { LedgerEntry } from './idempotency';
import { writeSpreadPayment } from './write';

/*
 * Money paid online (issue 27) and the family's credit. An online payment is a ledger payment (method 'online')
 * whose idempotency key names the provider's checkout and the child it pays (`onlinePaymentKey`): written once
 * per checkout and child, however often the provider tells us. It is allocated to the child's oldest unpaid
 * charges like a desk clearance; what nothing was owed for any more (a desk payment of the same debt got there
 * first) stays unallocated: the child's balance goes below zero, and that CREDIT is used by the child's next
 * charges (`useCredit`), which allocate the same payment to them. Nothing is kept as a second balance: the credit
 * is the ledger's own balance, below zero.
 */

export const onlinePaymentKey = (checkoutId: string, studentId: number) => `chargily:${checkoutId}:${studentId}`;

/**
 * Each student's balance in cents, kept by the ledger's trigger: above zero what they owe, below zero their credit
 * (paid beyond what they owed). A student with no ledger entry is not in the map (0).
 */
export async function studentBalanceCents(db: Db | Tx, studentIds: number[]): Promise<Map<number, number>> {
  if (!studentIds.length) return new Map();
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ student_id: number; balance: string }>(
    db,
    sql`select student_id, balance::text as balance from student_balances where student_id in (${ids})`,
  );
  return new Map(rows.map((r) => [r.student_id, toCents(r.balance)]));
}

/** The checkout and the child a payment's key names (`onlinePaymentKey`), or null for another key. */
export function onlinePaymentOf(key: string | null): { checkoutId: string; studentId: number } | null {
  const match = key ? /^chargily:(.+):(\d+)$/.exec(key) : null;
  return match ? { checkoutId: match[1]!, studentId: Number(match[2]) } : null;
}

/*
 * What a receipt or a history line says of an online payment: its Chargily reference, read in SQL from its key (the
 * `onlinePaymentKey` above), and the card it was paid with, from its checkout (online_checkouts.payment_method, by
 * its unique checkout_id). A desk payment has neither: both are null.
 */

/** The checkout id of payment `p` (a table alias) when it was paid online, else null. */
const checkoutIdOf = (p: SQL) =>
  sql`case when ${p}.method = 'online' and ${p}.idempotency_key like 'chargily:%' then split_part(${p}.idempotency_key, ':', 2) end`;

/** Joins payment `p`'s checkout as `oc` (none for a desk payment): put it in the FROM clause. */
export const onlineCheckoutJoin = (p: SQL) => sql`left join online_checkouts oc on oc.checkout_id = ${checkoutIdOf(p)}`;

/** The columns `reference` and `card_network` of payment `p`, with onlineCheckoutJoin(p) in the FROM clause. */
export const onlineReferenceColumns = (p: SQL) => sql`${checkoutIdOf(p)} as reference, oc.payment_method as card_network`;

/** The card network as the shared type knows it: what Chargily reported, when it is one of its networks. */
export const cardNetwork = (value: string | null): ChargilyPaymentMethod | null =>
  value !== null && (CHARGILY_PAYMENT_METHODS as readonly string[]).includes(value) ? (value as ChargilyPaymentMethod) : null;

export interface OnlinePart {
  studentId: number;
  cents: number;
  /** Pay this seat's charges first (a month, a renewal), then the child's others. */
  enrollmentId?: number | null;
}

/**
 * The payment of one child's part of a confirmed checkout: ONE payment entry of `cents`, allocated to the seat's
 * unpaid charges first (when it names one), then the child's oldest. The caller holds the child's ledger lock and
 * has checked that the key is not written yet. Returns the payment and the part nothing was owed for (credit).
 */
export async function writeOnlinePayment(
  tx: Tx,
  input: OnlinePart & { checkoutId: string; now: Date; payerUserId: number | null },
): Promise<{ payment: LedgerEntry; creditCents: number }> {
  const charges = await rowsOf<{ id: number; enrollment_id: number | null; outstanding: string }>(
    tx,
    sql`select c.id, c.enrollment_id, c.outstanding::text as outstanding
        from (${openChargesSql(sql`ch.student_id = ${input.studentId}`)}) c
        order by (c.enrollment_id is not distinct from ${input.enrollmentId ?? null}::int) desc, c.occurred_at, c.id`,
  );
  // What is owed now (charges and adjustments less payments and credit): never allocate beyond it.
  const owedCents = Math.max(0, (await studentBalanceCents(tx, [input.studentId])).get(input.studentId) ?? 0);
  const allocatable = Math.min(input.cents, owedCents);
  const parts = allocateOldestFirst(charges, fromCents(allocatable));
  const payment = await writeSpreadPayment(tx, input.now, {
    values: {
      amount: fromCents(input.cents),
      method: 'online',
      studentId: input.studentId,
      idempotencyKey: onlinePaymentKey(input.checkoutId, input.studentId),
      note: `Paid online (Chargily ${input.checkoutId})`,
      recordedBy: null,
    },
    parts,
    enrollmentOf: new Map(charges.map((c) => [c.id, c.enrollment_id])),
  });
  const allocated = parts.reduce((sum, p) => sum + toCents(p.amount), 0);
  // The part beyond what was owed: the family's credit (a part owed but not tied to a charge, an adjustment, is not).
  const creditCents = Math.max(0, input.cents - owedCents);
  await audit(tx, {
    actorId: input.payerUserId,
    action: 'payment.recorded',
    entity: 'student',
    entityId: input.studentId,
    ip: null,
    at: input.now,
    data: {
      method: 'online',
      checkout_id: input.checkoutId,
      payment_id: payment.id,
      amount: fromCents(input.cents),
      allocated: fromCents(allocated),
      credit: fromCents(creditCents),
      charges: parts,
    },
  });
  return { payment, creditCents };
}

/**
 * A new charge uses the child's credit: the payments with a part not yet allocated (oldest first) are allocated
 * to it, up to the credit (the balance below zero before the charge) and the charge's amount. The caller holds
 * the child's ledger lock and calls it right after writing a charge nobody is paying at once.
 */
export async function useCredit(tx: Tx, charge: LedgerEntry, now: Date): Promise<number> {
  const balance = (await studentBalanceCents(tx, [charge.studentId])).get(charge.studentId) ?? 0;
  // The balance already counts the new charge: the credit before it was (charge - balance) when positive.
  const creditCents = Math.min(toCents(charge.amount), toCents(charge.amount) - balance);
  if (creditCents <= 0) return 0;
  const sources = await rowsOf<{ id: number; free: string }>(
    tx,
    sql`select p.id, (p.amount - coalesce(sum(a.amount), 0))::text as free
        from ledger_entries p left join payment_allocations a on a.payment_id = p.id
        where p.student_id = ${charge.studentId} and p.kind = 'payment'
          and not exists (select 1 from ledger_entries r where r.kind = 'adjustment' and r.applies_to_entry_id = p.id)
        group by p.id, p.amount, p.occurred_at
        having p.amount > coalesce(sum(a.amount), 0)
        order by p.occurred_at, p.id`,
  );
  let left = creditCents;
  const rows: (typeof paymentAllocations.$inferInsert)[] = [];
  for (const source of sources) {
    if (left <= 0) break;
    const part = Math.min(left, toCents(source.free));
    rows.push({ paymentId: source.id, chargeId: charge.id, enrollmentId: charge.enrollmentId, amount: fromCents(part), createdAt: now });
    left -= part;
  }
  if (rows.length) await tx.insert(paymentAllocations).values(rows);
  return creditCents - left;
}
