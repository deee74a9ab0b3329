import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListResponse, CourseSummary } from '@academy/shared';
import { createTestApp, type TestApp } from './support/test-app';
import { createCourse, createSection } from './support/catalogue';

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const maths = await createCourse(t, {
    name: 'Mathematics 4AM — BEM Prep',
    nameAr: 'الرياضيات 4 متوسط — التحضير لشهادة التعليم المتوسط',
    level: 'middle',
    grade: '4AM',
    subject: 'mathematics',
    maxStudents: 25,
  });
  const physics = await createCourse(t, {
    name: 'Physics 1AS',
    nameAr: 'الفيزياء 1 ثانوي',
    level: 'high',
    grade: '1AS',
    subject: 'physics',
  });
  const english = await createCourse(t, {
    name: 'English for Kids',
    nameAr: 'الإنجليزية للأطفال',
    level: 'primary',
    grade: '4AP',
    subject: 'english',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '3000.00',
  });
  const hidden = await createCourse(t, { name: 'Old Chemistry', level: 'middle', grade: '4AM', subject: 'physics', isActive: false });
  const archived = await createCourse(t, {
    name: 'Archived Arabic',
    level: 'middle',
    grade: '4AM',
    subject: 'arabic',
    archivedAt: new Date(),
  });
  await createSection(t, maths.id, { name: 'Section A', maxStudents: 10 }, [
    { dayOfWeek: 2, startTime: '14:00', endTime: '16:00' },
    { dayOfWeek: 0, startTime: '17:00', endTime: '19:00' },
  ]);
  await createSection(t, maths.id, { name: 'Section B', maxStudents: 5 });
  await createSection(t, maths.id, { name: 'Section C (closed)', maxStudents: 30, isActive: false });
  ids = { maths: maths.id, physics: physics.id, english: english.id, hidden: hidden.id, archived: archived.id };
});
afterAll(() => t.close());

async function list(query = ''): Promise<CourseListResponse> {
  const res = await t.request({ method: 'GET', url: `/api/courses${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const names = (r: CourseListResponse) => r.courses.map((c) => c.name);

describe('GET /api/courses', () => {
  it('lists active courses only, by level, with prices in DA and free seats', async () => {
    const all = await list();
    expect(names(all)).toEqual(['English for Kids', 'Mathematics 4AM — BEM Prep', 'Physics 1AS']);
    expect(all.total).toBe(3);
    const maths = all.courses.find((c) => c.id === ids.maths)!;
    expect(maths).toMatchObject({
      level: 'middle',
      price: 500,
      session_price: 500,
      sections_count: 2,
      available_seats: 15,
      is_full: false,
    });
    expect(maths.pricing_info).toEqual({ pricing_type: 'session', display_price: null, session_duration_hours: 1.5 });
    const english = all.courses.find((c) => c.id === ids.english)!;
    expect(english).toMatchObject({ price: 3000, monthly_price: 3000, session_price: null, sections_count: 0, available_seats: 20 });
  });

  it('filters by level, grade, subject and pricing type', async () => {
    expect(names(await list('?level=middle'))).toEqual(['Mathematics 4AM — BEM Prep']);
    expect(names(await list('?level=high&grade=1AS'))).toEqual(['Physics 1AS']);
    expect(names(await list('?subject=physics'))).toEqual(['Physics 1AS']);
    expect(names(await list('?pricing_type=monthly'))).toEqual(['English for Kids']);
    expect(names(await list('?level=middle&pricing_type=monthly'))).toEqual([]);
  });

  it('searches names in English and Arabic, with Arabic letters folded', async () => {
    expect(names(await list('?search=physics'))).toEqual(['Physics 1AS']);
    // "الرياضيات" typed without the hamza forms or diacritics; the subject label also matches.
    expect(names(await list(`?search=${encodeURIComponent('الرياضيات')}`))).toEqual(['Mathematics 4AM — BEM Prep']);
    expect(names(await list(`?search=${encodeURIComponent('الانجليزيه')}`))).toEqual(['English for Kids']);
    // LIKE wildcards in the query are text, not patterns.
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('pages through results and keeps the total', async () => {
    const first = await list('?limit=2');
    expect(first.courses).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await list('?limit=2&offset=2');
    expect(names(second)).toEqual(['Physics 1AS']);
    const beyond = await list('?limit=2&offset=10');
    expect(beyond).toMatchObject({ courses: [], total: 3 });
  });

  it('refuses unknown filter values with a clear 400', async () => {
    for (const query of ['?level=university', '?pricing_type=yearly', '?limit=0', '?limit=1000', '?offset=-1']) {
      const res = await t.request({ method: 'GET', url: `/api/courses${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});

describe('GET /api/courses/{id} and /sections', () => {
  it('shows a visible course and hides inactive or archived ones', async () => {
    const res = await t.request({ method: 'GET', url: `/api/courses/${ids.maths}` });
    expect((res.json().course as CourseSummary).name_ar).toBe('الرياضيات 4 متوسط — التحضير لشهادة التعليم المتوسط');
    for (const id of [ids.hidden, ids.archived, 999999]) {
      const hidden = await t.request({ method: 'GET', url: `/api/courses/${id}` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().code).toBe('course_not_found');
      expect((await t.request({ method: 'GET', url: `/api/courses/${id}/sections` })).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/courses/abc' })).statusCode).toBe(400);
  });

  it('lists active sections with their weekly slots (Sunday first) and seats', async () => {
    const res = await t.request({ method: 'GET', url: `/api/courses/${ids.maths}/sections` });
    const sections = res.json().sections;
    expect(sections.map((s: { name: string }) => s.name)).toEqual(['Section A', 'Section B']);
    expect(sections[0]).toMatchObject({
      schedule: 'Sun 17:00-19:00, Tue 14:00-16:00',
      slots: [
        { day_of_week: 0, start_time: '17:00', end_time: '19:00' },
        { day_of_week: 2, start_time: '14:00', end_time: '16:00' },
      ],
      max_students: 10,
      current_students: 0,
      available_seats: 10,
      is_full: false,
    });
    expect(sections[1]).toMatchObject({ schedule: 'TBD', slots: [] });
  });
});

describe('GET /api/courses/filters', () => {
  it('offers every level with its grades in both languages and the subjects taught per level', async () => {
    const res = await t.request({ method: 'GET', url: '/api/courses/filters' });
    const filters = res.json();
    expect(filters.levels.map((l: { id: string }) => l.id)).toEqual(['preschool', 'primary', 'middle', 'high', 'bachelor']);
    const middle = filters.levels.find((l: { id: string }) => l.id === 'middle');
    expect(middle.name_en).toBe('Middle school');
    expect(middle.grades.map((g: { id: string }) => g.id)).toEqual(['1AM', '2AM', '3AM', '4AM']);
    expect(middle.grades[0].name_ar).toBe('السنة الأولى متوسط');
    // Inactive and archived courses' subjects (physics, arabic at middle level) are not offered.
    expect(filters.subjects).toEqual({ preschool: [], primary: ['english'], middle: ['mathematics'], high: ['physics'], bachelor: [] });
  });
});
