// pdfkit ships no types: the parts of its document that glyphs.ts and the direct writer (text.ts, table.ts) use.
declare module 'pdfkit' {
  interface PDFDocumentOptions {
    size?: string;
    margin?: number;
    lang?: string;
    info?: Record<string, string>;
  }
  class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    page: { width: number; height: number };
    registerFont(name: string, src: Buffer): this;
    font(name: string, size?: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(): this;
    addPage(options?: PDFDocumentOptions): this;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
    addContent(data: string): this;
  }
  export default PDFDocument;
}
