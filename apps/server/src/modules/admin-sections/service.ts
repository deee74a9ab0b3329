import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  academyClock,
  sessionMoment,
  type AdminSection,
  type WeeklySlot,
  type currentSectionsQuery,
  type sectionsAllQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { courses, sectionSchedules, sections } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { sectionSchedule } from '../courses/presenter';

/** A section as loadSections reads it: its course, the seats held and its weekly slots in one row. */
interface SectionListRow {
  id: number;
  course_id: number;
  name: string;
  schedule_note: string;
  max_students: number;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  course_name: string;
  course_name_ar: string | null;
  course_category: string;
  course_is_active: boolean;
  teacher_id: number | null;
  teacher_name: string | null;
  room_id: number | null;
  room_name: string | null;
  room_capacity: number | null;
  taken: number;
  slots: WeeklySlot[];
}

function presentAdminSection(s: SectionListRow): AdminSection {
  const { slots, taken } = s;
  const available = Math.max(0, s.max_students - taken);
  const first = slots[0] ?? null;
  return {
    id: s.id,
    course_id: s.course_id,
    course: { id: s.course_id, name: s.course_name, name_ar: s.course_name_ar, category: s.course_category },
    course_name: s.course_name,
    course_category: s.course_category,
    is_kindergarten: s.course_category === 'kindergarten',
    name: s.name,
    section_name: s.name,
    schedule: sectionSchedule(slots, s.schedule_note),
    slots,
    is_scheduled: slots.length > 0,
    day_of_week: first?.day_of_week ?? null,
    start_time: first?.start_time ?? null,
    end_time: first?.end_time ?? null,
    multi_day_schedule: new Set(slots.map((x) => x.day_of_week)).size > 1,
    max_students: s.max_students,
    current_students: taken,
    enrolled_students: taken,
    available_seats: available,
    is_full: available === 0,
    is_active: s.is_active,
    course_is_active: s.course_is_active,
    start_date: s.start_date,
    end_date: s.end_date,
    teacher_id: s.teacher_id,
    teacher_name: s.teacher_id === null ? null : (s.teacher_name ?? ''),
    room_id: s.room_id,
    room_name: s.room_name,
    room_capacity: s.room_capacity,
  };
}

/**
 * A section's weekly slots as loadSections lists them ('1 09:00:00 10:30:00,3 14:00:00 15:30:00', day
 * and start order): text is the cheapest shape to hand over, where PGlite builds JSON slowly.
 */
const slotsOfList = (list: string | null): WeeklySlot[] =>
  list
    ? list.split(',').map((slot) => {
        const [day, start, end] = slot.split(' ');
        return { day_of_week: Number(day), start_time: start!.slice(0, 5), end_time: end!.slice(0, 5) };
      })
    : [];

/** Up to this many sections, loadSections counts each one's seats (`few`) rather than grouping all of them. */
export const FEW_SECTIONS = 100;

/** The seats a section holds: its active seats, pending or approved. */
const HELD = sql`e.is_active and e.status in ('pending', 'approved')`;
/** The weekly slots of section_schedules "ss" in slotsOfList's text. */
const SLOTS = sql`string_agg(ss.day_of_week || ' ' || ss.start_time || ' ' || ss.end_time, ',' order by ss.day_of_week, ss.start_time)`;

/**
 * Every table the section lists and the schedule's conflicts read (loadSections, conflicts.ts): their kept
 * answers last until one of these changes. A join to another table must add it here.
 */
export const SECTIONS_READ = ['sections', 'courses', 'section_schedules', 'enrollments', 'users', 'rooms', 'teacher_profiles'] as const;

/**
 * Sections with their course, teacher, room, seats held and weekly slots, in one query (the teacher and
 * the room looked up by key). `where` is on "sections" and
 * "courses". Seats and slots are each gathered in one grouped pass, unless `few` says `where` picks a few
 * sections (one, a course's, the ones meeting now or in conflict): then each one's are looked up through
 * the section indexes, as grouping every seat of the academy reads its whole table (66,000 seats at 10x:
 * ~20 ms for one course's three sections, against well under 1 ms).
 */
export async function loadSections(db: Db | Tx, where: SQL | undefined, few = false): Promise<AdminSection[]> {
  const rows = await rowsOf<Omit<SectionListRow, 'slots'> & { slots: string | null }>(
    db,
    sql`
      select "sections"."id", "sections"."course_id", "sections"."name", "sections"."schedule_note", "sections"."max_students",
             "sections"."is_active", "sections"."start_date"::text as start_date, "sections"."end_date"::text as end_date,
             "courses"."name" as course_name, "courses"."name_ar" as course_name_ar, "courses"."category" as course_category,
             "courses"."is_active" as course_is_active,
             "sections"."teacher_id", teacher.full_name as teacher_name,
             "sections"."room_id", room.name as room_name, room.capacity as room_capacity,
             ${
               few
                 ? sql`(select count(*)::int from enrollments e where e.section_id = "sections"."id" and ${HELD}) as taken,
                       (select ${SLOTS} from section_schedules ss where ss.section_id = "sections"."id") as slots`
                 : sql`coalesce(held.n, 0) as taken, weekly.slots`
             }
      from "sections"
      join "courses" on "courses"."id" = "sections"."course_id"
      left join users teacher on teacher.id = "sections"."teacher_id"
      left join rooms room on room.id = "sections"."room_id"
      ${
        few
          ? sql``
          : sql`left join (select e.section_id, count(*)::int as n from enrollments e where ${HELD} group by e.section_id) held
                  on held.section_id = "sections"."id"
                left join (select ss.section_id, ${SLOTS} as slots from section_schedules ss group by ss.section_id) weekly
                  on weekly.section_id = "sections"."id"`
      }
      ${where ? sql`where ${where}` : sql``}
      order by "courses"."name", "courses"."id", "sections"."name", "sections"."id"`,
  );
  return rows.map((r) => presentAdminSection({ ...r, slots: slotsOfList(r.slots) }));
}

export async function sectionById(db: Db | Tx, id: number) {
  const [found] = await loadSections(db, eq(sections.id, id), true);
  if (!found) throw notFound('Section not found.', 'section_not_found');
  return found;
}

/** GET /api/courses/sections/all: every section of the courses not archived (the scheduler and the class lists). */
export async function allSections(db: Db, q: z.output<typeof sectionsAllQuery>) {
  const where: SQL[] = [isNull(courses.archivedAt)];
  if (q.course_id) where.push(eq(sections.courseId, q.course_id));
  if (q.category) where.push(eq(courses.category, q.category));
  return { sections: await loadSections(db, and(...where), q.course_id !== undefined) };
}

/**
 * GET /api/admin/sections/current: the active sections (of visible courses) meeting at a moment of the
 * week: a slot on that day running at that time. Both default to now on the academy's clock.
 */
export async function currentSections(deps: Deps, q: z.output<typeof currentSectionsQuery>) {
  const clock = academyClock(deps.clock());
  const day = q.day ?? clock.dayOfWeek;
  const time = q.time ?? clock.time;
  const meeting = await deps.db
    .selectDistinct({ id: sectionSchedules.sectionId })
    .from(sectionSchedules)
    .where(and(eq(sectionSchedules.dayOfWeek, day), lte(sectionSchedules.startTime, time), gt(sectionSchedules.endTime, time)));
  const found = meeting.length
    ? await loadSections(
        deps.db,
        and(
          inArray(
            sections.id,
            meeting.map((m) => m.id),
          ),
          eq(sections.isActive, true),
          eq(courses.isActive, true),
          isNull(courses.archivedAt),
        ),
        meeting.length <= FEW_SECTIONS,
      )
    : [];
  return {
    day_of_week: day,
    time,
    sections: found.map((s) => {
      const slot = s.slots.find((x) => x.day_of_week === day && x.start_time <= time && x.end_time > time)!;
      return { ...s, current_slot: slot, moment: sessionMoment(slot, time).moment };
    }),
  };
}
