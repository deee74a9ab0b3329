// The server also runs as `node --import tsx apps/server/src/main.ts` from the repository root, where
// apps/server/tsconfig.json ("jsx": "react-jsx") is not read: the pragma keeps the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { describeCreditNote, type CreditNote, type PrintCopy } from '@academy/shared';
import { pdfDirection, pdfStyles, renderPdf, withCairoGlyphs } from '../../lib/pdf';
import { Banner, DocumentHeader, moneyStyles as styles, spacing } from './document-parts';

/**
 * A payment's credit note ("avoir") on an A5 page, its own document beside the receipt it cancels: the academy and
 * its legal identity, the title and number, "Cancels receipt 2026-000123 of <date>", the student, parent, reason and
 * who issued it, the amount; a reprint carries the DUPLICATE mark. In the reader's language (Arabic right to left).
 */
export function CreditNoteDocument({ note, copy }: { note: CreditNote; copy?: PrintCopy | null }) {
  const dir = pdfDirection(note.lang);
  const doc = describeCreditNote(note, copy);
  const fit = spacing([doc.legal, doc.duplicate].filter(Boolean).length);
  return (
    <Document
      title={`${doc.title} ${doc.number.value}${doc.duplicate ? ` (${doc.duplicate.banner})` : ''}`}
      author={doc.academy.name}
      language={note.lang}
    >
      <Page size="A5" style={pdfStyles.page}>
        <DocumentHeader {...doc} />
        <Banner lang={note.lang} parts={doc.cancels} />
        {doc.fields.map(({ key, label, value, ltr }) => (
          <View key={key} style={[styles.row, fit.row, dir.row]}>
            <Text style={[styles.label, dir.start]}>{label}</Text>
            <Text style={[styles.value, ltr ? { direction: 'ltr', textAlign: dir.rtl ? 'right' : 'left' } : dir.start]}>
              {withCairoGlyphs(value)}
            </Text>
          </View>
        ))}
        <View wrap={false}>
          <View style={[styles.amountBox, fit.amountBox, dir.row]}>
            <Text style={[styles.amountLabel, dir.start]}>{doc.amount.label}</Text>
            <Text style={[styles.amount, dir.start]}>{withCairoGlyphs(doc.amount.value)}</Text>
          </View>
          <View style={[styles.footer, fit.footer, dir.row]}>
            <Text style={[pdfStyles.small, dir.start, { flexShrink: 1, maxWidth: 200 }]}>{doc.thanks}</Text>
            <Text style={[styles.signature, pdfStyles.small, dir.center]}>{doc.signature}</Text>
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** The credit note as the bytes of a PDF file, printed as `copy`. */
export function renderCreditNote(note: CreditNote, copy: PrintCopy | null) {
  return renderPdf(<CreditNoteDocument note={note} copy={copy} />);
}
