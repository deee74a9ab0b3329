import { and, eq, inArray, sql } from 'drizzle-orm';
import { academyClock, toCents, type RollCallResponse, type RollCallResult, type rollCallBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { attendanceRecords } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { amount, rowsOf } from '../../lib/rows';
import { isAttended } from '../ledger/attended';
import { chargeOfRecord } from '../ledger/charges';
import type { Idempotency } from '../ledger/idempotency';
import { chargeForMark } from '../ledger/mark-charges';
import { lockSeat, type LockedSeat } from '../admin-attendance/seats';
import { auditMark, writeRecord, type AttendanceRecord, type AttendanceWriter } from '../admin-attendance/write-record';
import { meetsOnSql } from './service';

/*
 * The teacher's roll call (issue 25 item 2): from a session's class list, present / late / absent for the
 * students who did not scan. Each mark goes the door's way: the student's ledger lock then the seat
 * (lockSeat), the one attendance writer, and what a mark charges (ledger/mark-charges.ts), written unpaid as
 * the door's scan writes it (the money stays owed, collected at the desk). A student already marked that day
 * (the door, the desk or an earlier roll call) keeps the record: no second record, no second charge.
 *
 * The whole call is one transaction, its students locked in id order (a door scan locks one student, so
 * neither can wait on the other in a cycle): a student without a seat refuses it all and nothing is written.
 * The request's key (Idempotency-Key) is kept in each mark's audit entry with the request's fingerprint: the
 * same key again answers what the first call wrote; with another request, 409 idempotency_key_reused.
 */

type Actor = { id: number; ip: string | null };
type Body = z.output<typeof rollCallBody>;

const reused = () => conflict('idempotency_key_reused', 'This request key was already used for a different roll call.');

/** POST /api/teacher/sections/{id}/roll-call. */
export async function rollCall(
  deps: Deps,
  actor: Actor,
  sectionId: number,
  body: Body,
  idem: Idempotency | null,
): Promise<RollCallResponse> {
  const now = deps.clock();
  const clock = academyClock(now);
  const today = clock.date;
  const date = body.date ?? today;
  if (date !== today) throw badRequest('validation_failed', 'A roll call is for today only.', { date: ['roll_call_today_only'] });
  const [section] = await rowsOf<{ id: number; meets: boolean }>(
    deps.db,
    sql`select s.id, ${meetsOnSql(today, clock.dayOfWeek)} as meets
        from sections s where s.id = ${sectionId} and s.teacher_id = ${actor.id} and s.is_active`,
  );
  if (!section) throw notFound('Section not found', 'section_not_found');
  if (!section.meets) throw conflict('conflict', 'This class does not meet today.', { date: ['no_session_today'] });

  const by = { actor, now, config: deps.config };
  const run = () => deps.db.transaction((tx) => markAll(tx, by, sectionId, today, body, idem));
  try {
    return await run();
  } catch (error) {
    // A twin wrote a record between our read and our insert (it cannot under the locks; kept for safety): once more.
    if (!uniqueViolation(error)) throw error;
    return run();
  }
}

async function markAll(
  tx: Tx,
  by: AttendanceWriter,
  sectionId: number,
  today: string,
  body: Body,
  idem: Idempotency | null,
): Promise<RollCallResponse> {
  const seats = new Map<number, LockedSeat>();
  for (const studentId of body.marks.map((m) => m.student_id).sort((a, b) => a - b)) {
    try {
      seats.set(studentId, await lockSeat(tx, studentId, sectionId));
    } catch (error) {
      // Unknown, archived or not seated: the same answer (a teacher learns nothing of students outside the class).
      if (!(error instanceof AppError)) throw error;
      throw conflict('not_enrolled', `Student ${studentId} has no active seat in this class.`, { student_id: [String(studentId)] });
    }
  }
  const existing = await tx
    .select()
    .from(attendanceRecords)
    .where(
      and(
        inArray(attendanceRecords.studentId, [...seats.keys()]),
        eq(attendanceRecords.sectionId, sectionId),
        eq(attendanceRecords.attendanceDate, today),
      ),
    );
  const recordOf = new Map<number, AttendanceRecord>(existing.map((r) => [r.studentId, r]));
  // Records this request's key wrote (a retry of the same call): answered as the first call answered them.
  const ours = new Set<number>();
  if (idem && existing.length) {
    const rows = await rowsOf<{ entity_id: number; fingerprint: string | null }>(
      tx,
      sql`select entity_id, data->>'roll_call_fingerprint' as fingerprint from audit_log
          where entity = 'attendance_record' and entity_id in (${sql.join(
            existing.map((r) => sql`${r.id}`),
            sql`, `,
          )})
            and action = 'attendance.marked' and data->>'roll_call_key' = ${idem.key}`,
    );
    if (rows.some((r) => r.fingerprint !== idem.fingerprint)) throw reused();
    for (const r of rows) ours.add(r.entity_id);
  }

  const charged = async (recordId: number): Promise<Pick<RollCallResult, 'charged'>> => {
    const charge = await chargeOfRecord(tx, recordId);
    return charge && toCents(charge.amount) > 0 ? { charged: amount(charge.amount) } : {};
  };
  const results: RollCallResult[] = [];
  for (const { student_id, status } of body.marks) {
    const seat = seats.get(student_id)!;
    const before = recordOf.get(student_id);
    if (before) {
      results.push(
        ours.has(before.id)
          ? { student_id, status: before.status, outcome: 'marked', ...(await charged(before.id)) }
          : { student_id, status: before.status, outcome: 'already_marked' },
      );
      continue;
    }
    const record = await writeRecord(tx, by, { studentId: student_id, sectionId, enrollmentId: seat.id, date: today, status }, 'new');
    // As the door's scan and the desk's NOT PAID: the charge is written, nothing is paid.
    if (isAttended(status)) await chargeForMark(tx, by, today, seat, record.id, { payment_status: 'unpaid', payment_method: 'cash' }, null);
    await auditMark(tx, by, record.id, {
      student_id,
      section_id: sectionId,
      date: today,
      status,
      payment_status: isAttended(status) ? 'unpaid' : null,
      roll_call: true,
      ...(idem ? { roll_call_key: idem.key, roll_call_fingerprint: idem.fingerprint } : {}),
    });
    results.push({ student_id, status: record.status, outcome: 'marked', ...(await charged(record.id)) });
  }
  return { date: today, results };
}
