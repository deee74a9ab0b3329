import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  courseFreeSeats,
  LEVELS,
  LEVEL_GRADES,
  LEVEL_LABELS,
  normalizeSearch,
  type CourseFilters,
  type CourseListResponse,
  type Level,
  type WeeklySlot,
} from '@academy/shared';
import type { z } from 'zod';
import type { courseListQuery } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { courses, sectionSchedules, sections } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { presentCourse, presentSection } from './presenter';
import { seatsOfCourse, seatsOfOneCourse, takenInSection } from './seats';
import { containsPattern } from '../../lib/search-text';
import { coursePage } from './course-page';

type ListQuery = z.output<typeof courseListQuery>;

/** What the public may see: active, not archived. */
const publiclyVisible = and(eq(courses.isActive, true), isNull(courses.archivedAt))!;

function filtersOf(q: ListQuery & { id?: number }): SQL {
  const conditions: SQL[] = [publiclyVisible];
  if (q.id !== undefined) conditions.push(eq(courses.id, q.id));
  if (q.level) conditions.push(eq(courses.level, q.level));
  if (q.grade) conditions.push(eq(courses.grade, q.grade));
  if (q.subject) conditions.push(eq(courses.subject, q.subject));
  if (q.pricing_type) conditions.push(eq(courses.pricingType, q.pricing_type));
  const search = q.search ? normalizeSearch(q.search) : '';
  if (search) conditions.push(sql`${courses.searchText} like ${containsPattern(search)}`);
  return and(...conditions)!;
}

/**
 * The catalogue page in one query: the inner query picks the page (filters, order, limit) and counts the
 * total; seats are then computed for those courses only, so the cost follows the page size, not the
 * size of the catalogue.
 */
export async function listCourses(db: Db, q: ListQuery & { id?: number }): Promise<CourseListResponse> {
  const page = coursePage(db, filtersOf(q), q.limit, q.offset);
  const seats = seatsOfCourse(db);
  const rows = await db
    .select({
      course: courses,
      total: page.total,
      sectionsCount: seats.sectionsCount,
      takenInSections: seats.takenInSections,
      freeInSections: seats.freeInSections,
      held: seats.held,
    })
    .from(page)
    .innerJoin(courses, eq(courses.id, page.id))
    .leftJoinLateral(seats, sql`true`)
    .orderBy(page.ord);

  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(filtersOf(q));
    total = counted?.n ?? 0;
  }
  return {
    courses: rows.map((r) =>
      presentCourse(r.course, {
        sectionsCount: Number(r.sectionsCount),
        freeSeats: courseFreeSeats({
          maxStudents: r.course.maxStudents,
          activeSections: Number(r.sectionsCount),
          freeInSections: Number(r.freeInSections),
          takenInSections: Number(r.takenInSections),
          heldByRequests: Number(r.held),
        }),
      }),
    ),
    total: Number(total),
    limit: q.limit,
    offset: q.offset,
  };
}

export async function getCourse(db: Db, id: number) {
  const { courses: found } = await listCourses(db, { id, limit: 1, offset: 0 });
  const course = found[0];
  if (!course) throw notFound('This course is not available.', 'course_not_found');
  return course;
}

/** The subjects taught at each level by the courses matching `visible` (the subject filter depends on the level). */
export async function subjectsByLevel(db: Db, visible: SQL | undefined): Promise<Record<Level, string[]>> {
  const taught = await db
    .selectDistinct({ level: courses.level, subject: courses.subject })
    .from(courses)
    .where(and(visible, sql`${courses.subject} is not null`))
    .orderBy(courses.level, courses.subject);
  const subjects = Object.fromEntries(LEVELS.map((l) => [l, [] as string[]])) as Record<Level, string[]>;
  for (const row of taught) if (row.subject) subjects[row.level].push(row.subject);
  return subjects;
}

/** Filter options: levels and grades (from the shared constants, in both languages) and subjects taught per level. */
export async function courseFilters(db: Db): Promise<CourseFilters> {
  const subjects = await subjectsByLevel(db, publiclyVisible);
  return {
    levels: LEVELS.map((level) => ({
      id: level,
      name: LEVEL_LABELS[level].ar,
      name_en: LEVEL_LABELS[level].en,
      name_ar: LEVEL_LABELS[level].ar,
      grades: LEVEL_GRADES[level].map((g) => ({ id: g.id, name: g.ar, name_en: g.en, name_ar: g.ar })),
    })),
    subjects,
  };
}

/** The active sections of a visible course with their weekly slots and seats: two queries, whatever the count. */
export async function courseSections(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, maxStudents: courses.maxStudents })
    .from(courses)
    .where(and(publiclyVisible, eq(courses.id, courseId)));
  if (!course) throw notFound('This course is not available.', 'course_not_found');
  const rows = await db
    .select({ section: sections, taken: takenInSection() })
    .from(sections)
    .where(and(eq(sections.courseId, courseId), eq(sections.isActive, true)))
    .orderBy(asc(sections.name), asc(sections.id));
  // A section never offers more than its course has left (a full course shows every section full).
  const [slots, courseFree] = await Promise.all([
    slotsBySection(
      db,
      rows.map((r) => r.section.id),
    ),
    seatsOfOneCourse(db, course),
  ]);
  return rows.map((r) => presentSection(r.section, Number(r.taken), slots.get(r.section.id) ?? [], courseFree));
}

export async function slotsBySection(db: Db | Tx, sectionIds: number[]): Promise<Map<number, WeeklySlot[]>> {
  const bySection = new Map<number, WeeklySlot[]>();
  if (!sectionIds.length) return bySection;
  const rows = await db
    .select({
      sectionId: sectionSchedules.sectionId,
      dayOfWeek: sectionSchedules.dayOfWeek,
      startTime: sectionSchedules.startTime,
      endTime: sectionSchedules.endTime,
    })
    .from(sectionSchedules)
    .where(inArray(sectionSchedules.sectionId, sectionIds))
    .orderBy(asc(sectionSchedules.dayOfWeek), asc(sectionSchedules.startTime));
  for (const row of rows) {
    const list = bySection.get(row.sectionId) ?? [];
    list.push({ day_of_week: row.dayOfWeek, start_time: row.startTime.slice(0, 5), end_time: row.endTime.slice(0, 5) });
    bySection.set(row.sectionId, list);
  }
  return bySection;
}
