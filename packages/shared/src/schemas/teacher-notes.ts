import { z } from 'zod';
import { isRealDate } from '../time';
import { cleanString, emptyToUndefined, positiveId } from './fields';

// ----- Session notes and homework (issue 25 item 2): written by a section's teacher, read by its families -----

export const TEACHER_NOTES_LIMITS = {
  /** Characters of each note (the parents' and the staff's). */
  noteMax: 2000,
  homeworkTitleMax: 200,
  homeworkBodyMax: 4000,
  /** Files of one homework, over all its uploads. */
  homeworkMaxFiles: 5,
  /** Bytes of one file (an image before it is re-encoded, or a PDF). */
  fileMaxBytes: 10 * 1024 * 1024,
  /** Longest side of a homework picture once re-encoded (a worksheet stays readable). */
  imageMaxSize: 1600,
  /** A file's name as shown (the stored name is random). */
  fileNameMax: 200,
  /** What the family sees: notes and homework of the last 30 days (homework also while not yet due), at most 50 each. */
  familyDays: 30,
  familyMax: 50,
  /** The teacher's list of a section's homework, newest first. */
  teacherMax: 50,
} as const;

/** The kinds of homework file: a picture (re-encoded as WebP) or a PDF (checked by its content). */
export const HOMEWORK_FILE_KINDS = ['image', 'pdf'] as const;
export type HomeworkFileKind = (typeof HOMEWORK_FILE_KINDS)[number];
/** What the file picker offers (the server checks the content, whatever the name says). */
export const HOMEWORK_FILE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp,application/pdf,.pdf';

const localDate = z.string().max(10, 'date_invalid').refine(isRealDate, 'date_invalid');
const optionalDate = z.preprocess(emptyToUndefined, localDate.optional());
/** A note: cleaned text, blank means none (null). */
const noteText = z.preprocess(
  emptyToUndefined,
  cleanString()
    .max(TEACHER_NOTES_LIMITS.noteMax, 'too_long')
    .optional()
    .transform((v) => (v ? v : null)),
);

/** GET /api/teacher/sections/{id}/notes?date=YYYY-MM-DD (today in the academy's clock when absent). */
export const sessionNoteQuery = z.object({ date: optionalDate });
export type SessionNoteQuery = z.input<typeof sessionNoteQuery>;

/**
 * PUT /api/teacher/sections/{id}/notes: the notes of one session (a day the section meets, today or before),
 * both replaced; a blank note is none, and with both blank the session has no note.
 */
export const sessionNoteBody = z.object({
  date: optionalDate,
  parent_note: noteText,
  staff_note: noteText,
});
export type SessionNoteBody = z.input<typeof sessionNoteBody>;

/** A session's notes, as the teacher sees them. */
export interface SessionNote {
  section_id: number;
  date: string;
  parent_note: string | null;
  staff_note: string | null;
  written_by: { id: number; name: string } | null;
  updated_at: string;
}

/** GET /api/admin/sections/{id}/notes: a section's latest session notes for the staff, both notes, newest first. */
export interface StaffSectionNotes {
  notes: SessionNote[];
}

/** GET / PUT /api/teacher/sections/{id}/notes. */
export interface SessionNoteResponse {
  date: string;
  /** The academy's today: a note may be written for today or an earlier day the section met. */
  today: string;
  /** Whether the section meets that day (a note may be written only then). */
  meets: boolean;
  note: SessionNote | null;
}

/** Path ids of one homework of a section. */
export const homeworkParams = z.object({ id: positiveId, homeworkId: positiveId });
export const homeworkAttachmentParams = z.object({ id: positiveId, homeworkId: positiveId, attachmentId: positiveId });

/**
 * A homework's text (POST as multipart fields beside its files, or JSON; PUT as JSON): a title, an optional text
 * and an optional due date (not before today when it is set or changed).
 */
export const homeworkFields = z.object({
  title: cleanString({ error: 'required' }).min(1, 'required').max(TEACHER_NOTES_LIMITS.homeworkTitleMax, 'too_long'),
  body: z.preprocess(
    emptyToUndefined,
    cleanString()
      .max(TEACHER_NOTES_LIMITS.homeworkBodyMax, 'too_long')
      .optional()
      .transform((v) => (v ? v : null)),
  ),
  due_on: z.preprocess(
    emptyToUndefined,
    localDate.optional().transform((v) => v ?? null),
  ),
});
export type HomeworkFields = z.input<typeof homeworkFields>;

export interface HomeworkAttachment {
  id: number;
  /** Under /uploads: a WebP picture or a PDF. */
  url: string;
  kind: HomeworkFileKind;
  file_name: string;
  bytes: number;
}

export interface Homework {
  id: number;
  section_id: number;
  title: string;
  body: string | null;
  due_on: string | null;
  created_at: string;
  updated_at: string;
  attachments: HomeworkAttachment[];
}

/** GET /api/teacher/sections/{id}/homework: newest first. */
export interface TeacherHomeworkList {
  today: string;
  items: Homework[];
}

/** What a family's answers say of the class a note or homework belongs to. */
export interface FamilyClassRef {
  section: { id: number; name: string };
  course: { id: number; name: string; name_ar: string | null };
}

/** A session's note for the families: the parents' note only (the staff note never leaves the staff). */
export interface FamilySessionNote extends FamilyClassRef {
  date: string;
  note: string;
}

export type FamilyHomework = FamilyClassRef & Omit<Homework, 'section_id' | 'updated_at'>;

/** GET /api/learning/my-notes?student_id=: the child's classes' notes of the last 30 days, newest first. */
export interface MyNotesResponse {
  student_id: number;
  notes: FamilySessionNote[];
}

/** GET /api/learning/my-homework?student_id=: the child's classes' homework (recent, or not yet due), newest first. */
export interface MyHomeworkResponse {
  student_id: number;
  homework: FamilyHomework[];
}
