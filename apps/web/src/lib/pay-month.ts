import { academyClock, dateTimeFormat } from '@academy/shared';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True when `value` is a month as the pay routes take it (YYYY-MM). */
export const isPayMonth = (value: string | null | undefined): value is string => !!value && MONTH.test(value);

/** The academy's current month (Africa/Algiers), YYYY-MM. */
export function currentPayMonth(now: Date = new Date()): string {
  return academyClock(now).date.slice(0, 7);
}

/** A month moved by whole months: shiftMonth('2026-01', -1) = '2025-12'. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** "November 2026", "نوفمبر 2026" (Intl's month names: the Maghreb's in ar-DZ). */
export function monthLabel(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}
