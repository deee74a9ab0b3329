import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, attendanceWindow, fromCents, monthlyCycle, sessionPriceDa, toCents } from './attendance-rules';
import { academyClock } from './time';

const tue = (time: string) => ({ dayOfWeek: 2, time });
const slot = (day: number, start: string, end: string) => ({ day_of_week: day, start_time: start, end_time: end });

describe('attendanceWindow', () => {
  const slots = [slot(2, '16:00', '17:30')];
  it('opens 30 minutes before the start and closes 30 minutes after the end', () => {
    expect(attendanceWindow(slots, tue('15:30')).window).toBe('open');
    expect(attendanceWindow(slots, tue('17:59')).window).toBe('open');
    expect(attendanceWindow(slots, tue('18:00')).window).toBe('too_late');
  });
  it('is not open one minute before the window opens', () => {
    expect(attendanceWindow(slots, tue('15:29'))).toEqual({ window: 'too_early', slot: slots[0] });
  });
  it('handles sessions that cross the half hour', () => {
    const odd = [slot(2, '16:45', '18:15')];
    expect(attendanceWindow(odd, tue('16:14')).window).toBe('too_early');
    expect(attendanceWindow(odd, tue('16:15')).window).toBe('open');
    expect(attendanceWindow(odd, tue('18:44')).window).toBe('open');
    expect(attendanceWindow(odd, tue('18:45')).window).toBe('too_late');
  });
  it('says not_today on a day the section does not meet', () => {
    expect(attendanceWindow(slots, { dayOfWeek: 3, time: '16:00' })).toEqual({ window: 'not_today', slot: null });
  });
  it('picks the open slot among several of the day, else the next to come', () => {
    const two = [slot(2, '18:00', '19:00'), slot(2, '09:00', '10:00')];
    expect(attendanceWindow(two, tue('09:15')).slot?.start_time).toBe('09:00');
    expect(attendanceWindow(two, tue('12:00'))).toEqual({ window: 'too_early', slot: two[0] });
    expect(attendanceWindow(two, tue('20:00')).window).toBe('too_late');
  });
  it('reads the academy clock in Africa/Algiers (UTC+1)', () => {
    // 14:29 UTC on Tuesday 2026-11-24 is 15:29 in Algiers: one minute before the 16:00 window opens.
    const now = academyClock(new Date('2026-11-24T14:29:00Z'));
    expect(attendanceWindow(slots, now).window).toBe('too_early');
    expect(attendanceWindow(slots, academyClock(new Date('2026-11-24T14:30:00Z'))).window).toBe('open');
  });
});

describe('sessionPriceDa', () => {
  it('falls back to 400 DA when the course has no session price', () => {
    expect(sessionPriceDa(null)).toBe('400.00');
    expect(sessionPriceDa(0)).toBe('400.00');
    expect(sessionPriceDa('650.5')).toBe('650.50');
  });
});

describe('monthlyCycle', () => {
  it('counts to 4 and is complete at 4', () => {
    expect(monthlyCycle(3)).toEqual({ sessions: 3, of: 4, complete: false });
    expect(monthlyCycle(4)).toEqual({ sessions: 4, of: 4, complete: true });
  });
});

describe('money in cents', () => {
  it('reads and writes DA text exactly', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents(0.3)).toBe(30);
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(fromCents(-5)).toBe('-0.05');
    expect(() => toCents('1.234')).toThrow();
  });
});

describe('allocateOldestFirst', () => {
  const charges = [
    { id: 1, outstanding: '400.00' },
    { id: 2, outstanding: '0.00' },
    { id: 3, outstanding: '400.00' },
    { id: 4, outstanding: '1500.00' },
  ];
  it('pays the oldest debts first and splits the last one', () => {
    expect(allocateOldestFirst(charges, '600.50')).toEqual([
      { charge_id: 1, amount: '400.00' },
      { charge_id: 3, amount: '200.50' },
    ]);
  });
  it('never allocates more than is owed', () => {
    const parts = allocateOldestFirst(charges, '9999.00');
    expect(parts.map((p) => p.amount)).toEqual(['400.00', '400.00', '1500.00']);
  });
});
