export { PDF_FONT, freshPdfFonts, withCairoGlyphs } from './fonts';
export { renderPdf } from './render';
export { PDF_COLORS, pdfDirection, pdfStyles, type PdfLanguage } from './styles';
export { PdfPages, drawTable, type PdfTableData } from './table';
export { drawDocumentHead, drawHeading, wrapBetween, type DocumentHead } from './document-head';
