import { z } from 'zod';
import { ATTENDANCE_STATUSES, DEFAULT_PAYMENT_METHOD, DESK_PAYMENT_METHODS, PAYMENT_METHODS, type PricingType } from '../constants';
import type { AttendanceWindow } from '../attendance-rules';
import type { EnrollmentPaymentStatus, PaymentKind, StudentPaymentStatus } from '../payments';
import type { WeeklySlot } from '../schedule';
import type { AttendancePaymentStatus } from './family-money';
import { isRealDate } from '../time';
import { LANGUAGE_CODES, type Language } from '../languages';
import type { ChargilyPaymentMethod } from '../online-payments';
import type { LegalHeader } from '../legal-identity';
import { barcode, cleanString, emptyToUndefined, pageFields, positiveId } from './fields';
import { amountDa } from './admin-courses';

/*
 * Attendance at the door, payments and debts (spec 2 "Attendance", spec 4 attendance marking and barcode
 * scan, spec 5 barcode and amount rules, spec 7 attendance and payment calls, spec 9 constants).
 * Request messages are keys of the web's `validation` namespace. A money-moving request may carry an
 * idempotency key (body `idempotency_key` or the `Idempotency-Key` header; the web generates one per dialog
 * opening): a retried request pays once. Without one (the spec's bodies) the server derives one, so a
 * double click still pays once (apps/server/src/modules/ledger/idempotency.ts).
 */

const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());
const isoDate = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z
    .string({ error: 'date_required' })
    .min(1, 'date_required')
    .refine((v) => isRealDate(v), 'date_invalid'),
);
export const idempotencyKey = cleanString({ error: 'required' }).min(8, 'too_short').max(80, 'too_long');
const paymentMethod = z.preprocess(emptyToUndefined, z.enum(DESK_PAYMENT_METHODS, { error: 'required' }).default(DEFAULT_PAYMENT_METHOD));
/** A payment: more than 0 DA (spec 5: min 0, step 0.01; a payment of nothing is not a payment). */
const positiveAmount = amountDa.refine((v) => Number(v) > 0, 'amount_zero');

// ----- Scan and mark ----------------------------------------------------------------------------------

/** POST /api/attendance/scan-barcode (spec 5: 'Please enter a barcode'). */
export const scanBarcodeBody = z.object({ barcode });
export type ScanBarcodeInput = z.input<typeof scanBarcodeBody>;

/**
 * POST /api/admin/attendance/mark. `force` confirms a warning the admin has seen (outside the time
 * window, or the student's debt). `payment_status` answers the PAID / NOT PAID prompt of a session-priced
 * course: 'paid' charges the session and records its payment (`payment_method`, `amount` defaulting to the
 * session price) in one transaction; 'unpaid' leaves the charge as debt. `date` defaults to today
 * (Africa/Algiers) and cannot be in the future.
 */
export const markAttendanceBody = z.object({
  student_id: positiveId,
  class_id: positiveId,
  status: z.enum(ATTENDANCE_STATUSES, { error: 'required' }).default('present'),
  date: z.preprocess(emptyToUndefined, isoDate.optional()),
  force: z.preprocess(emptyToUndefined, flag.default(false)),
  payment_status: z.preprocess(emptyToUndefined, z.enum(['paid', 'unpaid']).optional()),
  payment_method: paymentMethod,
  amount: z.preprocess(emptyToUndefined, positiveAmount.optional()),
  notes: z.preprocess(emptyToUndefined, cleanString().max(1000, 'too_long').optional()),
  idempotency_key: z.preprocess(emptyToUndefined, idempotencyKey.optional()),
  /** The spec's kindergarten marking (spec 7): the day marked (also read as `date`) and the kindergarten flag. */
  attendance_date: z.preprocess(emptyToUndefined, isoDate.optional()),
  is_kindergarten: z.preprocess(emptyToUndefined, flag.optional()),
});
export type MarkAttendanceInput = z.input<typeof markAttendanceBody>;

/** POST /api/attendance/confirm-payment: pays (part of) the session charge of one attendance record. */
export const confirmPaymentBody = z.object({
  attendance_id: positiveId,
  amount: positiveAmount,
  payment_method: paymentMethod,
  idempotency_key: z.preprocess(emptyToUndefined, idempotencyKey.optional()),
});
export type ConfirmPaymentInput = z.input<typeof confirmPaymentBody>;

/**
 * POST /api/admin/monthly-attendance/reset: 'Paid (Reset)' of a monthly course: pays the month's charge
 * (the course's monthly price unless `amount` says less) and restarts the cycle at 0 / 4.
 */
export const monthlyResetBody = z.object({
  student_id: positiveId,
  class_id: positiveId,
  amount: z.preprocess(emptyToUndefined, positiveAmount.optional()),
  payment_method: paymentMethod,
  idempotency_key: z.preprocess(emptyToUndefined, idempotencyKey.optional()),
});
export type MonthlyResetInput = z.input<typeof monthlyResetBody>;

/** The answer of confirm-payment; `replayed` when the same idempotency key came again (nothing new written). */
export interface ConfirmPaymentResponse {
  success: true;
  replayed: boolean;
  message: string;
  payment: PaymentRecord;
  /** What the record's charge still owes after this payment, in DA. */
  remaining: number;
}

/** The answer of 'Paid (Reset)': the month's payment (null when it was already paid) and the new cycle at 0 / 4. */
export interface MonthlyResetResponse {
  success: true;
  replayed: boolean;
  message: string;
  payment: PaymentRecord | null;
  remaining: number;
  cycle_started_on: string;
  monthly_progress: { sessions: number; of: number };
}

/** A section the scanned student may be marked in, with where now stands against its time window. */
export interface AttendanceCandidate {
  enrollment_id: number;
  section_id: number;
  section_name: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  pricing_type: PricingType;
  /** 'session' | 'monthly' | 'kindergarten' (kindergarten courses are paid by subscription). */
  payment_kind: PaymentKind;
  /** Price of one session (fallback 400 DA) or of the month, in DA. */
  price: number;
  slots: WeeklySlot[];
  schedule: string;
  /** Today's slot of this section, if it meets today. */
  today_slot: WeeklySlot | null;
  window: AttendanceWindow;
  already_marked: boolean;
  /** Monthly courses: sessions attended in the current cycle (0-4). */
  monthly_sessions: number | null;
}

/** The student card of the attendance screen (spec 2 "Student card"). */
export interface AttendanceStudentCard {
  id: number;
  name: string;
  barcode: string | null;
  photo_url: string | null;
  date_of_birth: string | null;
  age: number | null;
  parent: { id: number | null; name: string | null; phone: string | null };
  active_courses: number;
  attendance_rate: number;
  /** Attended and total marks, for 'x / y'. */
  attendance: { attended: number; total: number };
  payment_status: StudentPaymentStatus;
  total_debt: number;
  mobile_app_enabled: boolean;
  enrollments: Array<{
    enrollment_id: number;
    section_id: number;
    section_name: string;
    course_name: string;
    course_name_ar: string | null;
    payment_kind: PaymentKind;
    payment_status: EnrollmentPaymentStatus;
    outstanding: number;
    /** Monthly: sessions in the current cycle, of 4. */
    monthly_sessions: number | null;
    /** Kindergarten: next subscription date and how it stands. */
    next_payment_date: string | null;
  }>;
  /** The latest payments, newest first (the card shows 2 and '+N more'). */
  recent_payments: Array<{
    id: number;
    amount: number;
    method: string;
    paid_at: string;
    course_name: string | null;
    /** Its receipt's number (2026-000123). */
    receipt_number: string;
    /** Taken back (POST /api/admin/payments/{id}/reverse): the debt came back; when, and the credit note that cancels its receipt. */
    reversed: boolean;
    reversed_at: string | null;
    credit_note_number: string | null;
  }>;
  payments_count: number;
}

/** The debt of a student, when it asks for the debt clearance check. */
export interface DebtInfo {
  total_debt: number;
  unpaid_sessions: number;
  oldest_debt_date: string | null;
}

/**
 * The answer of a scan. `marked`: the one live section was marked (the PAID / NOT PAID prompt follows
 * when `payment_required`). `choose_section`: several live sections, or none live (`outside_window`
 * true: marking needs force after the time restriction warning). `debt_warning`: the student owes money;
 * the debt clearance check decides, then mark with force. `already_marked`: nothing was written.
 */
export type ScanOutcome = 'marked' | 'choose_section' | 'debt_warning' | 'already_marked' | 'no_enrollment';

export interface ScanBarcodeResponse {
  outcome: ScanOutcome;
  student: AttendanceStudentCard;
  candidates: AttendanceCandidate[];
  outside_window: boolean;
  debt_info: DebtInfo | null;
  /** When marked (or already marked): the record and what it asks for. */
  attendance: MarkResult | null;
  current_time: string;
}

/** The spec's scan result (spec 3), answered beside the shape above: the student, the course marked, and its PAID / NOT PAID prompt. */
export interface ScanSpecFields {
  student_name: string;
  course_name: string | null;
  payment_required: boolean;
  required_amount: number;
  attendance_id: number | null;
}
export type ScanBarcodeAnswer = ScanBarcodeResponse & ScanSpecFields;

export interface MarkResult {
  attendance_id: number;
  status: (typeof ATTENDANCE_STATUSES)[number];
  date: string;
  duplicate: boolean;
  forced: boolean;
  payment_kind: PaymentKind;
  /** A session charge was written and is not fully paid yet: ask PAID / NOT PAID. */
  payment_required: boolean;
  required_amount: number;
  charge_id: number | null;
  payment: PaymentRecord | null;
  /** Monthly courses: progress in the cycle; `cycle_complete` / `payment_due` at 4 ('Payment Due: Month Completed'). */
  monthly_progress: { sessions: number; of: number } | null;
  cycle_complete: boolean;
  payment_due: boolean;
}

export interface PaymentRecord {
  id: number;
  amount: number;
  method: (typeof PAYMENT_METHODS)[number];
  paid_at: string;
  /** Its receipt's number as printed (2026-000123: per year, with no gap), given by the database (migration 0036). */
  receipt_number: string;
}

/** Error details of the two warnings (400, spec 8): `time_restriction` and `debt_warning`. */
export interface TimeRestrictionDetails {
  warning_needed: true;
  current_time: string;
  /** The spec's shape: today's slot of the class (else its first slot; null times when it has none). */
  class_schedule: { start_time: string | null; end_time: string | null };
  /** The whole weekly schedule as text ('Mon 18:00-19:30', or 'TBD'). */
  class_schedule_text: string;
}
export interface DebtWarningDetails {
  warning_needed: true;
  debt_info: DebtInfo;
}

// ----- Debts --------------------------------------------------------------------------------------------

export const INDEBTED_FILTERS = ['all', 'high_debt', 'recent'] as const;
/** 'recent': a charge still unpaid from the last N days. */
export const RECENT_DEBT_DAYS = 7;

/** GET /api/attendance/indebted-users. */
export const indebtedUsersQuery = z.object({
  filter: z.preprocess(emptyToUndefined, z.enum(INDEBTED_FILTERS).default('all')),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  ...pageFields(25),
});
export type IndebtedUsersQuery = z.input<typeof indebtedUsersQuery>;

/** GET /api/payments/admin/monthly-due: one page of the monthly payments due (the list can run to thousands). */
export const monthlyDueQuery = z.object(pageFields(25));

export interface IndebtedUser {
  student_id: number;
  /**
   * The spec's indebted user (spec 3): `id` is the student's id (clear-debt's `user_id`); e-mail and phone the student's, else the
   * parent's.
   */
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** The latest payment of the student, if any. */
  last_payment: { amount: number; payment_date: string } | null;
  /** Deleted by the academy with this debt still owed: its debt stays in the list and the totals. */
  archived: boolean;
  barcode: string | null;
  parent_name: string | null;
  parent_phone: string | null;
  total_debt: number;
  unpaid_charges: number;
  oldest_debt_date: string | null;
  latest_debt_date: string | null;
  high_debt: boolean;
}

export interface IndebtedUsersResponse {
  users: IndebtedUser[];
  total: number;
  total_debt: number;
}

/**
 * POST /api/attendance/clear-debt (spec 5: 0 to the total debt, step 0.01). `user_id` is the student's id
 * (the spec's name). Payments settle the oldest charges first.
 */
export const clearDebtBody = z.object({
  user_id: positiveId,
  amount: positiveAmount,
  payment_method: paymentMethod,
  idempotency_key: z.preprocess(emptyToUndefined, idempotencyKey.optional()),
});
export type ClearDebtInput = z.input<typeof clearDebtBody>;

export interface ClearDebtResponse {
  success: true;
  replayed: boolean;
  message: string;
  paid: number;
  remaining_debt: number;
  /** The clearance's one payment, in a list (the answer's shape before clearances became one payment). */
  payments: PaymentRecord[];
  /** The one payment of the sum received, with its receipt number. */
  payment: PaymentRecord;
  /** The charges it settled, oldest first, with the part of the payment each took. */
  settled_charges: SettledCharge[];
}

/** A charge a payment settled (a debt clearance settles several, oldest first). */
export interface SettledCharge {
  charge_id: number;
  reason: string | null;
  /** The day of its session, else of the charge. */
  date: string | null;
  course_name: string | null;
  section_name: string | null;
  /** The charge's amount, and the part of this payment that went to it. */
  amount: number;
  paid: number;
}

// ----- Overview & analytics ---------------------------------------------------------------------------

export const ATTENDANCE_OVERVIEW_STATUSES = ['all', ...ATTENDANCE_STATUSES] as const;

/** GET /api/admin/attendance/overview and GET /api/admin/attendance/export.csv (same filters). */
export const attendanceOverviewQuery = z.object({
  start_date: z.preprocess(emptyToUndefined, isoDate.optional()),
  end_date: z.preprocess(emptyToUndefined, isoDate.optional()),
  status: z.preprocess(emptyToUndefined, z.enum(ATTENDANCE_OVERVIEW_STATUSES).default('all')),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  ...pageFields(20),
});
export type AttendanceOverviewQuery = z.input<typeof attendanceOverviewQuery>;

/**
 * The payment due alerts come in pages (the large academy has well over a thousand): the overview carries
 * the first PAYMENT_DUE_PAGE_SIZE with their total, GET /api/admin/attendance/payment-due any page.
 */
export const PAYMENT_DUE_PAGE_SIZE = 20;

/** GET /api/admin/attendance/payment-due: one page of the payment due alerts, in the overview's order. */
export const paymentDueQuery = z.object(pageFields(PAYMENT_DUE_PAGE_SIZE));
export type PaymentDueQuery = z.output<typeof paymentDueQuery>;

/** One payment due alert: a monthly cycle complete or a month charged and unpaid, or a kindergarten subscription due. */
export interface PaymentDueStudent {
  student_id: number;
  student_name: string;
  course_name: string;
  course_name_ar: string | null;
  section_id: number;
  kind: 'monthly' | 'kindergarten';
  amount: number;
  since: string | null;
}

export interface PaymentDueResponse {
  payment_due_students: PaymentDueStudent[];
  total: number;
  limit: number;
  offset: number;
}

export interface AttendanceRecordRow {
  id: number;
  date: string;
  student_id: number;
  student_name: string;
  course_name: string;
  course_name_ar: string | null;
  section_name: string;
  status: (typeof ATTENDANCE_STATUSES)[number];
  payment_kind: PaymentKind;
  /** `attendancePaymentStatus` (the parent's rule too); 'not_applicable' where that rule gives none (absent, excused). */
  payment_status: AttendancePaymentStatus | 'not_applicable';
  payment_amount: number | null;
  forced: boolean;
  marked_at: string;
  marked_by: string | null;
}

export interface AttendanceOverviewResponse {
  summary: {
    total_records: number;
    present: number;
    absent: number;
    late: number;
    excused: number;
    attendance_rate: number;
    collected_today: number;
    outstanding_debt: number;
    indebted_students: number;
    /** The spec's names (spec 3 "Attendance summary") of the counts above. */
    present_count: number;
    absent_count: number;
    late_count: number;
    excused_count: number;
  };
  attendance_records: AttendanceRecordRow[];
  total: number;
  recent_activity: { records: AttendanceRecordRow[] };
  /** The first PAYMENT_DUE_PAGE_SIZE payment due alerts, oldest first (the rest: GET /api/admin/attendance/payment-due). */
  payment_due_students: PaymentDueStudent[];
  /** How many payment due alerts there are in all. */
  payment_due_total: number;
  /** One point per day of the range: attended (present + late) over all marks, in percent. */
  rate_by_day: Array<{ date: string; rate: number; records: number }>;
  range: { start_date: string; end_date: string };
}

/** GET /api/admin/attendance: the records alone (the overview's filters and pages). */
export interface AttendanceRecordsResponse {
  attendance_records: AttendanceRecordRow[];
  total: number;
  limit: number;
  offset: number;
  range: { start_date: string; end_date: string };
}

/** Spec 9: the CSV export's columns, in order, and its file name. */
export const ATTENDANCE_CSV_COLUMNS = [
  'Date',
  'Student',
  'Course',
  'Class',
  'Status',
  'Payment Type',
  'Payment Status',
  'Payment Amount',
  'Marked At',
] as const;
export const attendanceCsvFileName = (date: string) => `attendance_report_${date}.csv`;

/** GET /api/admin/payments/{id}/receipt?lang= (and its PDF): one payment's receipt, every printed field already in that language. */
export interface PaymentReceipt {
  id: number;
  receipt_number: string;
  lang: Language;
  academy: { name: string; address: string; phones: string[]; email: string };
  /** The academy's legal identity in `lang` (legal name, address, phone, "RC … · NIF … · NIS … · AI …"); null or absent when none. */
  legal?: LegalHeader | null;
  student: { id: number; name: string; barcode: string | null };
  parent_name: string | null;
  course_name: string | null;
  section_name: string | null;
  /** What the payment settled: a session of a date, a month, a subscription; null when not tied to a charge. */
  charge: { id: number; reason: string | null; date: string | null; date_text: string | null; amount: number } | null;
  /**
   * Every charge the payment settled, oldest first (a debt clearance settles several; `charge` is the first), with the part paid on each.
   */
  charges?: Array<SettledCharge & { date_text: string | null; paid_text: string }>;
  amount: number;
  amount_text: string;
  method: (typeof PAYMENT_METHODS)[number];
  method_label: string;
  /** An online payment's Chargily reference (its checkout id); null for a payment taken at the desk. */
  reference: string | null;
  /** The card an online payment was made with, when Chargily said (edahabia or cib); else null. */
  card_network: ChargilyPaymentMethod | null;
  paid_at: string;
  paid_at_text: string;
  /** The date and the time apart (the PDF prints them on two lines: no number meets an Arabic word mid-line). */
  paid_date_text: string;
  paid_time_text: string;
  received_by: string | null;
  note: string | null;
  /** The credit note that cancelled this receipt (the payment was reversed); null or absent when it stands. */
  cancelled_by?: { number: string; issued_at: string } | null;
  /** How many times its PDF was printed, and when last: the next PDF after the first is a marked duplicate. */
  prints?: PrintCount;
}

/** How many times a money document's PDF was printed (receipt_prints), and the last time (ISO; null when never). */
export interface PrintCount {
  count: number;
  last_printed_at: string | null;
}

/** The copy a PDF is printed as: 1 for the original, 2 and on for a marked duplicate; and when (ISO). */
export interface PrintCopy {
  copy: number;
  printed_at: string;
}

/**
 * GET /api/admin/payments/{id}/credit-note?lang= (and its PDF), {id} the reversed payment's: the credit note
 * ("avoir") that cancels its receipt, every printed field already in that language.
 */
export interface CreditNote {
  /** The reversal's ledger id. */
  id: number;
  payment_id: number;
  credit_note_number: string;
  /** The receipt it cancels, and that receipt's date. */
  receipt_number: string;
  receipt_paid_at: string;
  receipt_date_text: string;
  lang: Language;
  academy: PaymentReceipt['academy'];
  legal?: LegalHeader | null;
  student: { id: number; name: string; barcode: string | null };
  parent_name: string | null;
  amount: number;
  amount_text: string;
  reason: string;
  issued_at: string;
  issued_date_text: string;
  issued_time_text: string;
  issued_by: string | null;
  prints: PrintCount;
}

export const receiptQuery = z.object({ lang: z.preprocess(emptyToUndefined, z.enum(LANGUAGE_CODES).default('en')) });

/**
 * POST /api/admin/payments/{id}/reverse: a payment taken back (a mistaken entry, money handed back) by ONE
 * adjustment naming it; the reason is kept on it and in the audit log. A retried request with the same key
 * answers the first reversal.
 */
export const reversePaymentBody = z.object({
  reason: z.preprocess(emptyToUndefined, cleanString({ error: 'required' }).min(3, 'too_short').max(300, 'too_long')),
  idempotency_key: z.preprocess(emptyToUndefined, idempotencyKey.optional()),
});
export type ReversePaymentInput = z.input<typeof reversePaymentBody>;

/** A payment's reversal as the answers show it. */
export interface PaymentReversal {
  /** The adjustment's ledger id. */
  id: number;
  payment_id: number;
  /** The receipt it cancels, and its own credit note's number (AV-2026-000004). */
  receipt_number: string;
  credit_note_number: string;
  amount: number;
  reason: string;
  reversed_at: string;
  by: { id: number; name: string | null } | null;
}

export interface ReversePaymentResponse {
  success: true;
  replayed: boolean;
  reversal: PaymentReversal;
  student_id: number;
  /** What the student owes after the reversal (DA, 0 when nothing). */
  total_debt: number;
}

/** The student card, by id (the attendance screen after a section pick, or from the indebted list). */
export const studentCardParams = z.object({ id: positiveId });
