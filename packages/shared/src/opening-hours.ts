import { LANGUAGES, LANGUAGE_CODES, type Language } from './languages';
import { dateTimeFormat } from './intl';

/** The academy's support hours in one language: day names and times from Intl, put in a sentence by the web's texts. */
export interface OpeningHours {
  firstDay: string;
  lastDay: string;
  opens: string;
  closes: string;
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const HOURS = /^([a-z]{3})[a-z]*\s*-\s*([a-z]{3})[a-z]*\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*-\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i;

/** A day of the week (0 = Sunday, as the spec's week runs) from Intl: "Tuesday" / "الثلاثاء", or short "Tue". */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 7 January 2024 was a Sunday.
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
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
  return {
    firstDay: weekdayName(firstIndex, locale),
    lastDay: weekdayName(lastIndex, locale),
    opens: time(h1, m1, p1),
    closes: time(h2, m2, p2),
  };
}

/**
 * The support hours said in every UI language, for GET /api/site. The server says them so that public pages
 * build no Intl date formatter: the first one loads the locale's date data, a long task on a phone.
 */
export function openingHoursInEveryLanguage(raw: string): Record<Language, OpeningHours | null> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, localizeOpeningHours(raw, LANGUAGES[code].locale)])) as Record<
    Language,
    OpeningHours | null
  >;
}
