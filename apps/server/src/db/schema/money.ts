import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  check,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CHARGE_REASONS, DESK_PAYMENT_METHODS, LEDGER_KINDS, PAYMENT_METHODS, TEACHER_PAY_KINDS } from '@academy/shared';
import { id, timestamps } from './common';
import { users, students } from './people';
import { enrollments, attendanceRecords } from './learning';
import { sections } from './catalogue';

/**
 * The money ledger: append-only (a trigger refuses UPDATE and DELETE). Charges raise what a student owes,
 * payments lower it, adjustments (signed) correct either. Debt and balances are computed from it in SQL.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    kind: varchar({ length: 16, enum: LEDGER_KINDS }).notNull(),
    /** What a charge is for (session, month, subscription); null for payments. */
    reason: varchar({ length: 16, enum: CHARGE_REASONS }),
    /** Positive for charges and payments; adjustments are signed (+ raises the debt). */
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    enrollmentId: integer().references(() => enrollments.id, { onDelete: 'restrict' }),
    attendanceRecordId: integer().references(() => attendanceRecords.id, { onDelete: 'restrict' }),
    /** A payment settles this charge (clear-debt pays the oldest charges first). */
    appliesToEntryId: integer().references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    method: varchar({ length: 16, enum: PAYMENT_METHODS }),
    idempotencyKey: varchar({ length: 100 }),
    /**
     * What the request that wrote this entry under its idempotency key asked (a hash, modules/ledger/idempotency.ts): the same key
     * with another request is refused.
     */
    requestFingerprint: varchar({ length: 64 }),
    note: text(),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_idempotency_key').on(t.idempotencyKey),
    index('ledger_student_idx').on(t.studentId, t.occurredAt),
    index('ledger_enrollment_idx').on(t.enrollmentId),
    index('ledger_attendance_idx').on(t.attendanceRecordId),
    // One charge per attendance record (its session, or the month its 4th session completes): marking
    // the same student twice, from two tabs at once, can never charge twice.
    uniqueIndex('ledger_one_charge_per_attendance')
      .on(t.attendanceRecordId)
      .where(sql`${t.kind} = 'charge'`),
    index('ledger_applies_to_idx').on(t.appliesToEntryId),
    index('ledger_kind_occurred_idx').on(t.kind, t.occurredAt),
    // A payment is reversed at most once: its reversal is the adjustment that names it (ledger/write.ts, issue 25).
    uniqueIndex('ledger_one_reversal_per_payment')
      .on(t.appliesToEntryId)
      .where(sql`${t.kind} = 'adjustment' and ${t.appliesToEntryId} is not null`),
    check('ledger_amount_sign', sql`${t.kind} = 'adjustment' or ${t.amount} > 0`),
    check('ledger_payment_method', sql`${t.kind} <> 'payment' or ${t.method} is not null`),
  ],
);

/**
 * Each student's ledger balance (charges and adjustments less payments), kept by a statement trigger on
 * ledger_entries in the same transaction as the entries (migration 0009), so the debt lists and the
 * academy's outstanding total read one row per student instead of summing the whole ledger. Never written
 * by the application.
 */
export const studentBalances = pgTable(
  'student_balances',
  {
    studentId: integer()
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    balance: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** Charges and signed adjustments, payments, and how many payments (migration 0014). */
    charged: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    paid: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    payments: integer().notNull().default(0),
  },
  (t) => [
    index('student_balances_debt_idx')
      .on(t.balance)
      .where(sql`${t.balance} > 0`),
  ],
);

/**
 * Each enrollment's ledger totals: what it was charged (charges and signed adjustments), what was paid on
 * it and when its latest month charge was made, kept by a statement trigger on ledger_entries in the same transaction as the entries
 * (migration
 * 0014), so a seat's money is one row instead of a sum over its ledger. Never written by the application.
 */
export const enrollmentBalances = pgTable('enrollment_balances', {
  enrollmentId: integer()
    .primaryKey()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  charged: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  paid: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  /** When its latest month charge was made: a complete cycle with a month charge since its start is not due again. */
  lastMonthChargeAt: timestamp({ withTimezone: true }),
  /**
   * What its month charges still owe (the sum of its unpaid_charges rows of reason 'month', 0 when none) and the
   * local day of the oldest of those rows (null when none): kept from unpaid_charges by its trigger (migration 0025)
   * so the payment-due list reads one row per seat instead of grouping the unpaid charges.
   */
  monthOutstanding: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  monthSince: date({ mode: 'string' }),
});

/**
 * The active seats of the monthly courses (approved, active, in a monthly course other than kindergarten), one
 * row each, with what the payment-due list and the students list's overdue filter test them on: the cycle's
 * start (enrollments), the 4th latest attended session (enrollment_attendance), whether the seat owes anything,
 * its month charges still unpaid and the local day of the oldest, the local day of its latest month charge
 * (enrollment_balances). Kept by statement triggers on those tables and on the courses and sections that make
 * a seat monthly (migration 0028), so both screens read these 17,600 rows at 10x instead of joining 66,000
 * seats to their balances and attendance. Never written by the application.
 */
export const monthlySeatDues = pgTable(
  'monthly_seat_dues',
  {
    enrollmentId: integer()
      .primaryKey()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    studentId: integer().notNull(),
    sectionId: integer().notNull(),
    cycleStartedOn: date({ mode: 'string' }),
    fourthLastAttendedOn: date({ mode: 'string' }),
    owes: boolean().notNull().default(false),
    monthOutstanding: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    monthSince: date({ mode: 'string' }),
    lastMonthChargeOn: date({ mode: 'string' }),
  },
  (t) => [index().on(t.studentId)],
);

/**
 * The charges not yet fully paid, with what each still owes (its amount less the payments applied to it),
 * kept by a statement trigger on ledger_entries in the same transaction as the entries (migration 0012):
 * a charge comes in with its amount, each payment applied to it lowers that, and it leaves once settled.
 * The debt lists, the pending payments and the payment-due list read these few rows instead of settling
 * every charge of the ledger against its payments. The other columns are the charge's, copied. Never
 * written by the application.
 */
export const unpaidCharges = pgTable(
  'unpaid_charges',
  {
    chargeId: integer()
      .primaryKey()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    enrollmentId: integer(),
    reason: varchar({ length: 16, enum: CHARGE_REASONS }),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    outstanding: numeric({ precision: 12, scale: 2 }).notNull(),
    attendanceRecordId: integer(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The day the charge is for: its session's date, else its local day (migration 0024), kept with the record's
     * date if that is ever changed. The debts report ages by it, the recent-debt filters select by it.
     */
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    // A page of debtors' charges; the recent-debt filter; each seat's unpaid months (payment due).
    index('unpaid_charges_student_idx').on(t.studentId, t.occurredAt),
    // The students with a charge for a recent day (the indebted list's and pending payments' recent filter).
    index('unpaid_charges_day_idx').on(t.day, t.studentId),
    index('unpaid_charges_occurred_idx').on(t.occurredAt),
    // With what each month still owes and since when: the payment-due list sums every seat's from the index alone.
    index('unpaid_charges_month_idx')
      .on(t.enrollmentId, t.occurredAt, t.outstanding)
      .where(sql`${t.reason} = 'month'`),
  ],
);

/**
 * The payments received on each local day (Africa/Algiers) by each method: their sum and how many, kept by
 * statement triggers on ledger_entries in the same transaction as the entries (migration 0023), so the
 * revenue report of a year reads a few hundred rows instead of every payment. The ledger is append-only
 * (a payment is never edited, erased or refunded; a correction is an adjustment, which is not revenue), so
 * the rows only grow. Never written by the application.
 */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    day: date({ mode: 'string' }).notNull(),
    method: varchar({ length: 16, enum: PAYMENT_METHODS }).notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    payments: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method] })],
);

/**
 * What each payment settled: one row per (payment, charge) with the part of the payment that went to the
 * charge. A payment at the door settles its one charge (the row is written by the ledger's trigger from
 * `applies_to_entry_id`, migration 0020); a debt clearance is ONE payment spread over the oldest unpaid
 * charges, one row each. "Paid on a charge" is the sum of its rows. Append-only like the ledger; the
 * kept unpaid charges and the enrollments' paid totals move with its inserts (statement trigger).
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    paymentId: integer()
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    chargeId: integer()
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    /** The charge's enrollment, copied (a clearance's payment names none; its parts pay their seats). */
    enrollmentId: integer(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_allocations_payment_charge_key').on(t.paymentId, t.chargeId),
    index('payment_allocations_charge_idx').on(t.chargeId),
    // The money collected in a month (a teacher's percentage is earned when it is collected, issue 25).
    index('payment_allocations_created_idx').on(t.createdAt),
    check('payment_allocations_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * How a section's teacher is paid from a date on (issue 25): a percentage of what is collected for its
 * sessions, an amount per session taught or per student present. The rule in effect on a day is the one with
 * the latest effective_from on or before it, so a new rule never rewrites the past. The rule names the teacher
 * it pays (the section's teacher when it was set; a new teacher on the section writes a new rule from that day).
 * What a teacher earned is computed from the ledger and the attendance (modules/ledger/teacher-pay.ts), never kept.
 */
export const teacherPayRules = pgTable(
  'teacher_pay_rules',
  {
    id: id(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar({ length: 16, enum: TEACHER_PAY_KINDS }).notNull(),
    /** The percentage (0-100) or the amount in DA. */
    rate: numeric({ precision: 12, scale: 2 }).notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    setBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('teacher_pay_rules_section_from_key').on(t.sectionId, t.effectiveFrom),
    index('teacher_pay_rules_teacher_idx').on(t.teacherId),
    check('teacher_pay_rules_rate', sql`${t.rate} >= 0 and (${t.kind} <> 'percent' or ${t.rate} <= 100)`),
  ],
);

/**
 * What the academy paid its teachers: append-only (a trigger refuses UPDATE and DELETE), each with who paid,
 * when and the request's key, so a double-clicked payout is one row.
 */
export const teacherPayouts = pgTable(
  'teacher_payouts',
  {
    id: id(),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    method: varchar({ length: 16, enum: DESK_PAYMENT_METHODS }).notNull(),
    note: text(),
    idempotencyKey: varchar({ length: 100 }),
    requestFingerprint: varchar({ length: 64 }),
    paidBy: integer().references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teacher_payouts_idempotency_key').on(t.idempotencyKey),
    index('teacher_payouts_teacher_paid_idx').on(t.teacherId, t.paidAt),
    // A day's payouts, whoever was paid (the cash closing, issue 28).
    index('teacher_payouts_paid_idx').on(t.paidAt),
    check('teacher_payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A teacher's closed month (issue 25): its statement's figures as they were when the admin closed it, so the
 * statement of a closed month never changes. Later changes to that month's earnings are carried into the
 * statement of the month they happen in; the balance is always the ledger's.
 */
export const teacherMonthClosures = pgTable(
  'teacher_month_closures',
  {
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The month's first day. */
    month: date({ mode: 'string' }).notNull(),
    sessions: integer().notNull(),
    students: integer().notNull(),
    collected: numeric({ precision: 14, scale: 2 }).notNull(),
    share: numeric({ precision: 14, scale: 2 }).notNull(),
    payouts: numeric({ precision: 14, scale: 2 }).notNull(),
    balance: numeric({ precision: 14, scale: 2 }).notNull(),
    /** The statement's sections as they were when the month was closed (migration 0032). */
    sections: jsonb(),
    closedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.month] })],
);

/**
 * The money collected for each section's charges, by the day each charge is for (its session's date, else its
 * local day) and the local month it was collected in (a reversal counts minus, in its own month): kept by
 * statement triggers on payment_allocations and ledger_entries in the same transaction (migration 0032), so a
 * teacher's percentage reads a few rows per section and day instead of every charge and payment of the year. A
 * charge belongs to its attendance record's section, else to its seat's section when the money came in. Never
 * written by the application; teacher-pay.test.ts compares it with the ledger.
 */
export const sectionCollections = pgTable(
  'section_collections',
  {
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    month: date({ mode: 'string' }).notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.day, t.month] })],
);

/**
 * How many attended marks (present or late) each section has on each date: kept by statement triggers on
 * attendance_records (migration 0032), so the sessions taught and the students present of a teacher's months
 * read one row per session. Never written by the application.
 */
export const sectionDayAttendance = pgTable(
  'section_day_attendance',
  {
    sectionId: integer()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    attendanceDate: date({ mode: 'string' }).notNull(),
    attended: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.attendanceDate] })],
);
