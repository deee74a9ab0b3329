import { describe, expect, it } from 'vitest';
import { hasRates, rateChartData } from '../src/features/admin/attendance/overview/lib/rate-chart-data';
import { shortDate } from '../src/features/admin/attendance/overview/lib/short-date';

describe('attendance-rate chart points', () => {
  const days = [
    { date: '2026-11-03', rate: 75, records: 8 },
    { date: '2026-11-01', rate: 100, records: 4 },
    { date: '2026-11-02', rate: 0, records: 0 },
    { date: '2026-11-04', rate: 66.666, records: 3 },
  ];

  it('runs oldest first, with no rate on a day without marks', () => {
    const points = rateChartData(days, 'en-GB');
    expect(points.map((p) => p.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(points.map((p) => p.rate)).toEqual([100, null, 75, 66.7]);
    expect(points.map((p) => p.records)).toEqual([4, 0, 8, 3]);
  });

  it('labels each day short in the language', () => {
    expect(rateChartData(days, 'en-GB')[0]!.label).toBe('1 Nov');
    expect(rateChartData(days, 'ar-DZ')[0]!.label).toBe(shortDate('2026-11-01', 'ar-DZ'));
    expect(shortDate('2026-11-01', 'ar-DZ')).not.toMatch(/Nov/);
  });

  it('keeps rates within 0-100', () => {
    const points = rateChartData(
      [
        { date: '2026-11-01', rate: 130, records: 2 },
        { date: '2026-11-02', rate: -5, records: 2 },
      ],
      'en-GB',
    );
    expect(points.map((p) => p.rate)).toEqual([100, 0]);
  });

  it('has nothing to draw when no day has marks', () => {
    expect(hasRates(rateChartData([{ date: '2026-11-02', rate: 0, records: 0 }], 'en-GB'))).toBe(false);
    expect(hasRates(rateChartData([], 'en-GB'))).toBe(false);
    expect(hasRates(rateChartData(days, 'en-GB'))).toBe(true);
  });
});

describe('short dates', () => {
  it('adds the year when asked and leaves an unreadable value alone', () => {
    expect(shortDate('2026-11-23', 'en-GB', true)).toBe('23 Nov 2026');
    expect(shortDate('not a date', 'en-GB')).toBe('not a date');
  });
});
