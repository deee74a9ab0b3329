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
let registered = false;

/** Registers the fonts with react-pdf once per process (later calls do nothing). */
export function registerPdfFonts() {
  if (registered) return;
  for (const [family, subset] of Object.entries(SUBSETS)) {
    Font.register({
      family,
      fonts: WEIGHTS.map((fontWeight) => ({
        src: require.resolve(`@fontsource/cairo/files/cairo-${subset}-${fontWeight}-normal.woff`),
        fontWeight,
      })),
    });
  }
  // Names and course titles are never hyphenated.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
