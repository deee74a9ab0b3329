import { describe, expect, it } from 'vitest';
import { barcode, cardBarcode, normalizeBarcode } from './schemas/fields';

describe('card barcodes', () => {
  it.each([
    ['ST20000001', 'ST20000001'],
    [' st 2000 0001 ', 'ST20000001'],
    ['old-0001', 'OLD-0001'],
    ['A_1.2/3', 'A_1.2/3'],
  ])('a new card takes %j as %j', (typed, stored) => {
    expect(cardBarcode.parse(typed)).toBe(stored);
  });

  it.each(['=HYPERLINK("http://x","y")', "+CMD|' /C calc'!A0", '@SUM(1+1)', '-2+3', '\t=1', 'محمد1', 'ST#1', 'ST,1', '"ST1"', '.ST1'])(
    'a new card refuses %j (barcode_invalid)',
    (typed) => {
      const result = cardBarcode.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['barcode_invalid']);
    },
  );

  it('keeps the length and blank rules', () => {
    expect(cardBarcode.safeParse('  ').error?.issues[0]?.message).toBe('barcode_required');
    expect(cardBarcode.safeParse('A'.repeat(65)).error?.issues[0]?.message).toBe('too_long');
  });

  it('finds a card issued before the card rule: a lookup refuses no character, and compares normalised', () => {
    expect(barcode.parse('  OLD#12 ')).toBe('OLD#12');
    expect(normalizeBarcode(' old #12\n')).toBe('OLD#12');
  });
});
