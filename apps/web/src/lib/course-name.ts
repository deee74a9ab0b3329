import type { Language } from '@academy/shared';

/** The translated name when it has any text, else the stored one. */
const pick = (translated: string | null | undefined, stored: string): string => translated?.trim() || stored;

/**
 * A course's (or section's, or class's) name in the page's language: the Arabic name in Arabic, the French name in French
 * when there is one, else the stored name.
 */
export function localizedName(item: { name: string; name_ar?: string | null; name_fr?: string | null }, lang: Language): string {
  return lang === 'ar' ? pick(item.name_ar, item.name) : lang === 'fr' ? pick(item.name_fr, item.name) : item.name;
}

/** A course's name in one language, English too (the QR cards): name_ar, name_en or name_fr, else the stored name. */
export function nameIn(
  course: { name: string; name_en?: string | null; name_ar?: string | null; name_fr?: string | null },
  lang: Language,
): string {
  return pick({ ar: course.name_ar, en: course.name_en, fr: course.name_fr }[lang], course.name);
}

/**
 * A course name as the endpoints send it (course_name, course_name_ar and, on the family's, course_name_fr), in the page's
 * language (the stored one when that language has none).
 */
export function localCourseName(
  item: { course_name: string | null; course_name_ar: string | null; course_name_fr?: string | null },
  lang: Language,
): string {
  return localizedName(
    { name: item.course_name || item.course_name_ar || '', name_ar: item.course_name_ar, name_fr: item.course_name_fr },
    lang,
  );
}
