import { sql } from 'drizzle-orm';
import { academyClock } from '@academy/shared';
import type { Deps } from '../../../plugins/deps';
import { rowsOf } from '../../../lib/rows';
import { courseNameIn, courseOfRow, type CourseNameRow } from '../events/names';
import { queueManyFamilyMessages, type FamilyMessage } from '../outbox';
import { messagingContext } from '../settings';
import { tryJobLock } from './lock';

/*
 * Absence (issue 26): every minute, for each session of today (a section's weekly slot on today's weekday) that
 * started `absence_after_minutes` ago or more, each student holding an approved, active seat in it and not yet
 * marked for that section today -> `absence` to the parent: "{student} is not marked present in {course}, which
 * started at {time}". Once per section, day and student (a second slot the same day sends nothing more). Only
 * sessions of today that ended at most LATE_LIMIT ago: a server that was down sends no stale alerts, and
 * yesterday's never. Kindergarten sections follow the same rule when they have slots. One read finds them all.
 */

/** How long after a session's end its absences may still be sent. */
const LATE_LIMIT_MINUTES = 180;

interface AbsentRow extends CourseNameRow {
  section_id: number;
  student_id: number;
  student: string;
  parent_id: number;
  start_time: string;
}

export async function runAbsenceJob(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<number> {
  const clock = academyClock(now);
  return deps.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, 'absence'))) return 0;
    const { settings } = await messagingContext(tx, deps.config, () => now);
    if (!settings.events.absence) return 0;
    const rows = await rowsOf<AbsentRow>(
      tx,
      sql`select distinct on (s.id, st.id)
                 s.id as section_id, st.id as student_id, st.name as student, st.parent_id,
                 to_char(ss.start_time, 'HH24:MI') as start_time,
                 c.name as course_name, c.name_en as course_name_en, c.name_ar as course_name_ar
          from section_schedules ss
          join sections s on s.id = ss.section_id and s.is_active
          join courses c on c.id = s.course_id and c.is_active and c.archived_at is null
          join enrollments e on e.section_id = s.id and e.status = 'approved' and e.is_active
          join students st on st.id = e.student_id and st.is_active and st.archived_at is null and st.parent_id is not null
          where ss.day_of_week = ${clock.dayOfWeek}
            and ${clock.time}::time - ss.start_time >= make_interval(mins => ${settings.absence_after_minutes}::int)
            and ${clock.time}::time - ss.end_time <= make_interval(mins => ${LATE_LIMIT_MINUTES}::int)
            and (s.start_date is null or s.start_date <= ${clock.date}::date)
            and (s.end_date is null or s.end_date >= ${clock.date}::date)
            and not exists (
              select 1 from attendance_records a
              where a.student_id = st.id and a.section_id = s.id and a.attendance_date = ${clock.date}::date)
          order by s.id, st.id, ss.start_time`,
    );
    const messages = rows.map((r): FamilyMessage => ({
      event: 'absence',
      eventKey: `absence:${r.section_id}:${clock.date}:${r.student_id}`,
      template: 'absence',
      parentIds: [r.parent_id],
      vars: (lang) => ({ student: r.student, time: r.start_time, course: courseNameIn(lang, courseOfRow(r)) }),
    }));
    return queueManyFamilyMessages(tx, { config: deps.config, now }, messages);
  });
}
