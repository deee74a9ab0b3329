import { date, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { CashDayFigures } from '@academy/shared';
import { users } from './people';

/**
 * A closed cash day (issue 28 item 4): the academy's local day the admin closed at the end of it, who closed it and
 * when, and the day's figures as they were then (modules/ledger/cash-day.ts). Append-only (a trigger refuses UPDATE
 * and DELETE): a closed day is never reopened or edited. A desk payment, a reversal or a teacher payout on a closed
 * day is refused; an online payment confirmed later is recorded and shown apart, as the ledger entries and payouts
 * with an id above the marks kept here (everything of the day up to them is in the figures).
 */
export const cashClosings = pgTable('cash_closings', {
  day: date({ mode: 'string' }).primaryKey(),
  closedAt: timestamp({ withTimezone: true }).notNull(),
  /** Restrict: an account that closed a day is deactivated, never deleted (the closing names it). */
  closedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
  /** The highest ledger entry id when the day was closed: the day's entries above it came after. */
  lastLedgerEntryId: integer().notNull(),
  /** The highest teacher payout id when the day was closed. */
  lastPayoutId: integer().notNull(),
  figures: jsonb().$type<CashDayFigures>().notNull(),
});
