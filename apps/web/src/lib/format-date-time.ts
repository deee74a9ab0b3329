import { ACADEMY_TIME_ZONE } from '@academy/shared';

/**
 * A moment (ISO timestamp) on the academy's clock, date and time, in the language's locale. 'medium' (the admin's
 * lists): "15 Jan 2026, 14:05", "15 جانفي 2026، 14:05"; 'long' (the family's payments): "15 November 2026 at 17:08".
 * An unreadable value is shown as it came.
 */
export function formatDateTime(value: string, locale: string, dateStyle: 'medium' | 'long' = 'medium'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone: ACADEMY_TIME_ZONE }).format(date);
}
