// The server also runs as `node --import tsx apps/server/src/main.ts` from the repository root, where
// apps/server/tsconfig.json ("jsx": "react-jsx") is not read: the pragma keeps the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { pdfDirection, pdfStyles, renderPdf, withCairoGlyphs } from '../../lib/pdf';
import { describeReceipt, type PaymentReceipt, type PrintCopy, type ReceiptDescription } from '@academy/shared';
import { Banner, DocumentHeader, moneyStyles as styles, spacing } from './document-parts';

/** The description with what Cairo cannot draw replaced (a French amount's narrow no-break spaces: "1 234,50 DA"). */
function printable(doc: ReceiptDescription): ReceiptDescription {
  return {
    ...doc,
    fields: doc.fields.map((field) => ({ ...field, value: withCairoGlyphs(field.value) })),
    settled: doc.settled && { ...doc.settled, lines: doc.settled.lines.map((l) => ({ ...l, paid: withCairoGlyphs(l.paid) })) },
    amount: { ...doc.amount, value: withCairoGlyphs(doc.amount.value) },
  };
}

/**
 * One payment's receipt on an A5 page, in the reader's language (Arabic right to left); `copy`, the print being made:
 * a reprint (copy 2 and on) carries the DUPLICATE mark, and a reversed payment's receipt names its credit note.
 */
export function ReceiptDocument({ receipt, copy }: { receipt: PaymentReceipt; copy?: PrintCopy | null }) {
  const dir = pdfDirection(receipt.lang);
  // The parts and their order come from the one description of the receipt (packages/shared/src/receipt.ts).
  const doc = printable(describeReceipt(receipt, copy));
  // A clearance lists the charges it settled, a legal identity, a reprint's mark or a cancellation add theirs: the rows
  // tighten so the receipt stays one A5 page.
  const fit = spacing([doc.settled, doc.legal, doc.duplicate, doc.cancelled].filter(Boolean).length);
  return (
    <Document
      title={`${doc.title} ${doc.number.value}${doc.duplicate ? ` (${doc.duplicate.banner})` : ''}`}
      author={doc.academy.name}
      language={receipt.lang}
    >
      <Page size="A5" style={pdfStyles.page}>
        <DocumentHeader {...doc} />
        {doc.cancelled && (
          <Banner
            lang={receipt.lang}
            parts={[
              { text: doc.cancelled.label, value: false, ltr: false },
              { text: doc.cancelled.number, value: true, ltr: true },
            ]}
          />
        )}
        {doc.fields.map(({ key, label, value, ltr }) => (
          <View key={key} style={[styles.row, fit.row, dir.row]}>
            <Text style={[styles.label, dir.start]}>{label}</Text>
            <Text style={[styles.value, ltr ? { direction: 'ltr', textAlign: receipt.lang === 'ar' ? 'right' : 'left' } : dir.start]}>
              {value}
            </Text>
          </View>
        ))}
        {doc.settled && (
          <>
            <Text style={[styles.settledTitle, dir.start]}>{doc.settled.title}</Text>
            {doc.settled.lines.map((line) => (
              <View key={line.id} style={[styles.row, styles.settledRow, dir.row]}>
                <Text style={[styles.label, pdfStyles.small, dir.start]}>{line.date}</Text>
                <Text style={[styles.value, pdfStyles.small, dir.start]}>{line.paid}</Text>
              </View>
            ))}
          </>
        )}
        {/* The sum and the signature stay together, on the last page when many charges are listed. */}
        <View wrap={false}>
          <View style={[styles.amountBox, fit.amountBox, dir.row]}>
            <Text style={[styles.amountLabel, dir.start]}>{doc.amount.label}</Text>
            <Text style={[styles.amount, dir.start]}>{doc.amount.value}</Text>
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

/** The receipt as the bytes of a PDF file, printed as `copy`. */
export function renderReceipt(receipt: PaymentReceipt, copy: PrintCopy | null) {
  return renderPdf(<ReceiptDocument receipt={receipt} copy={copy} />);
}
