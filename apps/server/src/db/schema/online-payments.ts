import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  CHECKOUT_STATUSES,
  FEES_ALLOCATIONS,
  ONLINE_PAYMENT_PURPOSES,
  RECONCILIATION_FINDINGS,
  type CheckoutPlanPart,
} from '@academy/shared';
import { id } from './common';
import { parents, students } from './people';
import { enrollments } from './learning';

/**
 * A parent's online payment (issue 27): one Chargily Pay checkout. The row is written before Chargily is asked, so
 * what is paid (purpose, target, amount, the plan of who it pays) is ours and never the browser's or the webhook's;
 * `checkout_id` is Chargily's id once created. The money itself is in the ledger: each part of the plan is a payment
 * entry whose idempotency key is `chargily:<checkout_id>:<student>` (modules/ledger/online.ts), written once when the
 * checkout is confirmed paid (`credited_at`). A checkout goes with its family or seat when they are deleted: one that
 * paid wrote ledger entries, which keep them.
 */
export const onlineCheckouts = pgTable(
  'online_checkouts',
  {
    id: id(),
    /** Chargily's checkout id (null while it is being created, or when Chargily refused it). */
    checkoutId: varchar({ length: 64 }),
    parentId: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    purpose: varchar({ length: 16, enum: ONLINE_PAYMENT_PURPOSES }).notNull(),
    /** The child it is for (debt, cycle, renewal); null for the family's whole balance. */
    studentId: integer().references(() => students.id, { onDelete: 'cascade' }),
    /** The seat it is for (cycle, renewal). */
    enrollmentId: integer().references(() => enrollments.id, { onDelete: 'cascade' }),
    /** Whole dinars asked of Chargily (without its fees). */
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Who it pays and how much each: [{student_id, amount, enrollment_id?, due_date?}], summing to `amount`. */
    plan: jsonb().$type<CheckoutPlanPart[]>().notNull(),
    locale: varchar({ length: 2 }).notNull(),
    feesAllocation: varchar({ length: 10, enum: FEES_ALLOCATIONS }).notNull(),
    status: varchar({ length: 16, enum: CHECKOUT_STATUSES }).notNull().default('pending'),
    checkoutUrl: text(),
    livemode: boolean(),
    /** Chargily's figures once known: its fees, and the part the customer and the academy bear. */
    fees: numeric({ precision: 12, scale: 2 }),
    feesOnCustomer: numeric({ precision: 12, scale: 2 }),
    feesOnMerchant: numeric({ precision: 12, scale: 2 }),
    /** edahabia or cib, as Chargily reports it. */
    paymentMethod: varchar({ length: 16 }),
    /** When the ledger was credited (once per checkout). */
    creditedAt: timestamp({ withTimezone: true }),
    /** The part of the payment nothing was owed for any more (paid at the desk meanwhile): the family's credit. */
    overCollected: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** What the reconciliation or a confirmation found (paid without a webhook, amount mismatch, over-collected, expired). */
    finding: varchar({ length: 24, enum: RECONCILIATION_FINDINGS }),
    /** How it was confirmed paid: the webhook, the parent's return, or the reconciliation. */
    confirmedBy: varchar({ length: 16 }),
    lastCheckedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_checkouts_checkout_id_key').on(t.checkoutId),
    // The parent's own list and "a checkout of this already pending?".
    index('online_checkouts_parent_idx').on(t.parentId, t.createdAt),
    // The admin's list by status, newest first, and the reconciliation's pending ones.
    index('online_checkouts_status_idx').on(t.status, t.createdAt),
    index('online_checkouts_created_idx').on(t.createdAt),
    check('online_checkouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The Chargily webhook events already handled (their `id`): an event delivered again, or twice at once, is handled
 * once. Written in the transaction that applies the event.
 */
export const chargilyWebhookEvents = pgTable('chargily_webhook_events', {
  eventId: varchar({ length: 64 }).primaryKey(),
  checkoutId: varchar({ length: 64 }),
  type: varchar({ length: 32 }).notNull(),
  /** What it did: credited, already_credited, status, ignored, mismatch. */
  outcome: varchar({ length: 24 }).notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
