import type { Language } from './languages';
import type { LabelPair } from './levels';

/** Subjects a course can teach. Stored as the code; the web shows the label of the page's language. */
export const SUBJECTS = {
  mathematics: { en: 'Mathematics', ar: 'الرياضيات', fr: 'Mathématiques' },
  physics: { en: 'Physics', ar: 'الفيزياء', fr: 'Physique' },
  sciences: { en: 'Natural sciences', ar: 'العلوم الطبيعية', fr: 'Sciences naturelles' },
  arabic: { en: 'Arabic', ar: 'اللغة العربية', fr: 'Langue arabe' },
  french: { en: 'French', ar: 'اللغة الفرنسية', fr: 'Langue française' },
  english: { en: 'English', ar: 'اللغة الإنجليزية', fr: 'Langue anglaise' },
  philosophy: { en: 'Philosophy', ar: 'الفلسفة', fr: 'Philosophie' },
  history_geography: { en: 'History & geography', ar: 'التاريخ والجغرافيا', fr: 'Histoire et géographie' },
  islamic_studies: { en: 'Islamic studies', ar: 'التربية الإسلامية', fr: 'Éducation islamique' },
  quran: { en: 'Quran', ar: 'القرآن الكريم', fr: 'Coran' },
  reading: { en: 'Reading', ar: 'القراءة', fr: 'Lecture' },
  early_maths: { en: 'Numbers & logic', ar: 'الأرقام والمنطق', fr: 'Nombres et logique' },
  coding: { en: 'Coding', ar: 'البرمجة', fr: 'Programmation' },
  drawing: { en: 'Drawing', ar: 'الرسم', fr: 'Dessin' },
} as const satisfies Record<string, LabelPair>;
export type Subject = keyof typeof SUBJECTS;
export const SUBJECT_CODES = Object.keys(SUBJECTS) as Subject[];

/** The label of a subject code in a language; unknown codes (older data) show as stored. */
export function subjectLabel(code: string, lang: Language): string {
  return code in SUBJECTS ? SUBJECTS[code as Subject][lang] : code;
}
