import { normalizeSearch } from './text';

/**
 * Importing students from an office's old system (Excel or CSV, usually in a French or Arabic locale):
 * which column of the file holds which field, where the header row is, and how a date is written.
 * Pure functions, used by the server (reading the file) and the web (the mapping screen).
 */

/** The fields a column can hold. `name` is the whole name; `last_name` + `first_name` are joined into it. */
export const IMPORT_FIELDS = [
  'name',
  'last_name',
  'first_name',
  'barcode',
  'date_of_birth',
  'parent_name',
  'parent_phone',
  'course',
  'section',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Fields a file must have a column for (the name: `name`, or both `last_name` and `first_name`). */
export const IMPORT_REQUIRED = ['name', 'barcode', 'date_of_birth', 'parent_name', 'parent_phone'] as const;

/** How many rows from the top may hold titles of the sheet before its header row. */
export const IMPORT_HEADER_SEARCH_ROWS = 20;

/**
 * A column title reduced to what identifies it: no accents, harakat or hamza seats, lower case, Arabic letter
 * forms folded (أ إ آ -> ا, ة -> ه, ى -> ي), punctuation (N°, né(e), tél.) and repeated spaces gone.
 */
export function importTitleKey(title: string): string {
  const plain = title.normalize('NFKD').replace(/\p{M}/gu, '');
  return normalizeSearch(plain)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Column titles as people write them, in English, French and Arabic (compared by importTitleKey). */
const TITLES: Record<ImportField, string[]> = {
  name: [
    'name',
    'full name',
    'student',
    'student name',
    'student full name',
    'pupil',
    'pupil name',
    'nom complet',
    'nom et prénom',
    'nom & prénom',
    'nom prénom',
    'nom/prénom',
    'noms et prénoms',
    'prénom et nom',
    'prénom nom',
    'élève',
    'nom de l’élève',
    "nom de l'élève",
    "nom et prénom de l'élève",
    'nom et prénom élève',
    'nom élève',
    'apprenant',
    'étudiant',
    'nom et prénoms',
    'الاسم واللقب',
    'الاسم و اللقب',
    'اللقب والاسم',
    'اللقب و الاسم',
    'الاسم الكامل',
    'اسم التلميذ',
    'التلميذ',
    'الطالب',
    'اسم الطالب',
    'لقب واسم التلميذ',
    'اسم ولقب التلميذ',
  ],
  last_name: ['last name', 'family name', 'surname', 'nom de famille', 'اللقب', 'لقب التلميذ', 'لقب الطالب'],
  first_name: ['first name', 'given name', 'forename', 'prénom', 'prénoms', "prénom de l'élève", 'اسم التلميذ الشخصي', 'الاسم الشخصي'],
  barcode: [
    'barcode',
    'bar code',
    'card',
    'card number',
    'card code',
    'code',
    'student code',
    'qr code',
    'code barre',
    'code barres',
    'code-barres',
    'code à barres',
    'n° carte',
    'nº carte',
    'no carte',
    'numéro de carte',
    'num carte',
    'carte',
    'matricule',
    'n° matricule',
    'numéro matricule',
    'identifiant',
    'code élève',
    'الرمز',
    'رمز البطاقة',
    'رقم البطاقة',
    'الباركود',
    'الرمز الشريطي',
    'رقم التسجيل',
    'المعرف',
    'رقم التلميذ',
    'الرقم التسلسلي',
    'رمز التلميذ',
  ],
  date_of_birth: [
    'date of birth',
    'birth date',
    'birthdate',
    'birthday',
    'dob',
    'born',
    'born on',
    'date de naissance',
    'date naissance',
    'date de naiss',
    'date naiss',
    'né le',
    'née le',
    'né(e) le',
    'naissance',
    'ddn',
    'تاريخ الميلاد',
    'تاريخ الازدياد',
    'تاريخ الإزدياد',
    'تاريخ الولادة',
    'الميلاد',
    'الازدياد',
  ],
  parent_name: [
    'parent',
    'parent name',
    'guardian',
    'guardian name',
    'father',
    'father name',
    'mother',
    'nom du parent',
    'nom parent',
    'parent nom',
    'nom et prénom du parent',
    'tuteur',
    'nom du tuteur',
    'nom et prénom du tuteur',
    'responsable',
    'nom du responsable',
    'père',
    'nom du père',
    'mère',
    'nom de la mère',
    'ولي الأمر',
    'اسم ولي الأمر',
    'الولي',
    'اسم الولي',
    'ولي التلميذ',
    'الأب',
    'اسم الأب',
    'لقب واسم الولي',
    'اسم ولقب الولي',
    'اسم و لقب الولي',
  ],
  parent_phone: [
    'phone',
    'phone number',
    'telephone',
    'parent phone',
    "parent's phone",
    'mobile',
    'cell',
    'contact',
    'guardian phone',
    'tél',
    'tel',
    'téléphone',
    'téléphone du parent',
    'téléphone parent',
    'tél parent',
    'tél du parent',
    'tél. parent',
    'numéro de téléphone',
    'n° téléphone',
    'n° tél',
    'num tél',
    'portable',
    'mobile parent',
    'téléphone du tuteur',
    'tél tuteur',
    'tél père',
    'téléphone du père',
    'الهاتف',
    'رقم الهاتف',
    'هاتف الولي',
    'هاتف ولي الأمر',
    'رقم هاتف الولي',
    'رقم هاتف ولي الأمر',
    'الجوال',
    'رقم الجوال',
    'النقال',
    'رقم النقال',
    'الهاتف النقال',
  ],
  course: ['course', 'subject', 'cours', 'matière', 'formation', 'module', 'discipline', 'الدورة', 'المادة', 'المقرر', 'التكوين', 'الدرس'],
  section: ['section', 'class', 'group', 'groupe', 'classe', 'الفوج', 'القسم', 'المجموعة', 'الفصل'],
};

/** Titles that mean the family name next to a first-name column, and the whole name otherwise ("Nom", "الاسم"). */
const AMBIGUOUS: Record<string, { paired: ImportField; pairedWith: ImportField }> = {
  [importTitleKey('nom')]: { paired: 'last_name', pairedWith: 'first_name' },
  [importTitleKey('noms')]: { paired: 'last_name', pairedWith: 'first_name' },
  [importTitleKey('الاسم')]: { paired: 'first_name', pairedWith: 'last_name' },
  [importTitleKey('اسم')]: { paired: 'first_name', pairedWith: 'last_name' },
};

const FIELD_BY_TITLE = new Map<string, ImportField>(
  (Object.entries(TITLES) as [ImportField, string[]][]).flatMap(([field, titles]) =>
    titles.map((title) => [importTitleKey(title), field] as const),
  ),
);

/** The field a title names on its own, or null (an ambiguous "Nom" / "الاسم" counts as a name here). */
export function fieldOfTitle(title: string): ImportField | null {
  const key = importTitleKey(title);
  if (!key) return null;
  return FIELD_BY_TITLE.get(key) ?? (AMBIGUOUS[key] ? 'name' : null);
}

/**
 * The field of each column, from its title: each field goes to the first column that names it; "Nom" is the
 * family name when the file also has a first-name column ("Prénom"), the whole name otherwise, and "الاسم"
 * is the first name beside a family-name column ("اللقب").
 */
export function guessImportMapping(titles: readonly string[]): (ImportField | null)[] {
  const keys = titles.map(importTitleKey);
  const direct = keys.map((key) => FIELD_BY_TITLE.get(key) ?? null);
  const fields = keys.map((key, i) => {
    const ambiguous = AMBIGUOUS[key];
    if (direct[i] || !ambiguous) return direct[i] ?? null;
    return direct.includes(ambiguous.pairedWith) || keys.some((k, j) => j !== i && AMBIGUOUS[k]?.paired === ambiguous.pairedWith)
      ? ambiguous.paired
      : 'name';
  });
  const used = new Set<ImportField>();
  return fields.map((field) => {
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/** The required fields a mapping has no column for (the name needs `name`, or `last_name` and `first_name`). */
export function missingImportFields(mapping: readonly (ImportField | null)[]): (typeof IMPORT_REQUIRED)[number][] {
  const has = new Set(mapping.filter(Boolean));
  return IMPORT_REQUIRED.filter((field) =>
    field === 'name' ? !has.has('name') && !(has.has('last_name') && has.has('first_name')) : !has.has(field),
  );
}

/**
 * The header row among the first rows of a sheet: the one whose cells name the most fields (titles of the
 * sheet, the academy's name or an empty line above it are skipped). Returns an index into `rows`, or -1
 * when no row has two recognised titles (then the first non-empty row is taken as the header).
 */
export function findImportHeader(rows: readonly (readonly string[])[]): number {
  let best = -1;
  let bestScore = 1;
  for (let i = 0; i < Math.min(rows.length, IMPORT_HEADER_SEARCH_ROWS); i += 1) {
    const score = new Set(rows[i]!.map(fieldOfTitle).filter(Boolean)).size;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included); 10000 is 1927, 80000 is 2119. */
function excelSerialDate(serial: number): string {
  const ms = Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * A day as an office file writes it, as YYYY-MM-DD: DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY (the day first, as in
 * Algeria), YYYY-MM-DD or YYYY/MM/DD, or an Excel serial number (a date cell saved to CSV without its format).
 * Anything else is returned as it is, for the date rule to refuse.
 */
export function importDate(value: string): string {
  const v = value.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  const ymd = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(v);
  if (ymd) return `${ymd[1]}-${ymd[2]!.padStart(2, '0')}-${ymd[3]!.padStart(2, '0')}`;
  if (/^\d{5}(?:[.,]0+)?$/.test(v)) {
    const serial = Number.parseInt(v, 10);
    if (serial >= 10_000 && serial < 80_000) return excelSerialDate(serial);
  }
  return v;
}

/** A line of a sheet with nothing in it (`;;;;`, only spaces). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
