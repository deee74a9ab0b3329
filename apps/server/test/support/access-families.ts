import { asc, eq, inArray } from 'drizzle-orm';
import {
  attendanceRecords,
  contactMessages,
  contactReplies,
  enrollments,
  ledgerEntries,
  mobileSessions,
  notificationReads,
  notifications,
  parents,
  registrations,
  sessions,
  students,
  users,
} from '../../src/db/schema';
import type { TestApp } from './test-app';
import { signedInAdmin, signedInParent } from './factories';
import { createCourse, createSection } from './catalogue';
import { approvedEnrollment, attended } from './family-data';
import { signedInTeacher } from './teachers';

/**
 * Two real families for the access-control test: A has everything a parent can own (two children, a seat,
 * a marked session with a part payment, a pending registration, a message with the academy's reply,
 * mobile credentials for a child and for the parent); B has a child, a seat and mobile credentials too.
 */
export interface Family {
  token: string;
  userId: number;
  parentId: number;
  studentId: number;
  barcode: string;
  email: string;
  phone: string;
  parentPhone: string;
  password: string;
  mobileToken: string;
  mobileParent: { username: string; password: string };
}

export interface FamilyA extends Family {
  siblingId: number;
  registrationId: number;
  enrollmentId: number;
  attendanceId: number;
  paymentId: number;
  messageId: number;
  studentMobileToken: string;
  studentMobilePassword: string;
}

/** A teacher of the world (issue 25): signs in with an e-mail and a password. */
export interface Teacher {
  id: number;
  token: string;
  credentials: { email: string; password: string };
}

export interface AccessWorld {
  A: FamilyA;
  B: Family;
  admin: string;
  /** Teaches `sectionId`, where A's Yanis and B's Sami are seated. */
  teacher: Teacher;
  /** Teaches another section of the same course, with nobody seated. */
  otherTeacher: Teacher & { sectionId: number };
  courseId: number;
  sectionId: number;
  otherCourseId: number;
  notificationId: number;
  /** Strings only family A's data contains: none may appear in a response to anybody else. */
  markersOfA: string[];
  /**
   * What a teacher of A's child must never see (contacts, card codes, birth dates, the parent's name, the sibling
   * who is not in their class, messages, mobile passwords): markersOfA without the seated child's name.
   */
  privateMarkersOfA: string[];
}

async function json(t: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await t.request({ method, url, token, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function mobileLogin(t: TestApp, username: string, password: string) {
  return (await json(t, 'POST', '/api/mobile/login', undefined, { username, password })).access_token as string;
}

async function family(t: TestApp, names: { parent: string; student: string; email: string; dateOfBirth: string }, sectionId: number) {
  const p = await signedInParent(t, {
    full_name: names.parent,
    student_name: names.student,
    email: names.email,
    date_of_birth: names.dateOfBirth,
  });
  const student = p.user.students[0] as { id: number; barcode: string };
  const [parent] = await t.app.deps.db.select().from(parents).where(eq(parents.userId, p.user.id));
  const enrollment = await approvedEnrollment(t, student.id, sectionId);
  const generated = await json(t, 'POST', '/api/auth/generate-mobile-credentials', p.token);
  const creds = await json(t, 'POST', '/api/auth/mobile-credentials/generate', p.token, { target: 'parent' });
  const mobileParent = { username: creds.credentials.username as string, password: creds.credentials.password as string };
  return {
    p,
    enrollment,
    generated,
    family: {
      token: p.token,
      userId: p.user.id as number,
      parentId: parent!.id,
      studentId: student.id,
      barcode: student.barcode,
      email: p.body.email!,
      phone: p.body.phone,
      parentPhone: p.body.parent_phone,
      password: p.body.password,
      mobileToken: await mobileLogin(t, mobileParent.username, mobileParent.password),
      mobileParent,
    } satisfies Family,
  };
}

export async function accessWorld(t: TestApp): Promise<AccessWorld> {
  const db = t.app.deps.db;
  const course = await createCourse(t, { name: 'Maths 4AM', sessionPrice: '500.00' });
  const teacher = await signedInTeacher(t, 'Samir Teacher');
  const otherTeacher = await signedInTeacher(t, 'Nadia Teacher');
  const section = await createSection(t, course.id, { teacherId: teacher.id }, [{ dayOfWeek: 1, startTime: '16:00', endTime: '17:30' }]);
  const otherTeachersSection = await createSection(t, course.id, { name: 'Section B', teacherId: otherTeacher.id }, [
    { dayOfWeek: 2, startTime: '16:00', endTime: '17:30' },
  ]);
  const other = await createCourse(t, { name: 'Physics 4AM', subject: 'physics' });
  await createSection(t, other.id);

  const a = await family(
    t,
    { parent: 'Zoubida Alphaoui', student: 'Yanis Alphaoui', email: 'alpha.family@example.dz', dateOfBirth: '2013-07-21' },
    section.id,
  );
  const b = await family(
    t,
    { parent: 'Farid Betaoui', student: 'Sami Betaoui', email: 'beta.family@example.dz', dateOfBirth: '2012-01-09' },
    section.id,
  );
  const studentCreds = (a.generated.students as { student_id: number; credentials: { username: string; password: string } | null }[]).find(
    (s) => s.student_id === a.family.studentId,
  )!.credentials!;

  const [sibling] = await db
    .insert(students)
    .values({ parentId: a.family.parentId, name: 'Ines Alphaoui', barcode: 'ALPHA0002', dateOfBirth: '2016-02-02' })
    .returning();
  const record = await attended(t, a.enrollment, '2026-11-16', { charge: '500.00', paid: '200.00' });
  const paymentRow = (await db.select().from(ledgerEntries).where(eq(ledgerEntries.attendanceRecordId, record.id))).find(
    (e) => e.kind === 'payment',
  )!;
  const registered = await json(t, 'POST', '/api/courses/register', a.family.token, {
    course_id: other.id,
    student_id: a.family.studentId,
  });
  const message = await json(t, 'POST', '/api/contact/my-messages', a.family.token, {
    subject: 'Alpha private subject',
    message: 'Alpha private question',
  });
  await db.insert(contactReplies).values({ messageId: message.id, body: 'Alpha private reply' });
  const [notice] = await db
    .insert(notifications)
    .values({ titleEn: 'School trip', messageEn: 'On Thursday.', targetUsers: 'all' })
    .returning();

  const A: FamilyA = {
    ...a.family,
    siblingId: sibling!.id,
    registrationId: registered.registration.id,
    enrollmentId: a.enrollment.id,
    attendanceId: record.id,
    paymentId: paymentRow.id,
    messageId: message.id,
    studentMobileToken: await mobileLogin(t, studentCreds.username, studentCreds.password),
    studentMobilePassword: studentCreds.password,
  };
  const markersOfA = [
    'Zoubida Alphaoui',
    'Yanis Alphaoui',
    'Ines Alphaoui',
    'Alphaoui',
    'alpha.family@example.dz',
    '2013-07-21',
    '2016-02-02',
    'Alpha private',
    A.phone,
    A.parentPhone,
    A.barcode,
    'ALPHA0002',
    A.mobileParent.password,
    A.studentMobilePassword,
  ];
  return {
    A,
    B: b.family,
    admin: await signedInAdmin(t),
    teacher,
    otherTeacher: { ...otherTeacher, sectionId: otherTeachersSection.id },
    courseId: course.id,
    sectionId: section.id,
    otherCourseId: other.id,
    notificationId: notice!.id,
    markersOfA,
    privateMarkersOfA: markersOfA.filter((m) => m !== 'Yanis Alphaoui' && m !== 'Alphaoui'),
  };
}

/** Everything stored about family A, to prove that nobody else's calls changed it. */
export async function snapshotOf(t: TestApp, A: FamilyA) {
  const db = t.app.deps.db;
  const kids = [A.studentId, A.siblingId];
  const messages = await db.select().from(contactMessages).where(eq(contactMessages.userId, A.userId)).orderBy(asc(contactMessages.id));
  return {
    user: await db.select().from(users).where(eq(users.id, A.userId)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, A.userId)).orderBy(asc(sessions.id)),
    parent: await db.select().from(parents).where(eq(parents.id, A.parentId)),
    students: await db.select().from(students).where(eq(students.parentId, A.parentId)).orderBy(asc(students.id)),
    registrations: await db.select().from(registrations).where(inArray(registrations.studentId, kids)).orderBy(asc(registrations.id)),
    enrollments: await db.select().from(enrollments).where(inArray(enrollments.studentId, kids)).orderBy(asc(enrollments.id)),
    attendance: await db
      .select()
      .from(attendanceRecords)
      .where(inArray(attendanceRecords.studentId, kids))
      .orderBy(asc(attendanceRecords.id)),
    ledger: await db.select().from(ledgerEntries).where(inArray(ledgerEntries.studentId, kids)).orderBy(asc(ledgerEntries.id)),
    mobileSessions: await db.select().from(mobileSessions).where(eq(mobileSessions.parentId, A.parentId)).orderBy(asc(mobileSessions.id)),
    notificationReads: await db.select().from(notificationReads).where(eq(notificationReads.userId, A.userId)),
    messages,
    replies: messages.length
      ? await db
          .select()
          .from(contactReplies)
          .where(
            inArray(
              contactReplies.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(contactReplies.id))
      : [],
  };
}
