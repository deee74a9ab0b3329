import { and, eq, inArray, sql } from 'drizzle-orm';
import { scheduleText, slotsOverlap, type ScheduleConflict, type WeeklySlot, type scheduleConflictsQuery } from '@academy/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { courses, sections } from '../../db/schema';
import { rowsOf } from '../../lib/rows';
import { FEW_SECTIONS, loadSections, sectionById } from './service';
import { slotsOfText } from './section-writes';

/**
 * Conflicts a section would have with these slots: other active sections that share at least one student
 * (both seats held) and meet at an overlapping time. Two queries.
 */
export async function conflictsFor(db: Db | Tx, sectionId: number, slots: WeeklySlot[]): Promise<ScheduleConflict[]> {
  if (!slots.length) return [];
  const shared = await rowsOf<{ other_id: number; shared: number }>(
    db,
    sql`
      select e2.section_id as other_id, count(distinct e1.student_id)::int as shared
      from enrollments e1
      join enrollments e2 on e2.student_id = e1.student_id and e2.section_id <> e1.section_id
      where e1.section_id = ${sectionId} and e1.is_active and e1.status in ('pending', 'approved')
        and e2.is_active and e2.status in ('pending', 'approved')
      group by e2.section_id`,
  );
  if (!shared.length) return [];
  const [self, others] = await Promise.all([
    db
      .select({ name: sections.name, courseName: courses.name })
      .from(sections)
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .where(eq(sections.id, sectionId)),
    loadSections(
      db,
      and(
        inArray(
          sections.id,
          shared.map((s) => Number(s.other_id)),
        ),
        eq(sections.isActive, true),
      ),
      shared.length <= FEW_SECTIONS,
    ),
  ]);
  const sharedBy = new Map(shared.map((s) => [Number(s.other_id), Number(s.shared)]));
  const conflicts: ScheduleConflict[] = [];
  for (const other of others) {
    for (const slot of slots) {
      for (const otherSlot of other.slots) {
        if (!slotsOverlap(slot, otherSlot)) continue;
        conflicts.push({
          section_id: sectionId,
          section_name: self[0]?.name ?? '',
          course_name: self[0]?.courseName ?? '',
          other_section_id: other.id,
          other_section_name: other.name,
          other_course_name: other.course_name,
          slot,
          other_slot: otherSlot,
          shared_students: sharedBy.get(other.id) ?? 0,
        });
      }
    }
  }
  return conflicts;
}

/** Every conflict of the academy: pairs of active sections that share students and meet at the same time. */
async function allConflicts(db: Db): Promise<ScheduleConflict[]> {
  // Pairs of sections sharing students (a seat is unique per student and section, so count(*) counts
  // students), kept only when two of their slots meet on the same day at overlapping times: the
  // sections are then read for those few pairs alone.
  const pairs = await rowsOf<{ a: number; b: number; shared: number }>(
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
  );
  if (!pairs.length) return [];
  const ids = [...new Set(pairs.flatMap((p) => [Number(p.a), Number(p.b)]))];
  const found = await loadSections(db, and(inArray(sections.id, ids), eq(sections.isActive, true)), ids.length <= FEW_SECTIONS);
  const byId = new Map(found.map((s) => [s.id, s]));
  const conflicts: ScheduleConflict[] = [];
  for (const pair of pairs) {
    const [a, b] = [byId.get(Number(pair.a)), byId.get(Number(pair.b))];
    if (!a || !b) continue;
    for (const slot of a.slots) {
      for (const otherSlot of b.slots) {
        if (!slotsOverlap(slot, otherSlot)) continue;
        conflicts.push({
          section_id: a.id,
          section_name: a.name,
          course_name: a.course_name,
          other_section_id: b.id,
          other_section_name: b.name,
          other_course_name: b.course_name,
          slot,
          other_slot: otherSlot,
          shared_students: Number(pair.shared),
        });
      }
    }
  }
  return conflicts;
}

/** GET /api/admin/schedule/conflicts: one section's (with the slots it would get, if given), or the academy's. */
export async function scheduleConflicts(db: Db, q: z.output<typeof scheduleConflictsQuery>) {
  if (!q.section_id) return { conflicts: await allConflicts(db) };
  const section = await sectionById(db, q.section_id);
  const slots = q.schedule !== undefined ? slotsOfText(q.schedule) : section.slots;
  return { section_id: section.id, schedule: scheduleText(slots), conflicts: await conflictsFor(db, section.id, slots) };
}
