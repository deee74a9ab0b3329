import {
  DEFAULT_PAYMENT_METHOD,
  renewSubscriptionBody,
  type KindergartenEnrollment,
  type DESK_PAYMENT_METHODS,
  type RenewSubscriptionInput,
  type SubscriptionUpdateInput,
} from '@academy/shared';

type Method = (typeof DESK_PAYMENT_METHODS)[number];

export type RenewFormValues = {
  amount: number | string;
  payment_method: Method;
  payment_notes: string;
};

/** The renew dialog starts with the subscription's monthly amount, paid in cash (spec 9), no notes. */
export function renewFormValues(enrollment: Pick<KindergartenEnrollment, 'monthly_amount'>): RenewFormValues {
  return { amount: enrollment.monthly_amount, payment_method: DEFAULT_PAYMENT_METHOD as Method, payment_notes: '' };
}

/**
 * Field errors of the renew dialog (validation keys): the shared body's rules, an amount required here
 * (blank would silently mean the full month), and never more than the month's price.
 */
export function renewFormErrors(values: RenewFormValues, monthly: number): Partial<Record<keyof RenewFormValues, string>> {
  const errors: Partial<Record<keyof RenewFormValues, string>> = {};
  const parsed = renewSubscriptionBody.safeParse(renewBody(values, 'placeholder-key'));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field =
        issue.path[0] === 'amount'
          ? 'amount'
          : issue.path[0] === 'payment_method'
            ? 'payment_method'
            : issue.path[0] === 'payment_notes'
              ? 'payment_notes'
              : undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (String(values.amount).trim() === '') errors.amount = 'required';
  else if (!errors.amount && Number(values.amount) > monthly) errors.amount = 'amount_above_price';
  return errors;
}

/** The renew request: what is paid, how, optional notes, and the dialog's idempotency key. */
export function renewBody(values: RenewFormValues, idempotencyKey: string): RenewSubscriptionInput {
  const notes = values.payment_notes.trim();
  return {
    amount: String(values.amount).trim(),
    payment_method: values.payment_method,
    idempotency_key: idempotencyKey,
    ...(notes ? { payment_notes: notes } : {}),
  };
}

export type UpdateFormValues = {
  subscription_status: KindergartenEnrollment['subscription_status'];
  subscription_amount: number | string;
  next_subscription_date: string;
  payment_notes: string;
};

export function updateFormValues(
  e: Pick<KindergartenEnrollment, 'subscription_status' | 'monthly_amount' | 'next_payment_date' | 'payment_notes'>,
): UpdateFormValues {
  return {
    subscription_status: e.subscription_status,
    subscription_amount: e.monthly_amount,
    next_subscription_date: e.next_payment_date ?? '',
    payment_notes: e.payment_notes ?? '',
  };
}

/** The update request: every field sent, a blank date clears it, blank notes remove them. */
export function updateBody(values: UpdateFormValues): SubscriptionUpdateInput {
  return {
    subscription_status: values.subscription_status,
    subscription_amount: String(values.subscription_amount).trim(),
    next_subscription_date: values.next_subscription_date.trim() || null,
    payment_notes: values.payment_notes.trim() || null,
  };
}
