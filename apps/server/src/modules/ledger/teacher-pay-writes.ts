import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { toCents, type TeacherPayKind } from '@academy/shared';
import type { Tx } from '../../db/client';
import { teacherMonthClosures, teacherPayRules, teacherPayouts } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { preparedRowsOf } from '../../lib/rows';
import type { Idempotency } from './idempotency';
import { holdCashDay } from './cash-day';
import { currentMonth, monthDays, teacherBalance, teacherMonthFigures, teacherSectionFigures } from './teacher-pay';
import type { MoneyWriter } from './write';

/*
 * Every write of teacher pay (issue 25 item 3): a section's pay rule, a payout, a closed month. Payouts and
 * closed months are append-only (triggers of migration 0031). A teacher's money transactions take the teacher's
 * lock first (lockTeacherPay), so two payouts, or a payout and a closing, run one after the other.
 */

export type TeacherPayout = typeof teacherPayouts.$inferSelect;
type Method = TeacherPayout['method'];

/**
 * Locks a teacher's pay (their users row, FOR NO KEY UPDATE: sign-ins and other rows naming them are not held
 * up). Says whether the id is a teacher's account.
 */
export async function lockTeacherPay(tx: Tx, teacherId: number): Promise<boolean> {
  const rows = await preparedRowsOf<{ id: number }>(
    tx,
    sql`select id from users where id = ${teacherId} and role = 'teacher' for no key update`,
  );
  return rows.length > 0;
}

/** Whether the teacher has closed the month holding `day` (a local date). */
async function closedMonthOf(tx: Tx, teacherId: number, day: string): Promise<boolean> {
  const [row] = await tx
    .select({ month: teacherMonthClosures.month })
    .from(teacherMonthClosures)
    .where(and(eq(teacherMonthClosures.teacherId, teacherId), eq(teacherMonthClosures.month, `${day.slice(0, 7)}-01`)));
  return Boolean(row);
}

export interface PayRuleInput {
  sectionId: number;
  teacherId: number;
  kind: TeacherPayKind;
  rate: string;
  effectiveFrom: string;
}

/**
 * A section's rule from a date on, paying `teacherId`; a rule from the same date is replaced. Refused (409
 * pay_rule_in_closed_month) when the date falls in a month that the new teacher, or the teacher of the rule
 * in effect that day, has closed: their closed statements would no longer be the ledger's. The caller holds the
 * section's row lock.
 */
export async function writePayRule(tx: Tx, by: MoneyWriter, input: PayRuleInput) {
  const [inEffect] = await tx
    .select({ teacherId: teacherPayRules.teacherId })
    .from(teacherPayRules)
    .where(and(eq(teacherPayRules.sectionId, input.sectionId), lte(teacherPayRules.effectiveFrom, input.effectiveFrom)))
    .orderBy(desc(teacherPayRules.effectiveFrom))
    .limit(1);
  const teachers = [...new Set([input.teacherId, ...(inEffect ? [inEffect.teacherId] : [])])];
  for (const teacherId of teachers) {
    if (await closedMonthOf(tx, teacherId, input.effectiveFrom)) {
      throw conflict('pay_rule_in_closed_month', 'This date falls in a month the teacher has closed: choose a date in an open month.', {
        effective_from: ['pay_rule_in_closed_month'],
      });
    }
  }
  const values = { teacherId: input.teacherId, kind: input.kind, rate: input.rate, setBy: by.actor.id, updatedAt: by.now };
  const [rule] = await tx
    .insert(teacherPayRules)
    .values({ sectionId: input.sectionId, effectiveFrom: input.effectiveFrom, ...values, createdAt: by.now })
    .onConflictDoUpdate({ target: [teacherPayRules.sectionId, teacherPayRules.effectiveFrom], set: values })
    .returning();
  await audit(tx, {
    actorId: by.actor.id,
    ip: by.actor.ip,
    at: by.now,
    action: 'teacher_pay.rule_set',
    entity: 'section',
    entityId: input.sectionId,
    data: { teacher_id: input.teacherId, kind: input.kind, rate: input.rate, effective_from: input.effectiveFrom, rule_id: rule!.id },
  });
  return rule!;
}

/**
 * A section changes teacher: when a rule is in effect on `today`, the same kind and rate from today pay the new
 * teacher (the old one keeps what was earned before); a section left without a teacher pays nobody from today (a
 * rate of 0 for the old teacher). Called in the section's update transaction.
 */
export async function carryPayRuleToTeacher(
  tx: Tx,
  by: MoneyWriter,
  input: { sectionId: number; teacherId: number | null; today: string },
) {
  const [inEffect] = await tx
    .select()
    .from(teacherPayRules)
    .where(and(eq(teacherPayRules.sectionId, input.sectionId), lte(teacherPayRules.effectiveFrom, input.today)))
    .orderBy(desc(teacherPayRules.effectiveFrom))
    .limit(1);
  if (!inEffect || inEffect.teacherId === input.teacherId) return null;
  return writePayRule(tx, by, {
    sectionId: input.sectionId,
    teacherId: input.teacherId ?? inEffect.teacherId,
    kind: inEffect.kind,
    rate: input.teacherId === null ? '0.00' : inEffect.rate,
    effectiveFrom: input.today,
  });
}

/** The payout an earlier request under this key wrote, or null; 409 idempotency_key_reused when it asked something else. */
export async function earlierPayout(tx: Tx, idem: Idempotency): Promise<TeacherPayout | null> {
  const rows = await tx.select().from(teacherPayouts).where(inArray(teacherPayouts.idempotencyKey, idem.lookup));
  const earlier = rows.sort((a, b) => a.id - b.id)[0];
  if (!earlier) return null;
  if (earlier.requestFingerprint !== idem.fingerprint) {
    throw conflict('idempotency_key_reused', 'This request key was already used for a different request.');
  }
  return earlier;
}

/**
 * A payout to a teacher, under the teacher's lock: never more than the balance now (409 payout_exceeds_balance,
 * the balance in the details). Append-only, with who paid and when (the request's clock), audited.
 */
export async function writePayout(
  tx: Tx,
  by: MoneyWriter,
  input: { teacherId: number; amount: string; method: Method; note: string | null; idem: Idempotency },
): Promise<TeacherPayout> {
  // Cash out of the drawer: refused on a closed day like a payment (cash-day.ts).
  await holdCashDay(tx, by.now);
  const balance = await teacherBalance(tx, input.teacherId, by.now);
  // Whole centimes compare exactly (no float arithmetic on money).
  if (toCents(input.amount) > toCents(balance)) {
    throw conflict('payout_exceeds_balance', `The payout is more than the teacher's balance (${balance} DA).`, { balance: [balance] });
  }
  const [payout] = await tx
    .insert(teacherPayouts)
    .values({
      teacherId: input.teacherId,
      amount: input.amount,
      method: input.method,
      note: input.note,
      idempotencyKey: input.idem.key,
      requestFingerprint: input.idem.fingerprint,
      paidBy: by.actor.id,
      paidAt: by.now,
    })
    .returning();
  await audit(tx, {
    actorId: by.actor.id,
    ip: by.actor.ip,
    at: by.now,
    action: 'teacher_pay.paid',
    entity: 'teacher',
    entityId: input.teacherId,
    data: { payout_id: payout!.id, amount: input.amount, method: input.method, balance_before: balance },
  });
  return payout!;
}

/**
 * Closes a teacher's month: its statement's figures as they are now, kept (append-only). Only a month that has
 * ended in the academy's clock (409 month_not_ended), once (409 month_already_closed). Under the teacher's lock.
 */
export async function closeTeacherMonth(tx: Tx, by: MoneyWriter, input: { teacherId: number; month: string }) {
  if (input.month >= currentMonth(by.now)) throw conflict('month_not_ended', 'Only a month that has ended can be closed.');
  const { start } = monthDays(input.month);
  const [existing] = await tx
    .select({ month: teacherMonthClosures.month })
    .from(teacherMonthClosures)
    .where(and(eq(teacherMonthClosures.teacherId, input.teacherId), eq(teacherMonthClosures.month, start)));
  if (existing) throw monthAlreadyClosed();
  const [figures] = await teacherMonthFigures(tx, { teacherId: input.teacherId, month: input.month, now: by.now });
  const f = figures!;
  const sections = await teacherSectionFigures(tx, { teacherId: input.teacherId, month: input.month });
  await tx.insert(teacherMonthClosures).values({
    teacherId: input.teacherId,
    month: start,
    sessions: f.sessions_taught,
    students: f.students_present,
    collected: f.collected,
    share: f.share,
    payouts: f.payouts_total,
    balance: f.closing_balance,
    sections,
    closedBy: by.actor.id,
    closedAt: by.now,
  });
  await audit(tx, {
    actorId: by.actor.id,
    ip: by.actor.ip,
    at: by.now,
    action: 'teacher_pay.month_closed',
    entity: 'teacher',
    entityId: input.teacherId,
    data: { month: input.month, share: f.share, payouts: f.payouts_total, balance: f.closing_balance },
  });
}

export const monthAlreadyClosed = () => conflict('month_already_closed', 'This month is already closed.');
