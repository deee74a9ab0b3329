import { describe, expect, it } from 'vitest';
import {
  LEVELS,
  LEVEL_COLORS,
  LEVEL_GRADES,
  LEVEL_YEARS,
  courseListQuery,
  courseStatusFor,
  contactBody,
  levelFromLabel,
  levelOfGrade,
  scheduleText,
  subjectLabel,
} from './index';

describe('level mapping (spec 3)', () => {
  it.each([
    ['preschool', 'preschool'],
    ['Kindergarten', 'preschool'],
    ['التحضيري', 'preschool'],
    ['روضة', 'preschool'],
    ['Little Stars', 'preschool'],
    ['Primary', 'primary'],
    ['ابتدائي', 'primary'],
    ['الابتدائي', 'primary'],
    ['middle', 'middle'],
    ['متوسط', 'middle'],
    ['المتوسّط', 'middle'],
    ['High School', 'high'],
    ['Secondary', 'high'],
    ['ثانوي', 'high'],
    ['bachelor', 'bachelor'],
    ['BAC', 'bachelor'],
    ['بكالوريا', 'bachelor'],
    ['البكالوريا', 'bachelor'],
    ['4AM', 'middle'],
    ['2as', 'high'],
    ['5AP', 'primary'],
  ] as const)('%s -> %s', (label, level) => {
    expect(levelFromLabel(label)).toBe(level);
  });

  it('defaults unknown or empty labels to preschool', () => {
    expect(levelFromLabel('Astronomy club')).toBe('preschool');
    expect(levelFromLabel('')).toBe('preschool');
    expect(levelFromLabel(null)).toBe('preschool');
  });

  it('offers the spec number of years per level, each grade naming its level', () => {
    expect(LEVEL_YEARS).toEqual({ preschool: 4, primary: 5, middle: 4, high: 3, bachelor: 5 });
    for (const level of LEVELS) {
      expect(LEVEL_GRADES[level]).toHaveLength(LEVEL_YEARS[level]);
      for (const grade of LEVEL_GRADES[level]) expect(levelOfGrade(grade.id)).toBe(level);
    }
    expect(LEVEL_GRADES.middle.map((g) => g.id)).toEqual(['1AM', '2AM', '3AM', '4AM']);
  });

  it('gives each level the badge colour of the spec', () => {
    expect(LEVEL_COLORS).toEqual({ preschool: 'pink', primary: 'blue', middle: 'green', high: 'grape', bachelor: 'orange' });
  });
});

describe('catalogue query', () => {
  it('treats empty filters as absent and pages by default', () => {
    expect(courseListQuery.parse({ level: '', search: ' ' })).toEqual({ limit: 24, offset: 0 });
  });
  it('refuses an unknown level or pricing type', () => {
    expect(courseListQuery.safeParse({ level: 'university' }).success).toBe(false);
    expect(courseListQuery.safeParse({ pricing_type: 'yearly' }).success).toBe(false);
    expect(courseListQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});

describe('course status of a student (spec 4)', () => {
  const reg = (status: 'pending' | 'approved' | 'rejected', created_at = '2026-11-01T10:00:00Z', student_id = 1) => ({
    student_id,
    course_id: 7,
    status,
    created_at,
  });
  const enr = (enrollment_status: 'pending' | 'approved' | 'rejected', is_active = true) => ({
    student_id: 1,
    course_id: 7,
    enrollment_status,
    is_active,
  });

  it('is none without requests, and ignores other students', () => {
    expect(courseStatusFor(1, 7, [reg('pending', undefined, 2)], [])).toBe('none');
  });
  it('is pending while a request or a reserved seat awaits the academy', () => {
    expect(courseStatusFor(1, 7, [reg('pending')], [])).toBe('pending');
    expect(courseStatusFor(1, 7, [], [enr('pending')])).toBe('pending');
  });
  it('is enrolled when approved or when an approved section enrollment exists', () => {
    expect(courseStatusFor(1, 7, [reg('approved')], [])).toBe('enrolled');
    expect(courseStatusFor(1, 7, [], [enr('approved')])).toBe('enrolled');
    expect(courseStatusFor(1, 7, [], [enr('approved', false)])).toBe('none');
  });
  it('is rejected only when the latest request was refused', () => {
    expect(courseStatusFor(1, 7, [reg('rejected')], [])).toBe('rejected');
    expect(courseStatusFor(1, 7, [reg('rejected', '2026-11-01T10:00:00Z'), reg('pending', '2026-11-02T10:00:00Z')], [])).toBe('pending');
  });
});

describe('schedule text and subjects', () => {
  it('writes slots Sunday first, or TBD', () => {
    expect(scheduleText([])).toBe('TBD');
    expect(
      scheduleText([
        { day_of_week: 2, start_time: '14:00:00', end_time: '16:00:00' },
        { day_of_week: 0, start_time: '17:00', end_time: '19:00' },
      ]),
    ).toBe('Sun 17:00-19:00, Tue 14:00-16:00');
  });
  it('labels subjects in both languages and keeps unknown codes as stored', () => {
    expect(subjectLabel('mathematics', 'ar')).toBe('الرياضيات');
    expect(subjectLabel('Astronomy', 'en')).toBe('Astronomy');
  });
});

describe('contact form (spec 5)', () => {
  it('requires all four fields and a real e-mail address', () => {
    const result = contactBody.safeParse({ name: ' ', email: 'nope', subject: '', message: '' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({ name: 'required', email: 'email_invalid', subject: 'required', message: 'required' });
  });
});
