import { and, eq, sql } from 'drizzle-orm';
import {
  academyClock,
  attendanceWindow,
  fromCents,
  monthlyCycle,
  scheduleText,
  toCents,
  type DebtWarningDetails,
  type MarkResult,
  type PaymentRecord,
  type TimeRestrictionDetails,
  type markAttendanceBody,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { attendanceRecords, enrollments } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { amount, rowsOf } from '../../lib/rows';
import { isAttended } from '../ledger/attended';
import { debtOf } from '../ledger/balances';
import { chargeOfRecord } from '../ledger/charges';
import { monthChargeOf, monthStart, sessionsSince } from '../ledger/cycle';
import { earlierEntries, keyUsedForAnother, transactionOrReplay, type Idempotency } from '../ledger/idempotency';
import { chargeForMark, payCharge } from '../ledger/mark-charges';
import { presentPayment } from '../ledger/present';
import { paymentKindOf } from '../ledger/status';
import { lockSeat, parseJson, type LockedSeat } from './seats';
import { auditMark, changeStatus, writeRecord, type AttendanceRecord, type AttendanceWriter } from './write-record';

/*
 * The mark (spec 4 "Attendance marking"): the admin's manual mark and the door's scan both come here. It
 * writes the record (write-record.ts), and what an attended mark charges or pays (ledger/mark-charges.ts),
 * in one transaction under the student's ledger lock and the seat's row lock: a second mark of the same
 * student and section (another tab) waits and then sees the first one's record; the ledger's unique
 * indexes (one charge per record, one entry per request key) make a double charge impossible even so.
 */

type Actor = { id: number; ip: string | null };
type MarkBody = z.output<typeof markAttendanceBody>;

/** The 400 warnings carry structured details (spec 8), not field messages. */
const warning = (code: 'time_restriction' | 'debt_warning', message: string, details: TimeRestrictionDetails | DebtWarningDetails) =>
  new AppError(400, code, message, details as unknown as Record<string, string[]>);

/** What a mark answers, read back for a record (new, duplicate or already marked). */
export async function resultOf(
  db: Db | Tx,
  seat: Pick<LockedSeat, 'id' | 'cycle_started_on' | 'category' | 'pricing_type'>,
  record: { id: number; status: MarkResult['status']; attendanceDate: string; forced: boolean },
  today: string,
  extra: { duplicate: boolean; payment?: PaymentRecord | null },
): Promise<MarkResult> {
  const kind = paymentKindOf(seat.category, seat.pricing_type);
  const charge = await chargeOfRecord(db, record.id);
  const payment = extra.payment ?? charge?.latestPayment ?? null;
  let monthly: MarkResult['monthly_progress'] = null;
  let complete = false;
  let due = false;
  if (kind === 'monthly') {
    const cycleStart = seat.cycle_started_on ?? monthStart(today);
    const cycle = monthlyCycle(await sessionsSince(db, seat.id, cycleStart));
    monthly = { sessions: cycle.sessions, of: cycle.of };
    complete = cycle.complete;
    const month = complete ? await monthChargeOf(db, seat.id, cycleStart) : null;
    due = complete && (month === null || month.remainingCents > 0);
  }
  const sessionCharge = kind === 'session' && charge !== null && charge.remainingCents > 0;
  return {
    attendance_id: record.id,
    status: record.status,
    date: record.attendanceDate,
    duplicate: extra.duplicate,
    forced: record.forced,
    payment_kind: kind,
    payment_required: sessionCharge,
    required_amount: sessionCharge ? amount(fromCents(charge.remainingCents)) : 0,
    charge_id: charge?.id ?? null,
    payment,
    monthly_progress: monthly,
    cycle_complete: complete,
    payment_due: due,
  };
}

/** A mark of the same student, section and day: no new record and no second charge (spec 4). */
async function markAgain(
  tx: Tx,
  by: AttendanceWriter,
  today: string,
  seat: LockedSeat,
  existing: AttendanceRecord,
  body: MarkBody,
  idem: Idempotency | null,
) {
  let record = existing;
  let payment: PaymentRecord | null = null;
  const charge = await chargeOfRecord(tx, existing.id);
  if (body.status !== existing.status) {
    if (charge && !isAttended(body.status)) {
      throw conflict('attendance_charged', 'This attendance was already charged: it cannot be changed to absent or excused.');
    }
    record = await changeStatus(tx, by, existing.id, body.status, body.notes);
    // Absent or excused turned into present: the session is charged now, once.
    if (!charge && isAttended(body.status)) payment = await chargeForMark(tx, by, today, seat, existing.id, body, idem);
    await auditMark(tx, by, existing.id, {
      student_id: seat.student_id,
      section_id: seat.section_id,
      date: existing.attendanceDate,
      from: existing.status,
      status: body.status,
      duplicate: true,
    });
  } else if (charge && body.payment_status === 'paid' && charge.remainingCents > 0) {
    // PAID answered after the mark: pays what the session still owes (once per idempotency key).
    const earlier = idem ? await earlierEntries(tx, idem) : [];
    if (earlier.length) {
      if (earlier[0]!.attendanceRecordId !== existing.id) throw keyUsedForAnother();
      payment = await presentPayment(tx, earlier[0]!);
    } else {
      payment = await payCharge(tx, by, charge, seat, existing.id, body, idem, true);
    }
  }
  return resultOf(tx, seat, record, today, { duplicate: true, payment });
}

/**
 * A mark the product accepts counts: in attendance, in its monthly cycle and in money. A monthly seat
 * counts its sessions from the start of its current cycle (`cycle_started_on`, else the calendar month),
 * so a mark dated before that would be a record in no month, charged never: it is refused, naming the
 * day the seat (or its month) began. Session seats charge every attended mark whatever its date, and
 * kindergarten marks charge nothing, so they count as they are.
 */
function refuseUncounted(seat: LockedSeat, date: string, today: string) {
  if (paymentKindOf(seat.category, seat.pricing_type) !== 'monthly') return;
  const cycleStart = seat.cycle_started_on ?? monthStart(today);
  if (date >= cycleStart) return;
  if (date < seat.enrolled_on) {
    throw badRequest(
      'mark_before_enrollment',
      `This student's seat in this class began on ${seat.enrolled_on}: a mark dated ${date} cannot be counted.`,
      { since: [seat.enrolled_on], date: [date] },
    );
  }
  throw badRequest(
    'mark_before_cycle',
    `This class is paid by the month and its current month began on ${cycleStart}: a mark dated ${date} would count in no month.`,
    { since: [cycleStart], date: [date] },
  );
}

/**
 * POST /api/admin/attendance/mark (spec 4). Unless forced, a present / late mark is refused outside the
 * section's window today (time_restriction) and then while the student owes money (debt_warning).
 */
export async function mark(deps: Deps, actor: Actor, body: MarkBody, at?: Date, idem: Idempotency | null = null): Promise<MarkResult> {
  const now = at ?? deps.clock();
  const clock = academyClock(now);
  const today = clock.date;
  const date = body.date ?? today;
  if (date > today) throw badRequest('validation_failed', 'The date cannot be in the future.', { date: ['date_in_future'] });
  const by = { actor, now, config: deps.config };
  return transactionOrReplay(
    deps.db,
    async (tx) => {
      const seat = await lockSeat(tx, body.student_id, body.class_id);
      const [existing] = await tx
        .select()
        .from(attendanceRecords)
        .where(
          and(
            eq(attendanceRecords.studentId, body.student_id),
            eq(attendanceRecords.sectionId, seat.section_id),
            eq(attendanceRecords.attendanceDate, date),
          ),
        );
      if (existing) return markAgain(tx, by, today, seat, existing, body, idem);
      refuseUncounted(seat, date, today);

      const attending = isAttended(body.status);
      if (attending && !body.force && date === today) {
        const slots = parseJson(seat.slots) ?? [];
        if (attendanceWindow(slots, clock).window !== 'open') {
          const schedule = slots.length ? scheduleText(slots) : seat.schedule_note;
          const slot = slots.find((s) => s.day_of_week === clock.dayOfWeek) ?? slots[0];
          throw warning('time_restriction', `This class is outside its attendance window (now ${clock.time}, class ${schedule}).`, {
            warning_needed: true,
            current_time: clock.time,
            class_schedule: { start_time: slot?.start_time ?? null, end_time: slot?.end_time ?? null },
            class_schedule_text: schedule,
          });
        }
      }
      if (attending && !body.force) {
        const debt = await debtOf(tx, body.student_id);
        if (debt.total_debt > 0) {
          throw warning('debt_warning', `This student owes ${fromCents(toCents(debt.total_debt))} DA.`, {
            warning_needed: true,
            debt_info: debt,
          });
        }
      }

      if (body.payment_status === 'paid' && idem && (await earlierEntries(tx, idem)).length) {
        throw keyUsedForAnother();
      }
      const record = await writeRecord(
        tx,
        by,
        {
          studentId: body.student_id,
          sectionId: seat.section_id,
          enrollmentId: seat.id,
          date,
          status: body.status,
          notes: body.notes,
          forced: body.force,
        },
        'new',
      );
      const payment = attending ? await chargeForMark(tx, by, today, seat, record.id, body, idem) : null;
      await auditMark(tx, by, record.id, {
        student_id: body.student_id,
        section_id: seat.section_id,
        date,
        status: body.status,
        forced: body.force,
        payment_status: body.payment_status ?? null,
        payment_id: payment?.id ?? null,
      });
      return resultOf(tx, seat, record, today, { duplicate: false, payment });
    },
    // Lost a race on the record, its one charge or the request key: answer with what the winner wrote.
    async (violated) => {
      const again = await duplicateOf(deps.db, body, date, today);
      if (again) return again;
      if (violated.includes('idempotency')) throw keyUsedForAnother();
      return undefined;
    },
  );
}

async function duplicateOf(
  db: Db,
  body: Pick<MarkBody, 'student_id' | 'class_id'>,
  date: string,
  today: string,
): Promise<MarkResult | null> {
  const [row] = await db
    .select({ record: attendanceRecords, seat: { id: enrollments.id, cycle_started_on: enrollments.cycleStartedOn } })
    .from(attendanceRecords)
    .innerJoin(
      enrollments,
      and(eq(enrollments.studentId, attendanceRecords.studentId), eq(enrollments.sectionId, attendanceRecords.sectionId)),
    )
    .where(
      and(
        eq(attendanceRecords.studentId, body.student_id),
        eq(attendanceRecords.sectionId, body.class_id),
        eq(attendanceRecords.attendanceDate, date),
      ),
    );
  if (!row) return null;
  const [course] = await rowsOf<{ category: string; pricing_type: 'session' | 'monthly' }>(
    db,
    sql`select c.category, c.pricing_type from sections s join courses c on c.id = s.course_id where s.id = ${body.class_id}`,
  );
  return resultOf(db, { ...row.seat, category: course!.category, pricing_type: course!.pricing_type }, row.record, today, {
    duplicate: true,
  });
}
