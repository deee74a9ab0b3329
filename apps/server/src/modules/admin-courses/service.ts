import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  courseFreeSeats,
  normalizeSearch,
  type AdminCourse,
  type AdminCourseBody,
  type AdminCoursesResponse,
  type AdminCoursesScreen,
  type adminCoursesQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { attendanceRecords, courses, enrollments, ledgerEntries, registrations, sections } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { toCourseImage } from '../../lib/images';
import { slotsBySection, subjectsByLevel } from '../courses/catalogue-service';
import { presentCourse, presentSection } from '../courses/presenter';
import { courseSearchText } from '../courses/search-text';
import { SEAT_HOLDING, takenInSection } from '../courses/seats';
import { containsPattern } from '../../lib/search-text';
import { coursePage } from '../courses/course-page';

type Query = z.output<typeof adminCoursesQuery>;
type Actor = { id: number; ip: string | null };
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

function courseValues(b: AdminCourseBody) {
  const values = {
    name: (b.name_en ?? b.name_ar)!,
    nameEn: b.name_en ?? null,
    nameAr: b.name_ar ?? null,
    description: b.description_en ?? b.description_ar ?? '',
    descriptionEn: b.description_en ?? null,
    descriptionAr: b.description_ar ?? null,
    level: b.level,
    grade: b.grade ?? null,
    subject: b.subject ?? null,
    category: b.category,
    pricingType: b.pricing_type,
    sessionPrice: b.session_price ?? null,
    monthlyPrice: b.monthly_price ?? null,
    displayPrice: b.display_price ?? null,
    sessionDurationHours: String(b.session_duration_hours),
    maxStudents: b.max_students,
    isActive: b.is_active,
  };
  return { ...values, searchText: courseSearchText(values) };
}

/** Resizes and stores an uploaded picture before any transaction starts (so none waits on the disk). */
async function storeImage(deps: Deps, image: Buffer | undefined) {
  if (!image) return null;
  return deps.storage.put('courses', await toCourseImage(image), 'webp');
}

/** Runs a write that may have stored a new picture: the picture is removed again if the write fails. */
async function withStoredImage<T>(deps: Deps, stored: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (stored) await deps.storage.remove(stored).catch(() => undefined);
    throw error;
  }
}

/** POST /api/admin/courses: the course form, with an optional picture (640x360 WebP). */
export async function createCourse(deps: Deps, actor: Actor, body: AdminCourseBody, image?: Buffer): Promise<AdminCourse> {
  const now = deps.clock();
  const stored = await storeImage(deps, image);
  const id = await withStoredImage(deps, stored, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({ ...courseValues(body), imageUrl: stored, createdAt: now, updatedAt: now })
        .returning({ id: courses.id });
      await audit(tx, {
        actorId: actor.id,
        action: 'course.created',
        entity: 'course',
        entityId: row!.id,
        ip: actor.ip,
        at: now,
        data: { name: body.name_en ?? body.name_ar },
      });
      return row!.id;
    }),
  );
  return getCourse(deps.db, id);
}

async function lockCourse(tx: Tx, id: number) {
  const [course] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!course) throw notFound('Course not found.', 'course_not_found');
  return course;
}

/**
 * PUT /api/admin/courses/{id}: the whole form. A new picture replaces the old one, whose file is removed
 * once the change is committed; `removeImage` drops the picture. Activating an archived course restores it.
 */
export async function updateCourse(
  deps: Deps,
  actor: Actor,
  id: number,
  body: AdminCourseBody,
  opts: { image?: Buffer; removeImage?: boolean } = {},
): Promise<AdminCourse> {
  const now = deps.clock();
  const stored = await storeImage(deps, opts.image);
  const replaced = await withStoredImage(deps, stored, () =>
    deps.db.transaction(async (tx) => {
      const current = await lockCourse(tx, id);
      const imageUrl = stored ?? (opts.removeImage ? null : current.imageUrl);
      await tx
        .update(courses)
        .set({ ...courseValues(body), imageUrl, ...(body.is_active ? { archivedAt: null } : {}), updatedAt: now })
        .where(eq(courses.id, id));
      await audit(tx, {
        actorId: actor.id,
        action: 'course.updated',
        entity: 'course',
        entityId: id,
        ip: actor.ip,
        at: now,
        data: { image_replaced: imageUrl !== current.imageUrl },
      });
      return imageUrl !== current.imageUrl ? current.imageUrl : null;
    }),
  );
  if (replaced)
    await deps.storage
      .remove(replaced)
      .catch((error: unknown) => deps.log.warn({ err: error, url: replaced }, 'old course image not removed'));
  return getCourse(deps.db, id);
}

/** Activate / Deactivate (spec 4 toggles): a given state, or the opposite of the current one. Activating restores an archived course. */
export async function setCourseActive(deps: Deps, actor: Actor, id: number, isActive: boolean | undefined): Promise<AdminCourse> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const current = await lockCourse(tx, id);
    const next = isActive ?? !current.isActive;
    await tx
      .update(courses)
      .set({ isActive: next, ...(next ? { archivedAt: null } : {}), updatedAt: now })
      .where(eq(courses.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: next ? 'course.activated' : 'course.deactivated',
      entity: 'course',
      entityId: id,
      ip: actor.ip,
      at: now,
    });
  });
  return getCourse(deps.db, id);
}

/** What keeps a course (or some of its sections) from being deleted: seats held, and attendance or money history. */
export async function historyOf(db: Db | Tx, where: { courseId?: number; sectionId?: number }) {
  const ofSections = where.sectionId !== undefined ? eq(sections.id, where.sectionId) : eq(sections.courseId, where.courseId!);
  // One after the other: inside a transaction they share one connection.
  const [seated] = await db
    .select({ n: count() })
    .from(enrollments)
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .where(and(ofSections, eq(enrollments.isActive, true), inArray(enrollments.status, SEAT_HOLDING)));
  const [attended] = await db
    .select({ n: count() })
    .from(attendanceRecords)
    .innerJoin(sections, eq(sections.id, attendanceRecords.sectionId))
    .where(ofSections);
  const [money] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(enrollments, eq(enrollments.id, ledgerEntries.enrollmentId))
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .where(ofSections);
  // A family's request waiting for the academy holds a seat of the course too.
  const [requests] =
    where.courseId !== undefined
      ? await db
          .select({ n: count() })
          .from(registrations)
          .where(and(eq(registrations.courseId, where.courseId), eq(registrations.status, 'pending')))
      : [{ n: 0 }];
  return { students: Number(seated?.n) + Number(requests?.n), attendance: Number(attended?.n), money: Number(money?.n) };
}

/**
 * DELETE /api/admin/courses/{id}: a course nobody holds a seat in and with no attendance or money history
 * is deleted with its sections (and ended seats, finished requests). Otherwise 409, unless `archive`: then
 * it is archived (inactive, hidden everywhere publicly) and its history kept.
 */
export async function deleteCourse(deps: Deps, actor: Actor, id: number, archive: boolean) {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const course = await lockCourse(tx, id);
    if (archive) {
      await tx
        .update(courses)
        .set({ archivedAt: course.archivedAt ?? now, isActive: false, updatedAt: now })
        .where(eq(courses.id, id));
      await audit(tx, { actorId: actor.id, action: 'course.archived', entity: 'course', entityId: id, ip: actor.ip, at: now });
      return { archived: true as const, image: null };
    }
    const history = await historyOf(tx, { courseId: id });
    if (history.students > 0) {
      throw conflict('course_has_students', 'Students hold seats in this course. Unenroll them first, or archive the course instead.', {
        students: [String(history.students)],
      });
    }
    if (history.attendance > 0 || history.money > 0) {
      throw conflict('course_has_history', 'This course has attendance or payment records, which are kept. Archive it instead.');
    }
    const sectionIds = (await tx.select({ id: sections.id }).from(sections).where(eq(sections.courseId, id))).map((s) => s.id);
    if (sectionIds.length) {
      await tx.delete(enrollments).where(inArray(enrollments.sectionId, sectionIds));
      await tx.delete(sections).where(inArray(sections.id, sectionIds));
    }
    await tx.delete(courses).where(eq(courses.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'course.deleted',
      entity: 'course',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { name: course.name, sections: sectionIds.length },
    });
    return { archived: false as const, image: course.imageUrl };
  });
  if (outcome.image) await deps.storage.remove(outcome.image).catch(() => undefined);
  return outcome.archived
    ? { success: true, archived: true, message: 'Course archived: hidden from the catalogue, history kept.' }
    : { success: true, archived: false, message: 'Course deleted.' };
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

/** The public page a course's QR code opens. */
export function coursePageUrl(deps: Deps, courseId: number) {
  return `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/courses?course=${courseId}`;
}

/** POST /api/admin/courses/{id}/generate-qr: a PNG data URL of a QR code that opens the course's public page. */
export async function courseQr(deps: Deps, courseId: number) {
  const [course] = await deps.db
    .select({ id: courses.id, name: courses.name, nameAr: courses.nameAr })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound('Course not found.', 'course_not_found');
  const url = coursePageUrl(deps, course.id);
  const data = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512, type: 'image/png' });
  return { success: true, course_id: course.id, course_name: course.name, course_name_ar: course.nameAr, url, qr_code_data: data };
}
