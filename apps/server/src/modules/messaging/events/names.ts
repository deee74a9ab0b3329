import { dateTimeFormat, LANGUAGES, type Language } from '@academy/shared';

/** A course's name as a message in `lang` writes it: the translated name, else the name it was created with. */
export function courseNameIn(lang: Language, course: { name: string; name_en: string | null; name_ar: string | null }): string {
  const translated = lang === 'ar' ? course.name_ar : course.name_en;
  return translated?.trim() || course.name;
}

/** A row carrying a course's names as `course_name`, `course_name_en`, `course_name_ar`. */
export interface CourseNameRow {
  course_name: string;
  course_name_en: string | null;
  course_name_ar: string | null;
}

export const courseOfRow = (r: CourseNameRow) => ({ name: r.course_name, name_en: r.course_name_en, name_ar: r.course_name_ar });

/** A local date (YYYY-MM-DD) as a message in `lang` writes it: "26 November 2026", "26 نوفمبر 2026". */
export function dateIn(lang: Language, date: string): string {
  return dateTimeFormat(LANGUAGES[lang].locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
