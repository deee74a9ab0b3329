import { attendanceRecords, enrollments, kindergartenSubscriptions, ledgerEntries } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** An approved, active seat (as an admin's approval leaves it). */
export async function approvedEnrollment(t: TestApp, studentId: number, sectionId: number, cycleStartedOn: string | null = null) {
  const [row] = await t.app.deps.db
    .insert(enrollments)
    .values({ studentId, sectionId, status: 'approved', isActive: true, cycleStartedOn })
    .returning();
  return row!;
}

/**
 * A marked session with, optionally, its charge and a payment of part or all of it (what the door
 * does in one transaction). Amounts are DA strings, as the ledger stores them.
 */
export async function attended(
  t: TestApp,
  e: { id: number; studentId: number; sectionId: number },
  date: string,
  opts: { status?: 'present' | 'absent' | 'late' | 'excused'; charge?: string; paid?: string } = {},
) {
  const db = t.app.deps.db;
  const [record] = await db
    .insert(attendanceRecords)
    .values({ studentId: e.studentId, sectionId: e.sectionId, enrollmentId: e.id, attendanceDate: date, status: opts.status ?? 'present' })
    .returning();
  if (opts.charge) {
    const at = new Date(`${date}T15:00:00+01:00`);
    const [charge] = await db
      .insert(ledgerEntries)
      .values({
        kind: 'charge',
        reason: 'session',
        amount: opts.charge,
        studentId: e.studentId,
        enrollmentId: e.id,
        attendanceRecordId: record!.id,
        occurredAt: at,
      })
      .returning();
    if (opts.paid) {
      await db.insert(ledgerEntries).values({
        kind: 'payment',
        amount: opts.paid,
        method: 'cash',
        studentId: e.studentId,
        enrollmentId: e.id,
        attendanceRecordId: record!.id,
        appliesToEntryId: charge!.id,
        occurredAt: new Date(at.getTime() + 60_000),
      });
    }
  }
  return record!;
}

/** A charge not tied to a session: a completed month, or a kindergarten subscription. */
export async function charged(
  t: TestApp,
  e: { id: number; studentId: number },
  reason: 'month' | 'subscription',
  amount: string,
  paid?: string,
) {
  const [charge] = await t.app.deps.db
    .insert(ledgerEntries)
    .values({ kind: 'charge', reason, amount, studentId: e.studentId, enrollmentId: e.id })
    .returning();
  if (paid) {
    await t.app.deps.db
      .insert(ledgerEntries)
      .values({ kind: 'payment', amount: paid, method: 'card', studentId: e.studentId, enrollmentId: e.id, appliesToEntryId: charge!.id });
  }
  return charge!;
}

export async function subscription(t: TestApp, enrollmentId: number, nextPaymentDate: string, amount = '6000.00') {
  await t.app.deps.db.insert(kindergartenSubscriptions).values({ enrollmentId, status: 'active', amount, nextPaymentDate });
}
