import { allocateOldestFirst, fromCents } from '@academy/shared';
import type { Tx } from '../../db/client';
import { ledgerEntries, paymentAllocations } from '../../db/schema';
import { audit, type AuditAction } from '../../lib/audit';
import { holdCashDay } from './cash-day';
import { unpaidChargesOldestFirst } from './charges';
import { chargeKey, type Idempotency, type LedgerEntry } from './idempotency';

/*
 * Every write to the ledger: the only inserts into ledger_entries and payment_allocations of the server
 * (ledger-boundary.test.ts fails on another). The ledger is append-only; its triggers keep the balances,
 * the unpaid charges and a door payment's allocation in the same statement. Callers hold the student's
 * ledger lock (lock.ts) and pass the request's key when it has one (idempotency.ts). Every payment and reversal
 * first holds its day's cash (cash-day.ts): a closed day refuses them (409 cash_day_closed), an online payment
 * excepted.
 */

/** Who writes, and when (the request's clock). */
export interface MoneyWriter {
  actor: { id: number | null; ip: string | null };
  now: Date;
}

type Method = NonNullable<(typeof ledgerEntries.$inferInsert)['method']>;

/** The audit entry of a money write: its action, what it is about and what it records. */
export interface MoneyAudit {
  action: Extract<
    AuditAction,
    'payment.recorded' | 'debt.cleared' | 'subscription.renewed' | 'attendance.cycle_reset' | 'payment.reversed'
  >;
  entity: string;
  entityId: number;
  data: Record<string, unknown>;
}

export async function auditMoney(tx: Tx, by: MoneyWriter, entry: MoneyAudit) {
  await audit(tx, { actorId: by.actor.id, ip: by.actor.ip, at: by.now, ...entry });
}

export interface ChargeInput {
  reason: 'session' | 'month' | 'subscription';
  amount: string;
  studentId: number;
  enrollmentId: number;
  attendanceRecordId?: number | null;
  note: string;
  /** The request's key: the charge is kept under `key:charge`, beside its payment's. */
  idem?: Idempotency | null;
}

/** A charge: a session attended, a month completed or a kindergarten month. */
export async function writeCharge(tx: Tx, by: MoneyWriter, input: ChargeInput): Promise<LedgerEntry> {
  const [charge] = await tx
    .insert(ledgerEntries)
    .values({
      kind: 'charge',
      reason: input.reason,
      amount: input.amount,
      studentId: input.studentId,
      enrollmentId: input.enrollmentId,
      ...(input.attendanceRecordId ? { attendanceRecordId: input.attendanceRecordId } : {}),
      note: input.note,
      ...(input.idem ? { idempotencyKey: chargeKey(input.idem.key), requestFingerprint: input.idem.fingerprint } : {}),
      recordedBy: by.actor.id,
      occurredAt: by.now,
      createdAt: by.now,
    })
    .returning();
  return charge!;
}

export interface PaymentInput {
  amount: string;
  method: Method;
  studentId: number;
  enrollmentId: number | null;
  attendanceRecordId?: number | null;
  /** The one charge it pays (its allocation is written by the ledger's trigger). */
  appliesToEntryId: number;
  note: string;
  idem: Idempotency | null;
}

/** A payment of one charge; with `audited`, its audit entry too (its data with the payment's id). */
export async function writePayment(
  tx: Tx,
  by: MoneyWriter,
  input: PaymentInput,
  audited?: Omit<MoneyAudit, 'data'> & { data: (payment: LedgerEntry) => Record<string, unknown> },
): Promise<LedgerEntry> {
  await holdCashDay(tx, by.now);
  const [payment] = await tx
    .insert(ledgerEntries)
    .values({
      kind: 'payment',
      amount: input.amount,
      method: input.method,
      studentId: input.studentId,
      enrollmentId: input.enrollmentId,
      ...(input.attendanceRecordId ? { attendanceRecordId: input.attendanceRecordId } : {}),
      appliesToEntryId: input.appliesToEntryId,
      idempotencyKey: input.idem?.key ?? null,
      requestFingerprint: input.idem?.fingerprint ?? null,
      note: input.note,
      recordedBy: by.actor.id,
      occurredAt: by.now,
      createdAt: by.now,
    })
    .returning();
  if (audited) await auditMoney(tx, by, { ...audited, data: audited.data(payment!) });
  return payment!;
}

/**
 * One payment of `cents` over a student's debt (a clearance): ONE payment entry, allocated to the oldest
 * unpaid charges first (one payment_allocations row per charge, so each seat's paid total moves by its
 * part); a part of the debt not tied to a charge (an adjustment) is covered by the rest, unallocated.
 * Audited as debt.cleared with the debt before it and the parts.
 */
export async function payOldestFirst(
  tx: Tx,
  by: MoneyWriter,
  input: { studentId: number; cents: number; debtBeforeCents: number; method: Method; idem: Idempotency },
): Promise<LedgerEntry> {
  const charges = await unpaidChargesOldestFirst(tx, input.studentId);
  const parts = allocateOldestFirst(charges, fromCents(input.cents));
  const payment = await writeSpreadPayment(tx, by.now, {
    values: {
      amount: fromCents(input.cents),
      method: input.method,
      studentId: input.studentId,
      idempotencyKey: input.idem.key,
      requestFingerprint: input.idem.fingerprint,
      note: 'Debt cleared',
      recordedBy: by.actor.id,
    },
    parts,
    enrollmentOf: new Map(charges.map((c) => [c.id, c.enrollment_id])),
  });
  await auditMoney(tx, by, {
    action: 'debt.cleared',
    entity: 'student',
    entityId: input.studentId,
    data: {
      amount: fromCents(input.cents),
      method: input.method,
      debt_before: fromCents(input.debtBeforeCents),
      payment_id: payment.id,
      charges: parts,
    },
  });
  return payment;
}

/**
 * ONE payment entry spread over several charges (a clearance, an online payment): it names no seat and no charge
 * (`values` gives the rest), and its allocations, one per charge part, pay each seat its part.
 */
export async function writeSpreadPayment(
  tx: Tx,
  now: Date,
  input: {
    values: Pick<
      typeof ledgerEntries.$inferInsert,
      'amount' | 'method' | 'studentId' | 'idempotencyKey' | 'requestFingerprint' | 'note' | 'recordedBy'
    >;
    parts: { charge_id: number; amount: string }[];
    enrollmentOf: Map<number, number | null>;
  },
): Promise<LedgerEntry> {
  // The money of a confirmed online payment is already taken: it is recorded even on a closed day.
  await holdCashDay(tx, now, { online: input.values.method === 'online' });
  const [payment] = await tx
    .insert(ledgerEntries)
    .values({ kind: 'payment', ...input.values, enrollmentId: null, appliesToEntryId: null, occurredAt: now, createdAt: now })
    .returning();
  if (input.parts.length) {
    await tx.insert(paymentAllocations).values(
      input.parts.map((part) => ({
        paymentId: payment!.id,
        chargeId: part.charge_id,
        enrollmentId: input.enrollmentOf.get(part.charge_id) ?? null,
        amount: part.amount,
        createdAt: now,
      })),
    );
  }
  return payment!;
}

/**
 * A payment reversed (taken back: a mistaken entry, money handed back): ONE adjustment of the payment's amount
 * that names it (applies_to_entry_id), on its seat when it had one, so the student owes it again and the seat's
 * balance moves with it; a unique index allows one reversal per payment. The payment and its allocations stay
 * as written (the ledger is append-only): what a charge was paid is unchanged, the debt comes back beside it,
 * and a teacher's share of the payment is taken back in the month of the reversal (teacher-pay.ts).
 * Audited as payment.reversed.
 */
export async function reversePayment(
  tx: Tx,
  by: MoneyWriter,
  input: { payment: LedgerEntry; reason: string; idem: Idempotency | null },
): Promise<LedgerEntry> {
  const { payment } = input;
  await holdCashDay(tx, by.now);
  const [reversal] = await tx
    .insert(ledgerEntries)
    .values({
      kind: 'adjustment',
      amount: payment.amount,
      studentId: payment.studentId,
      enrollmentId: payment.enrollmentId,
      appliesToEntryId: payment.id,
      idempotencyKey: input.idem?.key ?? null,
      requestFingerprint: input.idem?.fingerprint ?? null,
      note: input.reason,
      recordedBy: by.actor.id,
      occurredAt: by.now,
      createdAt: by.now,
    })
    .returning();
  await auditMoney(tx, by, {
    action: 'payment.reversed',
    entity: 'ledger_entry',
    entityId: payment.id,
    data: { amount: payment.amount, student_id: payment.studentId, reversal_id: reversal!.id, reason: input.reason },
  });
  return reversal!;
}
