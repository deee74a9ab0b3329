import { DUE_SOON_DAYS, MONTHLY_CYCLE_SESSIONS } from './constants';
import { addMonths, daysBetween } from './time';
import { toCents } from './attendance-rules';
import type { AttendancePaymentStatus } from './schemas/family-money';

/** How an enrollment is paid: per session, per 4-session month, or a kindergarten monthly subscription. */
export type PaymentKind = 'session' | 'monthly' | 'kindergarten';
export type EnrollmentPaymentStatus = 'paid' | 'pending' | 'overdue';
export type StudentPaymentStatus = EnrollmentPaymentStatus | 'unknown';

export interface EnrollmentMoneyFacts {
  kind: PaymentKind;
  /** What the ledger says is still owed on the enrollment (computed in SQL), in DA. */
  outstanding: number;
  /** Sessions attended in the current monthly cycle. */
  sessionsThisMonth: number;
  /** Kindergarten: the date the next monthly subscription is due (YYYY-MM-DD). */
  nextPaymentDate: string | null;
  /** The academy's local date today (YYYY-MM-DD). */
  today: string;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Spec 4: a kindergarten subscription is overdue from its due date; a monthly course is overdue once its
 * 4-session month is complete and unpaid ('Payment Due: Month Completed'); anything else owed is pending.
 */
export function enrollmentPaymentStatus(f: EnrollmentMoneyFacts): EnrollmentPaymentStatus {
  if (f.kind === 'kindergarten' && f.nextPaymentDate !== null && f.nextPaymentDate <= f.today) return 'overdue';
  if (f.kind === 'monthly' && f.sessionsThisMonth >= MONTHLY_CYCLE_SESSIONS && f.outstanding > 0) return 'overdue';
  return f.outstanding > 0 ? 'pending' : 'paid';
}

/** Due within the next 7 days (shown yellow), not yet overdue. */
export function isDueSoon(nextPaymentDate: string | null, today: string): boolean {
  return nextPaymentDate !== null && nextPaymentDate > today && nextPaymentDate <= addDays(today, DUE_SOON_DAYS);
}

/** Progress towards the 4-session month, in percent (0-100). */
export function monthProgress(sessionsThisMonth: number): number {
  return Math.min(100, Math.round((Math.min(sessionsThisMonth, MONTHLY_CYCLE_SESSIONS) / MONTHLY_CYCLE_SESSIONS) * 100));
}

/** A student's aggregate (spec 4): overdue beats pending beats all-paid; no enrollment says nothing. */
export function studentPaymentStatus(statuses: readonly EnrollmentPaymentStatus[]): StudentPaymentStatus {
  if (statuses.includes('overdue')) return 'overdue';
  if (statuses.includes('pending')) return 'pending';
  return statuses.length ? 'paid' : 'unknown';
}

/** The colour of a payment status (spec 4): overdue red, unpaid yellow, paid green. */
export const PAYMENT_STATUS_COLORS = { overdue: 'red', pending: 'yellow', paid: 'green', unknown: 'gray' } as const;

/**
 * Spec 4, renewing a kindergarten subscription: the next payment date moves one calendar month after the
 * current one, or one month after today when none is set (month ends clamped, see addMonths).
 */
export function renewedPaymentDate(current: string | null, today: string): string {
  return addMonths(current ?? today, 1);
}

export type DueState = 'ok' | 'due_soon' | 'due_today' | 'overdue';

/**
 * Where a subscription's next payment date stands today: days left (negative when overdue) and the
 * badge state: overdue (red) once past, due today, due soon (yellow) within 7 days, else ok.
 */
export function subscriptionDue(nextPaymentDate: string | null, today: string): { days_left: number | null; due_state: DueState } {
  if (nextPaymentDate === null) return { days_left: null, due_state: 'ok' };
  const days = daysBetween(today, nextPaymentDate);
  const state: DueState = days < 0 ? 'overdue' : days === 0 ? 'due_today' : days <= DUE_SOON_DAYS ? 'due_soon' : 'ok';
  return { days_left: days, due_state: state };
}

/**
 * The one payment-status rule of an attendance record (spec 7 "Attendance record", spec 4 "Payment status
 * per session"), used by every view and export that shows one: the admin's overview and its CSV, today's
 * marks, the parent's attendance (web and mobile). A record with its own charge (a session, or the month its
 * 4th session completed) is paid when the payments allocated to that charge cover it, partial when they
 * cover some of it, unpaid when none; an attended session of a month or a kindergarten subscription, which
 * has no charge of its own, is pending while its seat owes something, else paid; anything else (absent,
 * excused, not charged) has no payment status (null).
 */
export function attendancePaymentStatus(f: {
  /** The record's own charge and what is settled on it (DA as the ledger writes it), or null when it has none. */
  charge: { amount: string | number; settled: string | number | null } | null;
  attended: boolean;
  kind: PaymentKind;
  /** What the record's seat still owes (enrollment charges less payments), in DA. */
  seatOutstanding: string | number | null;
}): AttendancePaymentStatus | null {
  if (f.charge) {
    const owed = toCents(f.charge.amount);
    const settled = f.charge.settled === null ? 0 : toCents(f.charge.settled);
    return settled >= owed ? 'paid' : settled > 0 ? 'partial' : 'unpaid';
  }
  if (!f.attended || f.kind === 'session') return null;
  return f.seatOutstanding !== null && toCents(f.seatOutstanding) > 0 ? 'pending' : 'paid';
}

/** The colour of a record's payment status, the same in every view: paid green, partial orange, unpaid red, pending yellow. */
export const ATTENDANCE_PAYMENT_COLORS = { paid: 'green', partial: 'orange', unpaid: 'red', pending: 'yellow' } as const satisfies Record<
  AttendancePaymentStatus,
  string
>;
