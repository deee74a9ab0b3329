import { z } from 'zod';
import { LEVELS, type Level } from '../constants';
import { SUBJECT_CODES, type Subject } from '../subjects';
import { cleanString, emptyToUndefined, newPassword, optionalEmail, personName, phone, positiveId } from './fields';

// ----- Teachers (issue 25): staff accounts of role teacher, with the subjects and levels they teach -----

export const TEACHER_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;

/** GET /api/admin/teachers: search by name, e-mail or phone; active, inactive or all; one page with the total. */
export const adminTeachersQuery = z.object({
  search: z.preprocess(emptyToUndefined, cleanString().max(100, 'too_long').optional()),
  status: z.preprocess(emptyToUndefined, z.enum(TEACHER_STATUS_FILTERS).default('active')),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminTeachersQuery = z.input<typeof adminTeachersQuery>;

const subjects = z
  .array(z.enum(SUBJECT_CODES as [Subject, ...Subject[]], { error: 'subject_invalid' }))
  .max(SUBJECT_CODES.length, 'too_long')
  .transform((list) => [...new Set(list)]);
const levels = z
  .array(z.enum(LEVELS, { error: 'level_invalid' }))
  .max(LEVELS.length, 'too_long')
  .transform((list) => [...new Set(list)]);

/** POST /api/admin/teachers: a teacher signs in with the phone (or the e-mail) and the first password the admin gives. */
export const adminTeacherCreateBody = z.object({
  full_name: personName,
  phone,
  email: z.preprocess(emptyToUndefined, optionalEmail.optional()),
  subjects: subjects.default([]),
  levels: levels.default([]),
  password: newPassword,
});
export type AdminTeacherCreateBody = z.input<typeof adminTeacherCreateBody>;

/** PUT /api/admin/teachers/{id}: any field of the form; an empty e-mail removes it (the phone stays: it is how a teacher signs in). */
export const adminTeacherUpdateBody = z.object({
  full_name: personName.optional(),
  phone: phone.optional(),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), optionalEmail.nullable().optional()),
  subjects: subjects.optional(),
  levels: levels.optional(),
});
export type AdminTeacherUpdateBody = z.input<typeof adminTeacherUpdateBody>;

/** PATCH /api/admin/teachers/{id}/status: activate or deactivate (a deactivated teacher cannot sign in and is offered for no section). */
export const adminTeacherStatusBody = z.object({ is_active: z.boolean({ error: 'required' }) });

/** POST /api/admin/teachers/{id}/reset-password: the new password the admin gives (the teacher's sessions end). */
export const adminTeacherPasswordBody = z.object({ password: newPassword });

/** A teacher as the admin's screens show it: never a password hash or a token. */
export interface AdminTeacher {
  id: number;
  full_name: string;
  phone: string | null;
  email: string | null;
  subjects: Subject[];
  levels: Level[];
  is_active: boolean;
  /** The active sections they teach. */
  sections_count: number;
  created_at: string;
}

export interface AdminTeachersResponse {
  teachers: AdminTeacher[];
  total: number;
}

/** GET /api/admin/teachers/options: the active teachers a section can be given (the section form's select). */
export interface TeacherOption {
  id: number;
  full_name: string;
  subjects: Subject[];
  levels: Level[];
}

// ----- Rooms ------------------------------------------------------------------------------------------

export const ROOM_CAPACITY_MAX = 500;

const roomName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  cleanString({ error: 'required' }).min(1, 'required').max(60, 'too_long'),
);
const capacity = z.coerce.number({ error: 'required' }).int('number_invalid').min(1, 'number_min').max(ROOM_CAPACITY_MAX, 'too_large');

/** POST /api/admin/rooms: a name unique in the academy (any case) and how many students it seats. */
export const adminRoomBody = z.object({
  name: roomName,
  capacity,
  is_active: z.boolean().default(true),
});
export type AdminRoomInput = z.input<typeof adminRoomBody>;

/** PUT /api/admin/rooms/{id}: any field; a capacity below the seats of a section meeting there is refused (room_capacity_below_section). */
export const adminRoomUpdateBody = z.object({
  name: roomName.optional(),
  capacity: capacity.optional(),
  is_active: z.boolean().optional(),
});
export type AdminRoomUpdateInput = z.input<typeof adminRoomUpdateBody>;

/** A room as the admin's screens show it. */
export interface AdminRoom {
  id: number;
  name: string;
  capacity: number;
  is_active: boolean;
  /** The active sections meeting there. */
  sections_count: number;
}

/** A section's teacher and room as the section screens show them (null when none is set). */
export interface SectionStaffing {
  teacher_id: number | null;
  teacher_name: string | null;
  room_id: number | null;
  room_name: string | null;
  room_capacity: number | null;
}

/** The section form's teacher and room (null clears one). */
export const sectionStaffingFields = {
  teacher_id: z.preprocess((v) => (v === '' ? null : v), positiveId.nullable().optional()),
  room_id: z.preprocess((v) => (v === '' ? null : v), positiveId.nullable().optional()),
};
