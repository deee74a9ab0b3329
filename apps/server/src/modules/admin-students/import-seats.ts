import { and, eq, inArray } from 'drizzle-orm';
import { academyClock } from '@academy/shared';
import type { Tx } from '../../db/client';
import { auditLog, courses, enrollments, kindergartenSubscriptions, sections } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { takenInSection } from '../courses/seats';

/**
 * The seats of the imported students, in a few queries whatever their number: the sections locked and their
 * free seats counted again (another admin may have filled one since the preview), then the enrollments
 * (approved, as an admin's enrollment), the kindergarten subscriptions and one audit entry per seat.
 */
export async function seatStudents(
  tx: Tx,
  actor: { id: number; ip: string | null },
  seats: { studentId: number; sectionId: number }[],
  now: Date,
) {
  if (!seats.length) return 0;
  const today = academyClock(now).date;
  const ids = [...new Set(seats.map((s) => s.sectionId))];
  const locked = await tx
    .select({
      id: sections.id,
      name: sections.name,
      max: sections.maxStudents,
      category: courses.category,
      pricingType: courses.pricingType,
      monthlyPrice: courses.monthlyPrice,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(inArray(sections.id, ids), eq(sections.isActive, true)))
    .for('update', { of: sections });
  const taken = new Map(
    (await tx.select({ id: sections.id, taken: takenInSection() }).from(sections).where(inArray(sections.id, ids))).map((r) => [
      r.id,
      Number(r.taken),
    ]),
  );
  const byId = new Map(locked.map((s) => [s.id, s]));
  for (const id of ids) {
    const section = byId.get(id);
    if (!section) throw notFound('A section of this file is no longer available. Please preview the file again.', 'section_not_found');
    const wanted = seats.filter((s) => s.sectionId === id).length;
    if ((taken.get(id) ?? 0) + wanted > section.max)
      throw conflict(
        'section_full',
        `Section ${section.name} has no seat left for every student of this file. Please preview the file again.`,
      );
  }
  const created: { id: number; studentId: number; sectionId: number }[] = [];
  for (let i = 0; i < seats.length; i += 1000) {
    const batch = seats.slice(i, i + 1000).map((s) => {
      const section = byId.get(s.sectionId)!;
      const monthly = section.pricingType === 'monthly' && section.category !== 'kindergarten';
      return {
        studentId: s.studentId,
        sectionId: s.sectionId,
        status: 'approved' as const,
        isActive: true,
        enrolledAt: now,
        cycleStartedOn: monthly ? today : null,
      };
    });
    created.push(
      ...(await tx
        .insert(enrollments)
        .values(batch)
        .returning({ id: enrollments.id, studentId: enrollments.studentId, sectionId: enrollments.sectionId })),
    );
  }
  const kindergarten = created.filter((e) => byId.get(e.sectionId)!.category === 'kindergarten');
  for (let i = 0; i < kindergarten.length; i += 1000) {
    await tx
      .insert(kindergartenSubscriptions)
      .values(
        kindergarten.slice(i, i + 1000).map((e) => ({
          enrollmentId: e.id,
          status: 'pending' as const,
          amount: byId.get(e.sectionId)!.monthlyPrice ?? '0',
          nextPaymentDate: today,
        })),
      )
      .onConflictDoNothing();
  }
  for (let i = 0; i < created.length; i += 1000) {
    await tx.insert(auditLog).values(
      created.slice(i, i + 1000).map((e) => ({
        actorId: actor.id,
        action: 'student.enrolled',
        entity: 'student',
        entityId: e.studentId,
        ip: actor.ip,
        createdAt: now,
        data: { section_id: e.sectionId, enrollment_id: e.id, imported: true },
      })),
    );
  }
  return created.length;
}
