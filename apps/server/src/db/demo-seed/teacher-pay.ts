import { asc, isNotNull } from 'drizzle-orm';
import { sections, teacherPayRules } from '../schema';
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
