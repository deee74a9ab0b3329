import { and, eq } from 'drizzle-orm';
import { academyClock, fromCents, monthlyCycle, toCents, type MonthlyResetResponse, type monthlyResetBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { enrollments } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { amount } from '../../lib/rows';
import { remainingOn } from '../ledger/charges';
import { lastAttendedDay, monthChargeOf, monthStart, nextDay, sessionsSince } from '../ledger/cycle';
import { chargeKey, earlierEntries, keyUsedForAnother, once, type Idempotency, type LedgerEntry } from '../ledger/idempotency';
import { presentPayment } from '../ledger/present';
import { paymentKindOf } from '../ledger/status';
import { auditMoney, writeCharge, writePayment } from '../ledger/write';
import { lockSeat } from '../admin-attendance/seats';

type Actor = { id: number; ip: string | null };

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
      throw keyUsedForAnother();
    }
    const payment = entries.find((e) => e.kind === 'payment') ?? null;
    const [seat] = await db.select({ cycle: enrollments.cycleStartedOn }).from(enrollments).where(eq(enrollments.id, enrollmentId));
    const cycleStart = seat?.cycle ?? monthStart(today);
    const sessions = await sessionsSince(db, enrollmentId, cycleStart);
    const remaining = payment?.appliesToEntryId ? await remainingOn(db, payment.appliesToEntryId) : undefined;
    return {
      success: true,
      replayed: true,
      message: 'Paid (Reset)',
      payment: payment ? await presentPayment(db, payment) : null,
      remaining: amount(remaining),
      cycle_started_on: cycleStart,
      monthly_progress: { sessions, of: monthlyCycle(sessions).of },
    };
  };
  const by = { actor, now };
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
        const written = await writeCharge(tx, by, {
          reason: 'month',
          amount: monthly,
          studentId: seat.student_id,
          enrollmentId: seat.id,
          note: 'Month completed (4 sessions)',
          idem,
        });
        charge = { id: written.id, reason: 'month', amount: monthly, paid: '0', remainingCents: toCents(monthly), enrollmentId: seat.id };
      }
      const paying = body.amount ?? fromCents(charge.remainingCents);
      if (toCents(paying) > charge.remainingCents) {
        throw badRequest(
          'amount_above_debt',
          `The amount is more than what this month still owes (${fromCents(charge.remainingCents)} DA).`,
          { amount: ['amount_above_debt'] },
        );
      }
      const payment =
        toCents(paying) > 0
          ? await writePayment(tx, by, {
              amount: paying,
              method: body.payment_method,
              studentId: seat.student_id,
              enrollmentId: seat.id,
              appliesToEntryId: charge.id,
              note: 'Month paid (reset)',
              idem,
            })
          : null;
      // The next cycle starts the day after the month's last attended session (today's when the 4th was
      // today), so a session attended since then, marked now, counts in the new month, not in none.
      const next = nextDay((await lastAttendedDay(tx, seat.id, cycleStart)) ?? today);
      await tx.update(enrollments).set({ cycleStartedOn: next, updatedAt: now }).where(eq(enrollments.id, seat.id));
      await auditMoney(tx, by, {
        action: 'attendance.cycle_reset',
        entity: 'enrollment',
        entityId: seat.id,
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
        payment: payment ? await presentPayment(tx, payment) : null,
        remaining: amount(fromCents(charge.remainingCents - toCents(paying))),
        cycle_started_on: next,
        monthly_progress: { sessions: 0, of: monthlyCycle(0).of },
      };
    },
    replay,
    (k) => [chargeKey(k)],
  );
}
