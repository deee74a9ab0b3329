import type { CourseSummary, Language } from '@academy/shared';

/** The course's name in the page's language: name_ar in Arabic, name_en in English, else the stored name. */
export function courseName(course: Pick<CourseSummary, 'name' | 'name_en' | 'name_ar'>, lang: Language): string {
  return (lang === 'ar' ? course.name_ar : course.name_en)?.trim() || course.name;
}

export function courseDescription(
  course: Pick<CourseSummary, 'description' | 'description_en' | 'description_ar'>,
  lang: Language,
): string {
  return (lang === 'ar' ? course.description_ar : course.description_en)?.trim() || course.description;
}

/** The price of the course's pricing type, in DA; null when the academy has not set one. */
export function coursePrice(course: Pick<CourseSummary, 'price' | 'session_price' | 'monthly_price' | 'pricing_info'>): number | null {
  const own = course.pricing_info.pricing_type === 'monthly' ? course.monthly_price : course.session_price;
  const price = course.price ?? own;
  return price === null || Number.isNaN(Number(price)) ? null : Number(price);
}
