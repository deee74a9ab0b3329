import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  courseFreeSeats,
  normalizeSearch,
  type AdminCourse,
  type AdminCoursesResponse,
  type AdminCoursesScreen,
  type adminCoursesQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courses, sections } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { slotsBySection, subjectsByLevel } from '../courses/catalogue-service';
import { presentCourse, presentSection } from '../courses/presenter';
import { takenInSection } from '../courses/seats';
import { containsPattern } from '../../lib/search-text';
import { coursePage } from '../courses/course-page';

type Query = z.output<typeof adminCoursesQuery>;

type CourseRow = typeof courses.$inferSelect;

/**
 * A lateral subquery over the "courses" row of the outer query: its sections (all and active), the seats
 * its active sections offer and hold, and the section-less requests holding a seat of the course itself.
 * Column names are written out in full (see seats.ts: Drizzle leaves single-table names unqualified).
 */
function adminSeats(db: Db) {
  const active = sql`"sections"."is_active"`;
  return db
    .select({
      sectionsCount: sql<number>`count(*)::int`.as('sections_count'),
      activeSections: sql<number>`(count(*) filter (where ${active}))::int`.as('active_sections'),
      maxInSections: sql<number>`coalesce(sum("sections"."max_students") filter (where ${active}), 0)::int`.as('max_in_sections'),
      takenInSections: sql<number>`coalesce(sum(${takenInSection()}) filter (where ${active}), 0)::int`.as('taken_in_sections'),
      freeInSections:
        sql<number>`coalesce(sum(greatest("sections"."max_students" - ${takenInSection()}, 0)) filter (where ${active}), 0)::int`.as(
          'free_in_sections',
        ),
      held: sql<number>`(
        select count(*)::int from "registrations" "r"
        where "r"."course_id" = "courses"."id" and "r"."section_id" is null and "r"."status" in ('pending', 'approved')
      )`.as('held'),
    })
    .from(sections)
    .where(sql`"sections"."course_id" = "courses"."id"`)
    .as('seats');
}

interface SeatCounts {
  sectionsCount: number;
  activeSections: number;
  maxInSections: number;
  takenInSections: number;
  freeInSections: number;
  held: number;
}

function presentAdminCourse(c: CourseRow, s: SeatCounts): AdminCourse {
  const withSections = Number(s.activeSections) > 0;
  const summary = presentCourse(c, {
    sectionsCount: Number(s.sectionsCount),
    freeSeats: courseFreeSeats({
      maxStudents: c.maxStudents,
      activeSections: Number(s.activeSections),
      freeInSections: Number(s.freeInSections),
      takenInSections: Number(s.takenInSections),
      heldByRequests: Number(s.held),
    }),
  });
  return {
    ...summary,
    archived: c.archivedAt !== null,
    archived_at: c.archivedAt?.toISOString() ?? null,
    seats_taken: withSections ? Number(s.takenInSections) : Number(s.held),
    seats_max: withSections ? Math.min(c.maxStudents, Number(s.maxInSections)) : c.maxStudents,
    active_sections_count: Number(s.activeSections),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

function filtersOf(q: Partial<Query> & { id?: number }): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.id !== undefined) conditions.push(eq(courses.id, q.id));
  else if (q.status === 'archived') conditions.push(isNotNull(courses.archivedAt));
  else {
    conditions.push(isNull(courses.archivedAt));
    if (q.status === 'active') conditions.push(eq(courses.isActive, true));
    if (q.status === 'inactive') conditions.push(eq(courses.isActive, false));
  }
  if (q.level) conditions.push(eq(courses.level, q.level));
  if (q.grade) conditions.push(eq(courses.grade, q.grade));
  if (q.subject) conditions.push(eq(courses.subject, q.subject));
  if (q.category) conditions.push(eq(courses.category, q.category));
  // The search column holds names, descriptions, level, grade and subject in both languages, folded.
  const search = q.search ? normalizeSearch(q.search) : '';
  if (search) conditions.push(sql`${courses.searchText} like ${containsPattern(search)}`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * GET /api/admin/courses: one page of courses with seats, in one query (plus a count when the page is
 * past the end): the inner query picks the page and counts the total, seats are computed for that page only.
 */
export async function listCourses(db: Db, q: Query & { id?: number }): Promise<AdminCoursesResponse> {
  const page = coursePage(db, filtersOf(q), q.limit, q.offset);
  const seats = adminSeats(db);
  const rows = await db
    .select({
      course: courses,
      total: page.total,
      sectionsCount: seats.sectionsCount,
      activeSections: seats.activeSections,
      maxInSections: seats.maxInSections,
      takenInSections: seats.takenInSections,
      freeInSections: seats.freeInSections,
      held: seats.held,
    })
    .from(page)
    .innerJoin(courses, eq(courses.id, page.id))
    .leftJoinLateral(seats, sql`true`)
    .orderBy(page.ord);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.offset > 0) {
    const [counted] = await db.select({ n: count() }).from(courses).where(filtersOf(q));
    total = Number(counted?.n ?? 0);
  }
  return { courses: rows.map((r) => presentAdminCourse(r.course, r)), total, limit: q.limit, offset: q.offset };
}

/** GET /api/admin/courses: the page of courses and, for the subject filter, the subjects each level teaches. */
export async function coursesScreen(db: Db, q: Query): Promise<AdminCoursesScreen> {
  const [page, subjects] = await Promise.all([listCourses(db, q), subjectsByLevel(db, isNull(courses.archivedAt))]);
  return { ...page, subjects_by_level: subjects };
}

export async function getCourse(db: Db, id: number): Promise<AdminCourse> {
  const { courses: found } = await listCourses(db, { id, limit: 1, offset: 0, status: 'all' });
  if (!found[0]) throw notFound('Course not found.', 'course_not_found');
  return found[0];
}

/** GET /api/admin/courses/available-for-enrollment: visible courses with their active sections and free seats (two queries). */
export async function availableForEnrollment(db: Db) {
  const rows = await db
    .select({ section: sections, taken: takenInSection(), course: courses })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(eq(sections.isActive, true), eq(courses.isActive, true), isNull(courses.archivedAt)))
    .orderBy(asc(courses.name), asc(courses.id), asc(sections.name), asc(sections.id));
  const slots = await slotsBySection(
    db,
    rows.map((r) => r.section.id),
  );
  const byCourse = new Map<number, { course: CourseRow; classes: ReturnType<typeof presentSection>[] }>();
  for (const r of rows) {
    const entry = byCourse.get(r.course.id) ?? { course: r.course, classes: [] };
    entry.classes.push(presentSection(r.section, Number(r.taken), slots.get(r.section.id) ?? []));
    byCourse.set(r.course.id, entry);
  }
  return {
    courses: [...byCourse.values()].map(({ course, classes }) => {
      const price = course.pricingType === 'monthly' ? course.monthlyPrice : course.sessionPrice;
      return {
        id: course.id,
        name: course.name,
        name_en: course.nameEn,
        name_ar: course.nameAr,
        category: course.category,
        level: course.level,
        grade: course.grade,
        pricing_type: course.pricingType,
        price: price === null ? null : Number(price),
        is_kindergarten: course.category === 'kindergarten',
        available_seats: classes.reduce((sum, c) => sum + c.available_seats, 0),
        classes,
        sections: classes,
      };
    }),
  };
}
