import { sql } from 'drizzle-orm';
import { academyClock } from '@academy/shared';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { preparedRowsOf } from '../../../lib/rows';
import { queueFamilyMessages } from '../outbox';
import { messagingContext } from '../settings';
import { courseNameIn, courseOfRow, type CourseNameRow } from './names';

/*
 * Arrival (issue 26): a student marked present or late today (the door's scan, the desk's mark, the teacher's
 * roll call, the kindergarten's marking) sends the parent "{student} arrived at {time} ({course})", in the
 * mark's own transaction. One message per student, section and day: a correction later that day (absent, then
 * present again) finds the dedupe key taken. A mark for an earlier day is a correction of the register, not an
 * arrival: it sends nothing. The door stays fast: with the event off, nothing is read (the settings are cached);
 * with it on, one read of the names and the parent, then queueFamilyMessages' read of the parent and one insert.
 */

export interface ArrivalMark {
  studentId: number;
  sectionId: number;
  date: string;
  at: Date;
}

export async function queueArrival(tx: Tx, config: Config, mark: ArrivalMark): Promise<void> {
  const clock = academyClock(mark.at);
  if (mark.date !== clock.date) return;
  const { settings } = await messagingContext(tx, config, () => mark.at);
  if (!settings.events.arrival) return;
  const [row] = await preparedRowsOf<CourseNameRow & { student: string; parent_id: number | null }>(
    tx,
    sql`select st.name as student, st.parent_id, c.name as course_name, c.name_en as course_name_en, c.name_ar as course_name_ar
        from students st, sections s join courses c on c.id = s.course_id
        where st.id = ${mark.studentId} and s.id = ${mark.sectionId}`,
  );
  if (!row?.parent_id) return;
  await queueFamilyMessages(
    tx,
    { config, now: mark.at },
    {
      event: 'arrival',
      eventKey: `arrival:${mark.studentId}:${mark.sectionId}:${mark.date}`,
      template: 'arrival',
      parentIds: [row.parent_id],
      vars: (lang) => ({ student: row.student, time: clock.time, course: courseNameIn(lang, courseOfRow(row)) }),
    },
  );
}
