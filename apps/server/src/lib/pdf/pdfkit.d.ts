// pdfkit ships no types; glyphs.ts only adds a method to its document class.
declare module 'pdfkit' {
  const PDFDocument: { prototype: object };
  export default PDFDocument;
}
