import { z } from 'zod';
import { sectionStaffingFields, type SectionStaffing } from './admin-teachers';
import { cleanString, emptyToUndefined, positiveId } from './fields';
import {
  ATTENDANCE_STATUSES,
  CATEGORIES,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SECTION,
  LEVELS,
  type Level,
  DESK_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PRICING_TYPES,
  SUBSCRIPTION_STATUSES,
} from '../constants';
import { LEVEL_GRADES } from '../levels';
import { SUBJECT_CODES } from '../subjects';
import { overlappingSlots, parseSchedule, SCHEDULE_TIMES, type WeeklySlot } from '../schedule';
import { isRealDate } from '../time';
import type { DueState } from '../payments';
import type { CourseSummary } from './courses';

/*
 * The admin's course, section, schedule and kindergarten screens (spec 2 "Courses", "Schedule control",
 * "Kindergarten"; spec 5 "Admin forms"). Messages are keys of the web's `validation` namespace.
 * Multipart forms send every field as text, so numbers and flags are read from text as well.
 */

const flag = z.preprocess((v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v), z.boolean());
const optionalText = (max: number) => z.preprocess(emptyToUndefined, cleanString().max(max, 'too_long').optional());

/**
 * An amount in DA as the ledger stores it: text with at most 2 decimals, 0 or more (spec 5: min 0,
 * step 0.01). Numbers from a form are accepted and kept exact as text; no float arithmetic on money.
 */
export const amountDa = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : v),
  z
    .string({ error: 'required' })
    .min(1, 'required')
    .regex(/^-?\d+(\.\d+)?$/, 'number_invalid')
    .refine((v) => !v.startsWith('-') || Number(v) === 0, 'amount_negative')
    .refine((v) => !/\.\d{3,}$/.test(v), 'amount_decimals')
    .refine(
      (v) =>
        v
          .replace(/^-/, '')
          .split('.')[0]!
          .replace(/^0+(?=\d)/, '').length <= 10,
      'too_large',
    )
    .transform((v) => Number(v).toFixed(2)),
);

/** A number typed in a form (text in multipart): missing is 'required', anything else not a number is 'number_invalid'. */
const formNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number_invalid') }),
  );
const seats = () => formNumber().pipe(z.number().int('number_invalid').min(1, 'number_min').max(10_000, 'too_large'));

// ----- Courses -----------------------------------------------------------------------------------------

export const ADMIN_COURSE_STATUSES = ['all', 'active', 'inactive', 'archived'] as const;

/** GET /api/admin/courses: search in both languages, level / grade / subject / status filters, one page. */
export const adminCoursesQuery = z.object({
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  level: z.preprocess(emptyToUndefined, z.enum(LEVELS).optional()),
  grade: z.preprocess(emptyToUndefined, cleanString().max(16).optional()),
  subject: z.preprocess(emptyToUndefined, cleanString().max(80).optional()),
  category: z.preprocess(emptyToUndefined, z.enum(CATEGORIES).optional()),
  /** all (default) = every course not archived; archived = the archived ones only. */
  status: z.preprocess(emptyToUndefined, z.enum(ADMIN_COURSE_STATUSES).default('all')),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminCoursesQuery = z.input<typeof adminCoursesQuery>;

/** The spec's course form sends name / description / price: read them as the English name, description and the pricing type's price. */
function specCourseFields(v: unknown) {
  if (typeof v !== 'object' || v === null) return v;
  const o = { ...(v as Record<string, unknown>) };
  const blank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
  if (blank(o.name_en) && blank(o.name_ar) && !blank(o.name)) o.name_en = o.name;
  if (blank(o.description_en) && blank(o.description_ar) && !blank(o.description)) o.description_en = o.description;
  const priceField = o.pricing_type === 'monthly' ? 'monthly_price' : 'session_price';
  if (blank(o[priceField]) && !blank(o.price)) o[priceField] = o.price;
  return o;
}

/**
 * The course form (spec 5: name, description, price min 0 step 0.01, max_students min 1 required), in
 * both languages: a name and a description in at least one of them. The grade must belong to the
 * level; the price of the pricing type is required (per session or per month, in DA).
 */
export const adminCourseBody = z.preprocess(
  specCourseFields,
  z
    .object({
      name_en: optionalText(200),
      name_ar: optionalText(200),
      /** French (issue 28): optional, never required. */
      name_fr: optionalText(200),
      description_en: optionalText(5000),
      description_ar: optionalText(5000),
      description_fr: optionalText(5000),
      level: z.enum(LEVELS, { error: 'required' }),
      grade: z.preprocess(emptyToUndefined, cleanString().max(16, 'too_long').optional()),
      subject: z.preprocess(emptyToUndefined, z.enum(SUBJECT_CODES as [string, ...string[]], { error: 'subject_unknown' }).optional()),
      category: z.preprocess(emptyToUndefined, z.enum(CATEGORIES, { error: 'required' }).default('academic')),
      pricing_type: z.preprocess(emptyToUndefined, z.enum(PRICING_TYPES, { error: 'required' }).default('session')),
      session_price: z.preprocess(emptyToUndefined, amountDa.optional()),
      monthly_price: z.preprocess(emptyToUndefined, amountDa.optional()),
      display_price: optionalText(80),
      session_duration_hours: z.preprocess(
        emptyToUndefined,
        formNumber()
          .pipe(
            z
              .number()
              .min(0.25, 'number_min')
              .max(12, 'too_large')
              .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-9, 'amount_decimals'),
          )
          .default(1.5),
      ),
      max_students: seats(),
      is_active: z.preprocess(emptyToUndefined, flag.default(true)),
    })
    .superRefine((c, ctx) => {
      if (!c.name_en && !c.name_ar) {
        for (const path of ['name_en', 'name_ar']) ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
      }
      if (!c.description_en && !c.description_ar) {
        for (const path of ['description_en', 'description_ar']) ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
      }
      if (c.grade && !LEVEL_GRADES[c.level].some((g) => g.id === c.grade)) {
        ctx.addIssue({ code: 'custom', path: ['grade'], message: 'grade_not_in_level' });
      }
      const price = c.pricing_type === 'monthly' ? 'monthly_price' : 'session_price';
      if (c[price] === undefined) ctx.addIssue({ code: 'custom', path: [price], message: 'required' });
    }),
);
export type AdminCourseInput = z.input<typeof adminCourseBody>;
export type AdminCourseBody = z.output<typeof adminCourseBody>;

/** PUT /api/admin/courses/{id} as JSON with only is_active: the Activate / Deactivate button (spec 7). */
export const courseStatusBody = z.object({ is_active: flag });

/** DELETE /api/admin/courses/{id}?archive=true keeps a course with history, hidden everywhere publicly. */
export const deleteCourseQuery = z.object({ archive: z.preprocess(emptyToUndefined, flag.default(false)) });

/** A course on the admin's cards: the catalogue's fields plus status, archive and seats taken / offered. */
export interface AdminCourse extends CourseSummary {
  archived: boolean;
  archived_at: string | null;
  /** Seats held (pending or approved) in its active sections, or by section-less requests when it has none. */
  seats_taken: number;
  /**
   * Seats offered: the sum of its active sections' maximums capped by the course's maximum (courseFreeSeats), or the course's own maximum
   * without sections.
   */
  seats_max: number;
  active_sections_count: number;
  created_at: string;
  updated_at: string;
}

export interface AdminCoursesResponse {
  courses: AdminCourse[];
  total: number;
  limit: number;
  offset: number;
}

/** GET /api/admin/courses: a page of courses, and the subjects each level teaches (the subject filter lists only the chosen level's). */
export interface AdminCoursesScreen extends AdminCoursesResponse {
  subjects_by_level: Record<Level, string[]>;
}

// ----- Sections and the schedule ------------------------------------------------------------------------

/** Defaults of the section form (spec 9): 'Section A', schedule TBD, 30 seats, active. */
export const SECTION_FORM_DEFAULTS = {
  section_name: DEFAULT_SECTION.name,
  schedule: DEFAULT_SECTION.schedule,
  max_students: DEFAULT_SECTION.maxStudents,
  is_active: DEFAULT_SECTION.isActive,
} as const;

/** True for the text of an unscheduled section. */
export const isTbd = (text: string) => text.trim().toUpperCase() === 'TBD';

/** Schedule text of a form: 'TBD' or slots the scheduler can read (spec 5), without two slots at once. */
const scheduleField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(200, 'too_long')
  .refine((v) => v.length === 0 || isTbd(v) || parseSchedule(v).length > 0, 'schedule_invalid')
  .refine((v) => overlappingSlots(parseSchedule(v)) === null, 'slots_overlap');

const time = z
  .string({ error: 'required' })
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'time_invalid')
  .transform((v) => v.slice(0, 5))
  .refine((v) => Number(v.slice(0, 2)) <= 23 && Number(v.slice(3, 5)) <= 59, 'time_invalid');

/** One weekly slot from the scheduler's grid or dialog: a day (0 = Sunday) and a start before its end. */
export const weeklySlot = z
  .object({
    day_of_week: z.coerce.number({ error: 'required' }).int().min(0, 'day_invalid').max(6, 'day_invalid'),
    start_time: time,
    end_time: time,
  })
  .refine((s) => s.end_time > s.start_time, { message: 'end_before_start', path: ['end_time'] });

/** The scheduler's choices (spec 5): half-hour steps 08:00 to 22:00; anything else is refused by the dialog, not by the API. */
export const isScheduleTime = (v: string) => SCHEDULE_TIMES.includes(v.slice(0, 5));

const slotList = z
  .array(weeklySlot)
  .max(14, 'too_long')
  .refine((slots) => overlappingSlots(slots as WeeklySlot[]) === null, 'slots_overlap');

const sectionName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  cleanString({ error: 'required' }).min(1, 'required').max(120, 'too_long'),
);
/** Spec 5: max_students min 1, 30 when not numeric. */
const seatsRule = z.coerce.number().int('number_invalid').min(1, 'number_min').max(10_000, 'too_large');
const notNumeric = (v: unknown) => typeof v === 'string' && !/^\s*-?\d+(\.\d+)?\s*$/.test(v);
const sectionSeats = z.preprocess((v) => (v === undefined || v === null || notNumeric(v) ? DEFAULT_SECTION.maxStudents : v), seatsRule);
/** On an edit a missing value keeps the current one; text that is not a number still means 30. */
const sectionSeatsUpdate = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : notNumeric(v) ? DEFAULT_SECTION.maxStudents : v),
  seatsRule.optional(),
);
const optionalDate = z.preprocess(emptyToUndefined, z.string().refine(isRealDate, 'date_invalid').nullable().optional());

/** The spec's form sends `name` where the section form says section_name. */
const specSectionFields = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  (v as Record<string, unknown>).section_name === undefined &&
  (v as Record<string, unknown>).name !== undefined
    ? { ...(v as Record<string, unknown>), section_name: (v as Record<string, unknown>).name }
    : v;

/** POST /api/courses/{id}/sections (spec 5: section_name and schedule required; max_students min 1, 30 when not numeric). */
export const adminSectionBody = z.preprocess(
  specSectionFields,
  z
    .object({
      section_name: sectionName,
      schedule: scheduleField,
      max_students: sectionSeats,
      is_active: z.preprocess(emptyToUndefined, flag.default(true)),
      start_date: optionalDate,
      end_date: optionalDate,
      ...sectionStaffingFields,
    })
    .refine((s) => !s.start_date || !s.end_date || s.end_date >= s.start_date, { message: 'end_before_start', path: ['end_date'] }),
);
export type AdminSectionInput = z.input<typeof adminSectionBody>;

/**
 * PUT /api/courses/sections/{id}: any field of the form, and the schedule either as text or as the
 * grid's slots (an empty list unschedules the section: 'TBD').
 */
export const adminSectionUpdateBody = z.preprocess(
  specSectionFields,
  z
    .object({
      section_name: sectionName.optional(),
      schedule: scheduleField.optional(),
      slots: slotList.optional(),
      max_students: sectionSeatsUpdate,
      is_active: z.preprocess(emptyToUndefined, flag.optional()),
      start_date: optionalDate,
      end_date: optionalDate,
      ...sectionStaffingFields,
    })
    .refine((s) => s.schedule === undefined || s.slots === undefined, { message: 'schedule_or_slots', path: ['slots'] })
    .refine((s) => !s.start_date || !s.end_date || s.end_date >= s.start_date, { message: 'end_before_start', path: ['end_date'] }),
);
export type AdminSectionUpdateInput = z.input<typeof adminSectionUpdateBody>;

export const dryRunQuery = z.object({ dry_run: z.preprocess(emptyToUndefined, flag.default(false)) });

export const sectionsAllQuery = z.object({
  course_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  category: z.preprocess(emptyToUndefined, z.enum(CATEGORIES).optional()),
});

const DAY_WORDS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** GET /api/admin/sections/current: a day (0-6 or an English name) and a time; both default to now in Algiers. */
export const currentSectionsQuery = z.object({
  day: z.preprocess(
    (v) => {
      if (typeof v !== 'string' || v.trim() === '') return v === '' ? undefined : v;
      const word = DAY_WORDS.indexOf(v.trim().slice(0, 3).toLowerCase());
      return /^\d+$/.test(v.trim()) ? Number(v) : word >= 0 && /^[a-z]+$/i.test(v.trim()) ? word : v;
    },
    z.number({ error: 'day_invalid' }).int().min(0, 'day_invalid').max(6, 'day_invalid').optional(),
  ),
  time: z.preprocess(emptyToUndefined, time.optional()),
});

/** GET /api/admin/schedule/conflicts: one section (optionally with the slots it would get), or the whole academy. */
export const scheduleConflictsQuery = z.object({
  section_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  /** The slots the section would get, as schedule text ('Sun 08:00-10:00, ...' or TBD). */
  schedule: z.preprocess(emptyToUndefined, scheduleField.optional()),
  /** The teacher and room it would get (the form's choice before saving); left out: its own. */
  teacher_id: z.preprocess(emptyToUndefined, positiveId.optional()),
  room_id: z.preprocess(emptyToUndefined, positiveId.optional()),
});

/** A section as the admin's screens show it (spec 3 "Section / class"), with its teacher and room (issue 25). */
export interface AdminSection extends SectionStaffing {
  id: number;
  course_id: number;
  course: { id: number; name: string; name_ar: string | null; category: string };
  course_name: string;
  course_category: string;
  is_kindergarten: boolean;
  name: string;
  section_name: string;
  /** 'Sun 08:30-10:30, Tue 08:30-10:30' or 'TBD'. */
  schedule: string;
  slots: WeeklySlot[];
  is_scheduled: boolean;
  /** The first slot (the spec's single-day fields); null when unscheduled. */
  day_of_week: number | null;
  start_time: string | null;
  end_time: string | null;
  /** Meets on more than one day a week. */
  multi_day_schedule: boolean;
  max_students: number;
  current_students: number;
  enrolled_students: number;
  available_seats: number;
  is_full: boolean;
  is_active: boolean;
  course_is_active: boolean;
  start_date: string | null;
  end_date: string | null;
}

/**
 * Two active sections meeting at overlapping times that share students, the teacher or the room: shown as
 * a warning before saving.
 */
export const SCHEDULE_CONFLICT_KINDS = ['students', 'teacher', 'room'] as const;
export type ScheduleConflictKind = (typeof SCHEDULE_CONFLICT_KINDS)[number];

export interface ScheduleConflict {
  kind: ScheduleConflictKind;
  section_id: number;
  section_name: string;
  course_name: string;
  other_section_id: number;
  other_section_name: string;
  other_course_name: string;
  slot: WeeklySlot;
  other_slot: WeeklySlot;
  /** Students holding seats in both; 0 for the teacher and room kinds. */
  shared_students: number;
  /** The teacher both have (kind teacher) or the room both meet in (kind room). */
  teacher_name?: string | null;
  room_name?: string | null;
}

// ----- Kindergarten -----------------------------------------------------------------------------------

export const KINDERGARTEN_FILTERS = ['all', 'active', 'pending_payment', 'expired'] as const;

export const kindergartenEnrollmentsQuery = z.object({
  filter: z.preprocess(emptyToUndefined, z.enum(KINDERGARTEN_FILTERS).default('all')),
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const subscriptionDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z.string({ error: 'date_required' }).refine(isRealDate, 'date_invalid').nullable(),
);

/**
 * PUT /api/admin/enrollments/{id}: the subscription edit form. Renew sends status, next date and notes;
 * update adds the monthly amount (spec 7). Fields left out keep their value.
 */
export const subscriptionUpdateBody = z.object({
  subscription_status: z.enum(SUBSCRIPTION_STATUSES, { error: 'required' }),
  subscription_amount: z.preprocess(emptyToUndefined, amountDa.optional()),
  next_subscription_date: subscriptionDate.optional(),
  payment_notes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    cleanString().max(1000, 'too_long').nullable().optional(),
  ),
});
export type SubscriptionUpdateInput = z.input<typeof subscriptionUpdateBody>;

/**
 * POST /api/admin/enrollments/{id}/renew: one month more, paid now (cash by default). `amount` is what
 * is paid (the month's price when left out; 0 records the month unpaid). A retried request with the
 * same idempotency key returns the first result and pays once.
 */
export const renewSubscriptionBody = z
  .object({
    payment_method: z.preprocess(emptyToUndefined, z.enum(DESK_PAYMENT_METHODS, { error: 'required' }).default(DEFAULT_PAYMENT_METHOD)),
    amount: z.preprocess(emptyToUndefined, amountDa.optional()),
    idempotency_key: z.preprocess(emptyToUndefined, cleanString().min(8, 'too_short').max(80, 'too_long').optional()),
    payment_notes: z.preprocess(emptyToUndefined, cleanString().max(1000, 'too_long').optional()),
  })
  .nullish()
  .transform(
    (v) =>
      v ?? {
        payment_method: DEFAULT_PAYMENT_METHOD as (typeof PAYMENT_METHODS)[number],
        amount: undefined,
        idempotency_key: undefined,
        payment_notes: undefined,
      },
  );
export type RenewSubscriptionInput = z.input<typeof renewSubscriptionBody>;

/** POST /api/admin/kindergarten/attendance (spec 5: the date is required, 'Please select a date'). */
export const kindergartenAttendanceBody = z.object({
  student_id: positiveId,
  class_id: positiveId,
  attendance_date: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
    z
      .string({ error: 'date_required' })
      .min(1, 'date_required')
      .refine((v) => v.length === 0 || isRealDate(v), 'date_invalid'),
  ),
  status: z.enum(ATTENDANCE_STATUSES, { error: 'required' }).default('present'),
  notes: z.preprocess(emptyToUndefined, cleanString().max(1000, 'too_long').optional()),
  is_kindergarten: z.boolean().optional(),
});
export type KindergartenAttendanceInput = z.input<typeof kindergartenAttendanceBody>;

export interface KindergartenSummary {
  kindergarten_courses: number;
  active_classes: number;
  enrolled_students: number;
  /** Sum of the monthly amount of active kindergarten enrollments, in DA. */
  monthly_revenue: number;
}

export interface KindergartenClass {
  id: number;
  name: string;
  section_name: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  schedule: string;
  slots: WeeklySlot[];
  schedule_type: 'single' | 'multi' | 'unscheduled';
  start_time: string | null;
  end_time: string | null;
  enrolled_students: number;
  max_students: number;
  is_active: boolean;
  status: 'active' | 'inactive';
}

export interface KindergartenEnrollment {
  id: number;
  enrollment_id: number;
  student_id: number;
  student_name: string;
  subscription_status: (typeof SUBSCRIPTION_STATUSES)[number];
  parent_name: string | null;
  parent_phone: string | null;
  phone: string | null;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  class_id: number;
  section_id: number;
  class_name: string;
  monthly_amount: number;
  subscription_amount: number;
  next_payment_date: string | null;
  next_subscription_date: string | null;
  days_left: number | null;
  due_state: DueState;
  attendance: { attended: number; total: number; rate: number };
  sessions_attended: number;
  total_sessions: number;
  attendance_rate: number;
  enrollment_date: string;
  payment_notes: string | null;
}

export interface KindergartenEnrollmentsResponse {
  enrollments: KindergartenEnrollment[];
  total: number;
  limit: number;
  offset: number;
  counts: Record<(typeof KINDERGARTEN_FILTERS)[number], number>;
}
