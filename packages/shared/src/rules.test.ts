import { describe, expect, it } from 'vitest';
import { academyClock, formatDA, isRealDate, normalizeSearch, registerBody, registerForm, loginBody, attendanceBand } from './index';

const valid = {
  email: 'karim@example.dz',
  password: 'secret1',
  full_name: 'Karim Benali',
  phone: '0550123456',
  parent_phone: '0661234567',
  student_name: 'ياسين بن علي',
  gender: 'male',
  date_of_birth: '2012-04-15',
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registration rules (spec 5)', () => {
  it('accepts a valid body in Latin or Arabic script, with or without e-mail', () => {
    expect(registerBody.safeParse(valid).success).toBe(true);
    expect(registerBody.safeParse({ ...valid, email: '' }).data?.email).toBeUndefined();
    expect(registerBody.safeParse({ ...valid, full_name: 'كريم بن علي' }).success).toBe(true);
  });

  it.each([
    ['0550123456', true],
    ['0661234567', true],
    ['0771234567', true],
    ['0451234567', false],
    ['055012345', false],
    ['05501234567', false],
    ['+213550123456', true],
    ['+33612345678', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(registerBody.safeParse({ ...valid, phone }).success).toBe(ok);
  });

  it('allows only letters and spaces in names', () => {
    expect(errorsOf(registerBody.safeParse({ ...valid, full_name: 'Karim3' }))).toEqual({ full_name: 'name_letters_only' });
    expect(errorsOf(registerBody.safeParse({ ...valid, student_name: 'Yacine-B.' }))).toEqual({ student_name: 'name_letters_only' });
    expect(errorsOf(registerBody.safeParse({ ...valid, student_name: '' }))).toEqual({ student_name: 'required' });
  });

  it('needs a real birth date that is not in the future', () => {
    expect(errorsOf(registerBody.safeParse({ ...valid, date_of_birth: '2015-02-29' }))).toEqual({ date_of_birth: 'date_invalid' });
    expect(errorsOf(registerBody.safeParse({ ...valid, date_of_birth: '2999-01-01' }))).toEqual({ date_of_birth: 'date_in_future' });
    expect(errorsOf(registerBody.safeParse({ ...valid, date_of_birth: '' }))).toEqual({ date_of_birth: 'required' });
    expect(isRealDate('2016-02-29')).toBe(true);
  });

  it('needs a password of 6 or more that matches its confirmation', () => {
    expect(errorsOf(registerBody.safeParse({ ...valid, password: '12345' }))).toEqual({ password: 'password_too_short' });
    expect(errorsOf(registerForm.safeParse({ ...valid, confirm_password: 'other1' }))).toEqual({ confirm_password: 'passwords_mismatch' });
  });
});

describe('login identifier', () => {
  it('reads a phone typed in the e-mail field as a phone, and lower-cases e-mails', () => {
    expect(loginBody.parse({ email: '0550123456', password: 'x' })).toEqual({ phone: '0550123456', password: 'x' });
    expect(loginBody.parse({ email: 'Karim@Example.DZ', password: 'x' })).toEqual({ email: 'karim@example.dz', password: 'x' });
    expect(loginBody.safeParse({ password: 'x' }).success).toBe(false);
  });
});

describe('search folding', () => {
  it('finds أحمد by typing احمد, and ignores case, diacritics and tatweel', () => {
    expect(normalizeSearch('أحمد')).toBe(normalizeSearch('احمد'));
    expect(normalizeSearch('إسلام')).toBe('اسلام');
    expect(normalizeSearch('فاطمة')).toBe('فاطمه');
    expect(normalizeSearch('مُصطفـــى')).toBe('مصطفي');
    expect(normalizeSearch('  Karim   BENALI ')).toBe('karim benali');
  });
});

describe('money and time', () => {
  it('formats dinar amounts with DA in English and دج in Arabic with western digits', () => {
    expect(formatDA(1500, 'en')).toBe('1,500 DA');
    expect(formatDA('400.50', 'en')).toBe('400.50 DA');
    const ar = formatDA(1500, 'ar');
    expect(ar).toMatch(/1.500 دج/);
    expect(ar).not.toMatch(/[٠-٩]/);
  });

  it('reads the academy wall clock in Africa/Algiers (UTC+1)', () => {
    expect(academyClock(new Date('2026-11-22T23:30:00Z'))).toEqual({ date: '2026-11-23', time: '00:30', dayOfWeek: 1 });
    expect(academyClock(new Date('2026-07-05T07:00:00Z'))).toEqual({ date: '2026-07-05', time: '08:00', dayOfWeek: 0 });
  });

  it('colours attendance rates in the spec bands', () => {
    expect([95, 90, 80, 75, 65, 60, 59].map(attendanceBand)).toEqual(['green', 'green', 'yellow', 'yellow', 'orange', 'orange', 'red']);
  });
});
