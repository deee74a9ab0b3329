import {
  LANGUAGES,
  RECEIPT_LABELS,
  formatDA,
  receiptDateText,
  type Language,
  type LegalHeader,
  type TeacherStatement,
} from '@academy/shared';
import { PDF_COLORS, PdfPages, drawTable, type PdfTableData } from '../../lib/pdf';

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

/** Parts joined by `separator` into as few lines as `fits` allows, a line breaking only between parts (after the separator's dot). */
function wrapBetween(parts: string[], separator: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    const longer = line ? `${line}${separator}${part}` : part;
    if (line && !fits(longer)) {
      lines.push(`${line}${separator.trimEnd()}`);
      line = part;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
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
  const { text, rtl } = pages;
  const style = (size: number, color: string, bold = false) => ({ size, color, bold, rtl, align: rtl ? 'right' : 'left' }) as const;
  const title = style(16, PDF_COLORS.text, true);
  const line = style(11, PDF_COLORS.text);
  const muted = style(9, PDF_COLORS.muted);
  const name = style(10, PDF_COLORS.text, true);
  const sideWidth = Math.min(
    pages.width / 2,
    Math.max(text.width(c.academy, name), text.width(c.generated, muted), ...c.legal.map((v) => text.width(v, muted))),
  );
  const mainWidth = pages.width - sideWidth - 12;
  const mainX = rtl ? pages.left + pages.width - mainWidth : pages.left;
  const sideX = rtl ? pages.left : pages.left + pages.width - sideWidth;
  const sideAlign = { align: rtl ? 'left' : 'right' } as const;
  const top = pages.y;
  let y = top + text.draw(text.wrap(c.title, mainWidth, title), mainX, top, mainWidth, title) + 3;
  for (const [value, st] of [
    [c.teacher, line],
    [c.month, line],
    [c.state, muted],
  ] as const)
    y += text.draw(text.wrap(value, mainWidth, st), mainX, y, mainWidth, st) + 2;
  let side = top + text.draw(text.wrap(c.academy, sideWidth, name), sideX, top, sideWidth, { ...name, ...sideAlign }) + 3;
  c.legal.forEach((value, i) => {
    // The phone and the numbers' line are a left-to-right paragraph even in Arabic, so "RC … · NIF …" keeps its order;
    // the numbers' line wraps between numbers, never inside one.
    const st = { ...muted, ...sideAlign, ...(c.legalLtr[i] ? { rtl: false } : {}) };
    const lines = c.legalLtr[i]
      ? wrapBetween(value.split(' · '), ' · ', (v) => text.width(v, st) <= sideWidth)
      : text.wrap(value, sideWidth, st);
    side += text.draw(lines, sideX, side, sideWidth, st) + 2;
  });
  side += text.draw(text.wrap(c.generated, sideWidth, muted), sideX, side, sideWidth, { ...muted, ...sideAlign });
  pages.y = Math.max(y, side) + 8;
  pages.hline(pages.y, 2, PDF_COLORS.accent);
  pages.y += 2 + 12;

  const heading = (value: string) => {
    pages.room(text.lineHeight(12) + 6 + 2 * (text.lineHeight(10) + 9));
    pages.paragraph(value, { size: 12, color: PDF_COLORS.text, bold: true });
    pages.y += 6;
  };
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
