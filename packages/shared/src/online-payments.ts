/**
 * Paying online (issue 27): Chargily Pay v2, CIB and EDAHABIA cards, in whole Algerian dinars. The constants and
 * rules both the server and the web use.
 */

/** What a parent can pay online: one child's debt, a monthly seat's month, a kindergarten renewal, or the family's whole balance. */
export const ONLINE_PAYMENT_PURPOSES = ['debt', 'cycle', 'renewal', 'family'] as const;
export type OnlinePaymentPurpose = (typeof ONLINE_PAYMENT_PURPOSES)[number];

/** A Chargily checkout's status (its API's own words; `expired` too). paid, failed, canceled and expired are final. */
export const CHECKOUT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'canceled', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const FINAL_CHECKOUT_STATUSES: readonly CheckoutStatus[] = ['paid', 'failed', 'canceled', 'expired'];
/** A final status never goes back (a late "failed" after "paid" changes nothing). */
export const isFinalCheckoutStatus = (status: CheckoutStatus) => FINAL_CHECKOUT_STATUSES.includes(status);

/** Who bears Chargily's fees (its `chargily_pay_fees_allocation`): the parent, the academy, or half each. */
export const FEES_ALLOCATIONS = ['customer', 'merchant', 'split'] as const;
export type FeesAllocation = (typeof FEES_ALLOCATIONS)[number];
export const DEFAULT_FEES_ALLOCATION: FeesAllocation = 'merchant';

/** The card networks Chargily's checkout offers. */
export const CHARGILY_PAYMENT_METHODS = ['edahabia', 'cib'] as const;
export type ChargilyPaymentMethod = (typeof CHARGILY_PAYMENT_METHODS)[number];

/** The languages Chargily's checkout page speaks. */
export const CHECKOUT_LOCALES = ['ar', 'en', 'fr'] as const;
export type CheckoutLocale = (typeof CHECKOUT_LOCALES)[number];

/** Chargily refuses a checkout under 50 DA. */
export const MIN_ONLINE_AMOUNT_DA = 50;

/**
 * What a confirmation or the reconciliation found on a checkout:
 * - paid_without_webhook: Chargily says paid, no webhook came; the reconciliation credited it;
 * - amount_mismatch: Chargily's amount or currency is not what was asked: nothing credited, for the staff to look at;
 * - over_collected: paid, but part of it was no longer owed (paid at the desk meanwhile): that part is the family's credit;
 * - expired: never paid, and Chargily closed it.
 */
export const RECONCILIATION_FINDINGS = ['paid_without_webhook', 'amount_mismatch', 'over_collected', 'expired'] as const;
export type ReconciliationFinding = (typeof RECONCILIATION_FINDINGS)[number];

/** One part of what a checkout pays: a child and the whole-dinar amount for them (a seat and its due date for a cycle or renewal). */
export interface CheckoutPlanPart {
  student_id: number;
  amount: string;
  enrollment_id?: number | null;
  /** A renewal: the subscription's due date when the checkout was made (a renewal at the desk meanwhile moves it). */
  due_date?: string | null;
}

/** The amount asked online for a sum owed: whole dinars, rounded up (a centime left over becomes credit). */
export const wholeDinars = (cents: number) => Math.ceil(cents / 100);
