import { describe, expect, it } from 'vitest';
import { LANGUAGES, formatDA } from '@academy/shared';
import { formatDate, formatNumber, monthNames } from '../src/lib/format';
import { formatDateTime } from '../src/lib/format-date-time';

// The web's formatters in each UI language; French as fr-DZ writes it (a narrow no-break space between thousands).
const { fr, ar, en } = LANGUAGES;
const spaced = (text: string) => text.replace(/\u202f/g, ' ');

describe('numbers and amounts', () => {
  it('are grouped and pointed the way each language writes them', () => {
    expect(formatNumber(1234.5, en.locale)).toBe('1,234.5');
    expect(formatNumber(1234.5, ar.locale)).toBe('1.234,5');
    expect(formatNumber(1234.5, fr.locale)).toBe('1\u202f234,5');
    expect(spaced(formatDA('1234.50', 'fr'))).toBe('1 234,50 DA');
    expect(formatDA('1234.50', 'ar')).toBe('1.234,50 دج');
  });
});

describe('dates', () => {
  it('are written in full in French: 27 novembre 2026', () => {
    expect(formatDate('2026-11-27', fr.locale)).toBe('27 novembre 2026');
    expect(formatDate('2026-11-27', en.locale)).toBe('27 November 2026');
    expect(formatDate('2026-11-27', ar.locale)).toContain('نوفمبر');
  });

  it('give times on a 24-hour clock in French, on the academy clock (Africa/Algiers)', () => {
    expect(formatDateTime('2026-11-27T16:08:00Z', fr.locale, 'long')).toBe('27 novembre 2026 à 17:08');
    expect(formatDateTime('2026-01-15T13:05:00Z', fr.locale)).toBe('15 janv. 2026, 14:05');
  });

  it('name the months in French, January first', () => {
    expect(monthNames(fr.locale).slice(0, 3)).toEqual(['janvier', 'février', 'mars']);
    expect(monthNames(fr.locale)[11]).toBe('décembre');
  });
});
