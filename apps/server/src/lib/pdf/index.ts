export { PDF_FONT, registerPdfFonts } from './fonts';
export { renderPdf } from './render';
export { PDF_COLORS, pdfDirection, pdfStyles, type PdfLanguage } from './styles';
