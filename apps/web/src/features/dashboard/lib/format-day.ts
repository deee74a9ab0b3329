import { dateTimeFormat, numberFormat } from '@academy/shared';

/** A calendar date (YYYY-MM-DD) with its weekday, short: "Sun 22 Nov 2026", "الأحد 22 نوفمبر 2026" in ar-DZ. */
export function formatDay(value: string, locale: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A rate given in percent (0-100), in the locale: "96%". */
export function formatPercent(rate: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate / 100);
}
