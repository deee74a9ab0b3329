import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  academyClock,
  ageOn,
  type AdminRegistration,
  type AdminRegistrationsResponse,
  type RequiresSectionChoice,
  type adminRegistrationsQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import {
  courses,
  enrollments,
  kindergartenSubscriptions,
  ledgerEntries,
  parents,
  registrations,
  sections,
  students,
  users,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { courseSections } from '../courses/catalogue-service';
import { presentEnrollment } from '../courses/presenter';
import { expirePendingRequests, pendingCutoff, takenInSection } from '../courses/seats';
import { familyOfStudent, issueCredentials, newSecret, requirementsOf, type Secret } from '../mobile/credentials-service';
import { containsPattern, searchTerm } from '../../lib/search-text';

type Query = z.output<typeof adminRegistrationsQuery>;
type Actor = { id: number; ip: string | null };

function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') };
}

/** GET /api/admin/registrations: one page of requests with everything the cards and details show, in two queries plus counts. */
export async function listRegistrations(deps: Deps, q: Query): Promise<AdminRegistrationsResponse> {
  const { db } = deps;
  // Requests older than PENDING_REQUEST_HOURS are expired first (rejected, EXPIRED_REASON): they no longer hold a seat.
  const now = deps.clock();
  await expirePendingRequests(db, now, pendingCutoff(now, deps.config.PENDING_REQUEST_HOURS));
  const where: SQL[] = [];
  if (q.status && q.status !== 'all') where.push(eq(registrations.status, q.status));
  if (q.course_id) where.push(eq(registrations.courseId, q.course_id));
  const search = q.search ? searchTerm(q.search) : '';
  if (search) {
    const like = containsPattern(search);
    where.push(sql`(${students.searchText} like ${like} or lower(coalesce(${users.email}, '')) like ${like})`);
  }
  const today = academyClock(deps.clock()).date;
  const paid = sql<boolean>`exists (
    select 1 from ${ledgerEntries} p join ${enrollments} e on e.id = p.enrollment_id
    where e.registration_id = ${registrations.id} and p.kind = 'payment')`;
  const rows = await db
    .select({
      r: registrations,
      student: { id: students.id, name: students.name, dateOfBirth: students.dateOfBirth },
      course: {
        name: courses.name,
        nameAr: courses.nameAr,
        pricingType: courses.pricingType,
        sessionPrice: courses.sessionPrice,
        monthlyPrice: courses.monthlyPrice,
      },
      user: { email: users.email, phone: users.phone },
      parent: { fullName: parents.fullName, phone: parents.phone },
      sectionName: sections.name,
      paid,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(registrations)
    .innerJoin(students, eq(students.id, registrations.studentId))
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(users, eq(users.id, registrations.userId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(sections, eq(sections.id, registrations.sectionId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`case when ${registrations.status} = 'pending' then 0 else 1 end`, desc(registrations.createdAt), desc(registrations.id))
    .limit(q.limit)
    .offset(q.offset);

  const [countRows, courseRows] = await Promise.all([
    db.select({ status: registrations.status, n: count() }).from(registrations).groupBy(registrations.status),
    db
      .selectDistinct({ id: courses.id, name: courses.name, name_ar: courses.nameAr })
      .from(courses)
      .innerJoin(registrations, eq(registrations.courseId, courses.id))
      .orderBy(courses.name),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const c of countRows) counts[c.status] = Number(c.n);

  return {
    registrations: rows.map((row): AdminRegistration => {
      const { first, last } = splitName(row.student.name);
      const price = row.course.pricingType === 'monthly' ? row.course.monthlyPrice : row.course.sessionPrice;
      return {
        id: row.r.id,
        status: row.r.status,
        created_at: row.r.createdAt.toISOString(),
        registration_date: row.r.createdAt.toISOString(),
        course_id: row.r.courseId,
        course_name: row.course.name,
        course_name_ar: row.course.nameAr,
        student_id: row.student.id,
        student: { id: row.student.id, name: row.student.name },
        first_name: first,
        last_name: last,
        email: row.user?.email ?? null,
        phone: row.user?.phone ?? null,
        age: ageOn(row.student.dateOfBirth, today),
        parent_name: row.parent?.fullName ?? null,
        parent_phone: row.parent?.phone ?? null,
        price: price === null ? null : Number(price),
        message: row.r.message,
        payment_status: row.paid ? 'paid' : 'pending',
        rejection_reason: row.r.rejectionReason,
        section_id: row.r.sectionId,
        section_name: row.sectionName,
        decided_at: row.r.decidedAt?.toISOString() ?? null,
      };
    }),
    total: Number(rows[0]?.total ?? 0),
    counts,
    courses: courseRows,
  };
}

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
    return {
      success: true,
      message: 'Registration rejected.',
      registration: { id: decided!.id, status: decided!.status, rejection_reason: decided!.rejectionReason },
    };
  });
}
