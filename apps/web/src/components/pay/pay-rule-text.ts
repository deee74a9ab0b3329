import { formatDA, type Language, type TeacherPayKind } from '@academy/shared';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';

/** A pay rule in words: "40% of what is collected", "500 DA per session", "150 DA per student present". */
export function payRuleText(rule: { kind: TeacherPayKind; rate: string }, t: TFunction<'pay'>, lang: Language, locale: string): string {
  if (rule.kind === 'percent') return t('rule.percent_text', { rate: formatNumber(Number(rule.rate), locale) });
  if (rule.kind === 'per_session') return t('rule.per_session_text', { amount: formatDA(rule.rate, lang) });
  return t('rule.per_student_text', { amount: formatDA(rule.rate, lang) });
}
