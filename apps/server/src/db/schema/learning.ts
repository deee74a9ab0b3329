import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  check,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES, ENROLLMENT_STATUSES, REGISTRATION_STATUSES, SUBSCRIPTION_STATUSES } from '@academy/shared';
import { id, timestamps } from './common';
import { users, students } from './people';
import { courses, sections } from './catalogue';

/** A parent's request to join a course for one student; an admin approves (choosing a section) or rejects it. */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer().references(() => sections.id, { onDelete: 'set null' }),
    status: varchar({ length: 16, enum: REGISTRATION_STATUSES }).notNull().default('pending'),
    message: text(),
    rejectionReason: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('registrations_status_created_idx').on(t.status, t.createdAt),
    index('registrations_user_idx').on(t.userId),
    index('registrations_student_course_idx').on(t.studentId, t.courseId),
    index('registrations_course_idx').on(t.courseId),
    // The enrollments report counts new requests by month.
    index('registrations_created_idx').on(t.createdAt),
  ],
);

/** A student's seat in a section. The course is the section's course. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'restrict' }),
    registrationId: integer().references(() => registrations.id, { onDelete: 'set null' }),
    status: varchar({ length: 16, enum: ENROLLMENT_STATUSES }).notNull().default('approved'),
    isActive: boolean().notNull().default(true),
    enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Monthly pricing: the local date the current 4-session cycle began (reset when the month is paid). */
    cycleStartedOn: date({ mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('enrollments_student_section_key').on(t.studentId, t.sectionId),
    index('enrollments_section_idx').on(t.sectionId),
    index('enrollments_registration_idx').on(t.registrationId),
    // The enrollments report counts seats started by month.
    index('enrollments_enrolled_at_idx').on(t.enrolledAt),
    // The active seats of a section (an index-only scan of the kindergarten sections' seats for the overdue filter).
    index('enrollments_active_section_idx')
      .on(t.sectionId, t.id, t.studentId, t.cycleStartedOn)
      .where(sql`${t.status} = 'approved' and ${t.isActive}`),
    // The seats a section holds (pending or approved, active), counted per section by the sections lists: an
    // index-only count instead of grouping every seat (sections/all at 10x: 33 -> 12 ms).
    index('enrollments_held_section_idx')
      .on(t.sectionId)
      .where(sql`${t.isActive} and ${t.status} in ('pending', 'approved')`),
  ],
);

/** Kindergarten (Little Stars) monthly subscription of an enrollment. */
export const kindergartenSubscriptions = pgTable(
  'kindergarten_subscriptions',
  {
    id: id(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    status: varchar({ length: 16, enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    nextPaymentDate: date({ mode: 'string' }),
    paymentNotes: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kindergarten_subscriptions_enrollment_key').on(t.enrollmentId),
    index('kindergarten_subscriptions_next_idx').on(t.status, t.nextPaymentDate),
  ],
);

/** One mark per student, section and local (Africa/Algiers) day. */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'restrict' }),
    enrollmentId: integer().references(() => enrollments.id, { onDelete: 'set null' }),
    attendanceDate: date({ mode: 'string' }).notNull(),
    status: varchar({ length: 16, enum: ATTENDANCE_STATUSES }).notNull(),
    notes: text(),
    forced: boolean().notNull().default(false),
    markedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_student_section_date_key').on(t.studentId, t.sectionId, t.attendanceDate),
    // The overview's counts of a date range by status read this index alone (no table visits once vacuumed).
    index('attendance_date_status_idx').on(t.attendanceDate, t.status),
    // The overview's latest marks (marked_at desc, id desc): an index-only scan of a few entries, also past the
    // hundreds of records one transaction marks with the same now() (migration 0024).
    index('attendance_marked_id_idx').on(t.markedAt, t.id),
    // Newest first within a date range (the overview's and the list's pages, the CSV export's 50,000 rows): read
    // in index order instead of sorting the range (at 10x a year is 3.7 million records).
    index('attendance_date_marked_idx').on(t.attendanceDate, t.markedAt, t.id),
    // The attendance report's counts of a period by section and status, from the index alone.
    index('attendance_date_section_status_idx').on(t.attendanceDate, t.sectionId, t.status),
    index('attendance_student_date_idx').on(t.studentId, t.attendanceDate),
    // A seat's sessions since a date (the monthly cycle's count in the door scan, the payment-due list and the
    // students filter), with the status they count by: read from the index alone.
    index('attendance_enrollment_date_idx').on(t.enrollmentId, t.attendanceDate, t.status),
    // The few records whose enrollment was deleted: the students list counts them beside enrollment_attendance.
    index('attendance_unseated_student_idx')
      .on(t.studentId)
      .where(sql`${t.enrollmentId} is null`),
    check('attendance_status_known', sql`${t.status} in ('present','absent','late','excused')`),
  ],
);

/**
 * How many attendance records each day has in each status, kept by statement triggers on
 * attendance_records in the same transaction as the records (migration 0015), so the overview's chart of a
 * month reads a few rows per day instead of counting every record. Never written by the application.
 */
export const attendanceDayCounts = pgTable(
  'attendance_day_counts',
  {
    attendanceDate: date({ mode: 'string' }).notNull(),
    status: varchar({ length: 16, enum: ATTENDANCE_STATUSES }).notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.attendanceDate, t.status] })],
);

/**
 * Each enrollment's attendance, kept by statement triggers on attendance_records in the same transaction as
 * the records (migration 0016): its records by status, and the date of its 4th latest attended (present or
 * late) session. A monthly cycle is complete when at least 4 sessions were attended since it began
 * (MONTHLY_CYCLE_SESSIONS), that is when that date is on or after the cycle's start: the overdue filter and
 * the payment-due list compare one date per seat instead of counting each seat's records. Never written by
 * the application.
 */
export const enrollmentAttendance = pgTable('enrollment_attendance', {
  enrollmentId: integer()
    .primaryKey()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  total: integer().notNull().default(0),
  present: integer().notNull().default(0),
  absent: integer().notNull().default(0),
  late: integer().notNull().default(0),
  fourthLastAttendedOn: date({ mode: 'string' }),
});

/**
 * A session's notes (issue 25): one per section and local day, written by its teacher (or an admin). The
 * parents' note is shown to the families of the section's students; the staff note never leaves the staff.
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    sessionDate: date({ mode: 'string' }).notNull(),
    parentNote: text(),
    staffNote: text(),
    writtenBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('session_notes_section_date_key').on(t.sectionId, t.sessionDate), index('session_notes_date_idx').on(t.sessionDate)],
);

/** Homework set for a section (issue 25): a text and attachments, newest first; parents of its students see it. */
export const homework = pgTable(
  'homework',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    body: text(),
    dueOn: date({ mode: 'string' }),
    writtenBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('homework_section_created_idx').on(t.sectionId, t.createdAt)],
);

/** A file of a homework: an image (re-encoded like every picture) or a PDF (checked by its content), kept in storage. */
export const homeworkAttachments = pgTable(
  'homework_attachments',
  {
    id: id(),
    homeworkId: integer()
      .notNull()
      .references(() => homework.id, { onDelete: 'cascade' }),
    /** Where storage keeps it (served under /uploads). */
    url: text().notNull(),
    kind: varchar({ length: 8, enum: ['image', 'pdf'] }).notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_attachments_homework_idx').on(t.homeworkId)],
);
