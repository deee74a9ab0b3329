import { and, eq, sql } from 'drizzle-orm';
import {
  academyClock,
  fromCents,
  toCents,
  type PayRule,
  type PayRulesResponse,
  type PayoutResponse,
  type StatementPayout,
  type TeacherPayListResponse,
  type TeacherStatement,
  type payRuleBody,
  type payoutBody,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { transactionOrReplay, type Idempotency } from '../ledger/idempotency';
import {
  currentMonth,
  localMidnight,
  monthDays,
  teacherBalance,
  teacherMonthFigures,
  teacherSectionFigures,
  type SectionMonthFigures,
} from '../ledger/teacher-pay';
import { teacherMonthClosures } from '../../db/schema';
import {
  closeTeacherMonth,
  earlierPayout,
  lockTeacherPay,
  monthAlreadyClosed,
  writePayRule,
  writePayout,
  type TeacherPayout,
} from '../ledger/teacher-pay-writes';
import { teacherNotFound } from '../admin-teachers/errors';

type Actor = { id: number; ip: string | null };

const sectionNotFound = () => notFound('Section not found.', 'section_not_found');

// ----- Pay rules -----

interface RuleRow {
  id: number;
  section_id: number;
  teacher_id: number;
  full_name: string | null;
  kind: PayRule['kind'];
  rate: string;
  effective_from: string;
  set_at: string;
}

/** GET /api/admin/sections/{id}/pay-rule: every rule of the section, newest first, and the one in effect today. */
export async function payRules(deps: Deps, sectionId: number, db: Db | Tx = deps.db): Promise<PayRulesResponse> {
  const [section] = await rowsOf<{ id: number }>(db, sql`select id from sections where id = ${sectionId}`);
  if (!section) throw sectionNotFound();
  const rows = await rowsOf<RuleRow>(
    db,
    sql`select r.id, r.section_id, r.teacher_id, u.full_name, r.kind, r.rate::text as rate, r.effective_from::text as effective_from,
               to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as set_at
        from teacher_pay_rules r join users u on u.id = r.teacher_id
        where r.section_id = ${sectionId}
        order by r.effective_from desc`,
  );
  const rules: PayRule[] = rows.map((r) => ({
    id: r.id,
    section_id: r.section_id,
    teacher: { id: r.teacher_id, full_name: r.full_name },
    kind: r.kind,
    rate: r.rate,
    effective_from: r.effective_from,
    set_at: r.set_at,
  }));
  const today = academyClock(deps.clock()).date;
  return { current: rules.find((r) => r.effective_from <= today) ?? null, rules };
}

/**
 * PUT /api/admin/sections/{id}/pay-rule: the section's rule from a date, paying its teacher (409
 * section_has_no_teacher without one); a rule from the same date is replaced (ledger/teacher-pay-writes).
 */
export async function setPayRule(
  deps: Deps,
  actor: Actor,
  sectionId: number,
  body: z.output<typeof payRuleBody>,
): Promise<PayRulesResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [section] = await rowsOf<{ teacher_id: number | null }>(
      tx,
      sql`select teacher_id from sections where id = ${sectionId} for update`,
    );
    if (!section) throw sectionNotFound();
    if (section.teacher_id === null) {
      throw conflict('section_has_no_teacher', 'This section has no teacher: choose its teacher first.');
    }
    await writePayRule(
      tx,
      { actor, now },
      { sectionId, teacherId: section.teacher_id, kind: body.kind, rate: body.rate, effectiveFrom: body.effective_from },
    );
    return payRules(deps, sectionId, tx);
  });
}

// ----- Statements -----

interface PayoutRow {
  id: number;
  amount: string;
  method: StatementPayout['method'];
  note: string | null;
  paid_at: string;
  paid_by_name: string | null;
}

const payoutColumns = sql`p.id, p.amount::text as amount, p.method, p.note,
  to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at, u.full_name as paid_by_name`;

async function monthPayouts(db: Db | Tx, teacherId: number, month: string): Promise<StatementPayout[]> {
  const { start, next } = monthDays(month);
  return rowsOf<PayoutRow>(
    db,
    sql`select ${payoutColumns}
        from teacher_payouts p left join users u on u.id = p.paid_by
        where p.teacher_id = ${teacherId} and p.paid_at >= ${localMidnight(start)}::timestamptz and p.paid_at < ${localMidnight(next)}::timestamptz
        order by p.paid_at, p.id`,
  );
}

/** A closed month's sections as they were when it was closed (kept with the closure). */
async function closedSections(db: Db | Tx, teacherId: number, month: string): Promise<SectionMonthFigures[]> {
  const [closure] = await db
    .select({ sections: teacherMonthClosures.sections })
    .from(teacherMonthClosures)
    .where(and(eq(teacherMonthClosures.teacherId, teacherId), eq(teacherMonthClosures.month, monthDays(month).start)));
  return (closure?.sections as SectionMonthFigures[] | null) ?? teacherSectionFigures(db, { teacherId, month });
}

/**
 * A teacher's statement for a month (the academy's current month when absent): the sections' figures, the
 * payouts and the balances. A closed month shows its frozen figures, and its sections as they were when closed.
 * 404 teacher_not_found for an id that is not a teacher's.
 */
export async function teacherStatement(
  deps: Deps,
  teacherId: number,
  month: string | undefined,
  db: Db | Tx = deps.db,
): Promise<TeacherStatement> {
  const now = deps.clock();
  const m = month ?? currentMonth(now);
  const [figures] = await teacherMonthFigures(db, { teacherId, month: m, now });
  if (!figures) throw teacherNotFound();
  const [sections, payouts] = await Promise.all([
    figures.closed_at ? closedSections(db, teacherId, m) : teacherSectionFigures(db, { teacherId, month: m }),
    monthPayouts(db, teacherId, m),
  ]);
  return {
    teacher: { id: figures.teacher_id, full_name: figures.full_name },
    month: m,
    closed: figures.closed_at ? { closed_at: figures.closed_at, closed_by_name: figures.closed_by_name } : null,
    can_close: !figures.closed_at && m < currentMonth(now),
    sessions_taught: figures.sessions_taught,
    students_present: figures.students_present,
    collected: figures.collected,
    share: figures.share,
    academy_kept: figures.academy_kept,
    corrections: figures.corrections,
    payouts_total: figures.payouts_total,
    opening_balance: figures.opening_balance,
    closing_balance: figures.closing_balance,
    sections: sections.map((s) => ({
      section_id: s.section_id,
      section_name: s.section_name,
      course_name: s.course_name,
      course_name_ar: s.course_name_ar,
      rule: s.rule_kind ? { kind: s.rule_kind, rate: s.rule_rate!, effective_from: s.rule_effective_from! } : null,
      sessions_taught: s.sessions_taught,
      students_present: s.students_present,
      collected: s.collected,
      share: s.share,
    })),
    payouts,
  };
}

/** GET /api/admin/teacher-pay?month=: every teacher's month and balance today, with the totals. */
export async function teacherPayList(deps: Deps, month: string | undefined): Promise<TeacherPayListResponse> {
  const now = deps.clock();
  const m = month ?? currentMonth(now);
  const rows = await teacherMonthFigures(deps.db, { month: m, now });
  const teachers = rows.map((r) => ({
    teacher_id: r.teacher_id,
    full_name: r.full_name,
    is_active: r.is_active,
    sessions_taught: r.sessions_taught,
    students_present: r.students_present,
    collected: r.collected,
    share: r.share,
    academy_kept: r.academy_kept,
    payouts_total: r.payouts_total,
    balance: r.balance_now,
    closed: r.closed_at !== null,
  }));
  // Whole centimes add up exactly.
  const total = (key: 'collected' | 'share' | 'academy_kept' | 'payouts_total' | 'balance') =>
    fromCents(teachers.reduce((sum, row) => sum + toCents(row[key]), 0));
  return {
    month: m,
    teachers,
    totals: {
      collected: total('collected'),
      share: total('share'),
      academy_kept: total('academy_kept'),
      payouts_total: total('payouts_total'),
      balance: total('balance'),
    },
  };
}

// ----- Payouts and closed months -----

async function payoutAnswer(db: Db | Tx, payout: TeacherPayout, now: Date): Promise<PayoutResponse> {
  const [row] = await rowsOf<PayoutRow>(
    db,
    sql`select ${payoutColumns} from teacher_payouts p left join users u on u.id = p.paid_by where p.id = ${payout.id}`,
  );
  return { payout: row!, balance: await teacherBalance(db, payout.teacherId, now) };
}

/**
 * POST /api/admin/teachers/{id}/payouts: under the teacher's lock, never more than the balance now. A retry of
 * the same key (or a keyless double click within the window) answers the first payout (`replayed`); the same key
 * with another request is refused (ledger/idempotency's rules, over teacher_payouts).
 */
export async function payTeacher(
  deps: Deps,
  actor: Actor,
  teacherId: number,
  body: z.output<typeof payoutBody>,
  idem: Idempotency,
): Promise<{ replayed: boolean; answer: PayoutResponse }> {
  const now = deps.clock();
  const replayOf = async (db: Db | Tx, payout: TeacherPayout) => {
    if (payout.teacherId !== teacherId) throw conflict('idempotency_key_reused', 'This request key was already used for another payout.');
    return { replayed: true, answer: await payoutAnswer(db, payout, now) };
  };
  return transactionOrReplay(
    deps.db,
    async (tx) => {
      if (!(await lockTeacherPay(tx, teacherId))) throw teacherNotFound();
      const earlier = await earlierPayout(tx, idem);
      if (earlier) return replayOf(tx, earlier);
      const payout = await writePayout(
        tx,
        { actor, now },
        { teacherId, amount: body.amount, method: body.method, note: body.note ?? null, idem },
      );
      return { replayed: false, answer: await payoutAnswer(tx, payout, now) };
    },
    async (index) => {
      if (!index.includes('teacher_payouts_idempotency_key')) return undefined;
      const earlier = await deps.db.transaction((tx) => earlierPayout(tx, idem));
      return earlier ? replayOf(deps.db, earlier) : undefined;
    },
  );
}

/** POST /api/admin/teachers/{id}/months/{month}/close: freezes an ended month's statement; answers it. */
export async function closeMonth(deps: Deps, actor: Actor, teacherId: number, month: string): Promise<TeacherStatement> {
  const now = deps.clock();
  await transactionOrReplay(
    deps.db,
    async (tx) => {
      if (!(await lockTeacherPay(tx, teacherId))) throw teacherNotFound();
      await closeTeacherMonth(tx, { actor, now }, { teacherId, month });
    },
    async (index) => {
      if (index.includes('teacher_month_closures')) throw monthAlreadyClosed();
      return undefined;
    },
  );
  return teacherStatement(deps, teacherId, month);
}
