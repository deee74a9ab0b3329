import PDFDocument from 'pdfkit';
import { PDF_COLORS } from './styles';
import { PdfText, type TextStyle } from './text';

/** A4 in points, and the page padding of the react-pdf documents (pdfStyles.page). */
const PAGE = { width: 595.28, height: 841.89, padding: 28 };

export interface PdfTableData {
  columns: string[];
  /** Which columns hold numbers: set left to right and aligned to the end of the reading direction's cell. */
  numeric: boolean[];
  rows: string[][];
  totals?: string[];
  /** How the columns share the width (flex-grow); by default 1 for figures and 2.2 for words. */
  grow?: number[];
}

/**
 * A pdfkit document written top to bottom on A4 pages: a cursor, the text writer and new pages when
 * something does not fit. Used for documents that are long tables (the reports): react-pdf lays out
 * every cell as a flexbox node and a paragraph, some 10-20 ms per row.
 */
export class PdfPages {
  readonly doc: PDFDocument;
  readonly text: PdfText;
  readonly left = PAGE.padding;
  readonly width = PAGE.width - 2 * PAGE.padding;
  readonly bottom = PAGE.height - PAGE.padding;
  y = PAGE.padding;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(
    readonly rtl: boolean,
    info: { title: string; author: string; lang: string },
  ) {
    this.doc = new PDFDocument({ size: 'A4', margin: 0, lang: info.lang, info: { Title: info.title, Author: info.author } });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.text = new PdfText(this.doc);
  }

  newPage() {
    this.text.flush();
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = PAGE.padding;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  room(height: number) {
    if (this.y + height > this.bottom && this.y > PAGE.padding) this.newPage();
  }

  /** Text in the reading direction across the page (or a box of it), wrapped; moves the cursor down. */
  paragraph(value: string, style: Omit<TextStyle, 'rtl' | 'align'>, x = this.left, width = this.width) {
    const full: TextStyle = { ...style, rtl: this.rtl, align: this.rtl ? 'right' : 'left' };
    const lines = this.text.wrap(value, width, full);
    const height = lines.length * this.text.lineHeight(style.size);
    this.room(height);
    this.y += this.text.draw(lines, x, this.y, width, full);
  }

  /** A rule `width` thick across the page from y down (written as plain operators: there is one per row). */
  hline(y: number, width: number, color: string) {
    this.text.flush();
    const at = num(y + width / 2);
    this.doc.addContent(`q ${num(width)} w ${rgb(color)} RG ${num(this.left)} ${at} m ${num(this.left + this.width)} ${at} l S Q`);
  }

  /** A filled rectangle (top-down coordinates, as pdfkit's). */
  box(x: number, y: number, width: number, height: number, color: string) {
    this.text.flush();
    this.doc.addContent(`q ${rgb(color)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q`);
  }

  end(): Promise<Buffer> {
    this.text.flush();
    this.doc.end();
    return this.done;
  }
}

const num = (n: number) => Math.round(n * 1000) / 1000;
const rgb = (hex: string) => [1, 3, 5].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');

const SIZE = 10;
const PAD_X = 3;
const PAD_Y = 4;
const BORDER = 1;
const TOTALS_BORDER = 1.5;

/**
 * A table across the page, as report-document drew it with react-pdf: a tinted bold header row
 * (repeated at the top of each page the table runs onto), rows that are never split across pages, a
 * bold totals row under a rule. Columns share the width as flex-grow 1 (figures) and 2.2 (words) after
 * their padding; in Arabic the first column is on the right, words are set right to left and aligned
 * right, figures left to right and aligned left.
 */
export function drawTable(pages: PdfPages, table: PdfTableData) {
  const { rtl, text } = pages;
  const grow = table.grow ?? table.numeric.map((n) => (n ? 1 : 2.2));
  const free = pages.width - 2 * PAD_X * grow.length;
  const sum = grow.reduce((a, b) => a + b, 0);
  const widths = grow.map((g) => (free * g) / sum);
  const lefts: number[] = [];
  let x = pages.left;
  const order = rtl ? [...widths.keys()].reverse() : [...widths.keys()];
  for (const i of order) {
    lefts[i] = x + PAD_X;
    x += widths[i]! + 2 * PAD_X;
  }
  const lineHeight = text.lineHeight(SIZE);
  const cellStyle = (i: number, bold: boolean, head: boolean): TextStyle => {
    const numeric = table.numeric[i];
    const end = rtl ? 'left' : 'right';
    const start = rtl ? 'right' : 'left';
    return {
      size: SIZE,
      bold,
      color: PDF_COLORS.text,
      rtl: numeric ? head && rtl : rtl,
      align: numeric ? end : start,
    };
  };

  const row = (cells: string[], kind: 'head' | 'body' | 'totals') => {
    const bold = kind !== 'body';
    const lines = cells.map((value, i) => text.wrap(value, widths[i]!, cellStyle(i, bold, kind === 'head'), PAD_X));
    const top = kind === 'totals' ? TOTALS_BORDER : 0;
    const height = top + 2 * PAD_Y + Math.max(1, ...lines.map((l) => l.length)) * lineHeight + BORDER;
    if (kind !== 'head' && pages.y + height > pages.bottom) {
      pages.newPage();
      row(table.columns, 'head');
    }
    const y = pages.y;
    if (kind === 'head') pages.box(pages.left, y, pages.width, height - BORDER, PDF_COLORS.accentLight);
    if (kind === 'totals') pages.hline(y, TOTALS_BORDER, PDF_COLORS.text);
    lines.forEach((l, i) => text.draw(l, lefts[i]!, y + top + PAD_Y, widths[i]!, cellStyle(i, bold, kind === 'head')));
    pages.hline(y + height - BORDER, BORDER, PDF_COLORS.border);
    pages.y = y + height;
  };

  pages.room(2 * (2 * PAD_Y + lineHeight + BORDER));
  row(table.columns, 'head');
  for (const cells of table.rows) row(cells, 'body');
  if (table.totals) row(table.totals, 'totals');
}
