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
  preschool: { en: 'Preschool', ar: 'التحضيري', fr: 'Préscolaire' },
  primary: { en: 'Primary', ar: 'الابتدائي', fr: 'Primaire' },
  middle: { en: 'Middle school', ar: 'المتوسط', fr: 'Moyen' },
  high: { en: 'High school', ar: 'الثانوي', fr: 'Secondaire' },
  bachelor: { en: 'Baccalaureate (BAC)', ar: 'البكالوريا', fr: 'Baccalauréat (BAC)' },
};

/**
 * The grades of each level as Algerian parents name them: primary 1AP-5AP, middle 1AM-4AM (BEM),
 * secondary 1AS-3AS; preschool by age; the BAC line by stream. One option per year of LEVEL_YEARS.
 */
export const LEVEL_GRADES: Record<Level, readonly ({ id: string } & LabelPair)[]> = {
  preschool: [
    { id: 'KG3', en: 'Nursery (age 3)', ar: 'الحضانة (3 سنوات)', fr: 'Crèche (3 ans)' },
    { id: 'KG4', en: 'Kindergarten (age 4)', ar: 'الروضة (4 سنوات)', fr: 'Jardin d’enfants (4 ans)' },
    { id: 'KG5', en: 'Kindergarten (age 5)', ar: 'الروضة (5 سنوات)', fr: 'Jardin d’enfants (5 ans)' },
    { id: 'PREP', en: 'Preparatory year', ar: 'القسم التحضيري', fr: 'Année préparatoire' },
  ],
  primary: [
    { id: '1AP', en: '1st year primary (1AP)', ar: 'السنة الأولى ابتدائي', fr: '1re année primaire (1AP)' },
    { id: '2AP', en: '2nd year primary (2AP)', ar: 'السنة الثانية ابتدائي', fr: '2e année primaire (2AP)' },
    { id: '3AP', en: '3rd year primary (3AP)', ar: 'السنة الثالثة ابتدائي', fr: '3e année primaire (3AP)' },
    { id: '4AP', en: '4th year primary (4AP)', ar: 'السنة الرابعة ابتدائي', fr: '4e année primaire (4AP)' },
    { id: '5AP', en: '5th year primary (5AP)', ar: 'السنة الخامسة ابتدائي', fr: '5e année primaire (5AP)' },
  ],
  middle: [
    { id: '1AM', en: '1st year middle (1AM)', ar: 'السنة الأولى متوسط', fr: '1re année moyenne (1AM)' },
    { id: '2AM', en: '2nd year middle (2AM)', ar: 'السنة الثانية متوسط', fr: '2e année moyenne (2AM)' },
    { id: '3AM', en: '3rd year middle (3AM)', ar: 'السنة الثالثة متوسط', fr: '3e année moyenne (3AM)' },
    { id: '4AM', en: '4th year middle (4AM, BEM)', ar: 'السنة الرابعة متوسط (شهادة التعليم المتوسط)', fr: '4e année moyenne (4AM, BEM)' },
  ],
  high: [
    { id: '1AS', en: '1st year secondary (1AS)', ar: 'السنة الأولى ثانوي', fr: '1re année secondaire (1AS)' },
    { id: '2AS', en: '2nd year secondary (2AS)', ar: 'السنة الثانية ثانوي', fr: '2e année secondaire (2AS)' },
    { id: '3AS', en: '3rd year secondary (3AS)', ar: 'السنة الثالثة ثانوي', fr: '3e année secondaire (3AS)' },
  ],
  bachelor: [
    { id: 'BAC-SE', en: 'BAC — Experimental sciences', ar: 'بكالوريا — علوم تجريبية', fr: 'BAC — Sciences expérimentales' },
    { id: 'BAC-M', en: 'BAC — Mathematics', ar: 'بكالوريا — رياضيات', fr: 'BAC — Mathématiques' },
    { id: 'BAC-TM', en: 'BAC — Technical mathematics', ar: 'بكالوريا — تقني رياضي', fr: 'BAC — Technique mathématique' },
    { id: 'BAC-GE', en: 'BAC — Management & economics', ar: 'بكالوريا — تسيير واقتصاد', fr: 'BAC — Gestion et économie' },
    {
      id: 'BAC-LL',
      en: 'BAC — Letters, philosophy & languages',
      ar: 'بكالوريا — آداب وفلسفة ولغات أجنبية',
      fr: 'BAC — Lettres, philosophie et langues étrangères',
    },
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
    'préscolaire',
    'maternelle',
    'jardin d’enfants',
    "jardin d'enfants",
    'crèche',
    'année préparatoire',
  ],
  primary: [
    'primary',
    'elementary',
    'primary school',
    'ابتدائي',
    'الابتدائي',
    'ابتدائيه',
    'الطور الابتدائي',
    'التعليم الابتدائي',
    'primaire',
    'école primaire',
    'enseignement primaire',
  ],
  middle: [
    'middle',
    'middle school',
    'intermediate',
    'cem',
    'bem',
    'متوسط',
    'المتوسط',
    'متوسطه',
    'الطور المتوسط',
    'التعليم المتوسط',
    'moyen',
    'collège',
    'enseignement moyen',
    'cycle moyen',
  ],
  high: [
    'high',
    'high school',
    'secondary',
    'lycee',
    'lycée',
    'ثانوي',
    'الثانوي',
    'ثانويه',
    'الطور الثانوي',
    'التعليم الثانوي',
    'secondaire',
    'enseignement secondaire',
  ],
  bachelor: ['bachelor', 'bac', 'baccalaureate', 'baccalauréat', 'بكالوريا', 'البكالوريا', 'باكالوريا', 'شهاده البكالوريا'],
};
const LABEL_TO_LEVEL = new Map<string, Level>(
  LEVELS.flatMap((level) => [level, ...LABELS[level]].map((label) => [normalizeSearch(label), level] as const)),
);

/**
 * Maps a level label in Arabic, French or English (or a grade such as '4AM') to one of the five levels.
 * Unknown labels default to preschool, as the spec says.
 */
export function levelFromLabel(label: string | null | undefined): Level {
  const folded = normalizeSearch(label ?? '');
  return LABEL_TO_LEVEL.get(folded) ?? levelOfGrade(folded.toUpperCase()) ?? 'preschool';
}
