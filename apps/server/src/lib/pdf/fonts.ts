import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';

/**
 * The font of every PDF: Cairo, from the installed @fontsource/cairo package. Its files are split by
 * script, so each subset is registered as its own family and text uses them as a fallback chain
 * (react-pdf picks, per character, the first family that has the glyph): Latin letters, digits and
 * punctuation come from the Latin files, Arabic from the Arabic ones. Cairo keeps the dots of ج ذ غ ي
 * (Noto Sans Arabic loses them in react-pdf; ARCHITECTURE.md section 6).
 */
export const PDF_FONT = ['CairoLatin', 'CairoLatinExt', 'CairoArabic'];

/**
 * A text with the characters no Cairo file has replaced by their nearest one: French numbers group thousands with
 * U+202F (a narrow no-break space: "1 234,50"), which would print as a missing glyph; U+00A0 (a no-break space)
 * keeps the figures apart and on one line.
 */
export const withCairoGlyphs = (text: string) => text.replace(/\u202f/gu, '\u00a0');

const SUBSETS = { CairoLatin: 'latin', CairoLatinExt: 'latin-ext', CairoArabic: 'arabic' } as const;
const WEIGHTS = [400, 700] as const;
export type PdfFontFamily = keyof typeof SUBSETS;
export type PdfFontWeight = (typeof WEIGHTS)[number];

const require = createRequire(import.meta.url);

/**
 * A WOFF file as the plain TrueType file it wraps (its tables inflated, the same bytes otherwise).
 * fontkit reads a WOFF font's tables compressed and inflates a whole table each time it reads from it:
 * every glyph it draws or subsets inflated the entire glyf table again, which was most of the time
 * spent printing a report (1.7 s of 4.4 s for 300 rows). The installed package has no TTF files.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8); // the flavor: the sfnt version
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const files = new Map<string, Buffer>();

/** The TrueType bytes of one Cairo file (read and inflated once per process; fonts made from them are not shared). */
export function pdfFontFile(family: PdfFontFamily, weight: PdfFontWeight): Buffer {
  const key = `${family}-${weight}`;
  let file = files.get(key);
  if (!file) {
    const path = require.resolve(`@fontsource/cairo/files/cairo-${SUBSETS[family]}-${weight}-normal.woff`);
    file = woffToSfnt(readFileSync(path));
    files.set(key, file);
  }
  return file;
}

const dataUrls = new Map<string, string>();
const dataUrl = (family: PdfFontFamily, weight: PdfFontWeight) => {
  const key = `${family}-${weight}`;
  let url = dataUrls.get(key);
  if (!url) {
    url = `data:font/ttf;base64,${pdfFontFile(family, weight).toString('base64')}`;
    dataUrls.set(key, url);
  }
  return url;
};

/**
 * Gives the next document font objects of its own: the families are registered anew, so react-pdf opens
 * the files again instead of reusing the fontkit fonts of earlier documents. A fontkit font keeps every
 * glyph it has made in a cache keyed by glyph id, with the characters it was first made for; when a
 * document is saved, pdfkit's subsetter adds the parts of composite glyphs (the seen of ش, the hah of ج,
 * the lam-alef of لأ, the heh of ة, the e of é) with no characters at all. A later document that prints
 * one of those glyphs on its own then got a glyph that stands for nothing: textkit dropped it when it
 * split lines and the PDF's text layer lost the letter ("سلم" for مسلم). The bytes are shared (read
 * once, see pdfFontFile); the fontkit fonts made from them are new for each document.
 */
export function freshPdfFonts() {
  const families = Font.getRegisteredFonts();
  for (const family of Object.keys(SUBSETS) as PdfFontFamily[]) {
    delete families[family];
    Font.register({ family, fonts: WEIGHTS.map((fontWeight) => ({ src: dataUrl(family, fontWeight), fontWeight })) });
  }
  // Names and course titles are never hyphenated.
  Font.registerHyphenationCallback((word) => [word]);
}
