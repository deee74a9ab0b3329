import { LEVELS, type Level } from './constants';
import type { Language } from './languages';
import { normalizeSearch } from './text';

/** Badge colour of each level (spec 3), as Mantine colour names. */
export const LEVEL_COLORS: Record<Level, string> = {
  preschool: 'pink',
  primary: 'blue',
  middle: 'green',
  high: 'grape',
  bachelor: 'orange',
};

/** How many year options each level offers (spec 3). */
export const LEVEL_YEARS: Record<Level, number> = { preschool: 4, primary: 5, middle: 4, high: 3, bachelor: 5 };

/** A label in every UI language. */
export type LabelPair = Record<Language, string>;

export const LEVEL_LABELS: Record<Level, LabelPair> = {
  preschool: { en: 'Preschool', ar: 'التحضيري' },
  primary: { en: 'Primary', ar: 'الابتدائي' },
  middle: { en: 'Middle school', ar: 'المتوسط' },
  high: { en: 'High school', ar: 'الثانوي' },
  bachelor: { en: 'Baccalaureate (BAC)', ar: 'البكالوريا' },
};

/**
 * The grades of each level as Algerian parents name them: primary 1AP-5AP, middle 1AM-4AM (BEM),
 * secondary 1AS-3AS; preschool by age; the BAC line by stream. One option per year of LEVEL_YEARS.
 */
export const LEVEL_GRADES: Record<Level, readonly { id: string; en: string; ar: string }[]> = {
  preschool: [
    { id: 'KG3', en: 'Nursery (age 3)', ar: 'الحضانة (3 سنوات)' },
    { id: 'KG4', en: 'Kindergarten (age 4)', ar: 'الروضة (4 سنوات)' },
    { id: 'KG5', en: 'Kindergarten (age 5)', ar: 'الروضة (5 سنوات)' },
    { id: 'PREP', en: 'Preparatory year', ar: 'القسم التحضيري' },
  ],
  primary: [
    { id: '1AP', en: '1st year primary (1AP)', ar: 'السنة الأولى ابتدائي' },
    { id: '2AP', en: '2nd year primary (2AP)', ar: 'السنة الثانية ابتدائي' },
    { id: '3AP', en: '3rd year primary (3AP)', ar: 'السنة الثالثة ابتدائي' },
    { id: '4AP', en: '4th year primary (4AP)', ar: 'السنة الرابعة ابتدائي' },
    { id: '5AP', en: '5th year primary (5AP)', ar: 'السنة الخامسة ابتدائي' },
  ],
  middle: [
    { id: '1AM', en: '1st year middle (1AM)', ar: 'السنة الأولى متوسط' },
    { id: '2AM', en: '2nd year middle (2AM)', ar: 'السنة الثانية متوسط' },
    { id: '3AM', en: '3rd year middle (3AM)', ar: 'السنة الثالثة متوسط' },
    { id: '4AM', en: '4th year middle (4AM, BEM)', ar: 'السنة الرابعة متوسط (شهادة التعليم المتوسط)' },
  ],
  high: [
    { id: '1AS', en: '1st year secondary (1AS)', ar: 'السنة الأولى ثانوي' },
    { id: '2AS', en: '2nd year secondary (2AS)', ar: 'السنة الثانية ثانوي' },
    { id: '3AS', en: '3rd year secondary (3AS)', ar: 'السنة الثالثة ثانوي' },
  ],
  bachelor: [
    { id: 'BAC-SE', en: 'BAC — Experimental sciences', ar: 'بكالوريا — علوم تجريبية' },
    { id: 'BAC-M', en: 'BAC — Mathematics', ar: 'بكالوريا — رياضيات' },
    { id: 'BAC-TM', en: 'BAC — Technical mathematics', ar: 'بكالوريا — تقني رياضي' },
    { id: 'BAC-GE', en: 'BAC — Management & economics', ar: 'بكالوريا — تسيير واقتصاد' },
    { id: 'BAC-LL', en: 'BAC — Letters, philosophy & languages', ar: 'بكالوريا — آداب وفلسفة ولغات أجنبية' },
  ],
};

export const ALL_GRADES = LEVELS.flatMap((level) => LEVEL_GRADES[level].map((g) => g.id));

/** The level a grade belongs to, or undefined for an unknown grade. */
export function levelOfGrade(grade: string): Level | undefined {
  return LEVELS.find((level) => LEVEL_GRADES[level].some((g) => g.id === grade));
}

// Labels seen in the old product and in what parents type, folded with normalizeSearch.
const LABELS: Record<Level, string[]> = {
  preschool: [
    'preschool',
    'pre-school',
    'pre school',
    'kindergarten',
    'kg',
    'nursery',
    'little stars',
    'prep',
    'preparatory',
    'تحضيري',
    'التحضيري',
    'القسم التحضيري',
    'روضه',
    'الروضه',
    'روضه اطفال',
    'حضانه',
    'الحضانه',
    'ما قبل المدرسه',
    'النجوم الصغيره',
    'براعم',
  ],
  primary: ['primary', 'elementary', 'primary school', 'ابتدائي', 'الابتدائي', 'ابتدائيه', 'الطور الابتدائي', 'التعليم الابتدائي'],
  middle: ['middle', 'middle school', 'intermediate', 'cem', 'bem', 'متوسط', 'المتوسط', 'متوسطه', 'الطور المتوسط', 'التعليم المتوسط'],
  high: ['high', 'high school', 'secondary', 'lycee', 'lycée', 'ثانوي', 'الثانوي', 'ثانويه', 'الطور الثانوي', 'التعليم الثانوي'],
  bachelor: ['bachelor', 'bac', 'baccalaureate', 'baccalauréat', 'بكالوريا', 'البكالوريا', 'باكالوريا', 'شهاده البكالوريا'],
};
const LABEL_TO_LEVEL = new Map<string, Level>(
  LEVELS.flatMap((level) => [level, ...LABELS[level]].map((label) => [normalizeSearch(label), level] as const)),
);

/**
 * Maps a level label in Arabic or English (or a grade such as '4AM') to one of the five levels.
 * Unknown labels default to preschool, as the spec says.
 */
export function levelFromLabel(label: string | null | undefined): Level {
  const folded = normalizeSearch(label ?? '');
  return LABEL_TO_LEVEL.get(folded) ?? levelOfGrade(folded.toUpperCase()) ?? 'preschool';
}
