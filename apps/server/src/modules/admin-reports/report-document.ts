import { LANGUAGES, formatAmount, type AnyReport, type Language } from '@academy/shared';
import { PDF_COLORS, PdfPages, drawTable } from '../../lib/pdf';
import { longDate, reportTable } from './tables';

const LABELS = {
  en: { period: 'Period', generated: 'Generated on', as_of: 'As of', empty: 'Nothing in this period.' },
  ar: { period: 'الفترة', generated: 'أُنشئ في', as_of: 'بتاريخ', empty: 'لا شيء في هذه الفترة.' },
  fr: { period: 'Période', generated: 'Établi le', as_of: 'Au', empty: 'Rien sur cette période.' },
} as const;

/** What a report's PDF prints, in order: its header, summary lines, tables (the text layer test reads it). */
export function reportContent(report: AnyReport, lang: Language, academy: string) {
  const t = LABELS[lang];
  const table = reportTable(report, lang, (n) => formatAmount(n, LANGUAGES[lang].locale));
  const { period } = report;
  const asOfToday = report.report === 'debts' || report.report === 'kindergarten';
  const subtitle = asOfToday
    ? `${t.as_of} ${longDate(period.today, lang)}`
    : `${t.period}: ${longDate(period.from, lang)} – ${longDate(period.to, lang)}`;
  const generated = `${t.generated} ${longDate(period.today, lang)}`;
  const empty = table.rows.length === 0 ? t.empty : null;
  const extra = table.extra && table.extra.rows.length > 0 ? table.extra : null;
  return { table, subtitle, academy, generated, empty, extra };
}

/** Every text a report's PDF prints (for tests that compare it with the PDF's text layer). */
export function reportTexts(report: AnyReport, lang: Language, academy: string): string[] {
  const c = reportContent(report, lang, academy);
  const tables: string[][] = [c.table.columns, ...c.table.rows, c.table.totals, ...(c.extra ? [c.extra.columns, ...c.extra.rows] : [])];
  return [
    c.table.title,
    c.subtitle,
    c.academy,
    c.generated,
    ...(c.table.summary ?? []),
    ...(c.empty ? [c.empty] : []),
    ...(c.extra ? [c.extra.title] : []),
    ...tables.flat(),
  ];
}

/**
 * A report on A4 pages: the title and period on the reading start side, the academy and the date made
 * on the other, a rule, the summary lines, the table with its totals (header row repeated on each page)
 * and the extra table. Written with pdfkit through lib/pdf's table writer (react-pdf took 10-20 ms a row;
 * the kindergarten report has thousands): the same look, the same fonts, shaping and bidi as textkit.
 */
export function renderReport(report: AnyReport, lang: Language, academy: string): Promise<Buffer> {
  const c = reportContent(report, lang, academy);
  const pages = new PdfPages(LANGUAGES[lang].dir === 'rtl', { title: c.table.title, author: academy, lang });
  const { text, rtl } = pages;
  const style = (size: number, color: string, bold = false) => ({ size, color, bold, rtl, align: rtl ? 'right' : 'left' }) as const;

  // Header: the title side hugs the reading start, the academy side the other edge.
  const title = style(16, PDF_COLORS.text, true);
  const subtitle = style(11, PDF_COLORS.muted);
  const name = style(10, PDF_COLORS.text, true);
  const small = style(8, PDF_COLORS.muted);
  const sideWidth = Math.min(pages.width / 2, Math.max(text.width(c.academy, name), text.width(c.generated, small)));
  const mainWidth = pages.width - sideWidth - 12;
  const mainX = rtl ? pages.left + pages.width - mainWidth : pages.left;
  const sideX = rtl ? pages.left : pages.left + pages.width - sideWidth;
  const sideAlign = { align: rtl ? 'left' : 'right' } as const;
  const top = pages.y;
  let y = top + text.draw(text.wrap(c.table.title, mainWidth, title), mainX, top, mainWidth, title) + 3;
  y += text.draw(text.wrap(c.subtitle, mainWidth, subtitle), mainX, y, mainWidth, subtitle);
  let side = top + text.draw(text.wrap(c.academy, sideWidth, name), sideX, top, sideWidth, { ...name, ...sideAlign }) + 3;
  side += text.draw(text.wrap(c.generated, sideWidth, small), sideX, side, sideWidth, { ...small, ...sideAlign });
  pages.y = Math.max(y, side) + 8;
  pages.hline(pages.y, 2, PDF_COLORS.accent);
  pages.y += 2 + 12;

  for (const line of c.table.summary ?? []) {
    pages.paragraph(line, { size: 10, color: PDF_COLORS.text, bold: true });
    pages.y += 4;
  }
  if (c.empty) {
    pages.paragraph(c.empty, { size: 11, color: PDF_COLORS.muted });
    pages.y += 8;
  }
  drawTable(pages, c.table);
  if (c.extra) {
    pages.y += 16;
    pages.room(text.lineHeight(12) + 6 + 2 * (text.lineHeight(10) + 9));
    pages.paragraph(c.extra.title, { size: 12, color: PDF_COLORS.text, bold: true });
    pages.y += 6;
    drawTable(pages, c.extra);
  }
  return pages.end();
}
