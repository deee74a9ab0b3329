import { sql } from 'drizzle-orm';
import {
  attendanceWindow,
  scheduleText,
  sessionPriceDa,
  type AttendanceCandidate,
  type MarkResult,
  type PaymentKind,
  type WeeklySlot,
  type academyClock,
} from '@academy/shared';
import type { Db, Tx } from '../../db/client';
import { localDateSql } from '../../lib/academy-day';
import { conflict, notFound } from '../../lib/errors';
import { amount, preparedRowsOf, rowsOf } from '../../lib/rows';
import { cycleSessionsSql, cycleStartSql } from '../ledger/cycle';
import { lockStudentLedger } from '../ledger/lock';
import { paymentKindOf } from '../ledger/status';

/*
 * A student's seats as the door sees them: every seat with its section's slots, whether it was marked
 * today and its monthly cycle count (the scan and the card), and the one seat a mark locks.
 */

type Clock = ReturnType<typeof academyClock>;

export const parseJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export type TodayRecord = { id: number; status: MarkResult['status']; attendanceDate: string; forced: boolean };

export interface SeatRow {
  enrollment_id: number;
  approved_active: boolean;
  cycle_started_on: string | null;
  section_id: number;
  section_name: string;
  schedule_note: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  category: string;
  pricing_type: 'session' | 'monthly';
  session_price: string | null;
  monthly_price: string | null;
  slots: WeeklySlot[] | string | null;
  /** Today's record of this student in this section, if marked. */
  today_record: TodayRecord | string | null;
  cycle_sessions: number;
}

/** All the seats of a student with their sections' slots, whether marked today and the monthly cycle count: one query. */
export async function seatsOf(db: Db | Tx, studentId: number, today: string): Promise<SeatRow[]> {
  return preparedRowsOf<SeatRow>(
    db,
    sql`
      select e.id as enrollment_id, (e.status = 'approved' and e.is_active) as approved_active, e.cycle_started_on::text as cycle_started_on,
             s.id as section_id, s.name as section_name, s.schedule_note, c.id as course_id, c.name as course_name, c.name_ar as course_name_ar,
             c.category, c.pricing_type, c.session_price::text as session_price, c.monthly_price::text as monthly_price,
             (select json_agg(json_build_object('day_of_week', ss.day_of_week, 'start_time', to_char(ss.start_time, 'HH24:MI'), 'end_time', to_char(ss.end_time, 'HH24:MI'))
                order by ss.day_of_week, ss.start_time)
              from section_schedules ss where ss.section_id = s.id) as slots,
             (select json_build_object('id', a.id, 'status', a.status, 'attendanceDate', a.attendance_date::text, 'forced', a.forced)
              from attendance_records a where a.student_id = e.student_id and a.section_id = s.id and a.attendance_date = ${today}::date) as today_record,
             ${cycleSessionsSql(sql`e.id`, cycleStartSql(sql`e`, today))} as cycle_sessions
      from enrollments e
      join sections s on s.id = e.section_id
      join courses c on c.id = s.course_id
      where e.student_id = ${studentId}
      order by c.name, s.name, e.id`,
  );
}

const priceOf = (kind: PaymentKind, seat: { session_price: string | null; monthly_price: string | null }) =>
  kind === 'session' ? sessionPriceDa(seat.session_price) : (seat.monthly_price ?? '0');

export function candidateOf(seat: SeatRow, clock: Clock): AttendanceCandidate {
  const slots = parseJson(seat.slots) ?? [];
  const kind = paymentKindOf(seat.category, seat.pricing_type);
  const { window, slot } = attendanceWindow(slots, clock);
  return {
    enrollment_id: seat.enrollment_id,
    section_id: seat.section_id,
    section_name: seat.section_name,
    course_id: seat.course_id,
    course_name: seat.course_name,
    course_name_ar: seat.course_name_ar,
    pricing_type: seat.pricing_type,
    payment_kind: kind,
    price: amount(priceOf(kind, seat)),
    slots,
    schedule: slots.length ? scheduleText(slots) : seat.schedule_note,
    today_slot: slot,
    window,
    already_marked: seat.today_record !== null,
    monthly_sessions: kind === 'monthly' ? Number(seat.cycle_sessions) : null,
  };
}

export interface LockedSeat {
  id: number;
  student_id: number;
  cycle_started_on: string | null;
  /** The academy's local date the seat began. */
  enrolled_on: string;
  section_id: number;
  section_name: string;
  schedule_note: string;
  category: string;
  pricing_type: 'session' | 'monthly';
  session_price: string | null;
  monthly_price: string | null;
  slots: WeeklySlot[] | string | null;
}

/**
 * The student's approved, active seat in a section, locked for the transaction: a second mark of the same
 * student and section (another tab) waits here and then sees the first one's record.
 */
export async function lockSeat(tx: Tx, studentId: number, sectionId: number): Promise<LockedSeat> {
  await lockStudentLedger(tx, studentId);
  const [seat] = await preparedRowsOf<LockedSeat>(
    tx,
    sql`select e.id, e.student_id, e.cycle_started_on::text as cycle_started_on, ${localDateSql(sql`e.enrolled_at`)}::text as enrolled_on,
               s.id as section_id, s.name as section_name, s.schedule_note,
               c.category, c.pricing_type, c.session_price::text as session_price, c.monthly_price::text as monthly_price,
               (select json_agg(json_build_object('day_of_week', ss.day_of_week, 'start_time', to_char(ss.start_time, 'HH24:MI'), 'end_time', to_char(ss.end_time, 'HH24:MI'))
                  order by ss.day_of_week, ss.start_time)
                from section_schedules ss where ss.section_id = s.id) as slots
        from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
        where e.student_id = ${studentId} and e.section_id = ${sectionId} and e.status = 'approved' and e.is_active
        for update of e`,
  );
  if (seat) return seat;
  const [found] = await rowsOf<{ student: boolean; section: boolean }>(
    tx,
    sql`select exists (select 1 from students where id = ${studentId} and archived_at is null) as student, exists (select 1 from sections where id = ${sectionId}) as section`,
  );
  if (!found?.student) throw notFound('Student not found.', 'student_not_found');
  if (!found.section) throw notFound('Section not found.', 'section_not_found');
  throw conflict('not_enrolled', 'This student has no active seat in this class.');
}
