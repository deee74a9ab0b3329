import { ACADEMY_TIME_ZONE } from '@academy/shared';

/** A moment on the academy's clock, date and time, in the language's locale: "15 Jan 2026, 14:05", "15 جانفي 2026، 14:05". */
export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ACADEMY_TIME_ZONE }).format(date);
}
