import { z } from 'zod';
import { GENDERS, MAX_ID } from '../constants';
import { birthDate, cardBarcode, cleanString, optionalEmail, personName, phone } from './fields';
import type { EnrollmentPaymentStatus, PaymentKind, StudentPaymentStatus } from '../payments';
import { LANGUAGE_CODES, isLanguage } from '../languages';
import { IMPORT_FIELDS, importDate, type ImportField } from '../student-import';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveId = z.coerce.number().int().positive().max(MAX_ID);
const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean().optional());

export const ADMIN_STUDENT_STATUSES = ['active', 'pending', 'inactive'] as const;
export const ADMIN_PAYMENT_FILTERS = ['paid', 'pending', 'overdue'] as const;
export const ADMIN_SESSION_FILTERS = ['live', 'starting-soon', 'ending-soon', 'active-window'] as const;

/** GET /api/admin/students/detailed: server-side search, filters and pagination. */
export const adminStudentsQuery = z.object({
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  section_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  course_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  status: z.preprocess(emptyToUndefined, z.enum(ADMIN_STUDENT_STATUSES).optional()),
  payment: z.preprocess(emptyToUndefined, z.enum(ADMIN_PAYMENT_FILTERS).optional()),
  session: z.preprocess(emptyToUndefined, z.enum(ADMIN_SESSION_FILTERS).optional()),
  include_attendance: flag,
  include_payments: flag,
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminStudentsQuery = z.input<typeof adminStudentsQuery>;

/** Add / edit a student (spec 5: name, parent name, parent e-mail, birth date required). */
export const adminStudentBody = z.object({
  name: personName,
  gender: z.preprocess(emptyToUndefined, z.enum(GENDERS).optional()),
  date_of_birth: birthDate,
  email: optionalEmail,
  phone: z.preprocess(emptyToUndefined, phone.optional()),
  parent_name: personName,
  parent_email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: 'required' }).min(1, 'required').pipe(z.email('email_invalid').max(200, 'too_long')),
  ),
  parent_phone: z.preprocess(emptyToUndefined, phone.optional()),
  mobile_app_enabled: z.boolean().optional(),
  /**
   * The family to attach the student to, chosen by the admin (a new student, or one without a family): its
   * name must be the typed parent name (else 409 parent_name_mismatch); its phone and e-mail are kept.
   */
  parent_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  /** A new family record even when the typed phone or e-mail proves an existing family. */
  new_family: z.boolean().optional(),
});
export type AdminStudentBody = z.input<typeof adminStudentBody>;

/** The details a family can be matched by. */
export type FamilyDetail = 'phone' | 'email';

/**
 * A family the typed parent phone or e-mail proves (issue 30 item 1: a detail typed by staff on a family
 * without an account, or an account's verified e-mail), as the admin sees it before attaching a student.
 */
export interface FamilyCandidate {
  id: number;
  parent_name: string | null;
  phone: string | null;
  email: string | null;
  children: string[];
  has_account: boolean;
  matched_by: FamilyDetail[];
}

/** A typed detail held by several families: it matches none; the admin chooses. */
export interface SharedFamilyDetail {
  detail: FamilyDetail;
  value: string;
  /** How many families hold it. */
  families: number;
}

export const enrollStudentBody = z.object({ class_id: positiveId });
export const changeSectionBody = z.object({ enrollment_id: positiveId, new_class_id: positiveId });

export interface AdminStudentCourse {
  id: number;
  name: string;
  name_ar: string | null;
  class_name: string;
  class_id: number;
  category: string;
  pricing_type: 'session' | 'monthly';
  enrollment_id: number;
  enrollment_status: 'pending' | 'approved' | 'rejected';
  is_active: boolean;
  enrollment_date: string;
  schedule: string;
  /** The section's teacher and room (issue 25); null when none is set. */
  teacher_name: string | null;
  room_name: string | null;
  payment_status: 'paid' | 'pending' | 'overdue';
  unpaid_amount: number;
  sessions_this_month: number;
  attendance_rate: number;
  attendance_records: number;
}

export interface AdminStudentDetailed {
  id: number;
  name: string;
  full_name: string;
  age: number | null;
  date_of_birth: string | null;
  gender: string | null;
  email: string | null;
  phone: string | null;
  phone_number: string | null;
  barcode: string;
  created_at: string;
  profile_picture_url: string | null;
  parent: {
    id: number;
    name: string | null;
    email: string | null;
    phone: string | null;
    mobile_app_enabled: boolean;
    mobile_username: string | null;
    user_email_verified: boolean | null;
  } | null;
  status: { is_enrolled: boolean; mobile_app_enabled: boolean; has_parent: boolean; is_inactive: boolean };
  enrollment_info: { total_enrollments: number; active_enrollments: number; total_debt: number; courses: AdminStudentCourse[] };
  attendance_stats: {
    attendance_rate: number;
    total_records: number;
    present_count: number;
    absent_count: number;
    late_count: number;
    /** Sessions attended (present or late) this calendar month, academy time: with `include_attendance`. */
    monthly_sessions_attended?: number;
  };
  payment_stats: { total_paid: number; sessions_attended: number };
  /** The spec's list (spec 3): one item per payment type of the active seats, its status and what it still owes. */
  payment_status: AdminStudentPaymentStatusItem[];
  /** The student's aggregate (spec 4): overdue beats pending beats all paid; 'unknown' without an active seat. */
  overall_payment_status: StudentPaymentStatus;
  total_debt: number;
  /** Attendance or ledger entries exist: deleting the student archives it (history kept) instead of removing it. */
  has_history: boolean;
  mobile_credentials: { username: string | null; password_set: boolean; app_enabled: boolean };
  /** The latest marks, newest first: with `include_attendance`. */
  recent_attendance?: AdminStudentRecentAttendance[];
  /** The latest payments, newest first: with `include_payments`. */
  recent_payments?: AdminStudentRecentPayment[];
}

/** DELETE /api/admin/students/{id}: removed (no history), or archived (attendance or money history kept). */
export type DeleteStudentResponse = { success: true; deleted: true } | { success: true; archived: true };

export interface AdminStudentPaymentStatusItem {
  type: PaymentKind;
  status: EnrollmentPaymentStatus;
  amount: number;
}

/** How many recent marks and payments `include_attendance` / `include_payments` add per student. */
export const ADMIN_STUDENT_RECENT_ITEMS = 5;

export interface AdminStudentRecentAttendance {
  status: 'present' | 'absent' | 'late' | 'excused';
  attendance_date: string;
  course_name: string;
  class_name: string;
}

export interface AdminStudentRecentPayment {
  amount: number;
  payment_date: string;
  payment_method: string | null;
}

export interface AdminStudentsResponse {
  students: AdminStudentDetailed[];
  total: number;
  limit: number;
  offset: number;
  summary: { total: number; active: number; live_sessions: number; total_enrollments: number; filtered: number };
}

export const IMPORT_MAX_ROWS = 5000;

/** One student row of an import from the old system, by field (course and section optional). */
export const importRow = z.object({
  name: personName,
  barcode: cardBarcode,
  date_of_birth: z.preprocess((v) => (typeof v === 'string' ? importDate(v) : v), birthDate),
  parent_name: personName,
  parent_phone: phone,
  course: z.preprocess(emptyToUndefined, cleanString().max(200, 'too_long').optional()),
  section: z.preprocess(emptyToUndefined, cleanString().max(120, 'too_long').optional()),
});
export type ImportRowInput = z.input<typeof importRow>;

/** The field of each column of the file, in order; null ignores the column. */
export const importMapping = z.array(z.enum(IMPORT_FIELDS).nullable()).max(200);
export type ImportMapping = z.infer<typeof importMapping>;

/**
 * The admin's decision for each parent phone of the file that proves a family (see ImportFamilyMatch): attach
 * its rows to that family (its id) or make a new family ("new").
 */
export const importFamilyDecisions = z
  .record(z.string().max(40), z.union([positiveId, z.literal('new')]))
  .refine((r) => Object.keys(r).length <= IMPORT_MAX_ROWS, 'too_long')
  .optional();
export type ImportFamilyDecisions = z.infer<typeof importFamilyDecisions>;

/**
 * The form fields sent beside the file (multipart) to preview, import or get the rejected rows: the mapping the
 * admin chose (JSON; absent: the remembered or guessed one), which rows to import (`valid`: the valid ones,
 * `all`: every row or nothing) and the language of the rejected rows' error column.
 */
export const importFileFields = z.object({
  mapping: z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, importMapping.optional()),
  mode: z.enum(['valid', 'all']).default('all'),
  lang: z.preprocess((v) => (typeof v === 'string' && isLanguage(v) ? v : undefined), z.enum(LANGUAGE_CODES).default('en')),
  /** JSON: the family decisions (importFamilyDecisions). */
  families: z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, importFamilyDecisions),
});

/** JSON import of rows already keyed by field (an API client's import); every row or nothing, or only the valid ones. */
export const importCommitBody = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_MAX_ROWS),
  mode: z.enum(['valid', 'all']).default('all'),
  families: importFamilyDecisions,
});

/** One problem of a row: the field, a code the web translates, and the other row or the holder it refers to. */
export interface ImportIssue {
  field: ImportField | 'row';
  code: string;
  /** duplicate_in_file: the sheet row holding the same barcode; parent_name_differs: the row naming the phone's parent first. */
  row?: number;
  /** barcode_taken: the name of the student already holding the barcode. */
  holder?: string;
}

export interface ImportPreviewRow {
  /** The sheet's own row number (as Excel shows it; empty rows and title rows count). */
  line: number;
  values: Record<string, string>;
  section_id: number | null;
  /** Error codes by field (`issues` says the same with the row or holder they refer to). */
  errors: Record<string, string[]>;
  issues: ImportIssue[];
}

export interface ImportColumn {
  index: number;
  title: string;
  field: ImportField | null;
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  total: number;
  valid: number;
  invalid: number;
  /** The columns of the file with the field each was matched to. */
  columns: ImportColumn[];
  /** The sheet row of the column titles. */
  header_line: number;
  /** Where the mapping came from: the admin's choice, the academy's last mapping of these titles, or the titles. */
  mapping_source: 'chosen' | 'saved' | 'guessed';
  /** Empty rows that were skipped. */
  skipped_empty: number;
  /** The parent phones of the file that prove a family, or that several families hold: the admin decides. */
  families: ImportFamilyMatch[];
}

/**
 * A parent phone of the file and the family it would attach its rows to. `family` is set when the phone proves
 * one family (typed by staff on a family without an account): the import needs the admin's decision for it,
 * suggested in `suggested` (attach when the names match, a new family when they do not). `shared` counts the
 * families holding the phone when several do: it matches none and its rows make a new family.
 */
export interface ImportFamilyMatch {
  phone: string;
  /** The parent name the file gives for this phone (its first row). */
  file_parent_name: string;
  /** The sheet rows with this phone. */
  lines: number[];
  family: Omit<FamilyCandidate, 'matched_by'> | null;
  names_match: boolean;
  shared: number;
  suggested: number | 'new';
}

export interface ImportResult {
  success: true;
  imported: number;
  parents_created: number;
  enrollments_created: number;
  /** Rows not imported (their errors), when only the valid rows were asked for. */
  rejected: number;
}
