import { and, eq, sql } from 'drizzle-orm';
import { academyClock, type SessionNote, type SessionNoteResponse, type StaffSectionNotes, type sessionNoteBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { sessionNotes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { isoSql, ownSection } from './own-section';

/*
 * A session's notes (issue 25 item 2): one row per section and local day, written by the section's teacher. The
 * parents' note reaches the families of the section's students (modules/learning); the staff note stays with
 * the staff: no family answer ever selects it.
 */

type Body = z.output<typeof sessionNoteBody>;

type NoteRow = SessionNote & { writer_id: number | null; writer_name: string | null };

/** A section's notes (one day's, or the latest `limit`), newest first, each with who wrote it. */
async function readNotes(deps: Deps, sectionId: number, scope: { date: string } | { limit: number }): Promise<SessionNote[]> {
  const rows = await rowsOf<NoteRow>(
    deps.db,
    sql`select n.section_id, n.session_date::text as date, n.parent_note, n.staff_note,
               u.id as writer_id, u.full_name as writer_name, ${isoSql(sql`n.updated_at`)} as updated_at
        from session_notes n left join users u on u.id = n.written_by
        where n.section_id = ${sectionId} ${'date' in scope ? sql`and n.session_date = ${scope.date}::date` : sql``}
        order by n.session_date desc ${'limit' in scope ? sql`limit ${scope.limit}` : sql``}`,
  );
  return rows.map(({ writer_id: writerId, writer_name: writerName, ...note }) => ({
    ...note,
    written_by: writerId === null ? null : { id: writerId, name: writerName ?? '' },
  }));
}

const readNote = async (deps: Deps, sectionId: number, date: string) => (await readNotes(deps, sectionId, { date }))[0] ?? null;

/** How many of a section's latest session notes the staff's list shows. */
const STAFF_NOTES_SHOWN = 60;

/**
 * GET /api/admin/sections/{id}/notes: the staff's reading of a section's latest session notes, the parents' and
 * the staff's (the private note is written for them), newest first. 404 section_not_found for an unknown section.
 */
export async function sectionNotesForStaff(deps: Deps, sectionId: number): Promise<StaffSectionNotes> {
  const [section] = await rowsOf<{ id: number }>(deps.db, sql`select id from sections where id = ${sectionId}`);
  if (!section) throw notFound('Section not found', 'section_not_found');
  return { notes: await readNotes(deps, sectionId, { limit: STAFF_NOTES_SHOWN }) };
}

/** GET /api/teacher/sections/{id}/notes?date=: the notes of one day of an own section (today when absent). */
export async function getSessionNote(
  deps: Deps,
  teacherId: number,
  sectionId: number,
  date: string | undefined,
): Promise<SessionNoteResponse> {
  const today = academyClock(deps.clock()).date;
  const day = date ?? today;
  const section = await ownSection(deps.db, teacherId, sectionId, day);
  return { date: day, today, meets: section.meets, note: await readNote(deps, sectionId, day) };
}

/**
 * PUT /api/teacher/sections/{id}/notes: writes (or replaces) both notes of a session of an own section: a day it
 * meets, today or before (400 for a future day, 409 for a day without a session). Both blank removes the note.
 */
export async function saveSessionNote(deps: Deps, teacherId: number, sectionId: number, body: Body): Promise<SessionNoteResponse> {
  const today = academyClock(deps.clock()).date;
  const date = body.date ?? today;
  // The section first: another teacher's section is 404 whatever the date.
  const section = await ownSection(deps.db, teacherId, sectionId, date);
  if (date > today) throw badRequest('validation_failed', 'A note is for a session held today or before.', { date: ['date_in_future'] });
  if (!section.meets) throw conflict('conflict', 'This class does not meet that day.', { date: ['no_session_that_day'] });

  if (body.parent_note === null && body.staff_note === null) {
    await deps.db.delete(sessionNotes).where(and(eq(sessionNotes.sectionId, sectionId), eq(sessionNotes.sessionDate, date)));
  } else {
    const now = deps.clock();
    const values = { parentNote: body.parent_note, staffNote: body.staff_note, writtenBy: teacherId, updatedAt: now };
    await deps.db
      .insert(sessionNotes)
      .values({ sectionId, sessionDate: date, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [sessionNotes.sectionId, sessionNotes.sessionDate], set: values });
  }
  return { date, today, meets: true, note: await readNote(deps, sectionId, date) };
}
