import type { FamilyCandidate, SharedFamilyDetail } from './schemas/admin-students';

/** Stable error codes of the API. The web translates `code`; the server message is the fallback. */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'too_many_attempts',
  'payload_too_large',
  'internal_error',
  'database_unavailable',
  'invalid_credentials',
  'account_inactive',
  'phone_taken',
  'email_taken',
  'user_not_found',
  'parent_not_found',
  'family_match',
  'parent_name_mismatch',
  'import_family_decision_needed',
  'import_family_decision_invalid',
  'own_account_protected',
  'last_active_admin',
  'has_associated_records',
  'has_money_history',
  'invalid_token',
  'token_expired',
  'wrong_current_password',
  'invalid_barcode',
  'barcode_already_set_up',
  'invalid_barcode_or_password',
  'card_not_claimed',
  'invalid_file_type',
  'file_too_large',
  'image_too_large',
  'no_file',
  'no_profile_picture',
  'student_not_found',
  'student_required',
  'course_not_found',
  'section_not_found',
  'course_full',
  'section_full',
  'already_registered',
  'not_eligible',
  'registration_not_pending',
  'registration_expired',
  'too_many_pending_requests',
  'registration_not_found',
  'import_invalid',
  'import_missing_columns',
  'import_mapping_invalid',
  'import_too_many_rows',
  'course_has_students',
  'course_has_history',
  'section_has_students',
  'section_has_history',
  'max_below_enrolled',
  'enrollment_not_found',
  'enrollment_not_active',
  'not_kindergarten',
  'not_enrolled',
  'idempotency_key_reused',
  'idempotency_key_mismatch',
  'mark_before_enrollment',
  'mark_before_cycle',
  'section_has_no_students',
  'amount_above_debt',
  'nothing_to_pay',
  'payment_not_found',
  'barcode_not_found',
  'student_archived',
  'time_restriction',
  'debt_warning',
  'attendance_charged',
  'attendance_not_found',
  'cycle_not_complete',
  'not_monthly',
  'teacher_not_found',
  'room_not_found',
  'room_name_taken',
  'room_capacity_below_section',
  'room_in_use',
  'homework_not_found',
  'attachment_not_found',
  'too_many_attachments',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Same text as message: the spec's clients read an `error` field. */
  error: string;
  details?: Record<string, string[]>;
  /** family_match: the families the typed parent phone / e-mail proves. */
  families?: FamilyCandidate[];
  /** family_match: typed details held by several families (they match none). */
  shared?: SharedFamilyDetail[];
  /** parent_name_mismatch: the family chosen, with its name. */
  family?: { id: number; parent_name: string | null };
}
