import type { Language } from './languages';

/**
 * A course name as the answers send it (course_name, course_name_ar, course_name_fr), in a reader's language: the Arabic
 * name in Arabic, the French one in French, else the stored name (or the Arabic one when nothing else is stored).
 */
export function localCourseName(
  item: { course_name: string | null; course_name_ar: string | null; course_name_fr?: string | null },
  lang: Language,
): string {
  const stored = item.course_name?.trim() || item.course_name_ar?.trim() || '';
  const translated = lang === 'ar' ? item.course_name_ar : lang === 'fr' ? item.course_name_fr : null;
  return translated?.trim() || stored;
}
