import { FRENCH_COURSE_DESCRIPTIONS, FRENCH_COURSE_NAMES } from './courses-fr';
import type { Level } from '@academy/shared';
import { courses, sectionSchedules, sections } from '../schema';
import { courseSearchText } from '../../modules/courses/search-text';
import { BAC_AND_UNSCHEDULED_COURSES } from './courses-bac';
import { MIDDLE_HIGH_COURSES } from './courses-middle-high';
import { PRESCHOOL_PRIMARY_COURSES } from './courses-preschool-primary';
import { DAY_NAMES, endTime, localInstant, money, type SeedContext } from './helpers';

// Catalogue: the courses (bilingual, every level), their sections and weekly slots.

export type Slot = [day: number, start: string];

export type CourseDef = {
  en: string;
  ar: string;
  descEn: string;
  descAr: string;
  level: Level;
  grade: string | null;
  /** Grades of the students who take it (the demo's enrolment rule). */
  grades: string[];
  subject: string;
  category: 'academic' | 'languages' | 'skills' | 'kindergarten';
  pricing: 'session' | 'monthly';
  price: number;
  hours: 1.5 | 2;
  max: number;
  /** One entry per section; an empty slot list is a section not scheduled yet ('TBD'). */
  sections: Slot[][];
};

/** The whole catalogue in its order (a course's index is its number in the demo's plans and pictures). */
export const COURSES: CourseDef[] = [...PRESCHOOL_PRIMARY_COURSES, ...MIDDLE_HIGH_COURSES, ...BAC_AND_UNSCHEDULED_COURSES];

/** Phase 2: the courses with their pictures, their sections (A, B, ...) and each section's weekly slots. */
export async function insertCatalogue({ tx, daysAgo }: SeedContext, courseImages: string[]) {
  const catalogueDate = localInstant(daysAgo(100), '10:00');
  const courseRows = await tx
    .insert(courses)
    .values(
      COURSES.map((c, i) => ({
        name: c.en,
        nameEn: c.en,
        nameAr: c.ar,
        nameFr: FRENCH_COURSE_NAMES[c.en] ?? null,
        description: c.descEn,
        descriptionEn: c.descEn,
        descriptionAr: c.descAr,
        descriptionFr: FRENCH_COURSE_DESCRIPTIONS[c.en] ?? null,
        level: c.level,
        grade: c.grade,
        subject: c.subject,
        category: c.category,
        pricingType: c.pricing,
        sessionPrice: c.pricing === 'session' ? money(c.price) : null,
        monthlyPrice: c.pricing === 'monthly' ? money(c.price) : null,
        displayPrice: null,
        sessionDurationHours: c.hours.toFixed(2),
        maxStudents: c.max,
        imageUrl: courseImages[i],
        searchText: courseSearchText({
          name: c.en,
          nameAr: c.ar,
          nameFr: FRENCH_COURSE_NAMES[c.en] ?? null,
          description: c.descEn,
          descriptionAr: c.descAr,
          descriptionFr: FRENCH_COURSE_DESCRIPTIONS[c.en] ?? null,
          level: c.level,
          grade: c.grade,
          subject: c.subject,
        }),
        createdAt: catalogueDate,
        updatedAt: catalogueDate,
      })),
    )
    .returning({ id: courses.id, name: courses.name });
  const courseIds = COURSES.map((c) => courseRows.find((r) => r.name === c.en)!.id);

  const sectionDefs = COURSES.flatMap((c, ci) =>
    c.sections.map((slots, si) => ({
      ci,
      si,
      slots,
      name: `Section ${String.fromCharCode(65 + si)}`,
      note: slots.length ? slots.map(([d, s]) => `${DAY_NAMES[d]} ${s}-${endTime(s, c.hours)}`).join(', ') : 'TBD',
    })),
  );
  const sectionRows = await tx
    .insert(sections)
    .values(
      sectionDefs.map((s) => ({
        courseId: courseIds[s.ci]!,
        name: s.name,
        scheduleNote: s.note,
        maxStudents: COURSES[s.ci]!.max,
        startDate: daysAgo(100),
        createdAt: catalogueDate,
        updatedAt: catalogueDate,
      })),
    )
    .returning({ id: sections.id, courseId: sections.courseId, name: sections.name });
  const sectionId = (ci: number, si: number) =>
    sectionRows.find((r) => r.courseId === courseIds[ci] && r.name === `Section ${String.fromCharCode(65 + si)}`)!.id;
  await tx.insert(sectionSchedules).values(
    sectionDefs.flatMap((s) =>
      s.slots.map(([day, start]) => ({
        sectionId: sectionId(s.ci, s.si),
        dayOfWeek: day,
        startTime: `${start}:00`,
        endTime: `${endTime(start, COURSES[s.ci]!.hours)}:00`,
        createdAt: catalogueDate,
        updatedAt: catalogueDate,
      })),
    ),
  );
  return { courseIds, sectionId };
}
