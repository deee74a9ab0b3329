import type { Language } from './languages';
import type { LabelPair } from './levels';

/** Subjects a course can teach. Stored as the code; the web shows the label of the page's language. */
export const SUBJECTS = {
  mathematics: { en: 'Mathematics', ar: 'الرياضيات' },
  physics: { en: 'Physics', ar: 'الفيزياء' },
  sciences: { en: 'Natural sciences', ar: 'العلوم الطبيعية' },
  arabic: { en: 'Arabic', ar: 'اللغة العربية' },
  french: { en: 'French', ar: 'اللغة الفرنسية' },
  english: { en: 'English', ar: 'اللغة الإنجليزية' },
  philosophy: { en: 'Philosophy', ar: 'الفلسفة' },
  history_geography: { en: 'History & geography', ar: 'التاريخ والجغرافيا' },
  islamic_studies: { en: 'Islamic studies', ar: 'التربية الإسلامية' },
  quran: { en: 'Quran', ar: 'القرآن الكريم' },
  reading: { en: 'Reading', ar: 'القراءة' },
  early_maths: { en: 'Numbers & logic', ar: 'الأرقام والمنطق' },
  coding: { en: 'Coding', ar: 'البرمجة' },
  drawing: { en: 'Drawing', ar: 'الرسم' },
} as const satisfies Record<string, LabelPair>;
export type Subject = keyof typeof SUBJECTS;
export const SUBJECT_CODES = Object.keys(SUBJECTS) as Subject[];

/** The label of a subject code in a language; unknown codes (older data) show as stored. */
export function subjectLabel(code: string, lang: Language): string {
  return code in SUBJECTS ? SUBJECTS[code as Subject][lang] : code;
}
