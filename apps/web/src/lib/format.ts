import { ACADEMY_TIME_ZONE, dateTimeFormat, numberFormat } from '@academy/shared';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) or a timestamp, in the language's locale: "15 May 2012", "15 ماي 2012". */
export function formatDate(value: string, locale: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: dateOnly ? 'UTC' : ACADEMY_TIME_ZONE,
  }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** A day of the week (0 = Sunday, as the spec's week runs) from Intl: "Tuesday" / "الثلاثاء", or short "Tue". */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 7 January 2024 was a Sunday.
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

/** Month names from Intl, January first ("جانفي، فيفري" in ar-DZ): never a hand-written list. */
export function monthNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 1))));
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const HOURS = /^([a-z]{3})[a-z]*\s*-\s*([a-z]{3})[a-z]*\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*-\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i;

export interface OpeningHours {
  firstDay: string;
  lastDay: string;
  opens: string;
  closes: string;
}

/** Reads support hours written like "Mon-Fri 9AM-6PM" and says them in the locale; null when unreadable. */
export function localizeOpeningHours(raw: string, locale: string): OpeningHours | null {
  const m = HOURS.exec(raw.trim());
  if (!m) return null;
  const [, from = '', to = '', h1 = '', m1, p1 = '', h2 = '', m2, p2 = ''] = m;
  const firstIndex = DAYS.indexOf(from.toLowerCase());
  const lastIndex = DAYS.indexOf(to.toLowerCase());
  if (firstIndex < 0 || lastIndex < 0) return null;
  const clock = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const time = (hour: string, minute: string | undefined, period: string) => {
    const h = (Number(hour) % 12) + (period.toLowerCase() === 'pm' ? 12 : 0);
    return clock.format(new Date(Date.UTC(2024, 0, 1, h, Number(minute ?? 0))));
  };
  return { firstDay: weekdayName(firstIndex, locale), lastDay: weekdayName(lastIndex, locale), opens: time(h1, m1, p1), closes: time(h2, m2, p2) };
}
