import { translateDynamic, translateFieldError } from '@/i18n/translate';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage, notifyError } from '@/lib/api/notify';

/**
 * A failure of the pay screens as text: the pay routes' own codes (payout_exceeds_balance, month_not_ended,
 * pay_rule_in_closed_month, ...) in the pay screens' words (namespace `pay`, errors.*), the rest through the
 * app's one error mapping.
 */
export function payErrorText(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const own = translateDynamic(`errors.${error.code}`, ['pay']);
    if (own) return own;
  }
  return errorMessage(error, fallback);
}

export function notifyPayError(error: unknown, fallback: string): void {
  if (isApiError(error) && translateDynamic(`errors.${error.code}`, ['pay'])) {
    notifyError(null, payErrorText(error, fallback));
    return;
  }
  notifyError(error, fallback);
}

/** Keys the locale files cannot hold as they are: `amount_zero` would read as the zero plural form of `amount`. */
const FIELD_KEYS: Record<string, string> = { amount_zero: 'amount_not_positive' };

/** A field's validation key (percent_over_100, amount_zero, ...) in the pay screens' words, else the app's. */
export function payFieldError(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return translateDynamic(`errors.${FIELD_KEYS[key] ?? key}`, ['pay']) ?? translateFieldError(key);
}
