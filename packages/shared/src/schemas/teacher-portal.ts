import { z } from 'zod';
import { isRealDate } from '../time';
import { emptyToUndefined } from './fields';
import { idempotencyKey } from './admin-attendance';

// ----- The teacher's portal (issue 25 item 2, read-only part): the week's sessions and a section's class list -----

/** GET /api/teacher/week?date=YYYY-MM-DD: the school week holding that date (today in the academy's clock when absent). */
export const teacherWeekQuery = z.object({
  date: z.preprocess(emptyToUndefined, z.string().max(10, 'date_invalid').refine(isRealDate, 'date_invalid').optional()),
});
export type TeacherWeekQuery = z.input<typeof teacherWeekQuery>;

/** Day of the week the Algerian school week starts on (0 = Sunday): Saturday, through Friday. */
export const SCHOOL_WEEK_FIRST_DAY = 6;

/**
 * The seven local dates (YYYY-MM-DD) of the Algerian school week (Saturday .. Friday) holding `date`, with each
 * one's day of the week (0 = Sunday, as section_schedules counts it).
 */
export function schoolWeek(date: string): { date: string; day_of_week: number }[] {
  const at = Date.parse(`${date}T00:00:00Z`);
  const day = new Date(at).getUTCDay();
  const start = at - ((day - SCHOOL_WEEK_FIRST_DAY + 7) % 7) * 86_400_000;
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(start + i * 86_400_000);
    return { date: d.toISOString().slice(0, 10), day_of_week: d.getUTCDay() };
  });
}

/** One session of the week: a weekly slot of one of the teacher's active sections on a date. */
export interface TeacherSession {
  date: string;
  day_of_week: number;
  /** HH:MM, the academy's local time. */
  start_time: string;
  end_time: string;
  section: { id: number; name: string };
  course: { id: number; name: string; name_ar: string | null };
  room: { id: number; name: string } | null;
  /** Students with an approved, active seat in the section. */
  students_count: number;
}

/** GET /api/teacher/week. */
export interface TeacherWeek {
  /** The academy's today (for "Today" on the page), and the week's first and last dates. */
  today: string;
  week_start: string;
  week_end: string;
  /** In date then start-time order. */
  sessions: TeacherSession[];
}

/** A student of the class list: no barcode, no contacts, no money. */
export interface TeacherClassStudent {
  id: number;
  name: string;
  photo_url: string | null;
  /** Today's mark in this section (the door's scan, the desk's or a roll call), null when not marked. */
  today_status: 'present' | 'late' | 'absent' | 'excused' | null;
}

/** GET /api/teacher/sections/{id}/students. */
export interface TeacherClassList {
  section: { id: number; name: string };
  course: { id: number; name: string; name_ar: string | null };
  room: { id: number; name: string } | null;
  /** The academy's today, and whether the section meets then (roll call is open). */
  today: string;
  meets_today: boolean;
  /** By name. */
  students: TeacherClassStudent[];
}

// ----- Roll call (issue 25 item 2): the teacher marks the students who did not scan -----

/** The statuses a teacher's roll call gives (excused stays the desk's). */
export const ROLL_CALL_STATUSES = ['present', 'late', 'absent'] as const;
export type RollCallStatus = (typeof ROLL_CALL_STATUSES)[number];
export const ROLL_CALL_MAX_MARKS = 200;

/** POST /api/teacher/sections/{id}/roll-call (a request key makes a retry answer the first call). */
export const rollCallBody = z.object({
  date: z.preprocess(emptyToUndefined, z.string().max(10, 'date_invalid').refine(isRealDate, 'date_invalid').optional()),
  marks: z
    .array(
      z.object({
        student_id: z.number({ error: 'required' }).int().positive(),
        status: z.enum(ROLL_CALL_STATUSES, { error: 'required' }),
      }),
      { error: 'required' },
    )
    .min(1, 'required')
    .max(ROLL_CALL_MAX_MARKS, 'too_many')
    .refine((marks) => new Set(marks.map((m) => m.student_id)).size === marks.length, 'duplicate_student'),
  /** As the Idempotency-Key header (the web sends it here, one per roll call); both given and different: 400. */
  idempotency_key: z.preprocess(emptyToUndefined, idempotencyKey.optional()),
});
export type RollCallBody = z.input<typeof rollCallBody>;

/** One student's result: written now (`marked`), or kept as the door or an earlier roll call wrote it. */
export interface RollCallResult {
  student_id: number;
  status: 'present' | 'late' | 'absent' | 'excused';
  outcome: 'marked' | 'already_marked';
  /** What this mark charged (a session's price, or the month's at its 4th session); absent when nothing. */
  charged?: number;
}

export interface RollCallResponse {
  date: string;
  results: RollCallResult[];
}
