import type { ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { registerPdfFonts } from './fonts';

/**
 * Renders a react-pdf <Document> to the bytes of a PDF file (fonts registered on first use).
 * A document is a .tsx file under its module; start it with the pragma `/** @jsxRuntime automatic *\/`
 * (see modules/admin-cards/barcode-cards-document.tsx): the server also runs through tsx from the
 * repository root, where apps/server/tsconfig.json and its "jsx" setting are not read.
 */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(document);
}
