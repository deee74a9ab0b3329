import { sql } from 'drizzle-orm';
import { academyClock, schoolWeek, type TeacherClassList, type TeacherSession, type TeacherWeek } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';

/** Whether section `s` meets on `date` (its day of the week): a weekly slot that day, within its start and end dates. */
export const meetsOnSql = (date: string, dayOfWeek: number) =>
  sql`(exists (select 1 from section_schedules ss where ss.section_id = s.id and ss.day_of_week = ${dayOfWeek})
       and (s.start_date is null or s.start_date <= ${date}::date) and (s.end_date is null or s.end_date >= ${date}::date))`;

/** A seat that counts in a class: approved, active, of a student not archived. */
const SEATED = sql`e.is_active and e.status = 'approved' and st.archived_at is null`;

interface SlotRow {
  day_of_week: number;
  start_time: string;
  end_time: string;
  section_id: number;
  section_name: string;
  start_date: string | null;
  end_date: string | null;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  room_id: number | null;
  room_name: string | null;
  students_count: number;
}

/**
 * The teacher's sessions of the school week (Saturday .. Friday) holding `date` (the academy's today when
 * absent): every weekly slot of their active sections, on its date, while the section runs (start and end
 * dates, when set). Only sections whose teacher is this user: another teacher's never appear.
 */
export async function teacherWeek(deps: Deps, teacherId: number, date: string | undefined): Promise<TeacherWeek> {
  const today = academyClock(deps.clock()).date;
  const days = schoolWeek(date ?? today);
  const slots = await rowsOf<SlotRow>(
    deps.db,
    sql`select ss.day_of_week::int as day_of_week, to_char(ss.start_time, 'HH24:MI') as start_time,
               to_char(ss.end_time, 'HH24:MI') as end_time, s.id as section_id, s.name as section_name,
               s.start_date::text as start_date, s.end_date::text as end_date,
               c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, r.id as room_id, r.name as room_name,
               (select count(*)::int from enrollments e join students st on st.id = e.student_id
                 where e.section_id = s.id and ${SEATED}) as students_count
        from sections s
        join section_schedules ss on ss.section_id = s.id
        join courses c on c.id = s.course_id
        left join rooms r on r.id = s.room_id
        where s.teacher_id = ${teacherId} and s.is_active
        order by ss.start_time, ss.end_time, s.id`,
  );
  const sessions: TeacherSession[] = [];
  for (const day of days) {
    for (const slot of slots) {
      if (slot.day_of_week !== day.day_of_week) continue;
      if ((slot.start_date && day.date < slot.start_date) || (slot.end_date && day.date > slot.end_date)) continue;
      sessions.push({
        date: day.date,
        day_of_week: day.day_of_week,
        start_time: slot.start_time,
        end_time: slot.end_time,
        section: { id: slot.section_id, name: slot.section_name },
        course: { id: slot.course_id, name: slot.course_name, name_ar: slot.course_name_ar },
        room: slot.room_id === null ? null : { id: slot.room_id, name: slot.room_name ?? '' },
        students_count: slot.students_count,
      });
    }
  }
  return { today, week_start: days[0]!.date, week_end: days[6]!.date, sessions };
}

interface SectionRow {
  id: number;
  name: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  room_id: number | null;
  room_name: string | null;
  meets_today: boolean;
}

/**
 * The class list of one of the teacher's own active sections: its students with an approved active seat, by
 * name (no barcode, contacts or money), each with today's mark (null when not marked: who scanned shows), and
 * whether the section meets today (its roll call is open). Another teacher's section, an inactive one or an
 * unknown id is not found: the answer never confirms that an id exists.
 */
export async function teacherClassList(deps: Deps, teacherId: number, sectionId: number): Promise<TeacherClassList> {
  const clock = academyClock(deps.clock());
  const today = clock.date;
  const [section] = await rowsOf<SectionRow>(
    deps.db,
    sql`select s.id, s.name, c.id as course_id,
               ${meetsOnSql(today, clock.dayOfWeek)} as meets_today, c.name as course_name, c.name_ar as course_name_ar,
               r.id as room_id, r.name as room_name
        from sections s join courses c on c.id = s.course_id left join rooms r on r.id = s.room_id
        where s.id = ${sectionId} and s.teacher_id = ${teacherId} and s.is_active`,
  );
  if (!section) throw notFound('Section not found', 'section_not_found');
  const students = await rowsOf<TeacherClassList['students'][number]>(
    deps.db,
    sql`select st.id, st.name, st.profile_picture_url as photo_url,
               (select a.status from attendance_records a
                 where a.student_id = st.id and a.section_id = e.section_id and a.attendance_date = ${today}::date) as today_status
        from enrollments e join students st on st.id = e.student_id
        where e.section_id = ${sectionId} and ${SEATED}
        order by st.name, st.id`,
  );
  return {
    section: { id: section.id, name: section.name },
    course: { id: section.course_id, name: section.course_name, name_ar: section.course_name_ar },
    room: section.room_id === null ? null : { id: section.room_id, name: section.room_name ?? '' },
    today,
    meets_today: section.meets_today,
    students,
  };
}
