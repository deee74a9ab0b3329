import { PDF_COLORS } from './styles';
import type { PdfPages } from './table';

/** What the head of an A4 document says (a teacher's statement, a day's cash closing). */
export interface DocumentHead {
  title: string;
  /** Under the title, in order: what the document is about, its state (muted). */
  lines: Array<{ value: string; muted?: boolean }>;
  academy: string;
  /** The academy's legal identity, line by line; `legalLtr` marks the lines read left to right even in Arabic. */
  legal: string[];
  legalLtr: boolean[];
  generated: string;
}

/** Parts joined by `separator` into as few lines as `fits` allows, a line breaking only between parts (after the separator's dot). */
export function wrapBetween(parts: string[], separator: string, fits: (line: string) => boolean): string[] {
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
 * Draws the head: the title and its lines on the reading start side, the academy, its legal identity and when the
 * document was made on the other, then the accent rule; leaves `pages.y` below it.
 */
export function drawDocumentHead(pages: PdfPages, head: DocumentHead): void {
  const { text, rtl } = pages;
  const style = (size: number, color: string, bold = false) => ({ size, color, bold, rtl, align: rtl ? 'right' : 'left' }) as const;
  const title = style(16, PDF_COLORS.text, true);
  const line = style(11, PDF_COLORS.text);
  const muted = style(9, PDF_COLORS.muted);
  const name = style(10, PDF_COLORS.text, true);
  const sideWidth = Math.min(
    pages.width / 2,
    Math.max(text.width(head.academy, name), text.width(head.generated, muted), ...head.legal.map((v) => text.width(v, muted))),
  );
  const mainWidth = pages.width - sideWidth - 12;
  const mainX = rtl ? pages.left + pages.width - mainWidth : pages.left;
  const sideX = rtl ? pages.left : pages.left + pages.width - sideWidth;
  const sideAlign = { align: rtl ? 'left' : 'right' } as const;
  const top = pages.y;
  let y = top + text.draw(text.wrap(head.title, mainWidth, title), mainX, top, mainWidth, title) + 3;
  for (const { value, muted: quiet } of head.lines) {
    const st = quiet ? muted : line;
    y += text.draw(text.wrap(value, mainWidth, st), mainX, y, mainWidth, st) + 2;
  }
  let side = top + text.draw(text.wrap(head.academy, sideWidth, name), sideX, top, sideWidth, { ...name, ...sideAlign }) + 3;
  head.legal.forEach((value, i) => {
    // The phone and the numbers' line are a left-to-right paragraph even in Arabic, so "RC … · NIF …" keeps its order;
    // the numbers' line wraps between numbers, never inside one.
    const st = { ...muted, ...sideAlign, ...(head.legalLtr[i] ? { rtl: false } : {}) };
    const lines = head.legalLtr[i]
      ? wrapBetween(value.split(' · '), ' · ', (v) => text.width(v, st) <= sideWidth)
      : text.wrap(value, sideWidth, st);
    side += text.draw(lines, sideX, side, sideWidth, st) + 2;
  });
  side += text.draw(text.wrap(head.generated, sideWidth, muted), sideX, side, sideWidth, { ...muted, ...sideAlign });
  pages.y = Math.max(y, side) + 8;
  pages.hline(pages.y, 2, PDF_COLORS.accent);
  pages.y += 2 + 12;
}

/** A section's heading, kept on the page with the first rows of what follows it. */
export function drawHeading(pages: PdfPages, value: string): void {
  pages.room(pages.text.lineHeight(12) + 6 + 2 * (pages.text.lineHeight(10) + 9));
  pages.paragraph(value, { size: 12, color: PDF_COLORS.text, bold: true });
  pages.y += 6;
}
