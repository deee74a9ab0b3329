import { z } from 'zod';
import type { PaymentMethod } from '../constants';
import { LANGUAGE_CODES } from '../languages';
import { isRealDate } from '../time';
import { emptyToUndefined } from './fields';

// ----- Closing the cash (issue 28 item 4): the day's money per staff member and for the academy, closed by the admin -----

/** A local day of the academy (Africa/Algiers), YYYY-MM-DD. */
export const cashDay = z
  .string({ error: 'required' })
  .max(10, 'date_invalid')
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), 'date_invalid');

/** GET /api/admin/cash-closing?date=YYYY-MM-DD: the academy's today when absent. */
export const cashClosingQuery = z.object({ date: z.preprocess(emptyToUndefined, cashDay.optional()) });
export type CashClosingQuery = z.input<typeof cashClosingQuery>;

/** POST /api/admin/cash-closing/{date}/close and GET /api/admin/cash-closing/{date}.pdf: the day in the path. */
export const cashDayParams = z.object({ date: cashDay });

/** ?lang=en|ar|fr: the day's report as a PDF. */
export const cashClosingPdfQuery = z.object({ lang: z.preprocess(emptyToUndefined, z.enum(LANGUAGE_CODES).default('en')) });

/** How many, and how much (DA). */
export interface CashCount {
  count: number;
  amount: number;
}

/**
 * The numbers of the receipts (or credit notes) of a day or a staff member: the first and the last, how many there
 * are, and whether they are every number from the first to the last (so a reader sees that none is missing; a
 * staff member's numbers are interleaved with their colleagues', so theirs are rarely complete).
 */
export interface DocumentRange {
  first: string;
  last: string;
  count: number;
  complete: boolean;
}

/** The money of a day, for the academy, a staff member or the online payments. Amounts in DA. */
export interface CashTotals {
  /** Every payment received. */
  payments: CashCount;
  by_method: Record<PaymentMethod, CashCount>;
  /** Payments taken back that day (a reversal counts on the day it is made, by whoever made it). */
  reversals: CashCount;
  /** Money paid out to teachers (issue 25) that day. */
  payouts: CashCount;
  /** Received less reversed. */
  net: number;
  /** The cash that should be in the drawer: cash received, less cash payments reversed, less cash paid out. */
  cash_expected: number;
  receipts: DocumentRange | null;
  credit_notes: DocumentRange | null;
}

/** One staff member's day: the payments they took, the reversals and payouts they made. */
export interface CashStaffTotals extends CashTotals {
  /** Null id: an entry whose writer's account no longer exists. */
  staff: { id: number | null; full_name: string | null };
}

/** A reversal of the day: by whom, and the receipt its credit note cancels. */
export interface CashReversalLine {
  id: number;
  payment_id: number;
  credit_note: string | null;
  cancels_receipt: string | null;
  amount: number;
  /** The reversed payment's method. */
  method: PaymentMethod;
  reason: string;
  reversed_at: string;
  by: { id: number | null; full_name: string | null };
}

/** A day's figures: the academy's, each staff member's, the online payments' (nobody at the desk took them), the reversals. */
export interface CashDayFigures {
  academy: CashTotals;
  staff: CashStaffTotals[];
  online: CashTotals;
  reversals: CashReversalLine[];
}

/** GET /api/admin/cash-closing?date=: the day's cash report and whether it is closed. */
export interface CashClosingReport {
  date: string;
  /** The academy's today. */
  today: string;
  status: 'open' | 'closed';
  closed: { closed_at: string; closed_by: { id: number | null; full_name: string | null } } | null;
  /** Live while the day is open; once it is closed, as they were frozen at closing. */
  figures: CashDayFigures;
  /** A closed day: what reached it after it was closed (online payments confirmed later), else null. */
  after_closing: CashDayFigures | null;
  /** An open day that is today or past. */
  can_close: boolean;
}
