import { z } from 'zod';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  CATEGORIES,
  LEVELS,
  MAX_ID,
  PRICING_TYPES,
  type Level,
  type PricingType,
} from '../constants';
import type { WeeklySlot } from '../schedule';
import { cleanString } from './fields';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Query of GET /api/courses: every filter optional, the same names the catalogue keeps in its URL. */
export const courseListQuery = z.object({
  level: z.preprocess(emptyToUndefined, z.enum(LEVELS).optional()),
  grade: z.preprocess(emptyToUndefined, cleanString().max(16).optional()),
  subject: z.preprocess(emptyToUndefined, cleanString().max(80).optional()),
  pricing_type: z.preprocess(emptyToUndefined, z.enum(PRICING_TYPES).optional()),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  limit: z.coerce.number().int().min(1).max(CATALOGUE_MAX_PAGE_SIZE).default(CATALOGUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type CourseListQuery = z.input<typeof courseListQuery>;

const id = z.coerce.number({ error: 'required' }).int().positive().max(MAX_ID);
export const idParams = z.object({ id });

export const registerCourseBody = z.object({ course_id: id, student_id: id });
export type RegisterCourseBody = z.infer<typeof registerCourseBody>;

/** The spec sends no body; a family with several students says which one. */
export const enrollSectionBody = z.object({ student_id: id.optional() }).nullish();

export interface CoursePricingInfo {
  pricing_type: PricingType;
  display_price: string | null;
  session_duration_hours: number;
}

export interface CourseSummary {
  id: number;
  name: string;
  name_en: string | null;
  name_ar: string | null;
  name_fr: string | null;
  description: string;
  description_en: string | null;
  description_ar: string | null;
  description_fr: string | null;
  level: Level;
  grade: string | null;
  subject: string | null;
  category: (typeof CATEGORIES)[number];
  /** The price of the course's pricing type: per session or per month, in DA. */
  price: number | null;
  session_price: number | null;
  monthly_price: number | null;
  image_url: string | null;
  max_students: number;
  /** Seats still free: in its sections when it has any, else in the course. */
  available_seats: number;
  is_full: boolean;
  sections_count: number;
  is_active: boolean;
  pricing_info: CoursePricingInfo;
}

export interface CourseListResponse {
  courses: CourseSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface FilterOption {
  id: string;
  name: string;
  name_en: string;
  name_ar: string;
}

export interface CourseFilters {
  levels: (FilterOption & { grades: FilterOption[] })[];
  /** Subject codes taught at each level (active courses only). */
  subjects: Record<Level, string[]>;
}

export interface SectionSummary {
  id: number;
  course_id: number;
  name: string;
  section_name: string;
  /** 'Sun 08:30-10:30, Tue 08:30-10:30' or 'TBD'. */
  schedule: string;
  slots: WeeklySlot[];
  max_students: number;
  current_students: number;
  available_seats: number;
  is_full: boolean;
  start_date: string | null;
  end_date: string | null;
}

export interface MyRegistration {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  registration_date: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  /** The course's French name, when it has one (issue 28). */
  course_name_fr: string | null;
  student_id: number;
  student: { id: number; name: string };
  section_id: number | null;
  section_name: string | null;
  rejection_reason: string | null;
}

export interface MyEnrollment {
  id: number;
  enrollment_id: number;
  enrollment_status: 'pending' | 'approved' | 'rejected';
  enrollment_date: string;
  is_active: boolean;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  /** The course's French name, when it has one (issue 28). */
  course_name_fr: string | null;
  section_id: number;
  class_id: number;
  section_name: string;
  class_name: string;
  schedule: string;
  student_id: number;
  student_name: string;
  pricing_type: PricingType;
  payment_type: PricingType;
  is_kindergarten: boolean;
}

/** What a course card shows for one student (spec 4). */
export type CourseStatus = 'enrolled' | 'pending' | 'rejected' | 'none';

/**
 * Enrolled when approved or when an approved active section enrollment exists; pending while a request
 * awaits the academy; rejected when the latest request was refused; otherwise none (may register).
 */
export function courseStatusFor(
  studentId: number,
  courseId: number,
  registrations: readonly Pick<MyRegistration, 'student_id' | 'course_id' | 'status' | 'created_at'>[],
  enrollments: readonly Pick<MyEnrollment, 'student_id' | 'course_id' | 'enrollment_status' | 'is_active'>[],
): CourseStatus {
  const mine = enrollments.filter((e) => e.student_id === studentId && e.course_id === courseId && e.is_active);
  if (mine.some((e) => e.enrollment_status === 'approved')) return 'enrolled';
  const requests = registrations
    .filter((r) => r.student_id === studentId && r.course_id === courseId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (requests.some((r) => r.status === 'approved')) return 'enrolled';
  if (requests.some((r) => r.status === 'pending') || mine.some((e) => e.enrollment_status === 'pending')) return 'pending';
  if (requests[0]?.status === 'rejected') return 'rejected';
  return 'none';
}
