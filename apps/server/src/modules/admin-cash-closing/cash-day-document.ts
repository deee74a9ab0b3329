import {
  CASH_CLOSING_LABELS,
  LANGUAGES,
  formatDA,
  receiptDateText,
  type CashClosingReport,
  type CashDayFigures,
  type CashTotals,
  type DocumentRange,
  type Language,
  type LegalHeader,
} from '@academy/shared';
import { PDF_COLORS, PdfPages, drawDocumentHead, drawHeading, drawTable, type PdfTableData } from '../../lib/pdf';

/** A day's academy table, its reversals and payouts, its numbers, in the document's words. */
function figureTables(f: CashDayFigures, lang: Language) {
  const t = CASH_CLOSING_LABELS[lang];
  // A negative amount (more reversed than received) comes with Intl's bidi marks in Arabic: the table sets figures
  // left to right itself, and the marks have no glyph.
  const da = (v: number) => formatDA(v, lang).replace(/[\u200e\u200f\u061c]/gu, '');
  const a = f.academy;
  const methods = (['cash', 'card', 'bank_transfer', 'online'] as const).map((m) => [
    t.lines[m],
    String(a.by_method[m].count),
    da(a.by_method[m].amount),
  ]);
  const received: PdfTableData = {
    columns: [...t.columns],
    numeric: [false, true, true],
    rows: methods,
    totals: [t.lines.received, String(a.payments.count), da(a.payments.amount)],
  };
  const out: PdfTableData = {
    columns: [...t.columns],
    numeric: [false, true, true],
    rows: [
      [t.lines.reversals, String(a.reversals.count), da(a.reversals.amount)],
      [t.lines.payouts, String(a.payouts.count), da(a.payouts.amount)],
      [t.lines.net, '', da(a.net)],
    ],
    totals: [t.lines.cash_expected, '', da(a.cash_expected)],
  };
  const rangeRow = (label: string, r: DocumentRange | null) =>
    r ? [label, String(r.count), r.first, r.last] : [label, '0', t.none, t.none];
  const documents: PdfTableData = {
    columns: [...t.document_columns],
    numeric: [false, true, true, true],
    rows: [rangeRow(t.receipts, a.receipts), rangeRow(t.credit_notes, a.credit_notes)],
  };
  const incomplete = [a.receipts, a.credit_notes].some((r) => r && !r.complete) ? t.incomplete : null;
  return { received, out, documents, incomplete, da };
}

/**
 * What a day's cash closing PDF prints, in order (the text layer test reads it back): the figures frozen at closing
 * (or live while open), each staff member's, the reversals and, for a closed day, what was confirmed after closing.
 * `legal` is the academy's legal identity, if set.
 */
export function cashDayContent(report: CashClosingReport, lang: Language, academy: string, today: string, legal: LegalHeader | null) {
  const t = CASH_CLOSING_LABELS[lang];
  const f = report.figures;
  const tables = figureTables(f, lang);
  const { da } = tables;
  const name = (n: string | null) => n ?? t.former_account;
  const desk = (s: CashTotals) => [
    da(s.by_method.cash.amount),
    da(s.by_method.card.amount),
    da(s.by_method.bank_transfer.amount),
    da(s.reversals.amount),
    da(s.payouts.amount),
    da(s.cash_expected),
  ];
  const a = f.academy;
  const staff: PdfTableData = {
    columns: [...t.staff_columns],
    numeric: [false, true, true, true, true, true, true, true],
    rows: f.staff.map((s) => [name(s.staff.full_name), String(s.payments.count), ...desk(s)]),
    // Every desk figure of the academy is its staff's sum; the online payments are counted apart.
    totals: [t.total, String(a.payments.count - f.online.payments.count), ...desk(a)],
  };
  const reversals: PdfTableData = {
    columns: [...t.reversal_columns],
    numeric: [true, true, false, false, true],
    // A number such as AV-2026-000001 on one line.
    grow: [1.6, 1.4, 1.8, 2.2, 1],
    rows: f.reversals.map((r) => [r.credit_note ?? '', r.cancels_receipt ?? '', name(r.by.full_name), r.reason, da(r.amount)]),
    totals: [t.total, '', '', '', da(a.reversals.amount)],
  };
  const late = report.after_closing ? figureTables(report.after_closing, lang) : null;
  const closedText = report.closed
    ? t.closed
        .replace('{at}', receiptDateText(report.closed.closed_at, lang, { dateStyle: 'long', timeStyle: 'short' }))
        .replace('{name}', name(report.closed.closed_by.full_name))
    : t.open;
  return {
    title: t.title,
    academy,
    // Under the academy's name: its legal name, address and phone, then "RC … · NIF … · NIS … · AI …".
    legal: legal ? [legal.name, legal.address, legal.phone, legal.line].filter((v): v is string => Boolean(v)) : [],
    /** Which of `legal` are Latin and digits only (the phone, the numbers' line): set left to right in every language. */
    legalLtr: legal ? [legal.name, legal.address, legal.phone, legal.line].flatMap((v, i) => (v ? [i >= 2] : [])) : [],
    day: `${t.day}: ${receiptDateText(report.date, lang, { dateStyle: 'full' })}`,
    state: closedText,
    generated: `${t.generated} ${receiptDateText(today, lang, { dateStyle: 'long' })}`,
    academyTitle: t.academy,
    received: tables.received,
    out: tables.out,
    documentsTitle: t.documents,
    documents: tables.documents,
    incomplete: tables.incomplete,
    staffTitle: t.staff,
    staff,
    noStaff: f.staff.length ? null : t.no_staff,
    reversalsTitle: t.reversals,
    reversals,
    noReversals: f.reversals.length ? null : t.no_reversals,
    late: late ? { title: t.after, text: t.after_text, received: late.received, documents: late.documents } : null,
  };
}

/** Every text a day's PDF prints (for tests that compare it with the PDF's text layer). */
export function cashDayTexts(report: CashClosingReport, lang: Language, academy: string, today: string, legal: LegalHeader | null = null) {
  const c = cashDayContent(report, lang, academy, today, legal);
  const table = (d: PdfTableData) => [d.columns, ...d.rows, d.totals ?? []].flat();
  return [
    c.title,
    c.academy,
    ...c.legal,
    c.day,
    c.state,
    c.generated,
    c.academyTitle,
    ...table(c.received),
    ...table(c.out),
    c.documentsTitle,
    ...table(c.documents),
    ...(c.incomplete ? [c.incomplete] : []),
    c.staffTitle,
    ...(c.noStaff ? [c.noStaff] : table(c.staff)),
    c.reversalsTitle,
    ...(c.noReversals ? [c.noReversals] : table(c.reversals)),
    ...(c.late ? [c.late.title, c.late.text, ...table(c.late.received), ...table(c.late.documents)] : []),
  ].filter((v) => v !== '');
}

/**
 * A day's cash closing on A4 (pdfkit through lib/pdf, as the teacher's statement): the title, day and status on the
 * reading start side, the academy and its legal identity on the other; the academy's money, the numbers of the day,
 * each staff member, the reversals, and what came after closing.
 */
export function renderCashDay(
  report: CashClosingReport,
  lang: Language,
  academy: string,
  today: string,
  legal: LegalHeader | null = null,
): Promise<Buffer> {
  const c = cashDayContent(report, lang, academy, today, legal);
  const pages = new PdfPages(LANGUAGES[lang].dir === 'rtl', { title: `${c.title} – ${report.date}`, author: academy, lang });
  drawDocumentHead(pages, {
    title: c.title,
    lines: [{ value: c.day }, { value: c.state, muted: !report.closed }],
    academy: c.academy,
    legal: c.legal,
    legalLtr: c.legalLtr,
    generated: c.generated,
  });
  const heading = (value: string) => drawHeading(pages, value);
  const note = (value: string) => pages.paragraph(value, { size: 10, color: PDF_COLORS.muted });

  heading(c.academyTitle);
  drawTable(pages, c.received);
  pages.y += 10;
  drawTable(pages, c.out);
  pages.y += 16;
  heading(c.documentsTitle);
  drawTable(pages, c.documents);
  if (c.incomplete) {
    pages.y += 4;
    note(c.incomplete);
  }
  pages.y += 16;
  heading(c.staffTitle);
  if (c.noStaff) note(c.noStaff);
  else drawTable(pages, c.staff);
  pages.y += 16;
  heading(c.reversalsTitle);
  if (c.noReversals) note(c.noReversals);
  else drawTable(pages, c.reversals);
  if (c.late) {
    pages.y += 16;
    heading(c.late.title);
    note(c.late.text);
    pages.y += 6;
    drawTable(pages, c.late.received);
    pages.y += 10;
    drawTable(pages, c.late.documents);
  }
  return pages.end();
}
