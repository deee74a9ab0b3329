import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  academyClock,
  isTbd,
  parseSchedule,
  scheduleText,
  sessionMoment,
  slotsOverlap,
  type AdminSection,
  type ScheduleConflict,
  type WeeklySlot,
  type adminSectionBody,
  type adminSectionUpdateBody,
  type currentSectionsQuery,
  type scheduleConflictsQuery,
  type sectionsAllQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { courses, enrollments, sectionSchedules, sections } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { sectionSchedule } from '../courses/presenter';
import { takenInSection } from '../courses/seats';
import { historyOf } from '../admin-courses/service';

type Actor = { id: number; ip: string | null };
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

/**
 * Sections with their course, seats held and weekly slots, in one query: seats and slots are each
 * gathered in one grouped pass (not one lookup per section). `where` is on "sections" and "courses".
 */
export async function loadSections(db: Db | Tx, where: SQL | undefined): Promise<AdminSection[]> {
  const rows = await rowsOf<Omit<SectionListRow, 'slots'> & { slots: string | null }>(
    db,
    sql`
      select "sections"."id", "sections"."course_id", "sections"."name", "sections"."schedule_note", "sections"."max_students",
             "sections"."is_active", "sections"."start_date"::text as start_date, "sections"."end_date"::text as end_date,
             "courses"."name" as course_name, "courses"."name_ar" as course_name_ar, "courses"."category" as course_category,
             "courses"."is_active" as course_is_active, coalesce(held.n, 0) as taken, weekly.slots
      from "sections"
      join "courses" on "courses"."id" = "sections"."course_id"
      left join (
        select e.section_id, count(*)::int as n from enrollments e
        where e.is_active and e.status in ('pending', 'approved') group by e.section_id
      ) held on held.section_id = "sections"."id"
      left join (
        select ss.section_id, string_agg(ss.day_of_week || ' ' || ss.start_time || ' ' || ss.end_time, ',' order by ss.day_of_week, ss.start_time) as slots
        from section_schedules ss group by ss.section_id
      ) weekly on weekly.section_id = "sections"."id"
      ${where ? sql`where ${where}` : sql``}
      order by "courses"."name", "courses"."id", "sections"."name", "sections"."id"`,
  );
  return rows.map((r) => presentAdminSection({ ...r, slots: slotsOfList(r.slots) }));
}

async function sectionById(db: Db | Tx, id: number) {
  const [found] = await loadSections(db, eq(sections.id, id));
  if (!found) throw notFound('Section not found.', 'section_not_found');
  return found;
}

/** GET /api/courses/sections/all: every section of the courses not archived (the scheduler and the class lists). */
export async function allSections(db: Db, q: z.output<typeof sectionsAllQuery>) {
  const where: SQL[] = [isNull(courses.archivedAt)];
  if (q.course_id) where.push(eq(sections.courseId, q.course_id));
  if (q.category) where.push(eq(courses.category, q.category));
  return { sections: await loadSections(db, and(...where)) };
}

/** The weekly slots a schedule text stands for: 'TBD' is none (the shared schema already refused anything unreadable). */
const slotsOfText = (text: string) => (isTbd(text) ? [] : parseSchedule(text));

async function writeSlots(tx: Tx, sectionId: number, slots: WeeklySlot[], now: Date) {
  await tx.delete(sectionSchedules).where(eq(sectionSchedules.sectionId, sectionId));
  if (slots.length) {
    await tx.insert(sectionSchedules).values(
      slots.map((s) => ({
        sectionId,
        dayOfWeek: s.day_of_week,
        startTime: s.start_time,
        endTime: s.end_time,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

/** POST /api/courses/{id}/sections: a new section of a course (spec 5 section form). */
export async function createSection(deps: Deps, actor: Actor, courseId: number, body: z.output<typeof adminSectionBody>) {
  const now = deps.clock();
  const slots = slotsOfText(body.schedule);
  const id = await deps.db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), isNull(courses.archivedAt)))
      .for('update');
    if (!course) throw notFound('Course not found.', 'course_not_found');
    const [row] = await tx
      .insert(sections)
      .values({
        courseId,
        name: body.section_name,
        scheduleNote: 'TBD',
        maxStudents: body.max_students,
        isActive: body.is_active,
        startDate: body.start_date ?? null,
        endDate: body.end_date ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: sections.id });
    await writeSlots(tx, row!.id, slots, now);
    await audit(tx, {
      actorId: actor.id,
      action: 'section.created',
      entity: 'section',
      entityId: row!.id,
      ip: actor.ip,
      at: now,
      data: { course_id: courseId, schedule: scheduleText(slots) },
    });
    return row!.id;
  });
  return sectionById(deps.db, id);
}

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
  const byId = new Map((await loadSections(db, and(inArray(sections.id, ids), eq(sections.isActive, true)))).map((s) => [s.id, s]));
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

/**
 * PUT /api/courses/sections/{id}: any field of the form; the schedule as text or as the grid's slots
 * (an empty list or 'TBD' unschedules it). Overlaps with sections sharing students come back as warnings;
 * `dryRun` answers them without writing, so the scheduler can ask before saving.
 */
export async function updateSection(deps: Deps, actor: Actor, id: number, body: z.output<typeof adminSectionUpdateBody>, dryRun: boolean) {
  const now = deps.clock();
  const slots = body.slots ?? (body.schedule !== undefined ? slotsOfText(body.schedule) : undefined);
  const current = await sectionById(deps.db, id);
  const warnings = await conflictsFor(deps.db, id, slots ?? current.slots);
  if (dryRun) return { success: true, dry_run: true, schedule: scheduleText(slots ?? current.slots), warnings };

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(sections).where(eq(sections.id, id)).for('update');
    if (!locked) throw notFound('Section not found.', 'section_not_found');
    if (body.max_students !== undefined) {
      const [{ taken } = { taken: 0 }] = await tx.select({ taken: takenInSection() }).from(sections).where(eq(sections.id, id));
      if (body.max_students < Number(taken)) {
        throw conflict('max_below_enrolled', `${taken} students hold seats in this section: the maximum cannot be lower.`, {
          max_students: ['max_below_enrolled'],
        });
      }
    }
    await tx
      .update(sections)
      .set({
        ...(body.section_name !== undefined ? { name: body.section_name } : {}),
        ...(body.max_students !== undefined ? { maxStudents: body.max_students } : {}),
        ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
        ...(body.start_date !== undefined ? { startDate: body.start_date } : {}),
        ...(body.end_date !== undefined ? { endDate: body.end_date } : {}),
        ...(slots !== undefined ? { scheduleNote: 'TBD' } : {}),
        updatedAt: now,
      })
      .where(eq(sections.id, id));
    if (slots !== undefined) await writeSlots(tx, id, slots, now);
    await audit(tx, {
      actorId: actor.id,
      action: slots !== undefined ? 'section.scheduled' : 'section.updated',
      entity: 'section',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { ...(slots !== undefined ? { schedule: scheduleText(slots), warnings: warnings.length } : {}), fields: Object.keys(body) },
    });
  });
  return { success: true, section: await sectionById(deps.db, id), warnings };
}

/** DELETE /api/courses/sections/{id}: refused while students hold seats or attendance / money history exists. */
export async function deleteSection(deps: Deps, actor: Actor, id: number) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [section] = await tx.select().from(sections).where(eq(sections.id, id)).for('update');
    if (!section) throw notFound('Section not found.', 'section_not_found');
    const history = await historyOf(tx, { sectionId: id });
    if (history.students > 0) {
      throw conflict(
        'section_has_students',
        'Students hold seats in this section. Move or unenroll them first, or deactivate the section.',
        {
          students: [String(history.students)],
        },
      );
    }
    if (history.attendance > 0 || history.money > 0) {
      throw conflict('section_has_history', 'This section has attendance or payment records, which are kept. Deactivate it instead.');
    }
    // Ended seats with no history go with it; its weekly slots cascade.
    await tx.delete(enrollments).where(eq(enrollments.sectionId, id));
    await tx.delete(sections).where(eq(sections.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'section.deleted',
      entity: 'section',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { course_id: section.courseId, name: section.name },
    });
  });
  return { success: true, message: 'Section deleted.' };
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
