import type { ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { freshPdfFonts } from './fonts';
import { installGlyphWriter } from './glyphs';

/** The document being printed; the next one starts when it is done. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a react-pdf <Document> to the bytes of a PDF file. Each document gets fresh font objects and
 * documents are printed one at a time (react-pdf's font store is one per process), so nothing a document
 * printed can change what a later one prints (ARCHITECTURE.md section 8; fonts.ts says why). Glyphs
 * are written by glyphs.ts (react-pdf's own writer misplaces kerned letters and marks).
 * A document is a .tsx file under its module; start it with the pragma `/** @jsxRuntime automatic *\/`
 * (see modules/admin-cards/barcode-cards-document.tsx): the server also runs through tsx from the
 * repository root, where apps/server/tsconfig.json and its "jsx" setting are not read.
 * Documents that are long tables (the reports) are written with pdfkit directly instead (table.ts,
 * text.ts): react-pdf lays out every cell as a flexbox node and a paragraph, 10-20 ms a row.
 */
export function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  installGlyphWriter();
  const rendered = queue.then(() => {
    freshPdfFonts();
    return renderToBuffer(document);
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}
