import { describe, expect, it } from 'vitest';
import { currentPayMonth, isPayMonth, monthLabel, shiftMonth } from '../src/lib/pay-month';

describe('the pay screens’ months', () => {
  it('takes the academy’s month, not the browser’s: 23:30 UTC on 31 December is already January in Algiers', () => {
    expect(currentPayMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(currentPayMonth(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12');
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11', -24)).toBe('2024-11');
  });

  it('accepts only YYYY-MM with a real month', () => {
    expect(isPayMonth('2026-11')).toBe(true);
    expect(isPayMonth('2026-13')).toBe(false);
    expect(isPayMonth('2026-1')).toBe(false);
    expect(isPayMonth('2026-11-01')).toBe(false);
    expect(isPayMonth(null)).toBe(false);
  });

  it('names the month in the reader’s language, Maghreb month names in Arabic', () => {
    expect(monthLabel('2026-02', 'en-GB')).toBe('February 2026');
    expect(monthLabel('2026-02', 'ar-DZ')).toContain('فيفري');
  });
});
