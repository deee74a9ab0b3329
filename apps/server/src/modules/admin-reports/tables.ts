import { LANGUAGES, formatDA, formatPhone, localCourseName, type AnyReport, type Language } from '@academy/shared';
import { csvDocument } from '../../lib/csv';

/** A report as one printable table: the same figures as the JSON, in the reader's language. */
export interface ReportTable {
  title: string;
  columns: string[];
  /** Which columns hold numbers (right-aligned in the PDF, kept LTR). */
  numeric: boolean[];
  rows: string[][];
  totals: string[];
  /** Key figures printed above the table in the PDF (not in the CSV). */
  summary?: string[];
  /** A second table (the debts report's top debtors). */
  extra?: { title: string; columns: string[]; numeric: boolean[]; rows: string[][] };
}

const L = {
  en: {
    titles: {
      attendance: 'Attendance rate',
      revenue: 'Money received',
      debts: 'Outstanding debts by age',
      enrollments: 'Enrollments and registrations',
      kindergarten: 'Kindergarten subscriptions due',
    },
    total: 'Total',
    course: 'Course',
    section: 'Class',
    records: 'Records',
    present: 'Present',
    late: 'Late',
    absent: 'Absent',
    excused: 'Excused',
    rate: 'Rate (%)',
    month: 'Month',
    cash: 'Cash',
    card: 'Card',
    bank_transfer: 'Bank transfer',
    online: 'Online (CIB / EDAHABIA)',
    payments: 'Payments',
    age: 'Age (days)',
    students: 'Students',
    charges: 'Unpaid charges',
    amount: 'Amount (DA)',
    buckets: { '0_30': '0-30', '31_60': '31-60', '61_90': '61-90', over_90: 'Over 90' },
    top: 'Top debtors',
    student: 'Student',
    parent: 'Parent',
    phone: 'Phone',
    debt: 'Debt (DA)',
    oldest: 'Oldest unpaid',
    level: 'Level',
    enrollments: 'Enrollments',
    registrations: 'Registrations',
    levels: {
      preschool: 'Preschool',
      primary: 'Primary school',
      middle: 'Middle school',
      high: 'Secondary school',
      bachelor: 'Baccalaureate',
    } as Record<string, string>,
    due: 'Due date',
    days_left: 'Days left',
    within7: 'Due in 7 days',
    within30: 'Due in 30 days',
  },
  ar: {
    titles: {
      attendance: 'نسبة الحضور',
      revenue: 'المبالغ المحصّلة',
      debts: 'الديون المستحقة حسب الأقدمية',
      enrollments: 'التسجيلات وطلبات التسجيل',
      kindergarten: 'اشتراكات الروضة المستحقة',
    },
    total: 'المجموع',
    course: 'الدورة',
    section: 'الفوج',
    records: 'السجلات',
    present: 'حاضر',
    late: 'متأخر',
    absent: 'غائب',
    excused: 'معذور',
    rate: 'النسبة (%)',
    month: 'الشهر',
    cash: 'نقدًا',
    card: 'بطاقة',
    bank_transfer: 'تحويل بنكي',
    online: 'دفع إلكتروني (CIB / الذهبية)',
    payments: 'الدفعات',
    age: 'الأقدمية (أيام)',
    students: 'الطلاب',
    charges: 'المستحقات غير المدفوعة',
    amount: 'المبلغ (دج)',
    buckets: { '0_30': '0-30', '31_60': '31-60', '61_90': '61-90', over_90: 'أكثر من 90' },
    top: 'أكبر المدينين',
    student: 'الطالب',
    parent: 'الولي',
    phone: 'الهاتف',
    debt: 'الدين (دج)',
    oldest: 'أقدم مستحق',
    level: 'المستوى',
    enrollments: 'التسجيلات',
    registrations: 'طلبات التسجيل',
    levels: {
      preschool: 'التحضيري',
      primary: 'التعليم الابتدائي',
      middle: 'التعليم المتوسط',
      high: 'التعليم الثانوي',
      bachelor: 'البكالوريا',
    } as Record<string, string>,
    due: 'تاريخ الاستحقاق',
    days_left: 'الأيام المتبقية',
    within7: 'مستحق خلال 7 أيام',
    within30: 'مستحق خلال 30 يومًا',
  },
  fr: {
    titles: {
      attendance: 'Taux de présence',
      revenue: 'Encaissements',
      debts: 'Dettes en cours par ancienneté',
      enrollments: 'Inscriptions et demandes d’inscription',
      kindergarten: 'Abonnements du jardin d’enfants à échéance',
    },
    total: 'Total',
    course: 'Cours',
    section: 'Groupe',
    records: 'Pointages',
    present: 'Présents',
    late: 'En retard',
    absent: 'Absents',
    excused: 'Excusés',
    rate: 'Taux (%)',
    month: 'Mois',
    cash: 'Espèces',
    card: 'Carte',
    bank_transfer: 'Virement bancaire',
    online: 'En ligne (CIB / EDAHABIA)',
    payments: 'Paiements',
    age: 'Ancienneté (jours)',
    students: 'Élèves',
    charges: 'Montants impayés',
    amount: 'Montant (DA)',
    buckets: { '0_30': '0-30', '31_60': '31-60', '61_90': '61-90', over_90: 'Plus de 90' },
    top: 'Principaux débiteurs',
    student: 'Élève',
    parent: 'Parent',
    phone: 'Téléphone',
    debt: 'Dette (DA)',
    oldest: 'Plus ancien impayé',
    level: 'Niveau',
    enrollments: 'Inscriptions',
    registrations: 'Demandes d’inscription',
    levels: {
      preschool: 'Préscolaire',
      primary: 'Enseignement primaire',
      middle: 'Enseignement moyen',
      high: 'Enseignement secondaire',
      bachelor: 'Baccalauréat',
    } as Record<string, string>,
    due: 'Échéance',
    days_left: 'Jours restants',
    within7: 'À échéance sous 7 jours',
    within30: 'À échéance sous 30 jours',
  },
} as const;

/** Amounts as the ledger writes them ("1500.00"): exact, no grouping, for the CSV. */
const ledgerAmount = (n: number) => n.toFixed(2);
const int = (n: number) => String(n);

/**
 * A report as a table. `money` writes its amounts: as the ledger does by default (the CSV); the PDF
 * passes the reader's way (formatAmount: "2,500.50", "2.500,50", whole amounts without decimals).
 */
export function reportTable(r: AnyReport, lang: Language, money: (n: number) => string = ledgerAmount): ReportTable {
  const t = L[lang];
  const title = t.titles[r.report];
  switch (r.report) {
    case 'attendance':
      return {
        title,
        columns: [t.course, t.section, t.records, t.present, t.late, t.absent, t.excused, t.rate],
        numeric: [false, false, true, true, true, true, true, true],
        rows: r.rows.map((x) => [
          localCourseName(x, lang),
          x.section_name,
          int(x.total),
          int(x.present),
          int(x.late),
          int(x.absent),
          int(x.excused),
          x.rate.toFixed(1),
        ]),
        totals: [
          t.total,
          '',
          int(r.totals.total),
          int(r.totals.present),
          int(r.totals.late),
          int(r.totals.absent),
          int(r.totals.excused),
          r.totals.rate.toFixed(1),
        ],
      };
    case 'revenue':
      return {
        title,
        columns: [t.month, t.cash, t.card, t.bank_transfer, t.online, t.total, t.payments],
        numeric: [false, true, true, true, true, true, true],
        rows: r.rows.map((x) => [
          x.month,
          money(x.cash),
          money(x.card),
          money(x.bank_transfer),
          money(x.online),
          money(x.total),
          int(x.count),
        ]),
        totals: [
          t.total,
          money(r.totals.cash),
          money(r.totals.card),
          money(r.totals.bank_transfer),
          money(r.totals.online),
          money(r.totals.total),
          int(r.totals.count),
        ],
      };
    case 'debts':
      return {
        title,
        columns: [t.age, t.students, t.charges, t.amount],
        numeric: [false, true, true, true],
        rows: r.rows.map((x) => [t.buckets[x.bucket], int(x.students), int(x.charges), money(x.amount)]),
        totals: [t.total, int(r.totals.students), int(r.rows.reduce((n, x) => n + x.charges, 0)), money(r.totals.amount)],
        extra: {
          title: t.top,
          columns: [t.student, t.parent, t.phone, t.debt, t.oldest],
          numeric: [false, false, true, true, true],
          rows: r.top_debtors.map((d) => [d.name, d.parent_name ?? '', formatPhone(d.parent_phone), money(d.debt), d.oldest_date ?? '']),
        },
      };
    case 'enrollments':
      return {
        title,
        columns: [t.month, t.level, t.enrollments, t.registrations],
        numeric: [false, false, true, true],
        rows: r.rows.map((x) => [x.month, t.levels[x.level] ?? x.level, int(x.enrollments), int(x.registrations)]),
        totals: [t.total, '', int(r.totals.enrollments), int(r.totals.registrations)],
      };
    case 'kindergarten':
      return {
        title,
        columns: [t.student, t.course, t.section, t.due, t.days_left, t.amount],
        numeric: [false, false, false, true, true, true],
        rows: r.rows.map((x) => [x.student_name, localCourseName(x, lang), x.section_name, x.due_date, int(x.days_left), money(x.amount)]),
        totals: [t.total, '', '', '', int(r.totals.due_30_count), money(r.totals.due_30_amount)],
        summary: [
          `${t.within7}: ${r.totals.due_7_count} (${formatDA(r.totals.due_7_amount, lang)})`,
          `${t.within30}: ${r.totals.due_30_count} (${formatDA(r.totals.due_30_amount, lang)})`,
        ],
      };
  }
}

/** The file name of an export: `revenue-report-2026-01-01_2026-11-23.csv`. */
export const exportFileName = (r: AnyReport, ext: 'csv' | 'pdf') => `${r.report}-report-${r.period.from}_${r.period.to}.${ext}`;

/** The CSV of a report: its table with a header and a totals row; UTF-8 with a BOM for Excel, formulas neutralised. */
export function reportCsv(r: AnyReport, lang: Language): string {
  const table = reportTable(r, lang);
  return csvDocument(table.columns, [...table.rows, table.totals]);
}

/** A date (YYYY-MM-DD) as the reader writes it. */
export const longDate = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(LANGUAGES[lang].locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
