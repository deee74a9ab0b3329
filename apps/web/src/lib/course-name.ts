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
