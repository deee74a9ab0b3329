import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  scheduleText,
  slotsOverlap,
  type AdminSection,
  type ScheduleConflict,
  type ScheduleConflictKind,
  type WeeklySlot,
  type scheduleConflictsQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { courses, sections } from '../../db/schema';
import { rowsOf } from '../../lib/rows';
import { FEW_SECTIONS, loadSections, sectionById } from './service';
import { slotsOfText } from './section-writes';

/** The teacher and room a section has, or would get. */
export interface SectionStaff {
  teacherId: number | null;
  roomId: number | null;
}

/** One conflict per pair of overlapping slots of two sections, of one kind. */
function overlapsOf(
  kind: ScheduleConflictKind,
  self: { id: number; name: string; courseName: string; slots: WeeklySlot[] },
  other: AdminSection,
  sharedStudents: number,
): ScheduleConflict[] {
  const found: ScheduleConflict[] = [];
  for (const slot of self.slots) {
    for (const otherSlot of other.slots) {
      if (!slotsOverlap(slot, otherSlot)) continue;
      found.push({
        kind,
        section_id: self.id,
        section_name: self.name,
        course_name: self.courseName,
        other_section_id: other.id,
        other_section_name: other.name,
        other_course_name: other.course_name,
        slot,
        other_slot: otherSlot,
        shared_students: kind === 'students' ? sharedStudents : 0,
        ...(kind === 'teacher' ? { teacher_name: other.teacher_name } : {}),
        ...(kind === 'room' ? { room_name: other.room_name } : {}),
      });
    }
  }
  return found;
}

/**
 * Conflicts a section would have with these slots (and this teacher and room): other active sections that
 * meet at an overlapping time and share at least one student (both seats held), the teacher or the room.
 * Two queries, and a third for the other sections found.
 */
export async function conflictsFor(
  db: Db | Tx,
  sectionId: number,
  slots: WeeklySlot[],
  staff: SectionStaff = { teacherId: null, roomId: null },
): Promise<ScheduleConflict[]> {
  if (!slots.length) return [];
  const sameStaff: SQL[] = [];
  if (staff.teacherId !== null) sameStaff.push(eq(sections.teacherId, staff.teacherId));
  if (staff.roomId !== null) sameStaff.push(eq(sections.roomId, staff.roomId));
  const [shared, staffed] = await Promise.all([
    rowsOf<{ other_id: number; shared: number }>(
      db,
      sql`
      select e2.section_id as other_id, count(distinct e1.student_id)::int as shared
      from enrollments e1
      join enrollments e2 on e2.student_id = e1.student_id and e2.section_id <> e1.section_id
      where e1.section_id = ${sectionId} and e1.is_active and e1.status in ('pending', 'approved')
        and e2.is_active and e2.status in ('pending', 'approved')
      group by e2.section_id`,
    ),
    // The sections of the same teacher or room (their indexes): a teacher has a few dozen at most.
    sameStaff.length
      ? db
          .select({ id: sections.id })
          .from(sections)
          .where(and(ne(sections.id, sectionId), eq(sections.isActive, true), or(...sameStaff)))
      : Promise.resolve([]),
  ]);
  const ids = [...new Set([...shared.map((s) => Number(s.other_id)), ...staffed.map((s) => s.id)])];
  if (!ids.length) return [];
  const [selfRows, others] = await Promise.all([
    db
      .select({ name: sections.name, courseName: courses.name })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .where(eq(sections.id, sectionId)),
    loadSections(db, and(inArray(sections.id, ids), eq(sections.isActive, true)), ids.length <= FEW_SECTIONS),
  ]);
  const self = { id: sectionId, name: selfRows[0]?.name ?? '', courseName: selfRows[0]?.courseName ?? '', slots };
  const sharedBy = new Map(shared.map((s) => [Number(s.other_id), Number(s.shared)]));
  const conflicts: ScheduleConflict[] = [];
  for (const other of others) {
    const students = sharedBy.get(other.id);
    if (students) conflicts.push(...overlapsOf('students', self, other, students));
    if (staff.teacherId !== null && other.teacher_id === staff.teacherId) conflicts.push(...overlapsOf('teacher', self, other, 0));
    if (staff.roomId !== null && other.room_id === staff.roomId) conflicts.push(...overlapsOf('room', self, other, 0));
  }
  return conflicts;
}

/**
 * Pairs of active sections of one teacher, or in one room, with two slots meeting on a day at overlapping
 * times. The slots are joined flat (slot, its section, the sections of the same teacher, their slots that
 * day) and hashed: at 10x (2,400 slots, 40 teachers of 30 sections each, every one of them double-booked)
 * 7-12 ms, where probing each pair of sections for an overlap took 70-110 ms.
 */
const STAFF_PAIRS = (column: 'teacher_id' | 'room_id') => sql`
  select distinct x.section_id as a, y.section_id as b
  from section_schedules x
  join sections s1 on s1.id = x.section_id
  join sections s2 on s2.${sql.raw(column)} = s1.${sql.raw(column)} and s2.id > s1.id
  join section_schedules y on y.section_id = s2.id and y.day_of_week = x.day_of_week
    and x.start_time < y.end_time and y.start_time < x.end_time
  where s1.is_active and s2.is_active and s1.${sql.raw(column)} is not null`;

/**
 * Every conflict of the academy: pairs of active sections that meet at the same time and share students,
 * the teacher or the room.
 */
async function allConflicts(db: Db): Promise<ScheduleConflict[]> {
  const [pairs, teacherPairs, roomPairs] = await Promise.all([
    // Pairs of sections sharing students (a seat is unique per student and section, so count(*) counts
    // students), kept only when two of their slots meet on the same day at overlapping times: the
    // sections are then read for those few pairs alone.
    rowsOf<{ a: number; b: number; shared: number }>(
      db,
      sql`
      select p.a, p.b, p.shared from (
        select e1.section_id as a, e2.section_id as b, count(*)::int as shared
        from enrollments e1
        join enrollments e2 on e2.student_id = e1.student_id and e2.section_id > e1.section_id
        where e1.is_active and e1.status in ('pending', 'approved') and e2.is_active and e2.status in ('pending', 'approved')
        group by e1.section_id, e2.section_id
      ) p
      where exists (
        select 1 from section_schedules x
        join section_schedules y on y.day_of_week = x.day_of_week and x.start_time < y.end_time and y.start_time < x.end_time
        where x.section_id = p.a and y.section_id = p.b)`,
    ),
    // A section has one teacher and one room: pairing the sections of each (their indexes) is cheap.
    rowsOf<{ a: number; b: number }>(db, STAFF_PAIRS('teacher_id')),
    rowsOf<{ a: number; b: number }>(db, STAFF_PAIRS('room_id')),
  ]);
  const all: [ScheduleConflictKind, { a: number; b: number; shared?: number }[]][] = [
    ['students', pairs],
    ['teacher', teacherPairs],
    ['room', roomPairs],
  ];
  const ids = [...new Set(all.flatMap(([, list]) => list.flatMap((p) => [Number(p.a), Number(p.b)])))];
  if (!ids.length) return [];
  const found = await loadSections(db, and(inArray(sections.id, ids), eq(sections.isActive, true)), ids.length <= FEW_SECTIONS);
  const byId = new Map(found.map((s) => [s.id, s]));
  const conflicts: ScheduleConflict[] = [];
  for (const [kind, list] of all) {
    for (const pair of list) {
      const [a, b] = [byId.get(Number(pair.a)), byId.get(Number(pair.b))];
      if (!a || !b) continue;
      conflicts.push(
        ...overlapsOf(kind, { id: a.id, name: a.name, courseName: a.course_name, slots: a.slots }, b, Number(pair.shared ?? 0)),
      );
    }
  }
  return conflicts;
}

/**
 * GET /api/admin/schedule/conflicts: one section's (with the slots, teacher and room it would get, if
 * given), or the academy's.
 */
export async function scheduleConflicts(db: Db, q: z.output<typeof scheduleConflictsQuery>) {
  if (!q.section_id) return { conflicts: await allConflicts(db) };
  const section = await sectionById(db, q.section_id);
  const slots = q.schedule !== undefined ? slotsOfText(q.schedule) : section.slots;
  const staff = { teacherId: q.teacher_id ?? section.teacher_id, roomId: q.room_id ?? section.room_id };
  return { section_id: section.id, schedule: scheduleText(slots), conflicts: await conflictsFor(db, section.id, slots, staff) };
}
