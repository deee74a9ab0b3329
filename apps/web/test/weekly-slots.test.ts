import { describe, expect, it } from 'vitest';
import { parseWeeklySlots } from '../src/features/dashboard/lib/weekly-slots';

describe('parseWeeklySlots', () => {
  it('reads the schedule text of an enrollment, short or full day names', () => {
    expect(parseWeeklySlots('Sun 17:00-19:00, Tuesday 8:30-10:00')).toEqual([
      { day_of_week: 0, start_time: '17:00', end_time: '19:00' },
      { day_of_week: 2, start_time: '08:30', end_time: '10:00' },
    ]);
  });

  it('treats TBD, an empty text and anything unreadable as not scheduled', () => {
    expect(parseWeeklySlots('TBD')).toEqual([]);
    expect(parseWeeklySlots('')).toEqual([]);
    expect(parseWeeklySlots(null)).toEqual([]);
    expect(parseWeeklySlots('Funday 10:00-11:00')).toEqual([]);
    expect(parseWeeklySlots('Sun 10:00')).toEqual([]);
  });
});
