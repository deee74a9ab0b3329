import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from './languages';
import { formatDecimal } from './intl';
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
      fc.property(fc.constantFrom(...locales), fc.double({ min: 0, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 3 }), (locale, value, digits) => {
        expect(formatDecimal(value, locale, digits)).toBe(intl(value, locale, digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves negative numbers and other locales to Intl', () => {
    expect(formatDecimal(-1500, 'ar-DZ')).toBe(intl(-1500, 'ar-DZ'));
    expect(formatDecimal(1500.5, 'fr-FR')).toBe(intl(1500.5, 'fr-FR'));
  });
});

describe('formatDA', () => {
  it('says dinar amounts in each language', () => {
    expect(formatDA(1500, 'en')).toBe('1,500 DA');
    expect(formatDA('2500.50', 'ar')).toBe('2.500,5 دج');
  });
});
