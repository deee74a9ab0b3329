import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { RECEIPT_SERIES } from '@academy/shared';
import { id } from './common';
import { users } from './people';
import { ledgerEntries } from './money';

/*
 * Issue 28: receipts an inspector accepts. Every payment entry gets a receipt number, and every payment's
 * reversal a credit note number, in the same statement that writes the entry (the trigger
 * ledger_entries_receipts, migration 0036): one series per kind and year (the year of the entry in the
 * academy's clock), counted in receipt_counters. The counter's row is taken by the inserting transaction and
 * held to its commit, so the numbers are gapless and never reused, on one server or several: a transaction
 * that rolls back gives its number back with it. Receipts and their prints are append-only (triggers refuse
 * UPDATE and DELETE).
 */

/** The last number given in a series and year. Written only by the trigger. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    series: varchar({ length: 16, enum: RECEIPT_SERIES }).notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** A receipt (of a payment) or a credit note (of a payment's reversal, naming the receipt it cancels). */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    series: varchar({ length: 16, enum: RECEIPT_SERIES }).notNull(),
    year: integer().notNull(),
    seq: integer().notNull(),
    /** As printed: 2026-000123 for a receipt, AV-2026-000004 for a credit note. */
    number: varchar({ length: 24 }).notNull(),
    ledgerEntryId: integer()
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    /** A credit note: the receipt of the payment it reverses. */
    cancelsReceiptId: integer().references((): AnyPgColumn => receipts.id, { onDelete: 'restrict' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('receipts_series_year_seq').on(t.series, t.year, t.seq),
    uniqueIndex('receipts_number').on(t.number),
    uniqueIndex('receipts_ledger_entry').on(t.ledgerEntryId),
    index('receipts_cancels_idx').on(t.cancelsReceiptId),
    check('receipts_seq_positive', sql`${t.seq} > 0`),
  ],
);

/** Each time a receipt or credit note was printed as a PDF: the first is the original, every later one a marked duplicate. */
export const receiptPrints = pgTable(
  'receipt_prints',
  {
    id: id(),
    receiptId: integer()
      .notNull()
      .references(() => receipts.id, { onDelete: 'restrict' }),
    /** 1 for the original, 2 for the first duplicate, and so on. */
    copy: integer().notNull(),
    printedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    printedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('receipt_prints_copy').on(t.receiptId, t.copy)],
);
