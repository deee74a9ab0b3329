import type { Language } from '@academy/shared';

/** A course name as the family endpoints send it, in the page's language (the other one when missing). */
export function localCourseName(item: { course_name: string | null; course_name_ar: string | null }, lang: Language): string {
  return (lang === 'ar' ? item.course_name_ar?.trim() : undefined) || item.course_name || item.course_name_ar || '';
}
