import PDFDocument from 'pdfkit';

/** A shaped glyph as textkit hands it to the renderer (fontkit's glyph). */
export interface ShapedGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  isMark?: boolean;
}

/** Where textkit put a glyph, in points (already scaled from font units by the font size). */
export interface GlyphPosition {
  xAdvance: number;
  yAdvance?: number;
  xOffset?: number;
  yOffset?: number;
}

/** The parts of pdfkit's document and embedded font that writing glyphs uses. */
export interface PdfContext {
  _font: {
    id: string;
    ref(): unknown;
    font: { unitsPerEm?: number };
    subset?: { includeGlyph(id: number): number };
    widths: number[];
    unicode: number[][];
    scale: number;
  };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  save(): unknown;
  restore(): unknown;
  transform(...m: number[]): unknown;
  addContent(data: string): unknown;
}

/** Right-to-left scripts (Hebrew, Arabic and their presentation forms): their runs reach us reversed. */
const RTL_MARK = /[\u0590-\u08ff\ufb1d-\ufefc]/u;

/**
 * The horizontal offsets to draw with. textkit shapes a right-to-left run left to right and then
 * reverses it, so a mark (shadda, damma, tanween) comes before its letter instead of after it, while
 * fontkit measured its offset back from the pen after the letter. Such a mark is moved by the advances
 * between it and its letter (the letter and any marks between), which puts it where the font's anchors
 * say, over or under its own letter.
 */
function xOffsets(glyphs: ShapedGlyph[], positions: GlyphPosition[]) {
  return positions.map((position, i) => {
    const xOffset = position.xOffset ?? 0;
    const glyph = glyphs[i];
    // A mark the font has no anchor for keeps offsets of 0 and is drawn where it stands (over the letter).
    const attached = xOffset !== 0 || (position.yOffset ?? 0) !== 0;
    if (!glyph.isMark || !attached || position.xAdvance !== 0 || !RTL_MARK.test(String.fromCodePoint(...glyph.codePoints))) return xOffset;
    let advance = 0;
    for (let j = i + 1; j < glyphs.length; j += 1) {
      advance += positions[j].xAdvance;
      if (!glyphs[j].isMark) break;
    }
    return xOffset + advance;
  });
}

/** A number as PDF content writes it (6 decimals at most). */
const num = (n: number) => Math.round(n * 1e6) / 1e6;

/** Content operators for a run of glyphs: operators as they are, and [dx, dy] for a text position relative to the run's start. */
type RunOps = (string | [number, number])[];

/**
 * The content operators that draw a run of shaped glyphs in `font` at `size`, positions relative to
 * the start of the run on its baseline (PDF space): the font, then TJ arrays.
 */
function runOps(font: PdfContext['_font'], size: number, glyphs: ShapedGlyph[], positions: GlyphPosition[]): RunOps {
  const ops: RunOps = [[0, 0], `/${font.id} ${num(size)} Tf`];
  const toThousandths = 1000 / size;
  const widthScale = 1000 / (font.font.unitsPerEm || 1000);
  const encoded = glyphs.map((glyph) => {
    if (!font.subset) return `00${glyph.id.toString(16)}`.slice(-2); // one of the 14 standard fonts
    const gid = font.subset.includeGlyph(glyph.id);
    font.widths[gid] ??= glyph.advanceWidth * font.scale;
    font.unicode[gid] ??= glyph.codePoints;
    return `0000${gid.toString(16)}`.slice(-4);
  });

  // Glyphs go out in TJ arrays; a glyph whose advance differs from its width is followed by the
  // difference (in thousandths of the font size), a glyph with an offset gets a text position of its own.
  const commands: string[] = [];
  let last = 0;
  let moved = false;
  const segment = (end: number) => {
    if (last < end) {
      const extra = positions[end - 1].xAdvance * toThousandths - glyphs[end - 1].advanceWidth * widthScale;
      commands.push(`<${encoded.slice(last, end).join('')}> ${num(-extra)}`);
    }
    last = end;
  };
  const flush = (end: number) => {
    segment(end);
    if (commands.length > 0) {
      ops.push(`[${commands.join(' ')}] TJ`);
      commands.length = 0;
    }
  };
  const offsets = xOffsets(glyphs, positions);
  let pen = 0;
  for (let i = 0; i < positions.length; i += 1) {
    const { xAdvance, yOffset = 0 } = positions[i];
    const xOffset = offsets[i];
    if (xOffset || yOffset) {
      flush(i);
      ops.push([pen + xOffset, yOffset]);
      flush(i + 1);
      moved = true;
    } else {
      if (moved) {
        ops.push([pen, 0]);
        moved = false;
      }
      if (xAdvance * toThousandths - glyphs[i].advanceWidth * widthScale !== 0) segment(i + 1);
    }
    pen += xAdvance;
  }
  flush(positions.length);
  return ops;
}

/** The operators of runOps placed at (x, baseline). */
const placed = (ops: RunOps, x: number, baseline: number) =>
  ops.map((op) => (typeof op === 'string' ? op : `1 0 0 1 ${num(x + op[0])} ${num(baseline + op[1])} Tm`));

/** runOps of runs already written in a document (the table writer shapes each distinct word once and reuses it). */
const written = new WeakMap<ShapedGlyph[], { font: unknown; size: number; ops: RunOps }>();

/** A run of glyphs in one font and size, for writeGlyphRuns. */
export interface GlyphRun {
  font: PdfContext['_font'];
  size: number;
  glyphs: ShapedGlyph[];
  positions: GlyphPosition[];
  x: number;
}

/**
 * The content that draws runs of glyphs on one baseline y (top-down page coordinates, as react-pdf's)
 * in one text object, in an RGB colour (0-1): the operators of writeGlyphs for each run (pdfkit's table
 * writer draws a line of a cell so, a run per word or space). The fonts are added to the current page:
 * write the content on it. The glyph arrays must not change once written.
 */
export function glyphRunsContent(doc: PdfContext, runs: GlyphRun[], y: number, color: [number, number, number]) {
  const baseline = doc.page.height - y;
  const ops = ['q', `${color.map(num).join(' ')} rg`, `1 0 0 -1 0 ${num(doc.page.height)} cm`, 'BT'];
  for (const run of runs) {
    if (run.glyphs.length === 0) continue;
    if (doc.page.fonts[run.font.id] == null) doc.page.fonts[run.font.id] = run.font.ref();
    let known = written.get(run.glyphs);
    if (known?.font !== run.font || known.size !== run.size) {
      known = { font: run.font, size: run.size, ops: runOps(run.font, run.size, run.glyphs, run.positions) };
      written.set(run.glyphs, known);
    }
    ops.push(...placed(known.ops, run.x, baseline));
  }
  ops.push('ET', 'Q');
  return ops.join('\n');
}

/**
 * Writes a run of shaped glyphs at (x, y). react-pdf's renderer calls `glyphs` on the document when the
 * document has it (its documented hook for other back ends, `Context.glyphs` in @react-pdf/render) and
 * otherwise writes them itself. Its own writer (@react-pdf/render 4.7.0) moves a glyph by its offset
 * times fontSize/1000 although the offset is already in points, so offsets from the font's positioning
 * rules came out about 100 times too small: the kerned ف of "في" stayed where it was and covered the
 * space before it ("أنشئفي" on the page and in the text layer), and marks (shadda, damma) sat where the
 * font had not put them. This writer is the same PDF text operators with the offsets in points (and
 * the marks of reversed right-to-left runs measured from their own letter, see xOffsets).
 */
function writeGlyphs(this: PdfContext, glyphs: ShapedGlyph[], positions: GlyphPosition[], x: number, y: number) {
  const font = this._font;
  this.save();
  this.transform(1, 0, 0, -1, 0, this.page.height);
  if (this.page.fonts[font.id] == null) this.page.fonts[font.id] = font.ref();
  this.addContent('BT');
  for (const op of placed(runOps(font, this._fontSize, glyphs, positions), x, this.page.height - y)) this.addContent(op);
  this.addContent('ET');
  return this.restore();
}

let installed = false;

/** Makes react-pdf write glyphs through writeGlyphs (once per process). */
export function installGlyphWriter() {
  if (installed) return;
  (PDFDocument.prototype as unknown as { glyphs: typeof writeGlyphs }).glyphs = writeGlyphs;
  installed = true;
}
