import { describe, expect, it } from 'vitest';
import { overlappingSlots, parseSchedule, SCHEDULE_TIMES, scheduleText, slotsOverlap, type WeeklySlot } from './schedule';

const slot = (day_of_week: number, start_time: string, end_time: string): WeeklySlot => ({ day_of_week, start_time, end_time });

describe('parseSchedule', () => {
  it('reads full and short English day names in any case', () => {
    expect(parseSchedule('Sunday 08:30-10:30')).toEqual([slot(0, '08:30', '10:30')]);
    expect(parseSchedule('sat 14:00-16:00')).toEqual([slot(6, '14:00', '16:00')]);
    expect(parseSchedule('THURSDAY 17:00-18:30, Tue 9:00 - 10:00')).toEqual([slot(4, '17:00', '18:30'), slot(2, '09:00', '10:00')]);
    expect(parseSchedule('  Mon 20:00-22:00  ')).toEqual([slot(1, '20:00', '22:00')]);
  });

  it('treats TBD, empty and unreadable text as unscheduled', () => {
    for (const text of [
      'TBD',
      '',
      '   ',
      null,
      undefined,
      'Funday 10:00-11:00',
      'Sun 10:00',
      'Sun 10-11',
      'Sun 25:00-26:00',
      'Sun 10:70-11:00',
      'Mo 10:00-11:00',
      'Sun 10:00-11:00,',
      'Sun 10:00-11:00, TBD',
      'every Sunday 10:00-11:00',
    ]) {
      expect(parseSchedule(text), String(text)).toEqual([]);
    }
  });

  it('needs the end after the start', () => {
    expect(parseSchedule('Sun 10:00-10:00')).toEqual([]);
    expect(parseSchedule('Sun 11:00-10:00')).toEqual([]);
  });

  it('round-trips what scheduleText writes', () => {
    for (const text of ['Sun 08:30-10:30', 'Sun 17:00-19:00, Tue 14:00-16:00', 'Mon 08:00-09:00, Mon 18:00-19:30, Sat 10:00-12:00']) {
      expect(scheduleText(parseSchedule(text))).toBe(text);
    }
    expect(scheduleText(parseSchedule('TBD'))).toBe('TBD');
    expect(scheduleText(parseSchedule('tuesday 8:00-9:30, Sunday 17:00-19:00'))).toBe('Sun 17:00-19:00, Tue 08:00-09:30');
  });
});

describe('scheduler choices and overlaps', () => {
  it('offers half-hour steps from 08:00 to 22:00', () => {
    expect(SCHEDULE_TIMES[0]).toBe('08:00');
    expect(SCHEDULE_TIMES[1]).toBe('08:30');
    expect(SCHEDULE_TIMES.at(-1)).toBe('22:00');
    expect(SCHEDULE_TIMES).toHaveLength(29);
  });

  it('overlaps only on the same day with intersecting times; touching ends do not overlap', () => {
    expect(slotsOverlap(slot(0, '08:00', '10:00'), slot(0, '09:30', '11:00'))).toBe(true);
    expect(slotsOverlap(slot(0, '08:00', '10:00'), slot(0, '08:30', '09:00'))).toBe(true);
    expect(slotsOverlap(slot(0, '08:00', '10:00'), slot(0, '10:00', '11:00'))).toBe(false);
    expect(slotsOverlap(slot(0, '08:00', '10:00'), slot(1, '08:00', '10:00'))).toBe(false);
    expect(slotsOverlap(slot(3, '14:00:00', '16:00:00'), slot(3, '15:00', '17:00'))).toBe(true);
    expect(overlappingSlots([slot(0, '08:00', '09:00'), slot(2, '08:00', '09:00'), slot(0, '08:30', '10:00')])).toEqual([
      slot(0, '08:00', '09:00'),
      slot(0, '08:30', '10:00'),
    ]);
    expect(overlappingSlots([slot(0, '08:00', '09:00'), slot(0, '09:00', '10:00')])).toBeNull();
  });
});
