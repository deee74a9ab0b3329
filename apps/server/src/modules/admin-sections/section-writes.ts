import { and, eq, isNull } from 'drizzle-orm';
import { isTbd, parseSchedule, scheduleText, type WeeklySlot, type adminSectionBody, type adminSectionUpdateBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { courses, enrollments, rooms, sectionSchedules, sections, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { takenInSection } from '../courses/seats';
import { historyOf } from '../admin-courses/delete-course';
import { sectionById } from './service';
import { conflictsFor } from './conflicts';
import { academyClock } from '@academy/shared';
import { carryPayRuleToTeacher } from '../ledger/teacher-pay-writes';

type Actor = { id: number; ip: string | null };

/** The weekly slots a schedule text stands for: 'TBD' is none (the shared schema already refused anything unreadable). */
export const slotsOfText = (text: string) => (isTbd(text) ? [] : parseSchedule(text));

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

/** What a section's teacher, room and seats would be after a write, and what the write changes. */
interface Staffing {
  /** Set (or kept) teacher; checked only when `teacherChanged`. */
  teacherId: number | null;
  teacherChanged: boolean;
  roomId: number | null;
  roomChanged: boolean;
  seats: number;
  seatsChanged: boolean;
}

/**
 * Refuses (400 validation_failed, nothing written) a teacher who is not an active user of role teacher,
 * a room that is not active, or more seats than the room holds. A teacher or room the section already has
 * is kept as it is, even if since deactivated: editing the section's name must not fail for it. The room
 * is locked for share, so its capacity cannot drop under the seats while this write commits.
 */
async function checkStaffing(tx: Tx, s: Staffing) {
  const errors: Record<string, string[]> = {};
  if (s.teacherChanged && s.teacherId !== null) {
    const [teacher] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, s.teacherId), eq(users.role, 'teacher'), eq(users.isActive, true)));
    if (!teacher) errors.teacher_id = ['teacher_invalid'];
  }
  if (s.roomId !== null && (s.roomChanged || s.seatsChanged)) {
    const [room] = await tx
      .select({ capacity: rooms.capacity, isActive: rooms.isActive })
      .from(rooms)
      .where(eq(rooms.id, s.roomId))
      .for('share');
    if (!room || (s.roomChanged && !room.isActive)) errors.room_id = ['room_invalid'];
    else if (s.seats > room.capacity) errors.max_students = ['room_capacity_exceeded'];
  }
  if (Object.keys(errors).length) {
    const message = errors.max_students ? 'The room does not seat that many students.' : 'Choose an active teacher and an active room.';
    throw badRequest('validation_failed', message, errors);
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
    const teacherId = body.teacher_id ?? null;
    const roomId = body.room_id ?? null;
    await checkStaffing(tx, {
      teacherId,
      teacherChanged: true,
      roomId,
      roomChanged: true,
      seats: body.max_students,
      seatsChanged: true,
    });
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
        teacherId,
        roomId,
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
      data: { course_id: courseId, schedule: scheduleText(slots), teacher_id: teacherId, room_id: roomId },
    });
    return row!.id;
  });
  return sectionById(deps.db, id);
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
  const warnings = await conflictsFor(deps.db, id, slots ?? current.slots, {
    teacherId: body.teacher_id !== undefined ? body.teacher_id : current.teacher_id,
    roomId: body.room_id !== undefined ? body.room_id : current.room_id,
  });
  if (dryRun) return { success: true, dry_run: true, schedule: scheduleText(slots ?? current.slots), warnings };

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(sections).where(eq(sections.id, id)).for('update');
    if (!locked) throw notFound('Section not found.', 'section_not_found');
    await checkStaffing(tx, {
      teacherId: body.teacher_id !== undefined ? body.teacher_id : locked.teacherId,
      teacherChanged: body.teacher_id !== undefined && body.teacher_id !== locked.teacherId,
      roomId: body.room_id !== undefined ? body.room_id : locked.roomId,
      roomChanged: body.room_id !== undefined && body.room_id !== locked.roomId,
      seats: body.max_students ?? locked.maxStudents,
      seatsChanged: body.max_students !== undefined && body.max_students !== locked.maxStudents,
    });
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
        ...(body.teacher_id !== undefined ? { teacherId: body.teacher_id } : {}),
        ...(body.room_id !== undefined ? { roomId: body.room_id } : {}),
        ...(slots !== undefined ? { scheduleNote: 'TBD' } : {}),
        updatedAt: now,
      })
      .where(eq(sections.id, id));
    if (slots !== undefined) await writeSlots(tx, id, slots, now);
    // A new teacher is paid from today by the rule in effect (the old one keeps what was earned before); no teacher, nobody.
    if (body.teacher_id !== undefined && body.teacher_id !== locked.teacherId) {
      await carryPayRuleToTeacher(tx, { actor, now }, { sectionId: id, teacherId: body.teacher_id, today: academyClock(now).date });
    }
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
