import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, isLanguage } from './languages';

describe('isLanguage', () => {
  it('accepts the codes of the list', () => {
    expect(LANGUAGE_CODES.filter(isLanguage)).toEqual(['en', 'ar', 'fr']);
  });

  it('refuses anything else, the names every object has included (a cookie or a query string can say them)', () => {
    for (const value of [
      'toString',
      'constructor',
      '__proto__',
      'hasOwnProperty',
      'valueOf',
      'de',
      'AR',
      '',
      ' en',
      undefined,
      null,
      1,
      {},
    ]) {
      expect(isLanguage(value), String(value)).toBe(false);
    }
  });
});
