import { sql } from 'drizzle-orm';
import { enrollments, kindergartenSubscriptions, ledgerEntries } from '../schema';
import { COURSES } from './catalogue';
import { addDays, addMonths, insertAll, localInstant, minutes, money, type SeedContext } from './helpers';
import type { Seat } from './enrollments';
import type { Mark } from './attendance';

/**
 * Phase 5, money: the charges of attended sessions, months (every 4th session) and kindergarten subscriptions,
 * then the payments that settle most of them (the demo parent owes Yacine's last maths sessions). Written
 * straight into the ledger, as one bulk insert each.
 */
export async function insertMoney(
  { tx, rnd, now, today, todayStart, daysAgo, notAfterNow, adminId }: SeedContext,
  enrolled: Seat[],
  marks: Mark[],
  sectionId: (ci: number, si: number) => number,
  enrollmentId: Map<string, number>,
  attendanceId: Map<string, number>,
) {
  type Charge = {
    reason: 'session' | 'month' | 'subscription';
    amount: string;
    studentId: number;
    enrollmentId: number;
    attendanceRecordId: number | null;
    at: Date;
    /** When and how it is paid; null leaves it as debt. */
    paidAt: Date | null;
    method: 'cash' | 'card' | 'bank_transfer';
    demoDebt?: boolean;
  };
  const charges: Charge[] = [];
  const method = () => (rnd.chance(0.85) ? 'cash' : rnd.chance(0.6) ? 'card' : 'bank_transfer');
  const later = (at: Date) => {
    const paid = minutes(at, rnd.int(1, 6) * 1440 + rnd.int(-120, 120));
    return paid <= now ? paid : null;
  };
  const cycleStart = new Map<number, string>();
  const subscriptions: {
    enrollmentId: number;
    status: 'active' | 'pending';
    amount: string;
    nextPaymentDate: string;
    notes: string | null;
  }[] = [];

  for (const seat of enrolled) {
    const def = COURSES[seat.p.course]!;
    const sid = sectionId(seat.p.course, seat.p.section);
    const eid = enrollmentId.get(`${seat.studentId}|${sid}`)!;
    const attended = marks.filter((m) => m.seat === seat && (m.status === 'present' || m.status === 'late'));

    if (def.category === 'kindergarten') {
      // Little Stars: a monthly subscription, paid at the start of each period.
      const isAmina = seat.c.barcode === 'ST10000002';
      const pending = !isAmina && seat.p.enrolledOn > daysAgo(30) && rnd.chance(0.5);
      const next = isAmina ? addDays(today, 10) : pending ? today : addDays(today, rnd.int(-6, 26));
      subscriptions.push({
        enrollmentId: eid,
        status: pending ? 'pending' : 'active',
        amount: money(def.price),
        nextPaymentDate: next,
        notes: pending ? 'First month to pay at the front desk' : null,
      });
      if (pending) continue;
      for (let k = 1; ; k++) {
        const periodStart = addMonths(next, -k);
        if (periodStart < seat.p.enrolledOn) break;
        const at = localInstant(periodStart, '09:15');
        if (at > now) continue;
        charges.push({
          reason: 'subscription',
          amount: money(def.price),
          studentId: seat.studentId,
          enrollmentId: eid,
          attendanceRecordId: null,
          at,
          paidAt: minutes(at, 3),
          method: method(),
        });
      }
      continue;
    }

    if (def.pricing === 'session') {
      const debtTail = seat.p.unpaidLast ?? 0;
      attended.forEach((m, i) => {
        const demoDebt = i >= attended.length - debtTail;
        const roll = rnd.next();
        const paidAt = demoDebt
          ? null
          : seat.f.key === 'demo' || roll < 0.78
            ? notAfterNow(minutes(m.markedAt, 1))
            : roll < 0.9
              ? later(m.markedAt)
              : null;
        charges.push({
          reason: 'session',
          amount: money(def.price),
          studentId: seat.studentId,
          enrollmentId: eid,
          attendanceRecordId: attendanceId.get(`${seat.studentId}|${sid}|${m.date}`)!,
          at: m.markedAt,
          paidAt,
          method: method(),
          demoDebt,
        });
      });
      continue;
    }

    // Monthly pricing: a month is charged when its 4th session is attended, and "Paid (Reset)" restarts the cycle.
    let start = attended[0]?.date ?? seat.p.enrolledOn;
    let open = true;
    for (let i = 3; i < attended.length && open; i += 4) {
      const m = attended[i]!;
      const paid = seat.f.key === 'demo' || rnd.chance(0.85);
      charges.push({
        reason: 'month',
        amount: money(def.price),
        studentId: seat.studentId,
        enrollmentId: eid,
        attendanceRecordId: null,
        at: m.markedAt,
        paidAt: paid ? notAfterNow(minutes(m.markedAt, 5)) : null,
        method: method(),
      });
      if (paid) start = addDays(m.date, 1);
      else open = false;
    }
    cycleStart.set(eid, start);
  }

  // A few old debts settled at the front desk today, so today's takings show on the overview.
  const settleToday = charges.filter((c) => c.reason === 'session' && !c.paidAt && !c.demoDebt && c.at < todayStart);
  for (const c of settleToday.slice(0, 5)) {
    const lo = Math.max(todayStart.getTime(), c.at.getTime() + 60_000);
    const at = new Date(lo + rnd.next() * Math.max(0, now.getTime() - lo));
    if (at <= now) {
      c.paidAt = at;
      c.method = 'cash';
    }
  }

  const chargeRows = await insertAll(charges, (batch) =>
    tx
      .insert(ledgerEntries)
      .values(
        batch.map((c) => ({
          kind: 'charge' as const,
          reason: c.reason,
          amount: c.amount,
          studentId: c.studentId,
          enrollmentId: c.enrollmentId,
          attendanceRecordId: c.attendanceRecordId,
          recordedBy: adminId,
          occurredAt: c.at,
          createdAt: c.at,
        })),
      )
      .returning({
        id: ledgerEntries.id,
        enrollmentId: ledgerEntries.enrollmentId,
        reason: ledgerEntries.reason,
        at: ledgerEntries.occurredAt,
      }),
  );
  const chargeId = new Map(chargeRows.map((r) => [`${r.enrollmentId}|${r.reason}|${r.at.getTime()}`, r.id]));
  // Inserted in the order they were paid, so their receipt numbers (migration 0036) follow the days.
  const paid = charges.filter((c) => c.paidAt).sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime());
  await insertAll(paid, (batch) =>
    tx
      .insert(ledgerEntries)
      .values(
        batch.map((c) => ({
          kind: 'payment' as const,
          amount: c.amount,
          studentId: c.studentId,
          enrollmentId: c.enrollmentId,
          attendanceRecordId: c.attendanceRecordId,
          appliesToEntryId: chargeId.get(`${c.enrollmentId}|${c.reason}|${c.at.getTime()}`)!,
          method: c.method,
          recordedBy: adminId,
          occurredAt: c.paidAt!,
          createdAt: c.paidAt!,
        })),
      )
      .returning({ id: ledgerEntries.id }),
  );

  if (cycleStart.size) {
    const values = sql.join(
      [...cycleStart].map(([eid, start]) => sql`(${eid}::int, ${start}::date)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${enrollments} set cycle_started_on = v.d from (values ${values}) as v(id, d) where ${enrollments.id} = v.id`,
    );
  }
  if (subscriptions.length) {
    await tx.insert(kindergartenSubscriptions).values(
      subscriptions.map((s) => ({
        enrollmentId: s.enrollmentId,
        status: s.status,
        amount: s.amount,
        nextPaymentDate: s.nextPaymentDate,
        paymentNotes: s.notes,
      })),
    );
  }
}
