import type { AdminCourse, Language } from '@academy/shared';

/** A course's name in one language: name_ar in Arabic, name_en in English, else the stored name. */
export function nameIn(course: Pick<AdminCourse, 'name' | 'name_en' | 'name_ar'>, lang: Language): string {
  return (lang === 'ar' ? course.name_ar : course.name_en)?.trim() || course.name;
}
