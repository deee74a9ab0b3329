import { asc, eq, isNotNull } from 'drizzle-orm';
import { sections, teacherPayRules, users } from '../schema';
import { closeTeacherMonth, writePayout } from '../../modules/ledger/teacher-pay-writes';
import { teacherMonthFigures } from '../../modules/ledger/teacher-pay';
import { localInstant } from './helpers';
import type { SeedContext } from './helpers';

/** How the demo's sections pay their teachers, in turn: mostly a percentage of what is collected, as most academies do. */
const RULES = [
  { kind: 'percent', rate: '40.00' },
  { kind: 'percent', rate: '50.00' },
  { kind: 'per_session', rate: '1500.00' },
  { kind: 'percent', rate: '45.00' },
  { kind: 'per_student', rate: '250.00' },
] as const;

/**
 * Phase 8 (no draw from the PRNG): a pay rule for every section from the first of the month before the
 * attendance starts, and a raise from the first of this month for every fourth section (the statements of the
 * two months then apply different rates).
 */
export async function insertPayRules({ tx, today, daysAgo, adminId, now }: SeedContext) {
  const sectionRows = await tx
    .select({ id: sections.id, teacherId: sections.teacherId })
    .from(sections)
    .where(isNotNull(sections.teacherId))
    .orderBy(asc(sections.id));
  const since = `${daysAgo(60).slice(0, 7)}-01`;
  const thisMonth = `${today.slice(0, 7)}-01`;
  const rows = sectionRows.flatMap((section, i) => {
    const rule = RULES[i % RULES.length]!;
    const base = { sectionId: section.id, teacherId: section.teacherId!, setBy: adminId, createdAt: now, updatedAt: now };
    const first = { ...base, kind: rule.kind, rate: rule.rate, effectiveFrom: since };
    if (i % 4 !== 0) return [first];
    const raised = rule.kind === 'percent' ? (Number(rule.rate) + 5).toFixed(2) : (Number(rule.rate) * 1.2).toFixed(2);
    return [first, { ...base, kind: rule.kind, rate: raised, effectiveFrom: thisMonth }];
  });
  if (rows.length) await tx.insert(teacherPayRules).values(rows);
}

/**
 * Phase 9 (no draw from the PRNG): last month closed for every teacher on the 2nd of this month, and paid on the
 * 3rd (cash, what the closed statement left owed, rounded down to 100 DA), both through the ledger's own writes;
 * this month stays open and earns live. Nothing is dated after now.
 */
export async function closeLastMonthAndPay({ tx, today, adminId, notAfterNow }: SeedContext) {
  const month = today.slice(0, 7);
  const lastMonth = new Date(Date.parse(`${month}-15T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 7);
  const teachers = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'teacher')).orderBy(asc(users.id));
  if (adminId === null) return;
  const actor = { id: adminId, ip: null };
  for (const teacher of teachers) {
    await closeTeacherMonth(
      tx,
      { actor, now: notAfterNow(localInstant(`${month}-02`, '18:00')) },
      { teacherId: teacher.id, month: lastMonth },
    );
    const paidAt = notAfterNow(localInstant(`${month}-03`, '10:00'));
    const [figures] = await teacherMonthFigures(tx, { teacherId: teacher.id, month: lastMonth, now: paidAt });
    const owed = Math.floor(Number(figures?.closing_balance ?? 0) / 100) * 100;
    if (owed <= 0) continue;
    const key = `demo-payout-${teacher.id}-${lastMonth}`;
    await writePayout(
      tx,
      { actor, now: paidAt },
      {
        teacherId: teacher.id,
        amount: owed.toFixed(2),
        method: 'cash',
        note: null,
        idem: { key, lookup: [key], fingerprint: key },
      },
    );
  }
}
