import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween } from './time';
import { renewedPaymentDate, subscriptionDue } from './payments';

describe('addMonths', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonths('2026-03-01', -1)).toBe('2026-02-01');
    expect(addMonths('2026-05-20', 12)).toBe('2027-05-20');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-01-29', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
});

describe('renewedPaymentDate', () => {
  it('moves one month after the current date, across month and year ends', () => {
    expect(renewedPaymentDate('2027-01-31', '2027-01-20')).toBe('2027-02-28');
    expect(renewedPaymentDate('2028-02-29', '2028-02-10')).toBe('2028-03-29');
    expect(renewedPaymentDate('2026-12-31', '2026-12-01')).toBe('2027-01-31');
  });

  it('counts from today when no date is set', () => {
    expect(renewedPaymentDate(null, '2026-03-31')).toBe('2026-04-30');
  });
});

describe('subscriptionDue', () => {
  const today = '2026-11-23';
  it('gives days left and the badge state', () => {
    expect(daysBetween(today, '2026-12-01')).toBe(8);
    expect(subscriptionDue('2026-12-01', today)).toEqual({ days_left: 8, due_state: 'ok' });
    expect(subscriptionDue('2026-11-30', today)).toEqual({ days_left: 7, due_state: 'due_soon' });
    expect(subscriptionDue('2026-11-24', today)).toEqual({ days_left: 1, due_state: 'due_soon' });
    expect(subscriptionDue('2026-11-23', today)).toEqual({ days_left: 0, due_state: 'due_today' });
    expect(subscriptionDue('2026-11-20', today)).toEqual({ days_left: -3, due_state: 'overdue' });
    expect(subscriptionDue(null, today)).toEqual({ days_left: null, due_state: 'ok' });
  });
});
