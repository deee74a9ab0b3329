import { dateTimeFormat } from '@academy/shared';

/** "08:30" from "08:30" or "08:30:00". */
export const clock = (time: string) => time.slice(0, 5);

/** A local date (YYYY-MM-DD) with its weekday, in the page's locale: "Monday 23 November", "الاثنين 23 نوفمبر". */
export function dayLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A local date, short: "23 Nov" / "23 نوفمبر". */
export function shortDate(date: string, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
