import { and, eq, inArray } from 'drizzle-orm';
import { academyClock } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { courses, enrollments, kindergartenSubscriptions, sections } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { takenInSection } from '../courses/seats';
import { type Actor, getStudent } from './student-service';

/** A seat for the student in a section, seats checked under lock (an admin's direct enrollment is approved). */
export async function enrollStudent(deps: Deps, actor: Actor, studentId: number, sectionId: number, tx0?: Tx) {
  const now = deps.clock();
  const today = academyClock(now).date;
  const run = async (tx: Tx) => {
    await getStudent(tx, studentId);
    const [section] = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.isActive, true)))
      .for('update');
    if (!section) throw notFound('This section is not available.', 'section_not_found');
    const [course] = await tx.select().from(courses).where(eq(courses.id, section.courseId));
    const [already] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .innerJoin(sections, eq(sections.id, enrollments.sectionId))
      .where(
        and(
          eq(enrollments.studentId, studentId),
          eq(sections.courseId, section.courseId),
          eq(enrollments.isActive, true),
          inArray(enrollments.status, ['pending', 'approved']),
        ),
      );
    if (already) throw conflict('already_registered', 'This student already has a seat in this course.');
    const [{ taken } = { taken: 0 }] = await tx.select({ taken: takenInSection() }).from(sections).where(eq(sections.id, section.id));
    if (Number(taken) >= section.maxStudents) throw conflict('section_full', 'This section is full. Please choose another section.');
    const isMonthly = course!.pricingType === 'monthly' && course!.category !== 'kindergarten';
    const [enrollment] = await tx
      .insert(enrollments)
      .values({ studentId, sectionId, status: 'approved', isActive: true, enrolledAt: now, cycleStartedOn: isMonthly ? today : null })
      .onConflictDoUpdate({
        target: [enrollments.studentId, enrollments.sectionId],
        set: { status: 'approved', isActive: true, enrolledAt: now, updatedAt: now, cycleStartedOn: isMonthly ? today : null },
      })
      .returning();
    if (course!.category === 'kindergarten') {
      await tx
        .insert(kindergartenSubscriptions)
        .values({ enrollmentId: enrollment!.id, status: 'pending', amount: course!.monthlyPrice ?? '0', nextPaymentDate: today })
        .onConflictDoNothing();
    }
    await audit(tx, {
      actorId: actor.id,
      action: 'student.enrolled',
      entity: 'student',
      entityId: studentId,
      ip: actor.ip,
      at: now,
      data: { section_id: sectionId, enrollment_id: enrollment!.id },
    });
    return enrollment!;
  };
  return tx0 ? run(tx0) : deps.db.transaction(run);
}

async function ownEnrollment(tx: Tx, studentId: number, enrollmentId: number) {
  const [enrollment] = await tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.studentId, studentId)))
    .for('update');
  if (!enrollment) throw notFound('Enrollment not found.');
  return enrollment;
}

/** Ends a seat; attendance and money history stay with the enrollment. */
export async function unenrollStudent(deps: Deps, actor: Actor, studentId: number, enrollmentId: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await ownEnrollment(tx, studentId, enrollmentId);
    await tx.update(enrollments).set({ isActive: false, updatedAt: now }).where(eq(enrollments.id, enrollmentId));
    await audit(tx, {
      actorId: actor.id,
      action: 'student.unenrolled',
      entity: 'student',
      entityId: studentId,
      ip: actor.ip,
      at: now,
      data: { enrollment_id: enrollmentId },
    });
    return { success: true };
  });
}

/** Moves a seat to another section of the same course (seats checked); history stays with the enrollment. */
export async function changeSection(deps: Deps, actor: Actor, studentId: number, enrollmentId: number, newSectionId: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const enrollment = await ownEnrollment(tx, studentId, enrollmentId);
    const [from] = await tx.select().from(sections).where(eq(sections.id, enrollment.sectionId));
    const [to] = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.id, newSectionId), eq(sections.isActive, true)))
      .for('update');
    if (!to || to.courseId !== from!.courseId) throw notFound('Choose another section of the same course.', 'section_not_found');
    if (to.id === from!.id) return enrollment;
    const [{ taken } = { taken: 0 }] = await tx.select({ taken: takenInSection() }).from(sections).where(eq(sections.id, to.id));
    if (Number(taken) >= to.maxStudents) throw conflict('section_full', 'This section is full. Please choose another section.');
    // One row per student and section: an old, ended seat in the target section comes back instead.
    const [earlier] = await tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.studentId, studentId), eq(enrollments.sectionId, to.id)));
    let moved;
    if (earlier) {
      [moved] = await tx
        .update(enrollments)
        .set({ isActive: true, status: enrollment.status, updatedAt: now })
        .where(eq(enrollments.id, earlier.id))
        .returning();
      await tx.update(enrollments).set({ isActive: false, updatedAt: now }).where(eq(enrollments.id, enrollmentId));
    } else {
      [moved] = await tx.update(enrollments).set({ sectionId: to.id, updatedAt: now }).where(eq(enrollments.id, enrollmentId)).returning();
    }
    await audit(tx, {
      actorId: actor.id,
      action: 'student.section_changed',
      entity: 'student',
      entityId: studentId,
      ip: actor.ip,
      at: now,
      data: { enrollment_id: enrollmentId, from: from!.id, to: to.id },
    });
    return moved!;
  });
}
