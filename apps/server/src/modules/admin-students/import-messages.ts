import type { ImportField, ImportIssue, Language } from '@academy/shared';

/**
 * The words of the rejected-rows file, which the server writes in the admin's language (the web says the
 * same things from its `admin` and `validation` namespaces).
 */
export const IMPORT_TEXT = {
  en: {
    errors_column: 'Errors',
    fields: {
      name: 'Name',
      last_name: 'Family name',
      first_name: 'First name',
      barcode: 'Barcode',
      date_of_birth: 'Date of birth',
      parent_name: 'Parent name',
      parent_phone: 'Parent phone',
      course: 'Course',
      section: 'Section',
      row: 'Row',
    },
    codes: {
      required: 'required',
      barcode_required: 'required',
      barcode_invalid: 'only letters A-Z, digits and - _ . /',
      too_long: 'too long',
      name_letters_only: 'letters only',
      phone_invalid: 'not a valid phone number',
      date_invalid: 'not a valid date (day/month/year)',
      date_in_future: 'in the future',
      course_unknown: 'no such course',
      section_unknown: 'no such section in this course',
      section_required: 'this course has several sections: say which',
      section_full: 'no seat left in this section',
    } as Record<string, string>,
    duplicate: (row: number) => `same barcode as row ${row}`,
    otherName: (row: number) => `same parent phone as row ${row} under another name`,
    taken: (holder: string) => `already the card of ${holder}`,
  },
  ar: {
    errors_column: 'الأخطاء',
    fields: {
      name: 'الاسم',
      last_name: 'اللقب',
      first_name: 'الاسم الشخصي',
      barcode: 'الرمز',
      date_of_birth: 'تاريخ الميلاد',
      parent_name: 'اسم وليّ الأمر',
      parent_phone: 'هاتف وليّ الأمر',
      course: 'الدرس',
      section: 'الفوج',
      row: 'السطر',
    },
    codes: {
      required: 'مطلوب',
      barcode_required: 'مطلوب',
      barcode_invalid: 'حروف لاتينية A-Z وأرقام و - _ . / فقط',
      too_long: 'طويل جدًا',
      name_letters_only: 'حروف فقط',
      phone_invalid: 'رقم هاتف غير صالح',
      date_invalid: 'تاريخ غير صالح (يوم/شهر/سنة)',
      date_in_future: 'في المستقبل',
      course_unknown: 'لا يوجد درس بهذا الاسم',
      section_unknown: 'لا يوجد فوج بهذا الاسم في هذا الدرس',
      section_required: 'لهذا الدرس عدة أفواج: اذكر الفوج',
      section_full: 'لا مقعد شاغرًا في هذا الفوج',
    } as Record<string, string>,
    duplicate: (row: number) => `الرمز نفسه في السطر ${row}`,
    otherName: (row: number) => `هاتف وليّ الأمر نفسه في السطر ${row} باسم آخر`,
    taken: (holder: string) => `هذا الرمز هو بطاقة ${holder}`,
  },
  fr: {
    errors_column: 'Erreurs',
    fields: {
      name: 'Nom',
      last_name: 'Nom de famille',
      first_name: 'Prénom',
      barcode: 'Code-barres',
      date_of_birth: 'Date de naissance',
      parent_name: 'Nom du parent',
      parent_phone: 'Téléphone du parent',
      course: 'Cours',
      section: 'Groupe',
      row: 'Ligne',
    },
    codes: {
      required: 'obligatoire',
      barcode_required: 'obligatoire',
      barcode_invalid: 'uniquement des lettres A-Z, des chiffres et - _ . /',
      too_long: 'trop long',
      name_letters_only: 'lettres uniquement',
      phone_invalid: 'numéro de téléphone invalide',
      date_invalid: 'date invalide (jour/mois/année)',
      date_in_future: 'dans le futur',
      course_unknown: 'cours inconnu',
      section_unknown: 'aucun groupe de ce nom dans ce cours',
      section_required: 'ce cours a plusieurs groupes : précisez lequel',
      section_full: 'plus de place dans ce groupe',
    } as Record<string, string>,
    duplicate: (row: number) => `même code-barres qu’à la ligne ${row}`,
    otherName: (row: number) => `même téléphone du parent qu’à la ligne ${row}, sous un autre nom`,
    taken: (holder: string) => `déjà la carte de ${holder}`,
  },
} as const;

export const importFieldLabel = (lang: Language, field: ImportField | 'row') => IMPORT_TEXT[lang].fields[field];

/** One problem of a row in words: "Parent phone: not a valid phone number". */
export function importErrorText(lang: Language, issue: ImportIssue): string {
  const t = IMPORT_TEXT[lang];
  const why =
    issue.code === 'duplicate_in_file' && issue.row !== undefined
      ? t.duplicate(issue.row)
      : issue.code === 'parent_name_differs' && issue.row !== undefined
        ? t.otherName(issue.row)
        : issue.code === 'barcode_taken' && issue.holder !== undefined
          ? t.taken(issue.holder)
          : (t.codes[issue.code] ?? issue.code);
  return `${importFieldLabel(lang, issue.field)}: ${why}`;
}
