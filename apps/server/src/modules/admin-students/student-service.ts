import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { academyClock, SYSTEM_REJECTION_REASONS, type adminStudentBody, type DeleteStudentResponse } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import {
  courses,
  enrollments,
  kindergartenSubscriptions,
  mobileSessions,
  parents,
  registrations,
  sections,
  students,
  users,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { searchText } from '../../lib/search-text';
import { newBarcode } from '../auth/barcodes';
import { takenInSection } from '../courses/seats';
import { sameName } from '@academy/shared';
import { familyCandidates } from './family-match';

type Body = z.output<typeof adminStudentBody>;
type Actor = { id: number; ip: string | null };

/** A student the admin can work with: an archived (deleted with history) student answers 404 like a removed one. */
export async function getStudent(db: Db | Tx, id: number) {
  const [student] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), isNull(students.archivedAt)));
  if (!student) throw notFound('Student not found.', 'student_not_found');
  return student;
}

/**
 * The family a new student (or one without a family) joins (issue 30 item 1). The admin's chosen family
 * (`parent_id`), whose name must be the typed parent name, keeps its phone and e-mail (a typed one it lacks is
 * added); `new_family` makes a new record. Otherwise a family the typed phone or e-mail proves (family-match.ts)
 * is not joined silently: 409 family_match lists it, and a detail several families hold, for the admin to
 * choose; with neither a new family record is made.
 */
async function parentFor(tx: Tx, body: Body, now: Date) {
  if (body.parent_id !== undefined && body.new_family)
    throw badRequest('validation_failed', 'Choose a family or a new family, not both.', { new_family: ['invalid'] });
  if (body.parent_id !== undefined) {
    const [family] = await tx
      .select({ parent: parents, accountName: users.fullName })
      .from(parents)
      .leftJoin(users, eq(users.id, parents.userId))
      .where(eq(parents.id, body.parent_id))
      .for('update', { of: parents });
    if (!family) throw notFound('This family does not exist.', 'parent_not_found');
    const { parent } = family;
    const name = parent.fullName ?? family.accountName;
    if (name && !sameName(name, body.parent_name)) {
      throw conflict(
        'parent_name_mismatch',
        `The parent of this family is ${name}, not ${body.parent_name}. Correct the parent name or choose another family.`,
        undefined,
        {
          family: { id: parent.id, parent_name: name },
        },
      );
    }
    const fill = {
      ...(name ? {} : { fullName: body.parent_name }),
      ...(parent.email ? {} : { email: body.parent_email }),
      ...(parent.phone || !body.parent_phone ? {} : { phone: body.parent_phone }),
    };
    if (!Object.keys(fill).length) return parent;
    const next = { fullName: parent.fullName, email: parent.email, phone: parent.phone, ...fill };
    const [updated] = await tx
      .update(parents)
      .set({ ...fill, searchText: searchText(next.fullName, next.email, next.phone), updatedAt: now })
      .where(eq(parents.id, parent.id))
      .returning();
    return updated!;
  }
  if (!body.new_family) {
    const { families, shared } = await familyCandidates(tx, { phone: body.parent_phone, email: body.parent_email });
    if (families.length || shared.length) {
      throw conflict(
        'family_match',
        families.length
          ? 'This parent phone or e-mail belongs to an existing family: attach the student to it or create a new family.'
          : 'This parent phone or e-mail is on several families: choose the family yourself or create a new family.',
        undefined,
        { families, shared },
      );
    }
  }
  const [created] = await tx
    .insert(parents)
    .values({
      fullName: body.parent_name,
      email: body.parent_email,
      phone: body.parent_phone ?? null,
      searchText: searchText(body.parent_name, body.parent_email, body.parent_phone),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!;
}

const studentSearch = (
  name: string,
  parent: { fullName: string | null; phone: string | null; email: string | null },
  phone?: string | null,
  email?: string | null,
) => searchText(name, parent.fullName, parent.phone, parent.email, phone, email);

/** Add a student (spec 5): every student gets a unique card barcode. */
export async function createStudent(deps: Deps, actor: Actor, body: Body) {
  const now = deps.clock();
  const barcode = await newBarcode(deps.db);
  return deps.db.transaction(async (tx) => {
    const parent = await parentFor(tx, body, now);
    const [student] = await tx
      .insert(students)
      .values({
        parentId: parent.id,
        name: body.name,
        gender: body.gender ?? null,
        dateOfBirth: body.date_of_birth,
        email: body.email ?? null,
        phone: body.phone ?? null,
        barcode,
        mobileAppEnabled: body.mobile_app_enabled ?? false,
        searchText: studentSearch(body.name, parent, body.phone, body.email),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: 'student.created',
      entity: 'student',
      entityId: student!.id,
      ip: actor.ip,
      at: now,
      data: { barcode },
    });
    return student!;
  });
}

/** Edit a student and the parent details on the same form. */
export async function updateStudent(deps: Deps, actor: Actor, id: number, body: Body) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await getStudent(tx, id);
    let parentId = current.parentId;
    if (parentId) {
      await tx
        .update(parents)
        .set({
          fullName: body.parent_name,
          email: body.parent_email,
          phone: body.parent_phone ?? null,
          searchText: searchText(body.parent_name, body.parent_email, body.parent_phone),
          updatedAt: now,
        })
        .where(eq(parents.id, parentId));
    } else {
      parentId = (await parentFor(tx, body, now)).id;
    }
    const [student] = await tx
      .update(students)
      .set({
        parentId,
        name: body.name,
        gender: body.gender ?? current.gender,
        dateOfBirth: body.date_of_birth,
        email: body.email ?? null,
        phone: body.phone ?? null,
        ...(body.mobile_app_enabled === undefined ? {} : { mobileAppEnabled: body.mobile_app_enabled }),
        searchText: studentSearch(
          body.name,
          { fullName: body.parent_name, phone: body.parent_phone ?? null, email: body.parent_email },
          body.phone,
          body.email,
        ),
        updatedAt: now,
      })
      .where(eq(students.id, id))
      .returning();
    await audit(tx, { actorId: actor.id, action: 'student.updated', entity: 'student', entityId: id, ip: actor.ip, at: now });
    return student!;
  });
}

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

/**
 * DELETE /api/admin/students/{id}. A student with no history (no ledger entry and no attendance record: a
 * duplicate, a typo) is removed with its seats and requests, freeing the seats. A student with history is
 * archived: hidden from every list, search, scan, seat count and the family's dashboard, its seats ended,
 * its pending requests rejected, its app access closed; its ledger and attendance stay for the reports.
 * The row lock blocks a concurrent ledger or attendance insert (their foreign key takes a KEY SHARE lock),
 * so the check and the removal see the same history.
 */
export async function deleteStudent(deps: Deps, actor: Actor, id: number): Promise<DeleteStudentResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [student] = await tx
      .select()
      .from(students)
      .where(and(eq(students.id, id), isNull(students.archivedAt)))
      .for('update');
    if (!student) throw notFound('Student not found.', 'student_not_found');
    const [history] = await rowsOf<{ ledger: boolean; attendance: boolean }>(
      tx,
      sql`select exists (select 1 from ledger_entries where student_id = ${id}) as ledger,
                 exists (select 1 from attendance_records where student_id = ${id}) as attendance`,
    );
    const data = { name: student.name, barcode: student.barcode };
    if (!history?.ledger && !history?.attendance) {
      // Enrollments, registrations, kindergarten subscriptions and mobile sessions go with it (cascades).
      await tx.delete(students).where(eq(students.id, id));
      await audit(tx, { actorId: actor.id, action: 'student.deleted', entity: 'student', entityId: id, ip: actor.ip, at: now, data });
      return { success: true as const, deleted: true as const };
    }
    await tx
      .update(enrollments)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(enrollments.studentId, id), eq(enrollments.isActive, true)));
    await tx
      .update(registrations)
      .set({
        status: 'rejected',
        rejectionReason: SYSTEM_REJECTION_REASONS.student_removed,
        decidedBy: actor.id,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(registrations.studentId, id), eq(registrations.status, 'pending')));
    await tx.delete(mobileSessions).where(eq(mobileSessions.studentId, id));
    await tx.update(students).set({ archivedAt: now, isActive: false, mobileAppEnabled: false, updatedAt: now }).where(eq(students.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'student.archived',
      entity: 'student',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { ...data, ledger: Boolean(history.ledger), attendance: Boolean(history.attendance) },
    });
    return { success: true as const, archived: true as const };
  });
}
