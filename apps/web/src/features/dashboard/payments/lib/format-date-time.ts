import { ACADEMY_TIME_ZONE } from '@academy/shared';

/** A moment (ISO timestamp) as the academy's local date and time in the locale: "15 November 2026 at 17:08". */
export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: ACADEMY_TIME_ZONE }).format(date);
}
