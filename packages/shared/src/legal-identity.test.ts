import { describe, expect, it } from 'vitest';
import { EMPTY_LEGAL_IDENTITY, legalHeader, legalIdentitySchema } from './legal-identity';
import { siteSettingsBody } from './schemas/admin-content';

const parse = (input: object) => legalIdentitySchema.safeParse(input);
const issues = (input: object) => {
  const r = parse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the legal identity schema', () => {
  it('is empty when nothing is given, and a settings row saved before it gets the empty identity', () => {
    expect(legalIdentitySchema.parse({})).toEqual(EMPTY_LEGAL_IDENTITY);
    const body = siteSettingsBody.parse({
      name: 'A',
      name_ar: 'أ',
      email: 'a@b.dz',
      phones: ['021 23 45 67'],
      address: 'x',
      address_ar: 'س',
      support_hours: 'Sun-Thu 8AM-5PM',
    });
    expect(body.legal).toEqual(EMPTY_LEGAL_IDENTITY);
  });

  it('stores the numbers without blanks and dots (Arabic-Indic digits as ASCII), the RC upper-case, the phone canonical', () => {
    expect(
      legalIdentitySchema.parse({
        rc: '  16/00-0123456   b 19 ',
        nif: '000 016 001 234 567',
        nis: '٠٩٨٧.٦٥٤٣.٢١٠٩.٨٧٦',
        ai: '16 012 345 678',
        phone: '0550.12.34.56',
        legal_name: '  SARL   Nour  ',
      }),
    ).toMatchObject({
      rc: '16/00-0123456 B 19',
      nif: '000016001234567',
      nis: '098765432109876',
      ai: '16012345678',
      phone: '0550123456',
      legal_name: 'SARL Nour',
    });
    expect(legalIdentitySchema.parse({ nif: '0001 6001 2345 6789 0123' }).nif).toBe('00016001234567890123');
  });

  it('refuses a filled number of the wrong shape', () => {
    expect(issues({ nif: '12345678901234' })).toEqual({ nif: 'nif_invalid' });
    expect(issues({ nif: '1234567890123456' })).toEqual({ nif: 'nif_invalid' });
    expect(issues({ nif: '12345678901234x' })).toEqual({ nif: 'nif_invalid' });
    expect(issues({ nis: '12345678901234' })).toEqual({ nis: 'nis_invalid' });
    expect(issues({ ai: '1234567890' })).toEqual({ ai: 'ai_invalid' });
    expect(issues({ rc: 'B / -' })).toEqual({ rc: 'rc_invalid' });
    expect(issues({ rc: '16/00_012' })).toEqual({ rc: 'rc_invalid' });
    expect(issues({ rc: `1${' 2'.repeat(15)}` })).toEqual({ rc: 'rc_invalid' });
    expect(issues({ phone: '+33 1 23 45 67 89' })).toEqual({ phone: 'phone_invalid' });
  });
});

describe('legalHeader', () => {
  const identity = {
    ...EMPTY_LEGAL_IDENTITY,
    legal_name: 'SARL Nour Academy',
    legal_name_ar: 'شركة أكاديمية النور',
    legal_address: '12 Rue Didouche Mourad, Alger',
    rc: '16/00-0123456 B 19',
    nif: '000016001234567',
    ai: '16012345678',
    phone: '021234567',
  };

  it('prints nothing for an empty identity', () => {
    expect(legalHeader(EMPTY_LEGAL_IDENTITY, 'fr')).toBeNull();
    expect(legalHeader(undefined, 'ar')).toBeNull();
  });

  it('says the identity in the document language, numbers with their Latin labels in every language', () => {
    expect(legalHeader(identity, 'fr')).toEqual({
      name: 'SARL Nour Academy',
      address: '12 Rue Didouche Mourad, Alger',
      phone: '021 23 45 67',
      numbers: [
        { key: 'rc', label: 'RC', value: '16/00-0123456 B 19', words: null },
        { key: 'nif', label: 'NIF', value: '000016001234567', words: null },
        { key: 'ai', label: 'AI', value: '16012345678', words: null },
      ],
      line: 'RC 16/00-0123456 B 19 · NIF 000016001234567 · AI 16012345678',
    });
    const ar = legalHeader(identity, 'ar')!;
    // The Arabic name; no Arabic address was given, so the Latin one.
    expect([ar.name, ar.address, ar.line]).toEqual([
      'شركة أكاديمية النور',
      '12 Rue Didouche Mourad, Alger',
      legalHeader(identity, 'en')!.line,
    ]);
    expect(ar.numbers.map((n) => n.words)).toEqual(['السجل التجاري', 'رقم التعريف الجبائي', 'رقم المادة']);
  });
});
