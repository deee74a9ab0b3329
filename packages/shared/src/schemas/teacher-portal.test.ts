import { describe, expect, it } from 'vitest';
import { schoolWeek, teacherWeekQuery } from './teacher-portal';

describe('schoolWeek', () => {
  it('runs Saturday to Friday, whichever day it is given, across a month and a year end', () => {
    const week = schoolWeek('2026-11-23'); // a Monday
    expect(week.map((d) => d.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(week.map((d) => d.day_of_week)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(schoolWeek('2026-11-21')[0]!.date).toBe('2026-11-21'); // a Saturday starts its own week
    expect(schoolWeek('2026-11-27')[0]!.date).toBe('2026-11-21'); // a Friday ends it
    expect(schoolWeek('2027-01-01').map((d) => d.date)).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

describe('teacherWeekQuery', () => {
  it('takes a real date or none, and refuses anything else', () => {
    expect(teacherWeekQuery.parse({})).toEqual({});
    expect(teacherWeekQuery.parse({ date: '' })).toEqual({});
    expect(teacherWeekQuery.parse({ date: '2028-02-29' })).toEqual({ date: '2028-02-29' });
    for (const date of ['2027-02-29', '2026-13-01', 'today', '2026-11-23T00:00'])
      expect(teacherWeekQuery.safeParse({ date }).success).toBe(false);
  });
});
