import type { CourseSummary, Language } from '@academy/shared';

/** A text in the page's language when the academy wrote one, else the stored one (in the academy's own language). */
const inLanguage = (texts: Partial<Record<Language, string | null | undefined>>, lang: Language, stored: string) =>
  texts[lang]?.trim() || stored;

/** The course's name in the page's language (name_ar, name_en, name_fr), else the stored name. */
export function courseName(
  course: Pick<CourseSummary, 'name' | 'name_en' | 'name_ar'> & { name_fr?: string | null },
  lang: Language,
): string {
  return inLanguage({ en: course.name_en, ar: course.name_ar, fr: course.name_fr }, lang, course.name);
}

export function courseDescription(
  course: Pick<CourseSummary, 'description' | 'description_en' | 'description_ar'> & { description_fr?: string | null },
  lang: Language,
): string {
  return inLanguage({ en: course.description_en, ar: course.description_ar, fr: course.description_fr }, lang, course.description);
}

/** The price of the course's pricing type, in DA; null when the academy has not set one. */
export function coursePrice(course: Pick<CourseSummary, 'price' | 'session_price' | 'monthly_price' | 'pricing_info'>): number | null {
  const own = course.pricing_info.pricing_type === 'monthly' ? course.monthly_price : course.session_price;
  const price = course.price ?? own;
  return price === null || Number.isNaN(Number(price)) ? null : Number(price);
}
