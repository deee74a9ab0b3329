import { and, eq } from 'drizzle-orm';
import { academyClock, type AttendanceCandidate, type ScanBarcodeResponse } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { attendanceRecords } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { normalizeBarcode } from '../auth/barcodes';
import { cardOf, studentByBarcode } from '../admin-attendance/card';
import { mark, resultOf } from '../admin-attendance/mark';
import { candidateOf, parseJson, seatsOf, type TodayRecord } from '../admin-attendance/seats';

type Actor = { id: number; ip: string | null };

/**
 * POST /api/attendance/scan-barcode (spec 4 "Barcode scan"): finds the student and the section live now;
 * marks present when exactly one is open, not yet marked and the student owes nothing. Reads in four
 * queries (the student, then its seats, its money and its figures together); writes only through `mark`.
 */
export async function scan(deps: Deps, actor: Actor, barcode: string): Promise<ScanBarcodeResponse> {
  const now = deps.clock();
  const clock = academyClock(now);
  const student = await studentByBarcode(deps.db, normalizeBarcode(barcode));
  if (!student) throw notFound('Invalid barcode. Please check and try again.', 'barcode_not_found');
  if (student.archived) throw notFound('This card belongs to a student removed from the academy.', 'student_archived');
  const found = await cardOf(deps.db, student, clock.date, seatsOf(deps.db, student.id, clock.date));
  const candidates = found.seats.filter((s) => s.approved_active).map((s) => candidateOf(s, clock));
  const open = candidates.filter((c) => c.window === 'open');
  const answer = (outcome: ScanBarcodeResponse['outcome'], extra: Partial<ScanBarcodeResponse> = {}): ScanBarcodeResponse => ({
    outcome,
    student: found.card,
    candidates,
    outside_window: open.length === 0,
    debt_info: found.debt.total_debt > 0 ? found.debt : null,
    attendance: null,
    current_time: clock.time,
    ...extra,
  });

  if (!candidates.length) return answer('no_enrollment', { outside_window: false });
  const only = open.length === 1 ? open[0]! : null;
  const todayRecord = async (section: AttendanceCandidate) => {
    const [record] = await deps.db
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.studentId, student.id),
          eq(attendanceRecords.sectionId, section.section_id),
          eq(attendanceRecords.attendanceDate, clock.date),
        ),
      );
    return record ?? null;
  };
  const alreadyMarked = async (section: AttendanceCandidate, record: TodayRecord) => {
    const seat = found.seats.find((s) => s.enrollment_id === section.enrollment_id)!;
    const attendance = await resultOf(deps.db, { id: seat.enrollment_id, ...seat }, record, clock.date, { duplicate: true });
    return answer('already_marked', {
      attendance,
      candidates: candidates.map((c) => (c === section ? { ...c, already_marked: true } : c)),
    });
  };
  if (only?.already_marked) {
    const record = parseJson(found.seats.find((s) => s.enrollment_id === only.enrollment_id)!.today_record);
    if (record) return alreadyMarked(only, record);
  }
  if (found.debt.total_debt > 0) {
    // The reads ran side by side: a debt seen may be the charge another tab's mark of this very session
    // just wrote. Read after the debt, the record of that mark is visible if it exists.
    const record = only && !only.already_marked ? await todayRecord(only) : null;
    return record ? alreadyMarked(only!, record) : answer('debt_warning');
  }
  if (!only) return answer('choose_section');

  const attendance = await mark(
    deps,
    actor,
    {
      student_id: student.id,
      class_id: only.section_id,
      status: 'present',
      force: false,
      payment_method: 'cash',
      date: undefined,
      payment_status: undefined,
      amount: undefined,
      notes: undefined,
      idempotency_key: undefined,
    },
    now,
  );
  // The card after the mark: its attendance figures, and the session's charge while unpaid.
  const after = await cardOf(deps.db, student, clock.date, seatsOf(deps.db, student.id, clock.date));
  return {
    outcome: attendance.duplicate ? 'already_marked' : 'marked',
    student: after.card,
    candidates: after.seats.filter((s) => s.approved_active).map((s) => candidateOf(s, clock)),
    outside_window: false,
    debt_info: null,
    attendance,
    current_time: clock.time,
  };
}
