/** Business constants of spec section 9, one home for each. */
export const ROLES = ['client', 'admin', 'teacher', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a route. `mobile`: a mobile-app token (parent or student), never a web session. */
export const ACCESS_RULES = ['public', 'authenticated', 'client', 'admin', 'teacher', 'mobile'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

export const GENDERS = ['male', 'female'] as const;
export const LEVELS = ['preschool', 'primary', 'middle', 'high', 'bachelor'] as const;
export type Level = (typeof LEVELS)[number];
export const PRICING_TYPES = ['session', 'monthly'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
export const CATEGORIES = ['academic', 'skills', 'languages', 'kindergarten'] as const;
/** How a payment reached the academy: at the desk (cash, card, bank transfer) or online (Chargily Pay: CIB / EDAHABIA, issue 27). */
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What the staff may choose when they record a payment themselves: an online payment is written only by its confirmed checkout. */
export const DESK_PAYMENT_METHODS = ['cash', 'card', 'bank_transfer'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD = 'cash';
/**
 * The numbered series of money documents (issue 28): a payment's receipt, and a reversal's credit note. Each
 * counts from 1 every year (the academy's clock), with no gap and no reuse (migration 0036).
 */
export const RECEIPT_SERIES = ['receipt', 'credit_note'] as const;
export type ReceiptSeries = (typeof RECEIPT_SERIES)[number];

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/**
 * Reasons the product itself writes when it rejects a request (an admin's own reason is free text). The
 * stored text is English; the web shows each in the reader's language (common:system_rejection.<key>).
 */
export const SYSTEM_REJECTION_REASONS = {
  expired: 'Expired: not confirmed at the academy in time.',
  student_removed: 'Student removed by the academy.',
} as const;
/** The key of a reason the product wrote, or null for an admin's own words. */
export const systemRejectionKey = (reason: string) =>
  (Object.keys(SYSTEM_REJECTION_REASONS) as (keyof typeof SYSTEM_REJECTION_REASONS)[]).find(
    (k) => SYSTEM_REJECTION_REASONS[k] === reason,
  ) ?? null;
export const ENROLLMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'expired', 'suspended'] as const;
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export const CONTACT_STATUSES = ['unread', 'read', 'responded', 'closed'] as const;
export const NOTIFICATION_TARGETS = ['all', 'parents', 'students'] as const;
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
/** Ledger: charges raise what is owed, payments lower it, adjustments correct either way. */
export const LEDGER_KINDS = ['charge', 'payment', 'adjustment'] as const;
export const CHARGE_REASONS = ['session', 'month', 'subscription', 'other'] as const;

export const LIMITS = {
  passwordMin: 6,
  profilePictureMaxBytes: 10 * 1024 * 1024,
  uploadMaxBytes: 10 * 1024 * 1024,
  homeCourses: 6,
  overviewRegistrations: 5,
  overviewPaymentItems: 3,
  registerBirthYears: 100,
  completionBirthYears: 50,
  replyMaxChars: 1000,
  adminOverviewRows: 20,
  recentActivity: 5,
  studentRowCourses: 3,
  attendanceRecordsList: 10,
} as const;

export const MONTHLY_CYCLE_SESSIONS = 4;
export const DEFAULT_SESSION_PRICE_DA = 400;
export const HIGH_DEBT_DA = 5000;
export const DUE_SOON_DAYS = 7;
export const SESSION_WINDOW_MINUTES = 30;
export const EMAIL_VERIFY_REDIRECT_MS = 3000;
export const WELCOME_POPUP_DELAY_MS = 1000;
export const EMAIL_TOKEN_TTL_HOURS = 48;
export const ACADEMY_TIME_ZONE = 'Africa/Algiers';

export const DEFAULT_SECTION = { name: 'Section A', schedule: 'TBD', maxStudents: 30, isActive: true } as const;
export const PROFILE_PICTURE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'] as const;
export const PROFILE_PICTURE_MIME = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;

/** Attendance colour bands of the parent's dashboard (spec 9). */
export function attendanceBand(rate: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (rate >= 90) return 'green';
  if (rate >= 75) return 'yellow';
  if (rate >= 60) return 'orange';
  return 'red';
}

// (In this module rather than schemas/courses.ts: a page that only lays out course cards must not pull in zod.)
/** Catalogue page size: one screenful on a phone, a few rows on a laptop. */
export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_MAX_PAGE_SIZE = 100;
/** Course images are stored at this size (16:9) so cards can reserve their space before loading. */
export const COURSE_IMAGE = { width: 640, height: 360 } as const;

/** The largest id a PostgreSQL integer column holds: a larger one is refused as invalid, not sent to the database. */
export const MAX_ID = 2_147_483_647;

/** How a section's teacher is paid (issue 25): a percentage of what is collected, an amount per session taught, or per student present. */
export const TEACHER_PAY_KINDS = ['percent', 'per_session', 'per_student'] as const;
export type TeacherPayKind = (typeof TEACHER_PAY_KINDS)[number];
