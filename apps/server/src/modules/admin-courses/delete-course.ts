import { and, count, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { attendanceRecords, courses, enrollments, ledgerEntries, registrations, sections } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { SEAT_HOLDING } from '../courses/seats';
import { type Actor, lockCourse } from './edit-course';

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
