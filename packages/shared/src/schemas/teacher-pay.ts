import { z } from 'zod';
import { DEFAULT_PAYMENT_METHOD, DESK_PAYMENT_METHODS, TEACHER_PAY_KINDS, type DeskPaymentMethod, type TeacherPayKind } from '../constants';
import { isRealDate } from '../time';
import { LANGUAGE_CODES } from '../languages';
import { emptyToUndefined } from './fields';
import { amountDa } from './admin-courses';
import { idempotencyKey } from './admin-attendance';

// ----- Teacher pay (issue 25 item 3): pay rules, statements, payouts, closed months -----

/** A local month, YYYY-MM (Africa/Algiers). */
export const payMonth = z
  .string({ error: 'required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month_invalid')
  // Its first day a real date by the one rule of dates (year 0 does not exist; the database refuses it).
  .refine((v) => isRealDate(`${v}-01`), 'month_invalid');

/** ?month=YYYY-MM: the statement's or the list's month; the academy's current month when absent. */
export const payMonthQuery = z.object({ month: z.preprocess(emptyToUndefined, payMonth.optional()) });
export type PayMonthQuery = z.input<typeof payMonthQuery>;

/** ?month=YYYY-MM&lang=en|ar: a statement as a PDF. */
export const payStatementPdfQuery = payMonthQuery.extend({ lang: z.preprocess(emptyToUndefined, z.enum(LANGUAGE_CODES).default('en')) });

/**
 * PUT /api/admin/sections/{id}/pay-rule: the section's pay rule from `effective_from` on (a local date). A
 * percentage is 0-100 of what is collected for its sessions; per_session and per_student are amounts in DA.
 * It pays the section's teacher; a rule already set from that date is replaced.
 */
export const payRuleBody = z
  .object({
    kind: z.enum(TEACHER_PAY_KINDS, { error: 'required' }),
    rate: amountDa,
    effective_from: z.string({ error: 'required' }).max(10, 'date_invalid').refine(isRealDate, 'date_invalid'),
  })
  .refine((v) => v.kind !== 'percent' || Number(v.rate) <= 100, { path: ['rate'], message: 'percent_over_100' });
export type PayRuleInput = z.input<typeof payRuleBody>;

/** POST /api/admin/teachers/{id}/payouts: money paid to a teacher (never more than their balance). */
export const payoutBody = z.object({
  amount: amountDa.refine((v) => Number(v) > 0, 'amount_zero'),
  method: z.preprocess(emptyToUndefined, z.enum(DESK_PAYMENT_METHODS, { error: 'required' }).default(DEFAULT_PAYMENT_METHOD)),
  note: z.preprocess(emptyToUndefined, z.string().trim().max(500, 'too_long').optional()),
  idempotency_key: z.preprocess(emptyToUndefined, idempotencyKey.optional()),
});
export type PayoutInput = z.input<typeof payoutBody>;

/** POST /api/admin/teachers/{id}/months/{month}/close: {month} in the path, YYYY-MM. */
export const closeMonthParams = z.object({ id: z.coerce.number().int().positive(), month: payMonth });

export interface PayRule {
  id: number;
  section_id: number;
  teacher: { id: number; full_name: string | null };
  kind: TeacherPayKind;
  /** The percentage, or the amount in DA, as a decimal string ("40.00"). */
  rate: string;
  effective_from: string;
  set_at: string;
}

/** GET /api/admin/sections/{id}/pay-rule: the rule in effect today, and every rule, newest first. */
export interface PayRulesResponse {
  current: PayRule | null;
  rules: PayRule[];
}

/** One section's part of a statement: what the rule in effect paid on what was taught and collected. */
export interface StatementSection {
  section_id: number;
  section_name: string;
  course_name: string;
  course_name_ar: string | null;
  /** The rule in effect on the month's last day (the month's figures apply each day's own rule). */
  rule: { kind: TeacherPayKind; rate: string; effective_from: string } | null;
  sessions_taught: number;
  /** Attended marks (present or late) of the month's sessions. */
  students_present: number;
  /** Money collected this month for the section's charges, less payments reversed this month (DA, decimal string). */
  collected: string;
  share: string;
}

export interface StatementPayout {
  id: number;
  amount: string;
  method: DeskPaymentMethod;
  note: string | null;
  paid_at: string;
  paid_by_name: string | null;
}

/**
 * A teacher's statement for a month (GET /api/admin/teachers/{id}/statement, GET /api/teacher/pay). Amounts
 * are decimal strings in DA. closing_balance = opening_balance + share + corrections - payouts. A closed month
 * shows the figures frozen when it was closed.
 */
export interface TeacherStatement {
  teacher: { id: number; full_name: string | null };
  month: string;
  closed: { closed_at: string; closed_by_name: string | null } | null;
  /** The month has ended (only an ended month can be closed). */
  can_close: boolean;
  sessions_taught: number;
  students_present: number;
  collected: string;
  share: string;
  /** Collected less the teacher's share: what the academy kept of it. */
  academy_kept: string;
  /** Changes since they were closed to the earnings of closed months, paid in this month (0 for a closed month). */
  corrections: string;
  payouts_total: string;
  opening_balance: string;
  closing_balance: string;
  sections: StatementSection[];
  payouts: StatementPayout[];
}

/** One teacher's row in GET /api/admin/teacher-pay?month=: the month's figures and the balance today. */
export interface TeacherPayRow {
  teacher_id: number;
  full_name: string | null;
  is_active: boolean;
  sessions_taught: number;
  students_present: number;
  collected: string;
  share: string;
  academy_kept: string;
  payouts_total: string;
  /** What the academy owes the teacher today (all earnings less all payouts). */
  balance: string;
  closed: boolean;
}

export interface TeacherPayListResponse {
  month: string;
  teachers: TeacherPayRow[];
  totals: { collected: string; share: string; academy_kept: string; payouts_total: string; balance: string };
}

/** POST /api/admin/teachers/{id}/payouts: the payout written (or the one a retry of the same key wrote) and the balance after it. */
export interface PayoutResponse {
  payout: StatementPayout;
  balance: string;
}
