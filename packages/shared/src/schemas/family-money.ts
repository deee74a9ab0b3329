import { z } from 'zod';
import { MAX_ID } from '../constants';
import type { ATTENDANCE_STATUSES, PAYMENT_METHODS, PricingType } from '../constants';
import type { EnrollmentPaymentStatus, PaymentKind, StudentPaymentStatus } from '../payments';
import type { ChargilyPaymentMethod } from '../online-payments';

/** Optional `?student_id=` of the family screens: which child (default: all, or the first where one is needed). */
export const familyStudentQuery = z.object({ student_id: z.coerce.number().int().positive().max(MAX_ID).optional() });

/** Spec 3 "Payment summary item", one per enrollment. Amounts in DA, computed from the ledger. */
export interface PaymentSummaryItem {
  enrollment_id: number;
  student_id: number;
  student_name: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  /** The course's French name, when it has one (issue 28). */
  course_name_fr: string | null;
  section_name: string;
  payment_type: PaymentKind;
  pricing_type: PricingType;
  payment_status: EnrollmentPaymentStatus;
  payment_status_display: EnrollmentPaymentStatus;
  /** Price of a session, of a month, or the kindergarten subscription amount. */
  course_price: number | null;
  total_charged: number;
  total_paid: number;
  unpaid_amount: number;
  /** Session charges not yet fully paid. */
  debt_sessions: number;
  sessions_this_month: number;
  progress_percentage: number;
  is_overdue: boolean;
  due_soon: boolean;
  next_payment_date: string | null;
  subscription_status: string | null;
  is_kindergarten: boolean;
}

export interface PaymentHistoryItem {
  id: number;
  student_id: number;
  student_name: string;
  amount: number;
  payment_method: (typeof PAYMENT_METHODS)[number];
  payment_date: string;
  /** An online payment's Chargily reference (its checkout id); null for a payment taken at the desk. */
  reference: string | null;
  /** The card an online payment was made with, when Chargily said (edahabia or cib); else null. */
  card_network: ChargilyPaymentMethod | null;
  /** What the payment settled: a session, a month, a subscription, or a general payment. */
  reason: 'session' | 'month' | 'subscription' | 'other' | null;
  course_name: string | null;
  course_name_ar: string | null;
  /** The course's French name, when it has one (issue 28). */
  course_name_fr: string | null;
  section_name: string | null;
  /** Its receipt's number as printed (2026-000123). */
  receipt_number: string;
  /** Taken back by the academy (a reversal): its amount is owed again; when, and the credit note that cancels its receipt. */
  reversed: boolean;
  reversed_at: string | null;
  credit_note_number: string | null;
}

export interface StudentMoneySummary {
  student_id: number;
  student_name: string;
  payment_status: StudentPaymentStatus;
  total_debt: number;
  summary: { total_charged: number; total_paid: number; total_debt: number; balance: number; payment_count: number };
}

export interface StudentPaymentsResponse {
  students: StudentMoneySummary[];
  payment_summary: PaymentSummaryItem[];
  payment_history: PaymentHistoryItem[];
}

export type AttendancePaymentStatus = 'paid' | 'unpaid' | 'partial' | 'pending';

export interface MyAttendanceRecord {
  id: number;
  date: string;
  attendance_date: string;
  status: (typeof ATTENDANCE_STATUSES)[number];
  /** Session courses: the charge of that session paid, unpaid or partly paid; months and subscriptions: pending until paid. */
  payment_status: AttendancePaymentStatus | null;
  payment_amount: number | null;
  payment_date: string | null;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  /** The course's French name, when it has one (issue 28). */
  course_name_fr: string | null;
  course_type: PaymentKind;
  class_name: string;
  course: { name: string };
  class: { name: string };
  notes: string | null;
}

export interface MyAttendanceResponse {
  student: { id: number; name: string; total_debt: number };
  attendance: MyAttendanceRecord[];
  totals: { sessions: number; present: number; absent: number; late: number; excused: number; unpaid: number };
  summary: { attendance_rate: number; payment_rate: number; total_sessions: number; outstanding_balance: number };
}
