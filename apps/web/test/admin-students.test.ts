import { describe, expect, it } from 'vitest';
import { readRegistrationParams } from '../src/features/admin/registrations/hooks/use-registration-filters';
import { readStudentParams, studentsQuery } from '../src/features/admin/students/hooks/use-student-filters';
import { adminAttendanceColor, isExcellentAttendance } from '../src/features/admin/students/lib/attendance-band';
import { IMPORT_COLUMNS, importTemplateCsv } from '../src/features/admin/students/lib/import-template';
import { sectionMark } from '../src/features/admin/students/lib/section-mark';

describe('attendance colour bands of the admin students view (spec 9)', () => {
  it('is green with Excellent from 80 %, amber from 60 %, red below', () => {
    expect([100, 80, 79, 60, 59, 0].map(adminAttendanceColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
    expect(isExcellentAttendance(80)).toBe(true);
    expect(isExcellentAttendance(79)).toBe(false);
  });
});

describe('LIVE / SOON marks of the section filter', () => {
  const monday = [{ day_of_week: 1, start_time: '09:30', end_time: '11:00' }];
  it('marks a section LIVE while a slot of today runs, ending soon included', () => {
    expect(sectionMark(monday, { dayOfWeek: 1, time: '09:30' })).toBe('live');
    expect(sectionMark(monday, { dayOfWeek: 1, time: '10:45' })).toBe('live');
  });
  it('marks it SOON in the 30 minutes before, and nothing otherwise or on another day', () => {
    expect(sectionMark(monday, { dayOfWeek: 1, time: '09:00' })).toBe('soon');
    expect(sectionMark(monday, { dayOfWeek: 1, time: '08:59' })).toBeNull();
    expect(sectionMark(monday, { dayOfWeek: 1, time: '11:00' })).toBeNull();
    expect(sectionMark(monday, { dayOfWeek: 2, time: '10:00' })).toBeNull();
  });
  it('prefers LIVE when one slot runs and another starts soon', () => {
    const two = [...monday, { day_of_week: 1, start_time: '10:15', end_time: '12:00' }];
    expect(sectionMark(two, { dayOfWeek: 1, time: '10:00' })).toBe('live');
  });
});

describe('students list state in the URL', () => {
  it('reads known filters and drops unknown values', () => {
    const state = readStudentParams(
      new URLSearchParams('search=%20amina%20&section_id=4&course_id=x&status=active&payment=late&session=live&page=3&view=cards'),
    );
    expect(state).toEqual({
      filters: { search: 'amina', section_id: 4, course_id: undefined, status: 'active', payment: undefined, session: 'live' },
      page: 3,
      view: 'cards',
    });
  });
  it('asks the server for the page with only the filters that are set', () => {
    expect(studentsQuery({ search: 'amina', status: undefined, section_id: 4 }, 3)).toEqual({
      search: 'amina',
      section_id: 4,
      limit: 25,
      offset: 50,
    });
    expect(readStudentParams(new URLSearchParams('page=-2')).page).toBe(1);
  });
});

describe('registrations filters in the URL', () => {
  it('shows pending requests unless another status is chosen', () => {
    expect(readRegistrationParams(new URLSearchParams(''))).toEqual({
      status: 'pending',
      course_id: undefined,
      search: undefined,
      page: 1,
    });
    expect(readRegistrationParams(new URLSearchParams('status=all&course_id=7&search=sara&page=2'))).toEqual({
      status: 'all',
      course_id: 7,
      search: 'sara',
      page: 2,
    });
    expect(readRegistrationParams(new URLSearchParams('status=nope')).status).toBe('pending');
  });
});

describe('import template', () => {
  it('starts with a BOM and the header the import recognises, then one example row', () => {
    const csv = importTemplateCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, example] = csv.slice(1).trim().split('\r\n');
    expect(header!.split(',')).toEqual([...IMPORT_COLUMNS]);
    expect(example!.split(',')).toHaveLength(IMPORT_COLUMNS.length);
  });
});
