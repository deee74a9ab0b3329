import { ACADEMY_TIME_ZONE, DEFAULT_LANGUAGE, LANGUAGES, dateTimeFormat, formatDecimal, isLanguage, numberFormat } from '@academy/shared';

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
  return formatDecimal(value, locale);
}

/** Month names from Intl, January first ("جانفي، فيفري" in ar-DZ): never a hand-written list. */
export function monthNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 1))));
}

/**
 * Builds the language's first Intl formatters in a task of their own. The first date formatter loads the
 * locale's date data: ~30 ms on a desktop, several times that on a phone. Called as a signed-in area loads,
 * while its page waits for its data, so that cost is not part of the render that shows the data (formatters
 * are cached: packages/shared/src/intl.ts). Public pages build no date formatter and do not call it.
 */
export function warmUpIntl(language: string): void {
  const { locale } = LANGUAGES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  setTimeout(() => {
    dateTimeFormat(locale);
    numberFormat(locale);
  }, 0);
}
