import { StyleSheet } from '@react-pdf/renderer';
import { LANGUAGES, type Language } from '@academy/shared';
import { PDF_FONT } from './fonts';

export type PdfLanguage = Language;

/** Colours shared by the academy's documents (close to the web app's theme). */
export const PDF_COLORS = {
  text: '#1f2933',
  muted: '#616e7c',
  border: '#cbd2d9',
  accent: '#1c7ed6',
  accentLight: '#e7f5ff',
} as const;

/** Building blocks shared by every document: an A4 page in the academy font and the common text sizes. */
export const pdfStyles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 10, color: PDF_COLORS.text, padding: 28 },
  title: { fontSize: 16, fontWeight: 700 },
  subtitle: { fontSize: 11, color: PDF_COLORS.muted },
  small: { fontSize: 8, color: PDF_COLORS.muted },
  bold: { fontWeight: 700 },
});

/**
 * Direction helpers: Arabic documents read right to left. `row` lays children out from the reading
 * start, `column` stacks them against it; `start` sets text in the reading direction, aligned to its
 * start; `center` centres it.
 */
export function pdfDirection(lang: PdfLanguage) {
  const rtl = LANGUAGES[lang].dir === 'rtl';
  return {
    rtl,
    row: { flexDirection: rtl ? ('row-reverse' as const) : ('row' as const) },
    /** A column whose children hug the reading start. */
    column: { alignItems: rtl ? ('flex-end' as const) : ('flex-start' as const) },
    /** Text set in the document's direction (bidi base direction and alignment). */
    start: { direction: rtl ? ('rtl' as const) : ('ltr' as const), textAlign: rtl ? ('right' as const) : ('left' as const) },
    center: { direction: rtl ? ('rtl' as const) : ('ltr' as const), textAlign: 'center' as const },
  };
}
