import {
  LANGUAGES,
  RECEIPT_LABELS,
  formatDA,
  receiptDateText,
  type Language,
  type LegalHeader,
  type TeacherStatement,
} from '@academy/shared';
import { PDF_COLORS, PdfPages, drawDocumentHead, drawHeading, drawTable, type PdfTableData } from '../../lib/pdf';

const LABELS = {
  en: {
    title: 'Teacher statement',
    teacher: 'Teacher',
    month: 'Month',
    closed: 'Closed on',
    open: 'Open month: the figures are live.',
    generated: 'Generated on',
    sections: 'Sections',
    payouts: 'Payouts',
    no_payouts: 'No payouts this month.',
    no_sections: 'No section this month.',
    columns: ['Section', 'Pay rule', 'Sessions', 'Students', 'Collected', 'Share'],
    payout_columns: ['Date', 'Method', 'Note', 'Amount'],
    total: 'Total',
    no_rule: 'No rule',
    per_session: 'per session',
    per_student: 'per student',
    collected: 'Collected for the sections',
    academy_kept: 'Kept by the academy',
    opening: 'Opening balance',
    share: 'Earned this month',
    corrections: 'Corrections to closed months',
    payouts_total: 'Paid this month',
    closing: 'Closing balance',
    balance: 'Balance',
    money: 'Money of the sections',
    amount: 'Amount',
  },
  ar: {
    title: 'كشف أجر الأستاذ',
    teacher: 'الأستاذ',
    month: 'الشهر',
    closed: 'أُغلق في',
    open: 'شهر مفتوح: الأرقام تتغيّر مع الحساب.',
    generated: 'أُنشئ في',
    sections: 'الأفواج',
    payouts: 'المدفوعات',
    no_payouts: 'لا مدفوعات في هذا الشهر.',
    no_sections: 'لا فوج في هذا الشهر.',
    columns: ['الفوج', 'طريقة الأجر', 'الحصص', 'الحضور', 'المحصَّل', 'حصّة الأستاذ'],
    payout_columns: ['التاريخ', 'الطريقة', 'ملاحظة', 'المبلغ'],
    total: 'المجموع',
    no_rule: 'بلا قاعدة',
    per_session: 'للحصة',
    per_student: 'لكل تلميذ حاضر',
    collected: 'المحصَّل للأفواج',
    academy_kept: 'ما احتفظت به الأكاديمية',
    opening: 'الرصيد في بداية الشهر',
    share: 'المستحقّ هذا الشهر',
    corrections: 'تصحيحات الأشهر المغلقة',
    payouts_total: 'المدفوع هذا الشهر',
    closing: 'الرصيد في نهاية الشهر',
    balance: 'الرصيد',
    money: 'أموال الأفواج',
    amount: 'المبلغ',
  },
  fr: {
    title: 'Relevé de l’enseignant',
    teacher: 'Enseignant',
    month: 'Mois',
    closed: 'Clôturé le',
    open: 'Mois ouvert : les chiffres évoluent encore.',
    generated: 'Établi le',
    sections: 'Groupes',
    payouts: 'Versements',
    no_payouts: 'Aucun versement ce mois-ci.',
    no_sections: 'Aucun groupe ce mois-ci.',
    columns: ['Groupe', 'Mode de rémunération', 'Séances', 'Élèves', 'Encaissé', 'Part'],
    payout_columns: ['Date', 'Mode', 'Note', 'Montant'],
    total: 'Total',
    no_rule: 'Aucune règle',
    per_session: 'par séance',
    per_student: 'par élève présent',
    collected: 'Encaissé pour les groupes',
    academy_kept: 'Gardé par l’établissement',
    opening: 'Solde en début de mois',
    share: 'Dû pour ce mois',
    corrections: 'Corrections des mois clôturés',
    payouts_total: 'Versé ce mois-ci',
    closing: 'Solde en fin de mois',
    balance: 'Solde',
    money: 'Argent des groupes',
    amount: 'Montant',
  },
} as const;

const monthName = (month: string, lang: Language) =>
  new Intl.DateTimeFormat(LANGUAGES[lang].locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

type Rule = TeacherStatement['sections'][number]['rule'];

function ruleText(rule: Rule, lang: Language) {
  const t = LABELS[lang];
  if (!rule) return t.no_rule;
  if (rule.kind === 'percent') return `${Number(rule.rate).toString()} %`;
  return `${formatDA(rule.rate, lang)} ${rule.kind === 'per_session' ? t.per_session : t.per_student}`;
}

/** What a statement's PDF prints, in order (the text layer test reads it back); `legal` is the academy's legal identity, if set. */
export function statementContent(s: TeacherStatement, lang: Language, academy: string, today: string, legal: LegalHeader | null = null) {
  const t = LABELS[lang];
  // A negative amount (a month whose reversals outweigh its money) comes with Intl's bidi marks in Arabic: the
  // table sets figures left to right itself, and the marks have no glyph.
  const da = (v: string) => formatDA(v, lang).replace(/[\u200e\u200f\u061c]/gu, '');
  const course = (c: TeacherStatement['sections'][number]) => (lang === 'ar' && c.course_name_ar ? c.course_name_ar : c.course_name);
  const sections: PdfTableData = {
    columns: [...t.columns],
    numeric: [false, false, true, true, true, true],
    rows: s.sections.map((c) => [
      `${course(c)} – ${c.section_name}`,
      ruleText(c.rule, lang),
      String(c.sessions_taught),
      String(c.students_present),
      da(c.collected),
      da(c.share),
    ]),
    totals: [t.total, '', String(s.sessions_taught), String(s.students_present), da(s.collected), da(s.share)],
  };
  const methods = RECEIPT_LABELS[lang].methods;
  const payouts: PdfTableData = {
    columns: [...t.payout_columns],
    numeric: [false, false, false, true],
    rows: s.payouts.map((p) => [receiptDateText(p.paid_at, lang, { dateStyle: 'long' }), methods[p.method], p.note ?? '', da(p.amount)]),
    totals: [t.total, '', '', da(s.payouts_total)],
  };
  const balance: PdfTableData = {
    columns: [t.balance, t.amount],
    numeric: [false, true],
    rows: [
      [t.opening, da(s.opening_balance)],
      [t.share, da(s.share)],
      [t.corrections, da(s.corrections)],
      [t.payouts_total, da(s.payouts_total)],
    ],
    totals: [t.closing, da(s.closing_balance)],
  };
  const money: PdfTableData = {
    columns: [t.money, t.amount],
    numeric: [false, true],
    rows: [
      [t.collected, da(s.collected)],
      [t.academy_kept, da(s.academy_kept)],
    ],
  };
  return {
    title: t.title,
    academy,
    // Under the academy's name: its legal name, address and phone, then "RC … · NIF … · NIS … · AI …".
    legal: legal ? [legal.name, legal.address, legal.phone, legal.line].filter((v): v is string => Boolean(v)) : [],
    /** Which of `legal` are Latin and digits only (the phone, the numbers' line): set left to right in every language. */
    legalLtr: legal ? [legal.name, legal.address, legal.phone, legal.line].flatMap((v, i) => (v ? [i >= 2] : [])) : [],
    teacher: `${t.teacher}: ${s.teacher.full_name ?? ''}`,
    month: `${t.month}: ${monthName(s.month, lang)}`,
    state: s.closed ? `${t.closed} ${receiptDateText(s.closed.closed_at, lang, { dateStyle: 'long' })}` : t.open,
    generated: `${t.generated} ${receiptDateText(today, lang, { dateStyle: 'long' })}`,
    sectionsTitle: t.sections,
    sections,
    noSections: s.sections.length ? null : t.no_sections,
    payoutsTitle: t.payouts,
    payouts,
    noPayouts: s.payouts.length ? null : t.no_payouts,
    balance,
    money,
  };
}

/** Every text a statement's PDF prints (for tests that compare it with the PDF's text layer). */
export function statementTexts(
  s: TeacherStatement,
  lang: Language,
  academy: string,
  today: string,
  legal: LegalHeader | null = null,
): string[] {
  const c = statementContent(s, lang, academy, today, legal);
  return [
    c.title,
    c.academy,
    ...c.legal,
    c.teacher,
    c.month,
    c.state,
    c.generated,
    c.sectionsTitle,
    // No section: the sentence is printed instead of the table.
    ...(c.noSections ? [c.noSections] : [c.sections.columns, ...c.sections.rows, c.sections.totals!].flat()),
    c.payoutsTitle,
    ...(c.noPayouts ? [c.noPayouts] : []),
    ...(c.payouts.rows.length ? [c.payouts.columns, ...c.payouts.rows, c.payouts.totals!].flat() : []),
    ...[c.balance.columns, ...c.balance.rows, c.balance.totals!].flat(),
    ...[c.money.columns, ...c.money.rows].flat(),
  ];
}

/**
 * A teacher's month on A4 (pdfkit through lib/pdf, as the reports): the title, teacher and month on the reading
 * start side, the academy on the other; the sections table with its totals, the payouts, then the balances.
 */
export function renderStatement(
  s: TeacherStatement,
  lang: Language,
  academy: string,
  today: string,
  legal: LegalHeader | null = null,
): Promise<Buffer> {
  const c = statementContent(s, lang, academy, today, legal);
  const pages = new PdfPages(LANGUAGES[lang].dir === 'rtl', { title: `${c.title} – ${c.month}`, author: academy, lang });
  drawDocumentHead(pages, {
    title: c.title,
    lines: [{ value: c.teacher }, { value: c.month }, { value: c.state, muted: true }],
    academy: c.academy,
    legal: c.legal,
    legalLtr: c.legalLtr,
    generated: c.generated,
  });
  const heading = (value: string) => drawHeading(pages, value);
  heading(c.sectionsTitle);
  if (c.noSections) pages.paragraph(c.noSections, { size: 10, color: PDF_COLORS.muted });
  else drawTable(pages, c.sections);
  pages.y += 16;
  heading(c.payoutsTitle);
  if (c.noPayouts) pages.paragraph(c.noPayouts, { size: 10, color: PDF_COLORS.muted });
  else drawTable(pages, c.payouts);
  pages.y += 16;
  drawTable(pages, c.balance);
  pages.y += 12;
  drawTable(pages, c.money);
  return pages.end();
}
