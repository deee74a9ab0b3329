import { z } from 'zod';
import { MAX_ID } from '../constants';
import {
  CHARGILY_PAYMENT_METHODS,
  CHECKOUT_LOCALES,
  CHECKOUT_STATUSES,
  FEES_ALLOCATIONS,
  ONLINE_PAYMENT_PURPOSES,
  RECONCILIATION_FINDINGS,
  type ChargilyPaymentMethod,
  type CheckoutLocale,
  type CheckoutStatus,
  type FeesAllocation,
  type OnlinePaymentPurpose,
  type ReconciliationFinding,
} from '../online-payments';
import { cleanString, emptyToUndefined, pageFields } from './fields';

// ----- Paying online (issue 27) -----

const positiveId = z.coerce.number({ error: 'required' }).int().positive().max(MAX_ID);

/**
 * POST /api/online-payments/checkouts: what the parent pays. Never an amount: the server computes it.
 * debt: one child's whole debt (student_id); cycle: a monthly seat's month (enrollment_id); renewal: a kindergarten
 * seat's next month (enrollment_id); family: every child's debt together.
 */
export const createCheckoutBody = z
  .object({
    purpose: z.enum(ONLINE_PAYMENT_PURPOSES, { error: 'required' }),
    student_id: positiveId.optional(),
    enrollment_id: positiveId.optional(),
    /** The card the parent chose (Chargily's checkout lets them change it). */
    payment_method: z.preprocess(emptyToUndefined, z.enum(CHARGILY_PAYMENT_METHODS).default('edahabia')),
    /** The language of Chargily's page: the page's own language (default: the parent's message language). */
    locale: z.preprocess(emptyToUndefined, z.enum(CHECKOUT_LOCALES).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.purpose === 'debt' && body.student_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['student_id'], message: 'required' });
    if ((body.purpose === 'cycle' || body.purpose === 'renewal') && body.enrollment_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['enrollment_id'], message: 'required' });
  });
export type CreateCheckoutInput = z.input<typeof createCheckoutBody>;

/** One thing the family can pay online now, with the server's amount. */
export interface OnlinePaymentOption {
  purpose: OnlinePaymentPurpose;
  student_id: number | null;
  student_name: string | null;
  enrollment_id: number | null;
  course_name: string | null;
  course_name_ar: string | null;
  /** The course's French name, when it has one (issue 28). */
  course_name_fr: string | null;
  section_name: string | null;
  /** Whole dinars. */
  amount: number;
}

/** GET /api/online-payments/options: whether online payment is on, and what can be paid. */
export interface OnlinePaymentOptions {
  /** A Chargily key is configured: without one, no Pay online button. */
  enabled: boolean;
  fees_allocation: FeesAllocation;
  min_amount: number;
  options: OnlinePaymentOption[];
  /** What the family has paid beyond what was owed (per child and in all), used by the next charges. */
  credit: { total: number; students: { student_id: number; student_name: string; credit: number }[] };
}

/** A ledger payment an online checkout wrote (one per child it paid). */
export interface OnlineCheckoutPayment {
  id: number;
  /** Its receipt's number (2026-000123). */
  receipt_number: string;
  student_id: number;
  student_name: string;
  amount: number;
}

/** A checkout as its parent sees it (GET /api/online-payments/checkouts/{id}) and as the admin lists it. */
export interface OnlineCheckout {
  id: number;
  checkout_id: string | null;
  purpose: OnlinePaymentPurpose;
  status: CheckoutStatus;
  amount: number;
  fees: number | null;
  fees_on_customer: number | null;
  fees_on_merchant: number | null;
  fees_allocation: FeesAllocation;
  payment_method: ChargilyPaymentMethod | null;
  locale: CheckoutLocale;
  student_id: number | null;
  student_name: string | null;
  enrollment_id: number | null;
  course_name: string | null;
  course_name_ar: string | null;
  /** The course's French name, when it has one (issue 28). */
  course_name_fr: string | null;
  section_name: string | null;
  /** Chargily's page while the checkout is pending (null once final). */
  checkout_url: string | null;
  created_at: string;
  paid_at: string | null;
  credited: boolean;
  /** The part that became the family's credit. */
  over_collected: number;
  finding: ReconciliationFinding | null;
  confirmed_by: 'webhook' | 'return' | 'reconciliation' | null;
  payments: OnlineCheckoutPayment[];
}

/** The admin's row: the checkout with its family. */
export interface AdminOnlineCheckout extends OnlineCheckout {
  parent_id: number;
  parent_name: string | null;
  parent_phone: string | null;
  livemode: boolean | null;
  last_checked_at: string | null;
  error: string | null;
}

/** POST /api/online-payments/checkouts answer: where to send the parent. */
export interface CreateCheckoutResponse {
  checkout: OnlineCheckout;
  checkout_url: string;
  /** A pending checkout of the same thing, made moments ago, was given again (a double click). */
  reused: boolean;
}

/** GET /api/admin/online-payments */
export const adminOnlinePaymentsQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(CHECKOUT_STATUSES).optional()),
  finding: z.preprocess(emptyToUndefined, z.enum(RECONCILIATION_FINDINGS).optional()),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  ...pageFields(25),
});

export interface AdminOnlinePaymentsResponse {
  checkouts: AdminOnlineCheckout[];
  total: number;
  limit: number;
  offset: number;
  /** Over the filtered checkouts: paid amount, fees, and the academy's share of the fees. */
  totals: { paid: number; fees: number; fees_on_merchant: number; count_paid: number };
}

/** POST /api/admin/online-payments/reconcile answer: each pending checkout asked of Chargily, and what was found. */
export interface ReconcileResponse {
  checked: number;
  credited: number;
  findings: { id: number; checkout_id: string | null; status: CheckoutStatus; finding: ReconciliationFinding | null }[];
  /** Checkouts Chargily could not be asked about (network, 5xx): left for the next run. */
  unreachable: number;
  ran_at: string;
}

/** GET/PUT /api/admin/online-payments/settings */
export const onlinePaymentSettingsBody = z.object({
  fees_allocation: z.enum(FEES_ALLOCATIONS, { error: 'required' }),
});
export type OnlinePaymentSettingsInput = z.input<typeof onlinePaymentSettingsBody>;

export interface OnlinePaymentSettings {
  fees_allocation: FeesAllocation;
  /** CHARGILY_SECRET_KEY is set. */
  configured: boolean;
  /** test or live, from the API URL. */
  mode: 'test' | 'live';
  api_url: string;
  /** The address to paste into Chargily's dashboard (the checkouts also name it). */
  webhook_url: string;
  /** The last reconciliation run. */
  last_reconciled_at: string | null;
}
