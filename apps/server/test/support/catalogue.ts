import { courses, sectionSchedules, sections } from '../../src/db/schema';
import { courseSearchText } from '../../src/modules/courses/search-text';
import type { TestApp } from './test-app';

type CourseRow = typeof courses.$inferInsert;

let counter = 0;

/** A course written straight to the database (the admin's course screens come later); overrides win. */
export async function createCourse(t: TestApp, overrides: Partial<CourseRow> = {}) {
  counter += 1;
  const values = {
    name: `Course ${counter}`,
    nameEn: `Course ${counter}`,
    nameAr: `دورة ${counter}`,
    description: 'A course.',
    descriptionEn: 'A course.',
    descriptionAr: 'دورة.',
    level: 'middle' as const,
    grade: '4AM',
    subject: 'mathematics',
    pricingType: 'session' as const,
    sessionPrice: '500.00',
    maxStudents: 20,
    ...overrides,
  };
  const [row] = await t.app.deps.db
    .insert(courses)
    .values({ ...values, searchText: courseSearchText(values) })
    .returning();
  return row!;
}

export async function createSection(
  t: TestApp,
  courseId: number,
  overrides: Partial<typeof sections.$inferInsert> = {},
  slots: { dayOfWeek: number; startTime: string; endTime: string }[] = [],
) {
  const [row] = await t.app.deps.db
    .insert(sections)
    .values({ courseId, name: 'Section A', ...overrides })
    .returning();
  if (slots.length) await t.app.deps.db.insert(sectionSchedules).values(slots.map((s) => ({ ...s, sectionId: row!.id })));
  return row!;
}
