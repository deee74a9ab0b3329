import type { AdminSection, Language } from '@academy/shared';

/** The course's name in the page's language (its Arabic name when it has one). */
export const courseNameOf = (section: Pick<AdminSection, 'course' | 'course_name'>, lang: Language) =>
  (lang === 'ar' && section.course.name_ar) || section.course_name;
