import type { AdminSection, Language } from '@academy/shared';

/** The course's name in the page's language (its Arabic name when it has one). */
export const courseNameOf = (section: Pick<AdminSection, 'course' | 'course_name'>, lang: Language) =>
  (lang === 'ar' && section.course.name_ar) || section.course_name;

/**
 * "Course — Section" for plain text (toasts, warnings, announcements), isolated with the Unicode
 * first-strong isolates so a Latin name inside an Arabic sentence keeps its own order.
 */
export const sectionLabel = (courseName: string, sectionName: string) => `\u2068${courseName} — ${sectionName}\u2069`;

/** A name (a teacher's, a room's) isolated the same way for a sentence of the other direction. */
export const isolated = (name: string) => `\u2068${name}\u2069`;
