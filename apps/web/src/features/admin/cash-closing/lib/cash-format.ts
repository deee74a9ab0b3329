import { ACADEMY_TIME_ZONE, dateTimeFormat, formatDA, type DocumentRange, type Language } from '@academy/shared';

/** An amount in DA in the page's language ("1 500 DA", "1.500 دج"). */
export const cashAmount = (value: number, lang: Language) => formatDA(value, lang);

/** A day with its weekday, in the page's locale: "Monday 23 November 2026", "lundi 23 novembre 2026", "الاثنين 23 نوفمبر 2026". */
export const dayLabel = (day: string, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A moment's time of day on the academy's clock ("10:30"). */
export const timeLabel = (iso: string, locale: string) =>
  dateTimeFormat(locale, { timeStyle: 'short', timeZone: ACADEMY_TIME_ZONE }).format(new Date(iso));

/** A range's two numbers, or the one number when it is a single document. */
export const rangeEnds = (range: DocumentRange) => (range.first === range.last ? [range.first] : [range.first, range.last]);

/** True when YYYY-MM-DD names a day (the ?date= parameter). */
export const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
