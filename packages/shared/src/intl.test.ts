import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from './languages';
import { dateTimeFormat, formatAmount, formatDecimal } from './intl';
import { receiptDateText } from './receipt';
import { formatDA } from './money';

const locales = LANGUAGE_CODES.map((code) => LANGUAGES[code].locale);
const intl = (value: number, locale: string, digits = 3) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

describe('formatDecimal', () => {
  it('writes numbers as Intl.NumberFormat does in every UI locale', () => {
    const samples = [0, 1, 5, 9.5, 10, 99.99, 999, 1000, 1500, 1500.5, 12345.678, 1234567.891, 999999.9995, 0.125, 0.5, 2.675, 1e14 + 0.5];
    for (const locale of locales) {
      for (const value of samples) {
        expect(formatDecimal(value, locale), `${locale} ${value}`).toBe(intl(value, locale));
        expect(formatDecimal(value, locale, 2), `${locale} ${value} (2 digits)`).toBe(intl(value, locale, 2));
      }
    }
  });

  it('agrees with Intl on any amount a page shows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (locale, value, digits) => {
          expect(formatDecimal(value, locale, digits)).toBe(intl(value, locale, digits));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes at least the decimals asked for, as Intl does with minimumFractionDigits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (locale, value, min) => {
          const expected = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: 3 }).format(value);
          expect(formatDecimal(value, locale, 3, min)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves negative numbers and other locales to Intl', () => {
    expect(formatDecimal(-1500, 'ar-DZ')).toBe(intl(-1500, 'ar-DZ'));
    expect(formatDecimal(1500.5, 'fr-FR')).toBe(intl(1500.5, 'fr-FR'));
  });
});

/** An amount as Intl writes it with the rule of formatAmount: two decimals when it has centimes, none when whole. */
function intlAmount(value: number, locale: string) {
  const cents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const fraction = cents.formatToParts(value).find((part) => part.type === 'fraction')?.value;
  return fraction === '00' ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value) : cents.format(value);
}

describe('formatAmount', () => {
  it('writes an amount with centimes with exactly two decimals and a whole amount with none', () => {
    expect(formatAmount(2500.5, 'en-GB')).toBe('2,500.50');
    expect(formatAmount(2500.5, 'ar-DZ')).toBe('2.500,50');
    expect(formatAmount(0.05, 'en-GB')).toBe('0.05');
    expect(formatAmount(4000, 'en-GB')).toBe('4,000');
    expect(formatAmount(1999.999, 'en-GB')).toBe('2,000');
    expect(formatAmount(-2500.5, 'en-GB')).toBe('-2,500.50');
  });

  it('writes French amounts with a narrow no-break space between thousands and a decimal comma, as Intl does for fr-DZ', () => {
    expect(LANGUAGES.fr.group).toBe('\u202f');
    expect(formatAmount(1234.5, LANGUAGES.fr.locale)).toBe('1\u202f234,50');
    expect(formatAmount(1234.5, LANGUAGES.fr.locale)).toBe(
      new Intl.NumberFormat(LANGUAGES.fr.locale, { minimumFractionDigits: 2 }).format(1234.5),
    );
    expect(formatAmount(4000, LANGUAGES.fr.locale)).toBe('4\u202f000');
    expect(formatAmount(1234567.891, LANGUAGES.fr.locale)).toBe('1\u202f234\u202f567,89');
    expect(formatAmount(999, LANGUAGES.fr.locale)).toBe('999');
    expect(formatAmount(0.05, LANGUAGES.fr.locale)).toBe('0,05');
  });

  it('agrees with Intl on any amount, in every UI locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.oneof(
          fc.double({ min: 0, max: 1e12, noNaN: true }),
          fc.integer({ min: 0, max: 1e9 }).map((c) => c / 100),
        ),
        (locale, value) => {
          expect(formatAmount(value, locale)).toBe(intlAmount(value, locale));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('dates in French', () => {
  it('writes a long date as fr-DZ does, and times on a 24-hour clock: 27 novembre 2026 à 00:30, on the academy clock', () => {
    expect(receiptDateText('2026-11-27', 'fr', { dateStyle: 'long' })).toBe('27 novembre 2026');
    // 23:30 UTC on the 26th is already the 27th, 00:30, in Algiers.
    expect(receiptDateText('2026-11-26T23:30:00Z', 'fr', { dateStyle: 'long', timeStyle: 'short' })).toBe('27 novembre 2026 à 00:30');
    expect(receiptDateText('2026-11-27T13:05:00Z', 'fr', { timeStyle: 'short' })).toBe('14:05');
    expect(
      dateTimeFormat(LANGUAGES.fr.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-02-15T12:00:00Z')),
    ).toBe('février 2026');
  });

  it('keeps Arabic dates in ar-DZ (its own month names)', () => {
    expect(receiptDateText('2026-11-27', 'ar', { dateStyle: 'long' })).toContain('نوفمبر');
  });
});

describe('formatDA', () => {
  it('says dinar amounts in each language, centimes with two decimals', () => {
    expect(formatDA(1500, 'en')).toBe('1,500 DA');
    expect(formatDA('2500.50', 'ar')).toBe('2.500,50 دج');
    expect(formatDA('2500.50', 'en')).toBe('2,500.50 DA');
    expect(formatDA('4000.00', 'en')).toBe('4,000 DA');
  });

  it('says French amounts in DA, the thousands apart by a narrow no-break space: 1 234,50 DA', () => {
    expect(formatDA('1234.50', 'fr')).toBe('1\u202f234,50 DA');
    expect(formatDA(1500, 'fr')).toBe('1\u202f500 DA');
    expect(formatDA('4000.00', 'fr')).toBe('4\u202f000 DA');
    expect(formatDA(850, 'fr')).toBe('850 DA');
    // The group separator is a space to the eye ("1 234,50 DA", as the issue writes it).
    expect(formatDA('1234.50', 'fr').replace(/\u202f/g, ' ')).toBe('1 234,50 DA');
  });
});
