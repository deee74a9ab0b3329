import { describe, expect, it } from 'vitest';
import min from 'libphonenumber-js/metadata.min.json';
import { formatPhone, normalisePhone } from './phone';
import { DZ_PHONE_METADATA } from './phone-metadata';
import { loginBody } from './schemas/auth';
import { phone } from './schemas/fields';

describe('the one phone rule', () => {
  const mobile = [
    '0550123456',
    '0550 12 34 56',
    '0550.12.34.56',
    '0550-12-34-56',
    '+213 550 12 34 56',
    '+213550123456',
    '00213550123456',
    '213550123456',
    '+213 (0) 550 12 34 56',
    ' 0550 12 34 56 ',
    '٠٥٥٠١٢٣٤٥٦',
  ];
  it.each(mobile)('stores %j as 0550123456', (typed) => {
    expect(normalisePhone(typed)).toBe('0550123456');
    expect(phone.parse(typed)).toBe('0550123456');
  });

  const fixed = ['021 23 45 67', '021234567', '021.23.45.67', '+213 21 23 45 67', '0021321234567', '21321234567'];
  it.each(fixed)('stores the landline %j as 021234567', (typed) => {
    expect(normalisePhone(typed)).toBe('021234567');
  });

  it('knows the three mobile prefixes', () => {
    expect(normalisePhone('0661 23 45 67')).toBe('0661234567');
    expect(normalisePhone('+213 770 12 34 56')).toBe('0770123456');
  });

  const refused = [
    '',
    'abc',
    '0550abc456',
    '0550123456 ext 5',
    '055012345',
    '05501234567',
    '0450123456',
    '0983123456',
    '0800123456',
    '+33 6 12 34 56 78',
    '0033612345678',
    '+1 202 555 0143',
    '12345',
    '0550123456' + '0'.repeat(30),
    '=0550123456',
    '0550123456;',
  ];
  it.each(refused)('refuses %j', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
    const result = phone.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(typed === '' ? 'required' : 'phone_invalid');
  });

  it('shows a stored phone grouped, anything else as it is', () => {
    expect(formatPhone('0550123456')).toBe('0550 12 34 56');
    expect(formatPhone('021234567')).toBe('021 23 45 67');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('not a phone')).toBe('not a phone');
  });

  it('logs in by phone in any spelling, in either field', () => {
    expect(loginBody.parse({ phone: '+213 550 12 34 56', password: 'x' })).toEqual({ phone: '0550123456', password: 'x' });
    expect(loginBody.parse({ email: '0550.12.34.56', password: 'x' })).toEqual({ phone: '0550123456', password: 'x' });
    expect(loginBody.parse({ email: 'A@B.dz', password: 'x' })).toEqual({ email: 'a@b.dz', password: 'x' });
  });
});

describe('the Algerian slice of the phone metadata', () => {
  it("is the library's own DZ entry (copy it again when this fails after an update)", () => {
    expect(DZ_PHONE_METADATA.countries.DZ).toEqual(min.countries.DZ);
    expect(DZ_PHONE_METADATA.version).toBe(min.version);
    expect(min.country_calling_codes['213']).toEqual(['DZ']);
  });
});
