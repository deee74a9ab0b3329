import { notifications } from '@mantine/notifications';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@academy/shared';
import { i18n } from '@/i18n';
import { translateDynamic } from '@/i18n/translate';
import { isApiError, type ApiError } from './api-error';

/**
 * A locked or slowed-down sign-in (429 too_many_attempts) says how long to wait, from the Retry-After header: "15 minutes", "4 seconds",
 * "15 دقيقة" (Intl gives each language its own plural forms). Without the header, the generic 429 text.
 */
function codeAndValues(error: ApiError): [string, Record<string, string> | undefined] {
  if (error.code === 'mark_before_enrollment' || error.code === 'mark_before_cycle') return [error.code, markDates(error)];
  if (error.code !== 'too_many_attempts') return [error.code, undefined];
  if (error.retryAfterSeconds === undefined) return ['rate_limited', undefined];
  const locale = LANGUAGES[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE].locale;
  // A slowed-down sign-in waits seconds ("30 seconds"), a locked one minutes.
  const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds));
  const [unit, amount] = seconds < 60 ? (['second', seconds] as const) : (['minute', Math.ceil(seconds / 60)] as const);
  return [error.code, { wait: new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount) }];
}

/** A refused back-dated mark names the day its seat or month began (`since`) and the day asked (`date`), in the reader's language. */
function markDates(error: ApiError): Record<string, string> | undefined {
  const since = error.details?.since?.[0];
  const date = error.details?.date?.[0];
  if (!since || !date) return undefined;
  const locale = LANGUAGES[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE].locale;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return { since: day.format(new Date(`${since}T00:00:00Z`)), date: day.format(new Date(`${date}T00:00:00Z`)) };
}

/**
 * The one place an error becomes a toast: the translation of the server's `code` (or of the network
 * failure), else the server's own message, else the caller's fallback text.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (isApiError(error)) {
    const [code, values] = codeAndValues(error);
    const known = code === 'http_error' ? undefined : translateDynamic(code, ['errors'], values);
    return known ?? (error.message || fallback || i18n.t('common:feedback.unexpected_error'));
  }
  return fallback ?? i18n.t('common:feedback.unexpected_error');
}

export function notifyError(error: unknown, fallback?: string): void {
  notifications.show({ color: 'red', title: i18n.t('common:feedback.error_title'), message: errorMessage(error, fallback) });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
