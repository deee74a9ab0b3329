import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { academyClock, type RequiresSectionChoice } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { courses, enrollments, kindergartenSubscriptions, registrations, sections, students } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { courseSections } from '../courses/catalogue-service';
import { presentEnrollment } from '../courses/presenter';
import { pendingCutoff, takenInSection } from '../courses/seats';
import { queueRegistrationDecision } from '../messaging/events/registration';
import { familyOfStudent, issueCredentials, newSecret, requirementsOf, type Secret } from '../mobile/credentials-service';

type Actor = { id: number; ip: string | null };

/**
 * Spec 4: approval generates the mobile credentials, the student's once the family meets the rules
 * (birth date, parent details) and then the parent's. Existing credentials are kept. Returns how many
 * were created.
 */
async function credentialsOnApproval(deps: Deps, tx: Tx, studentId: number, studentSecret: Secret, parentSecret: Secret) {
  let created = 0;
  const first = await familyOfStudent(tx, studentId);
  const studentTarget = { kind: 'student' as const, student: first.student };
  if (!first.student.mobilePasswordHash && !(await requirementsOf(tx, first.family, studentTarget)).length) {
    created += Number((await issueCredentials(deps, tx, first.family, studentTarget, 'generate', async () => studentSecret)).created);
  }
  const after = await familyOfStudent(tx, studentId);
  if (
    after.family.parent &&
    !after.family.parent.mobilePasswordHash &&
    !(await requirementsOf(tx, after.family, { kind: 'parent' })).length
  ) {
    created += Number((await issueCredentials(deps, tx, after.family, { kind: 'parent' }, 'generate', async () => parentSecret)).created);
  }
  return created;
}

async function lockPending(tx: Tx, registrationId: number, expiredBefore?: Date) {
  const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update');
  if (!registration) throw notFound('Registration not found.', 'registration_not_found');
  if (registration.status !== 'pending') throw conflict('registration_not_pending', 'This registration has already been decided.');
  // A request older than PENDING_REQUEST_HOURS holds no seat any more: the family must ask again.
  if (expiredBefore && registration.createdAt < expiredBefore)
    throw conflict('registration_expired', 'This request has expired: the family must ask again.');
  return registration;
}

/**
 * Approves a pending request in one transaction: the seat (the reserved one, or the section the admin
 * chose, seats re-checked under lock), the registration, a kindergarten subscription or the start of the
 * monthly cycle, the family's mobile credentials, and the audit entry. Without a section to place the student in, answers the sections to
 * choose from instead (spec 4: requires_section_choice).
 */
export async function approve(deps: Deps, actor: Actor, registrationId: number, sectionId: number | undefined) {
  const now = deps.clock();
  const today = academyClock(now).date;
  // Hashed before the transaction so it stays short; used only if credentials are due.
  const [studentSecret, parentSecret] = await Promise.all([newSecret(deps), newSecret(deps)]);
  const outcome = await deps.db.transaction(async (tx) => {
    const registration = await lockPending(tx, registrationId, pendingCutoff(now, deps.config.PENDING_REQUEST_HOURS));
    const chosen = sectionId ?? registration.sectionId;
    if (!chosen) return { kind: 'choose' as const, courseId: registration.courseId };

    const [course] = await tx.select().from(courses).where(eq(courses.id, registration.courseId)).for('update');
    const [section] = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.id, chosen), eq(sections.courseId, registration.courseId)))
      .for('update');
    if (!course || !section || !section.isActive) throw notFound('This section is not available.', 'section_not_found');

    // Seats taken by others: this student's own reservation in the section does not count against them.
    const [seats] = await tx.select({ taken: takenInSection() }).from(sections).where(eq(sections.id, section.id));
    const [own] = await tx
      .select({ n: count() })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.sectionId, section.id),
          eq(enrollments.studentId, registration.studentId),
          eq(enrollments.isActive, true),
          inArray(enrollments.status, ['pending', 'approved']),
        ),
      );
    if (Number(seats?.taken) - Number(own?.n) >= section.maxStudents)
      throw conflict('section_full', 'This section is full. Please choose another section.');

    // A seat reserved in another section of the course is released.
    if (registration.sectionId && registration.sectionId !== section.id) {
      await tx
        .update(enrollments)
        .set({ isActive: false, status: 'rejected', updatedAt: now })
        .where(and(eq(enrollments.registrationId, registration.id), ne(enrollments.sectionId, section.id)));
    }
    const isMonthly = course.pricingType === 'monthly' && course.category !== 'kindergarten';
    const [enrollment] = await tx
      .insert(enrollments)
      .values({
        studentId: registration.studentId,
        sectionId: section.id,
        registrationId: registration.id,
        status: 'approved',
        isActive: true,
        enrolledAt: now,
        cycleStartedOn: isMonthly ? today : null,
      })
      .onConflictDoUpdate({
        target: [enrollments.studentId, enrollments.sectionId],
        set: {
          status: 'approved',
          isActive: true,
          registrationId: registration.id,
          enrolledAt: now,
          updatedAt: now,
          ...(isMonthly ? { cycleStartedOn: today } : {}),
        },
      })
      .returning();
    if (course.category === 'kindergarten') {
      await tx
        .insert(kindergartenSubscriptions)
        .values({ enrollmentId: enrollment!.id, status: 'pending', amount: course.monthlyPrice ?? '0', nextPaymentDate: today })
        .onConflictDoNothing();
    }
    const [decided] = await tx
      .update(registrations)
      .set({ status: 'approved', sectionId: section.id, decidedBy: actor.id, decidedAt: now, updatedAt: now })
      .where(eq(registrations.id, registration.id))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'registration.approved',
      entity: 'registration',
      entityId: registration.id,
      ip: actor.ip,
      at: now,
      data: { student_id: registration.studentId, course_id: registration.courseId, section_id: section.id },
    });
    await queueRegistrationDecision(tx, { config: deps.config, now, actorId: actor.id }, registration.id, 'approved', null);
    const credentialsGenerated = await credentialsOnApproval(deps, tx, registration.studentId, studentSecret, parentSecret);
    const [student] = await tx
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(eq(students.id, registration.studentId));
    return {
      kind: 'approved' as const,
      credentialsGenerated,
      registration: decided!,
      enrollment: presentEnrollment(enrollment!, course, { id: section.id, name: section.name, schedule: section.scheduleNote }, student!),
    };
  });

  if (outcome.kind === 'choose') {
    const available = (await courseSections(deps.db, outcome.courseId).catch(() => [])).filter((s) => !s.is_full);
    return { requires_section_choice: true, available_sections: available } satisfies RequiresSectionChoice;
  }
  return {
    success: true,
    message: 'Registration approved.',
    credentials_generated: outcome.credentialsGenerated,
    registration: { id: outcome.registration.id, status: outcome.registration.status, section_id: outcome.registration.sectionId },
    enrollment: outcome.enrollment,
  };
}

/** Rejects a pending request with an optional reason; a seat it reserved is released. */
export async function reject(deps: Deps, actor: Actor, registrationId: number, reason: string | undefined) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const registration = await lockPending(tx, registrationId);
    await tx
      .update(enrollments)
      .set({ isActive: false, status: 'rejected', updatedAt: now })
      .where(and(eq(enrollments.registrationId, registration.id), eq(enrollments.status, 'pending')));
    const [decided] = await tx
      .update(registrations)
      .set({ status: 'rejected', rejectionReason: reason?.trim() || null, decidedBy: actor.id, decidedAt: now, updatedAt: now })
      .where(eq(registrations.id, registration.id))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'registration.rejected',
      entity: 'registration',
      entityId: registration.id,
      ip: actor.ip,
      at: now,
      data: { reason: reason ?? null },
    });
    await queueRegistrationDecision(
      tx,
      { config: deps.config, now, actorId: actor.id },
      registration.id,
      'rejected',
      decided!.rejectionReason,
    );
    return {
      success: true,
      message: 'Registration rejected.',
      registration: { id: decided!.id, status: decided!.status, rejection_reason: decided!.rejectionReason },
    };
  });
}
