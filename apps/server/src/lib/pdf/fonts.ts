import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/**
 * The font of every PDF: Cairo, from the installed @fontsource/cairo package. Its files are split by
 * script, so each subset is registered as its own family and text uses them as a fallback chain
 * (react-pdf picks, per character, the first family that has the glyph): Latin letters, digits and
 * punctuation come from the Latin files, Arabic from the Arabic ones. Cairo keeps the dots of ج ذ غ ي
 * (Noto Sans Arabic loses them in react-pdf; ARCHITECTURE.md section 6).
 */
export const PDF_FONT = ['CairoLatin', 'CairoLatinExt', 'CairoArabic'];

const SUBSETS = { CairoLatin: 'latin', CairoLatinExt: 'latin-ext', CairoArabic: 'arabic' } as const;
const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);
const FILES = Object.entries(SUBSETS).map(([family, subset]) => ({
  family,
  fonts: WEIGHTS.map((fontWeight) => ({
    src: require.resolve(`@fontsource/cairo/files/cairo-${subset}-${fontWeight}-normal.woff`),
    fontWeight,
  })),
}));

/**
 * Gives the next document font objects of its own: the families are registered anew, so react-pdf opens
 * the files again instead of reusing the fontkit fonts of earlier documents. A fontkit font keeps every
 * glyph it has made in a cache keyed by glyph id, with the characters it was first made for; when a
 * document is saved, pdfkit's subsetter adds the parts of composite glyphs (the seen of ش, the hah of ج,
 * the lam-alef of لأ, the heh of ة, the e of é) with no characters at all. A later document that prints
 * one of those glyphs on its own then got a glyph that stands for nothing: textkit dropped it when it
 * split lines and the PDF's text layer lost the letter ("سلم" for مسلم). Font files are read from the
 * installed package each time (a few milliseconds; the system keeps them in its file cache).
 */
export function freshPdfFonts() {
  const families = Font.getRegisteredFonts();
  for (const { family, fonts } of FILES) {
    delete families[family];
    Font.register({ family, fonts });
  }
  // Names and course titles are never hyphenated.
  Font.registerHyphenationCallback((word) => [word]);
}
