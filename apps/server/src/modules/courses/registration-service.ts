import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MyEnrollment, MyRegistration } from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { courses, enrollments, parents, registrations, sections, students, users } from '../../db/schema';
import type { Deps } from '../../plugins/deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { loadFamily, ownStudent, type Family } from '../auth/family';
import { slotsBySection } from './catalogue-service';
import { presentEnrollment, presentRegistration, sectionSchedule } from './presenter';
import { expirePendingRequests, pendingCutoff, SEAT_HOLDING, seatsOfOneCourse, takenInSection } from './seats';

/** A pending or approved request, or a seat held in one of the course's sections, means "already registered". */
async function assertNotRegistered(tx: Tx, studentId: number, courseId: number) {
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.studentId, studentId), eq(registrations.courseId, courseId), inArray(registrations.status, SEAT_HOLDING)));
  const [seated] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollments)
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .where(
      and(
        eq(enrollments.studentId, studentId),
        eq(sections.courseId, courseId),
        eq(enrollments.isActive, true),
        inArray(enrollments.status, SEAT_HOLDING),
      ),
    );
  if (Number(held?.n) > 0 || Number(seated?.n) > 0) {
    throw conflict('already_registered', 'This student is already registered or has a pending request for this course.');
  }
}

/** When a request is made, and how long pending requests last and how many one account may hold. */
export type RequestPolicy = { now: Date; cutoff: Date; maxPending: number };

export function requestPolicy(deps: Deps): RequestPolicy {
  const now = deps.clock();
  return { now, cutoff: pendingCutoff(now, deps.config.PENDING_REQUEST_HOURS), maxPending: deps.config.PENDING_REQUESTS_MAX };
}

/**
 * Under the course lock: the course's expired requests release their seats first, then the account may
 * hold at most `maxPending` unexpired pending requests (its user row is locked, so two requests at once
 * cannot both pass).
 */
async function prepareRequest(tx: Tx, userId: number, courseId: number, policy: RequestPolicy) {
  await expirePendingRequests(tx, policy.now, policy.cutoff, courseId);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [pending] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.status, 'pending'), gte(registrations.createdAt, policy.cutoff)));
  if (Number(pending?.n) >= policy.maxPending) {
    throw conflict('too_many_pending_requests', 'You have too many requests awaiting confirmation. Please confirm or wait for them first.');
  }
}

/** Locks the course row: every seat decision about one course happens one at a time (no oversubscription). */
async function lockVisibleCourse(tx: Tx, courseId: number) {
  const [course] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isActive, true), sql`${courses.archivedAt} is null`))
    .for('update');
  if (!course) throw notFound('This course is not available.', 'course_not_found');
  return course;
}

/**
 * POST /api/courses/register: a request to join a course, without choosing a section (the academy places
 * the student when it approves). Allowed while the course has a free seat.
 */
export async function registerForCourse(
  db: Db,
  userId: number,
  body: { course_id: number; student_id: number },
  policy: RequestPolicy,
): Promise<MyRegistration> {
  const family = await loadFamily(db, userId);
  const student = ownStudent(family, body.student_id);
  return db.transaction(async (tx) => {
    const course = await lockVisibleCourse(tx, body.course_id);
    await prepareRequest(tx, userId, course.id, policy);
    await assertNotRegistered(tx, student.id, course.id);

    // The course row is locked: the seats counted here cannot be taken by another request meanwhile.
    if ((await seatsOfOneCourse(tx, course)) <= 0) throw conflict('course_full', 'This course is full.');

    const [registration] = await tx
      .insert(registrations)
      .values({ userId, studentId: student.id, courseId: course.id, status: 'pending', createdAt: policy.now, updatedAt: policy.now })
      .returning();
    return presentRegistration(registration!, course, student, null);
  });
}

function chooseStudent(family: Family, studentId: number | undefined) {
  if (studentId !== undefined) return ownStudent(family, studentId);
  if (family.students.length === 1) return family.students[0]!;
  if (!family.students.length) throw notFound('Student not found.', 'student_not_found');
  throw badRequest('student_required', 'Please choose which student to register.', { student_id: ['required'] });
}

/**
 * POST /api/courses/sections/{id}/enroll: reserves a seat in a section. The request and the seat are
 * pending until the family pays at the academy and an admin approves. Course and section rows are locked
 * so two parents can never both take the last seat.
 */
export async function enrollInSection(db: Db, userId: number, sectionId: number, studentId: number | undefined, policy: RequestPolicy) {
  const family = await loadFamily(db, userId);
  const student = chooseStudent(family, studentId);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ courseId: sections.courseId })
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.isActive, true)));
    if (!target) throw notFound('This section is not available.', 'section_not_found');
    const course = await lockVisibleCourse(tx, target.courseId);
    const [section] = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.isActive, true)))
      .for('update');
    if (!section) throw notFound('This section is not available.', 'section_not_found');
    await prepareRequest(tx, userId, course.id, policy);
    await assertNotRegistered(tx, student.id, course.id);

    const [{ taken } = { taken: 0 }] = await tx.select({ taken: takenInSection() }).from(sections).where(eq(sections.id, section.id));
    if (Number(taken) >= section.maxStudents) throw conflict('section_full', 'This section is full. Please choose another section.');
    // The course's maximum caps its sections together (courseFreeSeats).
    if ((await seatsOfOneCourse(tx, course)) <= 0) throw conflict('course_full', 'This course is full.');

    const [registration] = await tx
      .insert(registrations)
      .values({
        userId,
        studentId: student.id,
        courseId: course.id,
        sectionId: section.id,
        status: 'pending',
        createdAt: policy.now,
        updatedAt: policy.now,
      })
      .returning();
    const { now } = policy;
    const [enrollment] = await tx
      .insert(enrollments)
      .values({
        studentId: student.id,
        sectionId: section.id,
        registrationId: registration!.id,
        status: 'pending',
        isActive: true,
        enrolledAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [enrollments.studentId, enrollments.sectionId],
        set: { status: 'pending', isActive: true, registrationId: registration!.id, enrolledAt: now, updatedAt: now },
      })
      .returning();
    const slots = await slotsBySection(tx, [section.id]);
    const schedule = sectionSchedule(slots.get(section.id), section.scheduleNote);
    return {
      registration: presentRegistration(registration!, course, student, section.name),
      enrollment: presentEnrollment(enrollment!, course, { id: section.id, name: section.name, schedule }, student),
    };
  });
}

/** The family's course requests, newest first (a family's students, whoever created the request). */
export async function myRegistrations(db: Db, userId: number): Promise<MyRegistration[]> {
  const rows = await db
    .select({
      registration: registrations,
      course: { name: courses.name, nameAr: courses.nameAr, nameFr: courses.nameFr },
      student: { id: students.id, name: students.name },
      sectionName: sections.name,
    })
    .from(registrations)
    .innerJoin(students, eq(students.id, registrations.studentId))
    .innerJoin(parents, eq(parents.id, students.parentId))
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(sections, eq(sections.id, registrations.sectionId))
    // An archived student (deleted by the academy) has left the family's views.
    .where(and(eq(parents.userId, userId), isNull(students.archivedAt)))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  return rows.map((r) => presentRegistration(r.registration, r.course, r.student, r.sectionName));
}

/** The family's section enrollments with their course and weekly schedule, in two queries. */
export async function myEnrollments(db: Db, userId: number): Promise<MyEnrollment[]> {
  return enrollmentsOf(db, eq(parents.userId, userId));
}

/** The section enrollments of some students (a mobile token's scope). */
export async function enrollmentsOfStudents(db: Db, studentIds: number[]): Promise<MyEnrollment[]> {
  return studentIds.length ? enrollmentsOf(db, inArray(students.id, studentIds)) : [];
}

async function enrollmentsOf(db: Db, who: SQL): Promise<MyEnrollment[]> {
  const rows = await db
    .select({
      enrollment: enrollments,
      course: {
        id: courses.id,
        name: courses.name,
        nameAr: courses.nameAr,
        nameFr: courses.nameFr,
        pricingType: courses.pricingType,
        category: courses.category,
      },
      section: { id: sections.id, name: sections.name, note: sections.scheduleNote },
      student: { id: students.id, name: students.name },
    })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .innerJoin(parents, eq(parents.id, students.parentId))
    .innerJoin(sections, eq(sections.id, enrollments.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(and(who, isNull(students.archivedAt)))
    .orderBy(asc(students.id), desc(enrollments.enrolledAt));
  const slots = await slotsBySection(db, [...new Set(rows.map((r) => r.section.id))]);
  return rows.map((r) => {
    const schedule = sectionSchedule(slots.get(r.section.id), r.section.note);
    return presentEnrollment(r.enrollment, r.course, { id: r.section.id, name: r.section.name, schedule }, r.student);
  });
}
