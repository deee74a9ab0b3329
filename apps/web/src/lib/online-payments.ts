import {
  isFinalCheckoutStatus,
  type CheckoutStatus,
  type OnlinePaymentOption,
  type OnlinePaymentOptions,
  type ReconciliationFinding,
} from '@academy/shared';

/**
 * Paying online (issue 27), what the family's payments page and the admin's online payments page both read: a checkout
 * status's colour, whether it is final, and which of the server's options a card or a child offers.
 */
export const CHECKOUT_STATUS_COLORS: Record<CheckoutStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  paid: 'green',
  failed: 'red',
  canceled: 'gray',
  expired: 'gray',
};

/** A finding is for the staff: a mismatch is red (nothing was credited), the others are notes. */
export const FINDING_COLORS: Record<ReconciliationFinding, string> = {
  paid_without_webhook: 'blue',
  amount_mismatch: 'red',
  over_collected: 'orange',
  expired: 'gray',
};

/** Failed, canceled or expired: nothing was taken. */
export const isNotPaid = (status: CheckoutStatus) => isFinalCheckoutStatus(status) && status !== 'paid';

/** The option paying one child's whole debt, when there is one. */
export function debtOption(options: OnlinePaymentOptions | undefined, studentId: number): OnlinePaymentOption | null {
  if (!options?.enabled) return null;
  return options.options.find((o) => o.purpose === 'debt' && o.student_id === studentId) ?? null;
}

/** The option paying a seat's month (monthly) or next month (kindergarten renewal), when there is one. */
export function seatOption(options: OnlinePaymentOptions | undefined, enrollmentId: number): OnlinePaymentOption | null {
  if (!options?.enabled) return null;
  return options.options.find((o) => (o.purpose === 'cycle' || o.purpose === 'renewal') && o.enrollment_id === enrollmentId) ?? null;
}

/** The option paying the whole family's balance (the server offers it when two or more children owe). */
export function familyOption(options: OnlinePaymentOptions | undefined): OnlinePaymentOption | null {
  if (!options?.enabled) return null;
  return options.options.find((o) => o.purpose === 'family') ?? null;
}

/** How often the return page asks the server about a checkout (it asks Chargily while pending), and for how long. */
export const RETURN_POLL_MS = 2000;
export const RETURN_POLL_LIMIT_MS = 60_000;

/**
 * The return page's next poll: every 2 s while the checkout is not final, for at most a minute after `since` (then the
 * page offers a Refresh button, which starts another minute).
 */
export function returnPollInterval(status: CheckoutStatus | undefined, since: number, now: number): number | false {
  if (status !== undefined && isFinalCheckoutStatus(status)) return false;
  return now - since < RETURN_POLL_LIMIT_MS ? RETURN_POLL_MS : false;
}
