import { eq } from 'drizzle-orm';
import type { MarkResult } from '@academy/shared';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { attendanceRecords } from '../../db/schema';
import { audit } from '../../lib/audit';
import { isAttended } from '../ledger/attended';
import { queueArrival } from '../messaging/events/arrival';

/*
 * The one attendance writer: the door's scan, the admin's manual mark and the kindergarten's marking all
 * write a student's record of a section and day here (one record per student, section and day, by the
 * unique index), and audit it as attendance.marked. What a mark charges is the ledger's (ledger/mark-charges.ts).
 * An attended mark of today queues the parent's arrival message in the same transaction (messaging/events/arrival.ts).
 */

export type AttendanceRecord = typeof attendanceRecords.$inferSelect;

export interface AttendanceWriter {
  actor: { id: number; ip: string | null };
  now: Date;
  /** The app's config: the arrival message reads the messaging settings through it. */
  config: Config;
}

export interface RecordInput {
  studentId: number;
  sectionId: number;
  enrollmentId: number;
  date: string;
  status: MarkResult['status'];
  notes?: string | null | undefined;
  forced?: boolean;
}

/**
 * Writes the record of `input`: `new` inserts it (a concurrent twin makes it lose on the unique index),
 * `overwrite` inserts it or replaces the day's status and notes (the kindergarten's correction of a day).
 */
export async function writeRecord(tx: Tx, by: AttendanceWriter, input: RecordInput, how: 'new' | 'overwrite'): Promise<AttendanceRecord> {
  const values = {
    studentId: input.studentId,
    sectionId: input.sectionId,
    enrollmentId: input.enrollmentId,
    attendanceDate: input.date,
    status: input.status,
    notes: input.notes ?? null,
    ...(input.forced === undefined ? {} : { forced: input.forced }),
    markedBy: by.actor.id,
    markedAt: by.now,
    createdAt: by.now,
    updatedAt: by.now,
  };
  const insert = tx.insert(attendanceRecords).values(values);
  const [record] =
    how === 'new'
      ? await insert.returning()
      : await insert
          .onConflictDoUpdate({
            target: [attendanceRecords.studentId, attendanceRecords.sectionId, attendanceRecords.attendanceDate],
            set: {
              status: input.status,
              notes: input.notes ?? null,
              enrollmentId: input.enrollmentId,
              markedBy: by.actor.id,
              markedAt: by.now,
              updatedAt: by.now,
            },
          })
          .returning();
  if (isAttended(record!.status)) await arrived(tx, by, record!);
  return record!;
}

const arrived = (tx: Tx, by: AttendanceWriter, record: AttendanceRecord) =>
  queueArrival(tx, by.config, { studentId: record.studentId, sectionId: record.sectionId, date: record.attendanceDate, at: by.now });

/** A new status for an existing record (a second mark of the same day): its notes kept unless new ones are given. */
export async function changeStatus(
  tx: Tx,
  by: AttendanceWriter,
  recordId: number,
  status: MarkResult['status'],
  notes?: string,
): Promise<AttendanceRecord> {
  const [saved] = await tx
    .update(attendanceRecords)
    .set({ status, markedBy: by.actor.id, markedAt: by.now, updatedAt: by.now, ...(notes ? { notes } : {}) })
    .where(eq(attendanceRecords.id, recordId))
    .returning();
  if (isAttended(saved!.status)) await arrived(tx, by, saved!);
  return saved!;
}

/** The audit entry of a mark (written after its charges, so it can name the payment taken with it). */
export async function auditMark(tx: Tx, by: AttendanceWriter, recordId: number, data: Record<string, unknown>) {
  await audit(tx, {
    actorId: by.actor.id,
    action: 'attendance.marked',
    entity: 'attendance_record',
    entityId: recordId,
    ip: by.actor.ip,
    at: by.now,
    data,
  });
}
