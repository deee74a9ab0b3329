import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from './languages';
import { localizeOpeningHours, openingHoursInEveryLanguage, weekdayName } from './opening-hours';

const en = (raw: string) => localizeOpeningHours(raw, 'en-GB');
const ar = (raw: string) => localizeOpeningHours(raw, 'ar-DZ');

describe('localizeOpeningHours', () => {
  it('says the demo hours with day names and the locale clock', () => {
    expect(en('Mon-Fri 9AM-6PM')).toEqual({ firstDay: 'Monday', lastDay: 'Friday', opens: '9:00', closes: '18:00' });
    expect(ar('Mon-Fri 9AM-6PM')).toEqual({ firstDay: 'الاثنين', lastDay: 'الجمعة', opens: '9:00 ص', closes: '6:00 م' });
  });

  it('reads lower case, minutes, spaces around the dash and full day names', () => {
    expect(en('sat-thu 8:30am - 5:15pm')).toEqual({ firstDay: 'Saturday', lastDay: 'Thursday', opens: '8:30', closes: '17:15' });
    expect(ar('sat-thu 8:30am - 5:15pm')).toEqual({ firstDay: 'السبت', lastDay: 'الخميس', opens: '8:30 ص', closes: '5:15 م' });
    expect(en('  Saturday - Thursday 8 AM-5 PM  ')).toEqual({ firstDay: 'Saturday', lastDay: 'Thursday', opens: '8:00', closes: '17:00' });
    expect(en('Tue-Wed 10:05PM-11PM')).toMatchObject({ opens: '22:05', closes: '23:00' });
  });

  it('takes 12PM as noon and 12AM as midnight', () => {
    expect(en('Sun-Thu 12PM-12AM')).toMatchObject({ firstDay: 'Sunday', opens: '12:00', closes: '0:00' });
    expect(en('Sun-Thu 12AM-12PM')).toMatchObject({ opens: '0:00', closes: '12:00' });
    expect(ar('Sun-Thu 12PM-12AM')).toMatchObject({ firstDay: 'الأحد', opens: '12:00 م', closes: '12:00 ص' });
  });

  it('gives null for text it cannot read', () => {
    for (const raw of ['by appointment', 'Xyz-Fri 9AM-6PM', '', 'Mon-Fri 9-18', 'Mon-Fri 9AM', 'Mo-Fr 9AM-6PM', 'Mon 9AM-6PM']) {
      expect(en(raw), raw).toBeNull();
      expect(ar(raw), raw).toBeNull();
    }
  });
});

describe('weekdayName', () => {
  it('counts from Sunday = 0, long and short', () => {
    expect([0, 5, 6].map((d) => weekdayName(d, 'en-GB'))).toEqual(['Sunday', 'Friday', 'Saturday']);
    expect(weekdayName(2, 'en-GB', 'short')).toBe('Tue');
    expect(weekdayName(0, 'ar-DZ')).toBe('الأحد');
  });
});

describe('openingHoursInEveryLanguage', () => {
  it('has an entry for each UI language, in that language', () => {
    const all = openingHoursInEveryLanguage('Mon-Fri 9AM-6PM');
    expect(Object.keys(all).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) expect(all[code], code).toEqual(localizeOpeningHours('Mon-Fri 9AM-6PM', LANGUAGES[code].locale));
    expect(all.en?.firstDay).toBe('Monday');
    expect(all.ar?.firstDay).toBe('الاثنين');
  });

  it('is null in every language when the text is unreadable', () => {
    expect(openingHoursInEveryLanguage('by appointment')).toEqual(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, null])));
  });
});
