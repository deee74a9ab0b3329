import { z } from 'zod';
import { GENDERS, MAX_ID } from '../constants';
import { birthDate, optionalEmail, personName, phone } from './fields';
import type { StudentPaymentStatus } from '../payments';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveId = z.coerce.number().int().positive().max(MAX_ID);
const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean().optional());

export const ADMIN_STUDENT_STATUSES = ['active', 'pending', 'inactive'] as const;
export const ADMIN_PAYMENT_FILTERS = ['paid', 'pending', 'overdue'] as const;
export const ADMIN_SESSION_FILTERS = ['live', 'starting-soon', 'ending-soon', 'active-window'] as const;

/** GET /api/admin/students/detailed: server-side search, filters and pagination. */
export const adminStudentsQuery = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'too_long').optional()),
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
});
export type AdminStudentBody = z.input<typeof adminStudentBody>;

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
  parent: { id: number; name: string | null; email: string | null; phone: string | null; mobile_app_enabled: boolean; mobile_username: string | null; user_email_verified: boolean | null } | null;
  status: { is_enrolled: boolean; mobile_app_enabled: boolean; has_parent: boolean; is_inactive: boolean };
  enrollment_info: { total_enrollments: number; active_enrollments: number; total_debt: number; courses: AdminStudentCourse[] };
  attendance_stats: { attendance_rate: number; total_records: number; present_count: number; absent_count: number; late_count: number };
  payment_stats: { total_paid: number; sessions_attended: number };
  payment_status: StudentPaymentStatus;
  total_debt: number;
  mobile_credentials: { username: string | null; password_set: boolean; app_enabled: boolean };
}

export interface AdminStudentsResponse {
  students: AdminStudentDetailed[];
  total: number;
  limit: number;
  offset: number;
  summary: { total: number; active: number; live_sessions: number; total_enrollments: number; filtered: number };
}

export const IMPORT_MAX_ROWS = 5000;

/** A day as the old system or a spreadsheet writes it: YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY. */
export function importDate(value: string): string {
  const v = value.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : v;
}

/** One student row of an import from the old system (course and section optional). */
export const importRow = z.object({
  name: personName,
  barcode: z.string({ error: 'required' }).trim().min(1, 'barcode_required').max(64, 'too_long').transform((v) => v.replace(/\s+/g, '').toUpperCase()),
  date_of_birth: z.preprocess((v) => (typeof v === 'string' ? importDate(v) : v), birthDate),
  parent_name: personName,
  parent_phone: z.preprocess((v) => (typeof v === 'string' ? v.replace(/[\s.-]/g, '') : v), phone),
  course: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'too_long').optional()),
  section: z.preprocess(emptyToUndefined, z.string().trim().max(120, 'too_long').optional()),
});
export type ImportRowInput = z.input<typeof importRow>;

export const importCommitBody = z.object({ rows: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_MAX_ROWS) });

export interface ImportPreviewRow {
  line: number;
  values: Record<string, string>;
  section_id: number | null;
  errors: Record<string, string[]>;
}

export interface ImportPreview {
  rows: ImportPreviewRow[];
  total: number;
  valid: number;
  invalid: number;
}
