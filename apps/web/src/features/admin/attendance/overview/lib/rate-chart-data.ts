import { shortDate } from './short-date';

/** One point of the attendance-rate chart: the day, its label, and the rate (none on a day without marks). */
export interface RatePoint {
  date: string;
  label: string;
  rate: number | null;
  records: number;
}

/**
 * The chart's points from the server's `rate_by_day`, oldest first. A day without any mark has no rate
 * (a gap in the line), never a misleading 0 %; rates are kept within 0-100 and rounded to one decimal.
 */
export function rateChartData(days: ReadonlyArray<{ date: string; rate: number; records: number }>, locale: string): RatePoint[] {
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((day) => ({
      date: day.date,
      label: shortDate(day.date, locale),
      rate: day.records > 0 ? Math.round(Math.min(100, Math.max(0, day.rate)) * 10) / 10 : null,
      records: day.records,
    }));
}

/** Whether the chart has anything to draw. */
export const hasRates = (points: readonly RatePoint[]) => points.some((point) => point.rate !== null);
