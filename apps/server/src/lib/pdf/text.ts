import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';
import { pdfFontFile, withCairoGlyphs, type PdfFontFamily, type PdfFontWeight } from './fonts';
import { glyphRunsContent, type GlyphPosition, type GlyphRun, type PdfContext, type ShapedGlyph } from './glyphs';

const bidi = bidiFactory();
/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, NKo... and presentation forms) and explicit bidi controls. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200f\u202a-\u202e\u2066-\u2069]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** The fontkit font inside a pdfkit embedded font (the parts shaping uses). */
interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(
    text: string,
    features?: unknown,
    script?: unknown,
    language?: unknown,
    direction?: 'ltr',
  ): {
    glyphs: ShapedGlyph[];
    positions: GlyphPosition[];
  };
}

/** A piece of a line in one font and one direction, shaped, in points, glyphs in the order they are drawn. */
interface Shaped {
  font: number;
  glyphs: ShapedGlyph[];
  positions: GlyphPosition[];
  width: number;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color: string;
  /** The base direction (bidi paragraph level). */
  rtl: boolean;
  align: 'left' | 'right' | 'center';
}

/** Cairo's files in fallback order (text.ts picks, per character, the first that has it), as fonts.ts registers them. */
const FAMILIES: PdfFontFamily[] = ['CairoLatin', 'CairoLatinExt', 'CairoArabic'];
const WEIGHTS: PdfFontWeight[] = [400, 700];

/**
 * Text for a pdfkit document drawn the way react-pdf's textkit draws it, without its per-node layout:
 * per character the first Cairo file that has the glyph (fonts.ts), the Unicode bidi algorithm
 * (bidi-js, as textkit) for levels and the order of runs, each run shaped by fontkit left to right and
 * a right-to-left run's glyphs reversed (textkit does the same; glyphs.ts places its marks), mirrored
 * brackets, and glyphs written by glyphs.ts (so the text layer carries each glyph's characters). Lines
 * wrap at spaces (a word wider than the line at characters). Runs are split at spaces and shaped once
 * per document (a cache keyed by text), which is what makes a table of thousands of rows cheap.
 * The fonts are the document's own (pdfkit opens the shared bytes anew for each document, fonts.ts).
 */
export class PdfText {
  private readonly fonts: { name: string; font: FontkitFont; embedded: GlyphRun['font'] }[] = [];
  private readonly cache = new Map<string, Shaped>();
  private readonly lines = new Map<string, { pieces: Shaped[]; width: number }>();
  /** Text drawn but not yet written to the page (written in one piece by flush). */
  private pending: string[] = [];

  constructor(private readonly doc: PDFDocument) {
    for (const weight of WEIGHTS)
      for (const family of FAMILIES) {
        const name = `${family}-${weight}`;
        doc.registerFont(name, pdfFontFile(family, weight));
        doc.font(name);
        const embedded = (doc as unknown as PdfContext)._font;
        this.fonts.push({ name, font: embedded.font as unknown as FontkitFont, embedded });
      }
    const { font } = this.fonts[0]!;
    this.em = { height: (font.ascent - font.descent + font.lineGap) / font.unitsPerEm, ascent: font.ascent / font.unitsPerEm };
  }

  /** The height of a line at font size 1: the font's ascent, descent and gap (the same in every Cairo file). */
  private readonly em: { height: number; ascent: number };

  lineHeight(size: number) {
    return this.em.height * size;
  }

  private ascent(size: number) {
    return this.em.ascent * size;
  }

  /** The index (in this.fonts) of the font for a character: the first file of the weight that has it. */
  private fontFor(codePoint: number, bold: boolean) {
    const base = bold ? FAMILIES.length : 0;
    for (let i = 0; i < FAMILIES.length; i += 1) if (this.fonts[base + i]!.font.hasGlyphForCodePoint(codePoint)) return base + i;
    return base;
  }

  private shape(text: string, font: number, rtl: boolean, size: number): Shaped {
    const key = `${font}|${rtl ? 'r' : 'l'}|${size}|${text}`;
    let shaped = this.cache.get(key);
    if (!shaped) {
      const { font: f } = this.fonts[font]!;
      const run = f.layout(text, undefined, undefined, undefined, 'ltr');
      const scale = size / f.unitsPerEm;
      const positions = run.positions.map((p) => ({
        xAdvance: p.xAdvance * scale,
        yAdvance: (p.yAdvance ?? 0) * scale,
        xOffset: (p.xOffset ?? 0) * scale,
        yOffset: (p.yOffset ?? 0) * scale,
      }));
      const glyphs = [...run.glyphs];
      if (rtl) {
        glyphs.reverse();
        positions.reverse();
      }
      shaped = { font, glyphs, positions, width: positions.reduce((w, p) => w + p.xAdvance, 0) };
      this.cache.set(key, shaped);
    }
    return shaped;
  }

  /** A line (no wrapping) as shaped pieces in the order they are drawn, left to right. */
  private line(text: string, style: Pick<TextStyle, 'size' | 'bold' | 'rtl'>) {
    const key = `${style.size}|${style.bold ? 'b' : ''}|${style.rtl ? 'r' : 'l'}|${text}`;
    let line = this.lines.get(key);
    if (!line) {
      line = this.layoutLine(text, style);
      this.lines.set(key, line);
    }
    return line;
  }

  private layoutLine(given: string, style: Pick<TextStyle, 'size' | 'bold' | 'rtl'>) {
    const text = withCairoGlyphs(given);
    // A left-to-right line without right-to-left letters is all level 0 (the common case: names, figures).
    const levels =
      !style.rtl && !RTL.test(text) ? new Uint8Array(text.length) : bidi.getEmbeddingLevels(text, style.rtl ? 'rtl' : 'ltr').levels;
    const runs: { text: string; level: number; font: number }[] = [];
    let i = 0;
    for (const char of text) {
      const level = levels[i]!;
      const odd = level % 2 === 1;
      const shown = odd ? (bidi.getMirroredCharacter(char) ?? char) : char;
      const font = this.fontFor(shown.codePointAt(0)!, style.bold ?? false);
      const space = char === ' ';
      const last = runs[runs.length - 1];
      // Marks and joiners stay with the run of their letter.
      const joins = last && /\p{M}|\u200c|\u200d/u.test(char);
      if (last && (joins || (last.level === level && last.font === font && !space && !last.text.endsWith(' ')))) last.text += shown;
      else runs.push({ text: shown, level, font: joins ? last!.font : font });
      i += char.length;
    }
    // Visual order (UAX #9 rule L2): from the highest level down to 1, reverse each sequence of runs at or above it.
    const order = runs.map((_, n) => n);
    const max = Math.max(0, ...runs.map((r) => r.level));
    for (let level = max; level >= 1; level -= 1) {
      let start = 0;
      while (start < order.length) {
        if (runs[order[start]!]!.level < level) {
          start += 1;
          continue;
        }
        let end = start + 1;
        while (end < order.length && runs[order[end]!]!.level >= level) end += 1;
        order.splice(start, end - start, ...order.slice(start, end).reverse());
        start = end;
      }
    }
    const pieces = order.map((n) => {
      const run = runs[n]!;
      return this.shape(run.text, run.font, run.level % 2 === 1, style.size);
    });
    return { pieces, width: pieces.reduce((w, p) => w + p.width, 0) };
  }

  /** The width of a text on one line. */
  width(text: string, style: Pick<TextStyle, 'size' | 'bold' | 'rtl'>) {
    return this.line(text, style).width;
  }

  /**
   * A text broken into lines no wider than `width`, at spaces. A word a little wider than the line
   * (up to `slack`, the cell's padding) stays whole and may reach into the padding, as in textkit (a
   * date in a figures column); a longer one is broken at characters so that it stays in its cell.
   */
  wrap(text: string, width: number, style: Pick<TextStyle, 'size' | 'bold' | 'rtl'>, slack = 0): string[] {
    // No-break spaces (a French amount's thousands: "1 234,50") stay: a line never breaks inside a number.
    const clean = text.replace(/[^\S\u00a0\u202f]+/gu, ' ').trim();
    if (clean === '' || this.width(clean, style) <= width) return [clean];
    const lines: string[] = [];
    let current = '';
    const push = (word: string) => {
      const candidate = current ? `${current} ${word}` : word;
      if (!current || this.width(candidate, style) <= width) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    };
    for (const word of clean.split(' ')) {
      if (this.width(word, style) <= width + slack) {
        push(word);
        continue;
      }
      let part = '';
      for (const char of word) {
        if (part && this.width(part + char, style) > width) {
          push(part);
          part = '';
        }
        part += char;
      }
      push(part);
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Writes the text drawn since the last flush to the current page (before anything drawn over it, and before a new page). */
  flush() {
    if (this.pending.length === 0) return;
    this.doc.addContent(this.pending.join('\n'));
    this.pending = [];
  }

  /** Draws lines of text in a box of `width` starting at (x, top) (see flush); returns the height used. */
  draw(lines: string[], x: number, top: number, width: number, style: TextStyle) {
    const height = this.lineHeight(style.size);
    const color = rgb(style.color);
    lines.forEach((text, n) => {
      if (text === '') return;
      const { pieces, width: w } = this.line(text, style);
      let pen = style.align === 'left' ? x : style.align === 'right' ? x + width - w : x + (width - w) / 2;
      const runs: GlyphRun[] = [];
      for (const piece of pieces) {
        const { embedded } = this.fonts[piece.font]!;
        runs.push({ font: embedded, size: style.size, glyphs: piece.glyphs, positions: piece.positions, x: pen });
        pen += piece.width;
      }
      this.pending.push(glyphRunsContent(this.doc as unknown as PdfContext, runs, top + n * height + this.ascent(style.size), color));
    });
    return lines.length * height;
  }
}

const colors = new Map<string, [number, number, number]>();
/** A #rrggbb colour as PDF's RGB (0-1). */
function rgb(hex: string) {
  let c = colors.get(hex);
  if (!c) {
    c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
    colors.set(hex, c);
  }
  return c;
}
