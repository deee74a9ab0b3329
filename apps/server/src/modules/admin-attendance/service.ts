import { and, eq, sql } from 'drizzle-orm';
import {
  academyClock,
  attendanceWindow,
  fromCents,
  monthlyCycle,
  receiptNumber,
  scheduleText,
  sessionPriceDa,
  toCents,
  type AttendanceCandidate,
  type AttendanceStudentCard,
  type ConfirmPaymentResponse,
  type DebtWarningDetails,
  type MarkResult,
  type MonthlyResetResponse,
  type PaymentKind,
  type PaymentRecord,
  type ScanBarcodeResponse,
  type TimeRestrictionDetails,
  type WeeklySlot,
  type confirmPaymentBody,
  type markAttendanceBody,
  type monthlyResetBody,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { attendanceRecords, enrollments, ledgerEntries } from '../../db/schema';
import { settledOn } from '../../lib/allocations';
import { audit } from '../../lib/audit';
import { lockStudentLedger } from '../../lib/ledger-lock';
import { uniqueViolation } from '../../lib/db-errors';
import { earlierEntries, once, type Idempotency, type LedgerEntry } from '../../lib/idempotency';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { amount, preparedRowsOf, rowsOf } from '../../lib/rows';
import { normalizeBarcode } from '../auth/barcodes';
import { debtOf, localDate, paymentKindOf, studentByBarcode, studentById, studentCard, type StudentRow } from './card';

/*
 * Attendance at the door (spec 4 "Attendance marking", "Barcode scan", "Monthly cycle"): the scan, the
 * mark with its warnings and charges, the PAID / NOT PAID confirmation and 'Paid (Reset)'. Every money
 * movement is an append-only ledger entry written in the transaction of the mark; a per-seat row lock
 * serialises two tabs marking the same student, and the ledger's unique indexes (one charge per record,
 * one entry per idempotency key) make a double charge or a double payment impossible even so.
 */

type Actor = { id: number; ip: string | null };
type Clock = ReturnType<typeof academyClock>;
type MarkBody = z.output<typeof markAttendanceBody>;
type Method = PaymentRecord['method'];

const ATTENDED = new Set(['present', 'late']);

/** The 400 warnings carry structured details (spec 8), not field messages. */
const warning = (code: 'time_restriction' | 'debt_warning', message: string, details: TimeRestrictionDetails | DebtWarningDetails) =>
  new AppError(400, code, message, details as unknown as Record<string, string[]>);

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const parseJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const presentPayment = (p: { id: number; amount: string; method: string | null; occurredAt: Date }): PaymentRecord => ({
  id: p.id,
  amount: amount(p.amount),
  method: (p.method ?? 'cash') as Method,
  paid_at: p.occurredAt.toISOString(),
  receipt_number: receiptNumber(p.id),
});

// ----- Seats ------------------------------------------------------------------------------------------

type TodayRecord = { id: number; status: MarkResult['status']; attendanceDate: string; forced: boolean };

interface SeatRow {
  enrollment_id: number;
  approved_active: boolean;
  cycle_started_on: string | null;
  section_id: number;
  section_name: string;
  schedule_note: string;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  category: string;
  pricing_type: 'session' | 'monthly';
  session_price: string | null;
  monthly_price: string | null;
  slots: WeeklySlot[] | string | null;
  /** Today's record of this student in this section, if marked. */
  today_record: TodayRecord | string | null;
  cycle_sessions: number;
}

/** All the seats of a student with their sections' slots, whether marked today and the monthly cycle count: one query. */
async function seatsOf(db: Db | Tx, studentId: number, today: string): Promise<SeatRow[]> {
  return preparedRowsOf<SeatRow>(
    db,
    sql`
      select e.id as enrollment_id, (e.status = 'approved' and e.is_active) as approved_active, e.cycle_started_on::text as cycle_started_on,
             s.id as section_id, s.name as section_name, s.schedule_note, c.id as course_id, c.name as course_name, c.name_ar as course_name_ar,
             c.category, c.pricing_type, c.session_price::text as session_price, c.monthly_price::text as monthly_price,
             (select json_agg(json_build_object('day_of_week', ss.day_of_week, 'start_time', to_char(ss.start_time, 'HH24:MI'), 'end_time', to_char(ss.end_time, 'HH24:MI'))
                order by ss.day_of_week, ss.start_time)
              from section_schedules ss where ss.section_id = s.id) as slots,
             (select json_build_object('id', a.id, 'status', a.status, 'attendanceDate', a.attendance_date::text, 'forced', a.forced)
              from attendance_records a where a.student_id = e.student_id and a.section_id = s.id and a.attendance_date = ${today}::date) as today_record,
             (select count(*)::int from attendance_records a where a.enrollment_id = e.id and a.status in ('present', 'late')
                and a.attendance_date >= coalesce(e.cycle_started_on, ${monthStart(today)}::date)) as cycle_sessions
      from enrollments e
      join sections s on s.id = e.section_id
      join courses c on c.id = s.course_id
      where e.student_id = ${studentId}
      order by c.name, s.name, e.id`,
  );
}

const priceOf = (kind: PaymentKind, seat: { session_price: string | null; monthly_price: string | null }) =>
  kind === 'session' ? sessionPriceDa(seat.session_price) : (seat.monthly_price ?? '0');

function candidateOf(seat: SeatRow, clock: Clock): AttendanceCandidate {
  const slots = parseJson(seat.slots) ?? [];
  const kind = paymentKindOf(seat.category, seat.pricing_type);
  const { window, slot } = attendanceWindow(slots, clock);
  return {
    enrollment_id: seat.enrollment_id,
    section_id: seat.section_id,
    section_name: seat.section_name,
    course_id: seat.course_id,
    course_name: seat.course_name,
    course_name_ar: seat.course_name_ar,
    pricing_type: seat.pricing_type,
    payment_kind: kind,
    price: amount(priceOf(kind, seat)),
    slots,
    schedule: slots.length ? scheduleText(slots) : seat.schedule_note,
    today_slot: slot,
    window,
    already_marked: seat.today_record !== null,
    monthly_sessions: kind === 'monthly' ? Number(seat.cycle_sessions) : null,
  };
}

/** The card with each enrollment's section filled in from the seats. */
async function cardOf(db: Db, student: StudentRow, today: string, seats: Promise<SeatRow[]>) {
  const [rows, { card, debt }] = await Promise.all([seats, studentCard(db, student, today)]);
  const sectionOf = new Map(rows.map((s) => [s.enrollment_id, s.section_id]));
  for (const e of card.enrollments) e.section_id = sectionOf.get(e.enrollment_id) ?? e.section_id;
  return { card, debt, seats: rows };
}

/** GET /api/admin/attendance/students/{id}/card. */
export async function card(deps: Deps, studentId: number): Promise<AttendanceStudentCard> {
  const today = academyClock(deps.clock()).date;
  const student = await studentById(deps.db, studentId);
  if (!student || student.archived) throw notFound('Student not found.', 'student_not_found');
  return (await cardOf(deps.db, student, today, seatsOf(deps.db, studentId, today))).card;
}

// ----- Charges of a record ------------------------------------------------------------------------------

interface ChargeState {
  id: number;
  reason: string | null;
  amount: string;
  paid: string;
  remainingCents: number;
  enrollmentId: number | null;
  /** The latest payment on it (chargeOfRecord only). */
  latestPayment?: PaymentRecord | null;
}

/** The charge linked to an attendance record (at most one, by the unique index), what was paid on it and its latest payment. */
async function chargeOfRecord(db: Db | Tx, recordId: number): Promise<ChargeState | null> {
  const [row] = await preparedRowsOf<{
    id: number;
    reason: string | null;
    amount: string;
    paid: string;
    enrollment_id: number | null;
    latest: { id: number; amount: string; method: string | null; paid_at: string } | string | null;
  }>(
    db,
    sql`select l.id, l.reason, l.amount::text as amount, l.enrollment_id,
               ${settledOn(sql`l.id`)}::text as paid,
               (select json_build_object('id', p.id, 'amount', p.amount::text, 'method', p.method,
                                         'paid_at', to_char(p.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                from payment_allocations a join ledger_entries p on p.id = a.payment_id where a.charge_id = l.id
                order by p.occurred_at desc, p.id desc limit 1) as latest
        from ledger_entries l where l.attendance_record_id = ${recordId} and l.kind = 'charge'`,
  );
  if (!row) return null;
  const latest = parseJson(row.latest);
  return {
    id: row.id,
    reason: row.reason,
    amount: row.amount,
    paid: row.paid,
    remainingCents: toCents(row.amount) - toCents(row.paid),
    enrollmentId: row.enrollment_id,
    latestPayment: latest
      ? {
          id: latest.id,
          amount: amount(latest.amount),
          method: (latest.method ?? 'cash') as Method,
          paid_at: latest.paid_at,
          receipt_number: receiptNumber(latest.id),
        }
      : null,
  };
}

/** The month charge of the current cycle of a monthly seat (written at its 4th session, or by the reset). */
async function monthChargeOf(db: Db | Tx, enrollmentId: number, cycleStart: string): Promise<ChargeState | null> {
  const [row] = await preparedRowsOf<{ id: number; reason: string | null; amount: string; paid: string }>(
    db,
    sql`select l.id, l.reason, l.amount::text as amount, ${settledOn(sql`l.id`)}::text as paid
        from ledger_entries l left join attendance_records a on a.id = l.attendance_record_id
        where l.enrollment_id = ${enrollmentId} and l.kind = 'charge' and l.reason = 'month'
          and coalesce(a.attendance_date, ${localDate(sql`l.occurred_at`)}) >= ${cycleStart}::date
        order by l.id desc limit 1`,
  );
  if (!row) return null;
  return {
    id: row.id,
    reason: row.reason,
    amount: row.amount,
    paid: row.paid,
    remainingCents: toCents(row.amount) - toCents(row.paid),
    enrollmentId,
  };
}

async function sessionsSince(db: Db | Tx, enrollmentId: number, cycleStart: string): Promise<number> {
  const [row] = await preparedRowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from attendance_records where enrollment_id = ${enrollmentId} and status in ('present', 'late') and attendance_date >= ${cycleStart}::date`,
  );
  return Number(row?.n ?? 0);
}

// ----- Mark ---------------------------------------------------------------------------------------------

interface LockedSeat {
  id: number;
  student_id: number;
  cycle_started_on: string | null;
  /** The academy's local date the seat began. */
  enrolled_on: string;
  section_id: number;
  section_name: string;
  schedule_note: string;
  category: string;
  pricing_type: 'session' | 'monthly';
  session_price: string | null;
  monthly_price: string | null;
  slots: WeeklySlot[] | string | null;
}

/**
 * The student's approved, active seat in a section, locked for the transaction: a second mark of the same
 * student and section (another tab) waits here and then sees the first one's record.
 */
async function lockSeat(tx: Tx, studentId: number, sectionId: number): Promise<LockedSeat> {
  await lockStudentLedger(tx, studentId);
  const [seat] = await preparedRowsOf<LockedSeat>(
    tx,
    sql`select e.id, e.student_id, e.cycle_started_on::text as cycle_started_on, ${localDate(sql`e.enrolled_at`)}::text as enrolled_on,
               s.id as section_id, s.name as section_name, s.schedule_note,
               c.category, c.pricing_type, c.session_price::text as session_price, c.monthly_price::text as monthly_price,
               (select json_agg(json_build_object('day_of_week', ss.day_of_week, 'start_time', to_char(ss.start_time, 'HH24:MI'), 'end_time', to_char(ss.end_time, 'HH24:MI'))
                  order by ss.day_of_week, ss.start_time)
                from section_schedules ss where ss.section_id = s.id) as slots
        from enrollments e join sections s on s.id = e.section_id join courses c on c.id = s.course_id
        where e.student_id = ${studentId} and e.section_id = ${sectionId} and e.status = 'approved' and e.is_active
        for update of e`,
  );
  if (seat) return seat;
  const [found] = await rowsOf<{ student: boolean; section: boolean }>(
    tx,
    sql`select exists (select 1 from students where id = ${studentId} and archived_at is null) as student, exists (select 1 from sections where id = ${sectionId}) as section`,
  );
  if (!found?.student) throw notFound('Student not found.', 'student_not_found');
  if (!found.section) throw notFound('Section not found.', 'section_not_found');
  throw conflict('not_enrolled', 'This student has no active seat in this class.');
}

/** What a mark answers, read back for a record (new, duplicate or already marked). */
async function resultOf(
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

/** A payment of the session's charge given with the mark (PAID): at most what the charge still owes. */
async function payCharge(
  tx: Tx,
  actor: Actor,
  now: Date,
  charge: ChargeState,
  seat: { id: number; student_id: number },
  recordId: number,
  body: Pick<MarkBody, 'amount' | 'payment_method'>,
  idem: Idempotency | null,
) {
  const paying = body.amount ?? fromCents(charge.remainingCents);
  if (toCents(paying) > charge.remainingCents) {
    throw badRequest('validation_failed', 'The amount paid cannot be more than the session’s price.', { amount: ['amount_above_price'] });
  }
  const [payment] = await tx
    .insert(ledgerEntries)
    .values({
      kind: 'payment',
      amount: paying,
      method: body.payment_method,
      studentId: seat.student_id,
      enrollmentId: seat.id,
      attendanceRecordId: recordId,
      appliesToEntryId: charge.id,
      idempotencyKey: idem?.key ?? null,
      requestFingerprint: idem?.fingerprint ?? null,
      note: 'Session payment at the door',
      recordedBy: actor.id,
      occurredAt: now,
      createdAt: now,
    })
    .returning();
  return payment!;
}

/**
 * The charges a new (or newly attended) mark writes: a session's price for a session-priced course; the
 * month's price at the 4th session of a monthly cycle (once per cycle); nothing for kindergarten.
 */
async function chargeFor(
  tx: Tx,
  actor: Actor,
  now: Date,
  today: string,
  seat: LockedSeat,
  recordId: number,
  body: MarkBody,
  idem: Idempotency | null,
) {
  const kind = paymentKindOf(seat.category, seat.pricing_type);
  if (kind === 'kindergarten') return null;
  if (kind === 'session') {
    const price = sessionPriceDa(seat.session_price);
    const [charge] = await tx
      .insert(ledgerEntries)
      .values({
        kind: 'charge',
        reason: 'session',
        amount: price,
        studentId: seat.student_id,
        enrollmentId: seat.id,
        attendanceRecordId: recordId,
        note: 'Session attended',
        recordedBy: actor.id,
        occurredAt: now,
        createdAt: now,
      })
      .returning();
    if (body.payment_status !== 'paid') return null;
    const state: ChargeState = {
      id: charge!.id,
      reason: 'session',
      amount: price,
      paid: '0',
      remainingCents: toCents(price),
      enrollmentId: seat.id,
    };
    return presentPayment(await payCharge(tx, actor, now, state, seat, recordId, body, idem));
  }
  const cycleStart = seat.cycle_started_on ?? monthStart(today);
  const sessions = await sessionsSince(tx, seat.id, cycleStart);
  const monthly = seat.monthly_price ?? '0';
  if (monthlyCycle(sessions).complete && toCents(monthly) > 0 && !(await monthChargeOf(tx, seat.id, cycleStart))) {
    await tx.insert(ledgerEntries).values({
      kind: 'charge',
      reason: 'month',
      amount: monthly,
      studentId: seat.student_id,
      enrollmentId: seat.id,
      attendanceRecordId: recordId,
      note: 'Month completed (4 sessions)',
      recordedBy: actor.id,
      occurredAt: now,
      createdAt: now,
    });
  }
  return null;
}

/** A mark of the same student, section and day: no new record and no second charge (spec 4). */
async function markAgain(
  tx: Tx,
  actor: Actor,
  now: Date,
  today: string,
  seat: LockedSeat,
  existing: typeof attendanceRecords.$inferSelect,
  body: MarkBody,
  idem: Idempotency | null,
) {
  let record = existing;
  let payment: PaymentRecord | null = null;
  const charge = await chargeOfRecord(tx, existing.id);
  if (body.status !== existing.status) {
    if (charge && !ATTENDED.has(body.status)) {
      throw conflict('attendance_charged', 'This attendance was already charged: it cannot be changed to absent or excused.');
    }
    const [saved] = await tx
      .update(attendanceRecords)
      .set({ status: body.status, markedBy: actor.id, markedAt: now, updatedAt: now, ...(body.notes ? { notes: body.notes } : {}) })
      .where(eq(attendanceRecords.id, existing.id))
      .returning();
    record = saved!;
    // Absent or excused turned into present: the session is charged now, once.
    if (!charge && ATTENDED.has(body.status)) payment = await chargeFor(tx, actor, now, today, seat, existing.id, body, idem);
    await audit(tx, {
      actorId: actor.id,
      action: 'attendance.marked',
      entity: 'attendance_record',
      entityId: existing.id,
      ip: actor.ip,
      at: now,
      data: {
        student_id: seat.student_id,
        section_id: seat.section_id,
        date: existing.attendanceDate,
        from: existing.status,
        status: body.status,
        duplicate: true,
      },
    });
  } else if (charge && body.payment_status === 'paid' && charge.remainingCents > 0) {
    // PAID answered after the mark: pays what the session still owes (once per idempotency key).
    const earlier = idem ? await earlierEntries(tx, idem) : [];
    if (earlier.length) {
      if (earlier[0]!.attendanceRecordId !== existing.id)
        throw conflict('idempotency_key_reused', 'This request key was already used for another payment.');
      payment = presentPayment(earlier[0]!);
    } else {
      payment = presentPayment(await payCharge(tx, actor, now, charge, seat, existing.id, body, idem));
      await audit(tx, {
        actorId: actor.id,
        action: 'payment.recorded',
        entity: 'attendance_record',
        entityId: existing.id,
        ip: actor.ip,
        at: now,
        data: { charge_id: charge.id, payment_id: payment.id, amount: payment.amount, method: payment.method },
      });
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
  try {
    return await deps.db.transaction(async (tx) => {
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
      if (existing) return markAgain(tx, actor, now, today, seat, existing, body, idem);
      refuseUncounted(seat, date, today);

      const attending = ATTENDED.has(body.status);
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
        throw conflict('idempotency_key_reused', 'This request key was already used for another payment.');
      }
      const [record] = await tx
        .insert(attendanceRecords)
        .values({
          studentId: body.student_id,
          sectionId: seat.section_id,
          enrollmentId: seat.id,
          attendanceDate: date,
          status: body.status,
          notes: body.notes ?? null,
          forced: body.force,
          markedBy: actor.id,
          markedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const payment = attending ? await chargeFor(tx, actor, now, today, seat, record!.id, body, idem) : null;
      await audit(tx, {
        actorId: actor.id,
        action: 'attendance.marked',
        entity: 'attendance_record',
        entityId: record!.id,
        ip: actor.ip,
        at: now,
        data: {
          student_id: body.student_id,
          section_id: seat.section_id,
          date,
          status: body.status,
          forced: body.force,
          payment_status: body.payment_status ?? null,
          payment_id: payment?.id ?? null,
        },
      });
      return resultOf(tx, seat, record!, today, { duplicate: false, payment });
    });
  } catch (error) {
    // Lost a race on the record, its one charge or the request key: answer with what the winner wrote.
    const violated = uniqueViolation(error);
    if (violated) {
      const again = await duplicateOf(deps.db, body, date, today);
      if (again) return again;
      if (violated.includes('idempotency'))
        throw conflict('idempotency_key_reused', 'This request key was already used for another payment.');
    }
    throw error;
  }
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

// ----- Scan ---------------------------------------------------------------------------------------------

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

// ----- Payments -----------------------------------------------------------------------------------------

/** POST /api/attendance/confirm-payment: PAID after the mark, for (part of) what the record's charge owes. */
export async function confirmPayment(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof confirmPaymentBody>,
  idem: Idempotency,
): Promise<ConfirmPaymentResponse> {
  const now = deps.clock();
  const replay = async (db: Db | Tx, [earlier]: LedgerEntry[]): Promise<ConfirmPaymentResponse> => {
    if (earlier!.kind !== 'payment' || earlier!.attendanceRecordId !== body.attendance_id) {
      throw conflict('idempotency_key_reused', 'This request key was already used for another payment.');
    }
    const charge = await chargeOfRecord(db, body.attendance_id);
    return {
      success: true,
      replayed: true,
      message: 'Payment confirmed',
      payment: presentPayment(earlier!),
      remaining: amount(fromCents(Math.max(0, charge?.remainingCents ?? 0))),
    };
  };
  return once(
    deps.db,
    idem,
    async (tx) => {
      const [owner] = await tx
        .select({ studentId: attendanceRecords.studentId })
        .from(attendanceRecords)
        .where(eq(attendanceRecords.id, body.attendance_id));
      if (!owner) throw notFound('Attendance record not found.', 'attendance_not_found');
      await lockStudentLedger(tx, owner.studentId);
      const [record] = await tx.select().from(attendanceRecords).where(eq(attendanceRecords.id, body.attendance_id)).for('update');
      if (!record) throw notFound('Attendance record not found.', 'attendance_not_found');
      const earlier = await earlierEntries(tx, idem);
      if (earlier.length) return replay(tx, earlier);
      const charge = await chargeOfRecord(tx, record.id);
      if (!charge || charge.remainingCents <= 0) throw conflict('nothing_to_pay', 'Nothing is owed on this attendance.');
      if (toCents(body.amount) > charge.remainingCents) {
        throw badRequest(
          'amount_above_debt',
          `The amount is more than what this session still owes (${fromCents(charge.remainingCents)} DA).`,
          { amount: ['amount_above_debt'] },
        );
      }
      const [payment] = await tx
        .insert(ledgerEntries)
        .values({
          kind: 'payment',
          amount: body.amount,
          method: body.payment_method,
          studentId: record.studentId,
          enrollmentId: charge.enrollmentId ?? record.enrollmentId,
          attendanceRecordId: record.id,
          appliesToEntryId: charge.id,
          idempotencyKey: idem.key,
          requestFingerprint: idem.fingerprint,
          note: 'Payment confirmed at the door',
          recordedBy: actor.id,
          occurredAt: now,
          createdAt: now,
        })
        .returning();
      await audit(tx, {
        actorId: actor.id,
        action: 'payment.recorded',
        entity: 'attendance_record',
        entityId: record.id,
        ip: actor.ip,
        at: now,
        data: { charge_id: charge.id, payment_id: payment!.id, amount: body.amount, method: body.payment_method },
      });
      const remaining = charge.remainingCents - toCents(body.amount);
      return {
        success: true,
        replayed: false,
        message: 'Payment confirmed',
        payment: presentPayment(payment!),
        remaining: amount(fromCents(remaining)),
      };
    },
    replay,
  );
}

const chargeKey = (key: string) => `${key}:charge`;

/**
 * POST /api/admin/monthly-attendance/reset ('Paid (Reset)'): pays the month the 4th session completed
 * and starts the next cycle the day after its last session, so the progress reads 0 / 4 (the month's
 * sessions, today's too, stay in the paid month).
 */
export async function monthlyReset(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof monthlyResetBody>,
  idem: Idempotency,
): Promise<MonthlyResetResponse> {
  const now = deps.clock();
  const today = academyClock(now).date;
  const replay = async (db: Db | Tx, entries: LedgerEntry[]): Promise<MonthlyResetResponse> => {
    const enrollmentId = entries[0]!.enrollmentId;
    const [asked] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.studentId, body.student_id), eq(enrollments.sectionId, body.class_id)));
    if (enrollmentId === null || entries.some((e) => e.enrollmentId !== enrollmentId) || asked?.id !== enrollmentId) {
      throw conflict('idempotency_key_reused', 'This request key was already used for another payment.');
    }
    const payment = entries.find((e) => e.kind === 'payment') ?? null;
    const [seat] = await db.select({ cycle: enrollments.cycleStartedOn }).from(enrollments).where(eq(enrollments.id, enrollmentId));
    const cycleStart = seat?.cycle ?? monthStart(today);
    const sessions = await sessionsSince(db, enrollmentId, cycleStart);
    const paidCharge = payment?.appliesToEntryId
      ? await rowsOf<{ remaining: string }>(
          db,
          sql`select (l.amount - ${settledOn(sql`l.id`)})::text as remaining from ledger_entries l where l.id = ${payment.appliesToEntryId}`,
        )
      : [];
    return {
      success: true,
      replayed: true,
      message: 'Paid (Reset)',
      payment: payment ? presentPayment(payment) : null,
      remaining: amount(paidCharge[0]?.remaining),
      cycle_started_on: cycleStart,
      monthly_progress: { sessions, of: monthlyCycle(sessions).of },
    };
  };
  return once(
    deps.db,
    idem,
    async (tx) => {
      const seat = await lockSeat(tx, body.student_id, body.class_id);
      if (paymentKindOf(seat.category, seat.pricing_type) !== 'monthly')
        throw badRequest('not_monthly', 'This class is not paid by the month.');
      const earlier = await earlierEntries(tx, idem, (k) => [chargeKey(k)]);
      if (earlier.length) return replay(tx, earlier);
      const cycleStart = seat.cycle_started_on ?? monthStart(today);
      const sessions = await sessionsSince(tx, seat.id, cycleStart);
      if (!monthlyCycle(sessions).complete) {
        throw conflict('cycle_not_complete', `The month is not complete yet (${sessions} / ${monthlyCycle(sessions).of} sessions).`);
      }
      let charge = await monthChargeOf(tx, seat.id, cycleStart);
      if (!charge) {
        const monthly = seat.monthly_price ?? '0';
        if (toCents(monthly) <= 0)
          throw badRequest('validation_failed', 'Set the monthly price of this course first.', { monthly_price: ['required'] });
        const [written] = await tx
          .insert(ledgerEntries)
          .values({
            kind: 'charge',
            reason: 'month',
            amount: monthly,
            studentId: seat.student_id,
            enrollmentId: seat.id,
            note: 'Month completed (4 sessions)',
            idempotencyKey: chargeKey(idem.key),
            requestFingerprint: idem.fingerprint,
            recordedBy: actor.id,
            occurredAt: now,
            createdAt: now,
          })
          .returning();
        charge = { id: written!.id, reason: 'month', amount: monthly, paid: '0', remainingCents: toCents(monthly), enrollmentId: seat.id };
      }
      const paying = body.amount ?? fromCents(charge.remainingCents);
      if (toCents(paying) > charge.remainingCents) {
        throw badRequest(
          'amount_above_debt',
          `The amount is more than what this month still owes (${fromCents(charge.remainingCents)} DA).`,
          { amount: ['amount_above_debt'] },
        );
      }
      const [payment] =
        toCents(paying) > 0
          ? await tx
              .insert(ledgerEntries)
              .values({
                kind: 'payment',
                amount: paying,
                method: body.payment_method,
                studentId: seat.student_id,
                enrollmentId: seat.id,
                appliesToEntryId: charge.id,
                idempotencyKey: idem.key,
                requestFingerprint: idem.fingerprint,
                note: 'Month paid (reset)',
                recordedBy: actor.id,
                occurredAt: now,
                createdAt: now,
              })
              .returning()
          : [];
      // The next cycle starts the day after the month's last attended session (today's when the 4th was
      // today), so a session attended since then, marked now, counts in the new month, not in none.
      const [last] = await preparedRowsOf<{ day: string | null }>(
        tx,
        sql`select max(attendance_date)::text as day from attendance_records
            where enrollment_id = ${seat.id} and status in ('present', 'late') and attendance_date >= ${cycleStart}::date`,
      );
      const next = nextDay(last?.day ?? today);
      await tx.update(enrollments).set({ cycleStartedOn: next, updatedAt: now }).where(eq(enrollments.id, seat.id));
      await audit(tx, {
        actorId: actor.id,
        action: 'attendance.cycle_reset',
        entity: 'enrollment',
        entityId: seat.id,
        ip: actor.ip,
        at: now,
        data: {
          from: cycleStart,
          to: next,
          sessions,
          charge_id: charge.id,
          payment_id: payment?.id ?? null,
          amount: paying,
          method: body.payment_method,
        },
      });
      return {
        success: true,
        replayed: false,
        message: 'Paid (Reset)',
        payment: payment ? presentPayment(payment) : null,
        remaining: amount(fromCents(charge.remainingCents - toCents(paying))),
        cycle_started_on: next,
        monthly_progress: { sessions: 0, of: monthlyCycle(0).of },
      };
    },
    replay,
    (k) => [chargeKey(k)],
  );
}
