import { sql } from 'drizzle-orm';
import {
  academyClock,
  TEACHER_NOTES_LIMITS,
  type FamilyHomework,
  type FamilySessionNote,
  type MyHomeworkResponse,
  type MyNotesResponse,
} from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { ownStudent, type FamilyScope } from '../auth/family';
import { attachmentsOf } from '../teacher/homework';
import { isoSql } from '../teacher/own-section';

/*
 * What a family reads of its child's classes (issue 25 item 2): the parents' notes of the sessions and the
 * homework of the sections the child holds a seat in (approved and active). Only the parents' note is ever
 * selected here: the staff note never leaves the staff. Another family's child is 404, as an unknown id.
 */

/** The family's child asked for (the first when none is named), or 404 student_not_found. */
function childOf(family: FamilyScope, studentId: number | undefined) {
  const student = studentId === undefined ? family.students[0] : ownStudent(family, studentId);
  if (!student) throw notFound('Student not found.', 'student_not_found');
  return student;
}

/** The child's seated sections, with their course (the notes' and the homework's class). */
const seatedSections = (studentId: number) =>
  sql`select s.id, s.name, c.id as course_id, c.name as course_name, c.name_ar as course_name_ar
      from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
      where e.student_id = ${studentId} and e.status = 'approved' and e.is_active`;

interface ClassRow {
  section_id: number;
  section_name: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
}

const classOf = (r: ClassRow) => ({
  section: { id: r.section_id, name: r.section_name },
  course: { id: r.course_id, name: r.course_name, name_ar: r.course_name_ar },
});

/** The first day the family's answers reach back to: 30 days before the academy's today. */
function window(deps: Deps) {
  const today = academyClock(deps.clock()).date;
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - TEACHER_NOTES_LIMITS.familyDays * 86_400_000).toISOString().slice(0, 10);
  return { today, since };
}

/** GET /api/learning/my-notes: the parents' notes of the child's classes, the last 30 days up to today, newest first (at most 50). */
export async function myNotes(deps: Deps, family: FamilyScope, studentId?: number): Promise<MyNotesResponse> {
  const student = childOf(family, studentId);
  const { today, since } = window(deps);
  const rows = await rowsOf<ClassRow & { date: string; note: string }>(
    deps.db,
    sql`select n.session_date::text as date, n.parent_note as note, k.id as section_id, k.name as section_name,
               k.course_id, k.course_name, k.course_name_ar
        from (${seatedSections(student.id)}) k
        join session_notes n on n.section_id = k.id
        where n.session_date between ${since}::date and ${today}::date and n.parent_note is not null and n.parent_note <> ''
        order by n.session_date desc, n.id desc
        limit ${TEACHER_NOTES_LIMITS.familyMax}`,
  );
  const notes: FamilySessionNote[] = rows.map((r) => ({ ...classOf(r), date: r.date, note: r.note }));
  return { student_id: student.id, notes };
}

/**
 * GET /api/learning/my-homework: the homework of the child's classes set in the last 30 days or not yet due,
 * newest first (at most 50), each with its files.
 */
export async function myHomework(deps: Deps, family: FamilyScope, studentId?: number): Promise<MyHomeworkResponse> {
  const student = childOf(family, studentId);
  const { today, since } = window(deps);
  const rows = await rowsOf<ClassRow & { id: number; title: string; body: string | null; due_on: string | null; created_at: string }>(
    deps.db,
    sql`select h.id, h.title, h.body, h.due_on::text as due_on, ${isoSql(sql`h.created_at`)} as created_at,
               k.id as section_id, k.name as section_name, k.course_id, k.course_name, k.course_name_ar
        from (${seatedSections(student.id)}) k
        join homework h on h.section_id = k.id
        where h.created_at >= (${since}::timestamp at time zone 'Africa/Algiers') or h.due_on >= ${today}::date
        order by h.created_at desc, h.id desc
        limit ${TEACHER_NOTES_LIMITS.familyMax}`,
  );
  const files = await attachmentsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const homework: FamilyHomework[] = rows.map((r) => ({
    ...classOf(r),
    id: r.id,
    title: r.title,
    body: r.body,
    due_on: r.due_on,
    created_at: r.created_at,
    attachments: files.get(r.id) ?? [],
  }));
  return { student_id: student.id, homework };
}
