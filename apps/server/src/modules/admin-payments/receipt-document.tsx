// The server also runs as `node --import tsx apps/server/src/main.ts` from the repository root, where
// apps/server/tsconfig.json ("jsx": "react-jsx") is not read: the pragma keeps the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_COLORS, pdfDirection, pdfStyles, renderPdf, withCairoGlyphs } from '../../lib/pdf';
import { describeReceipt, type LegalHeader, type PaymentReceipt, type ReceiptDescription } from '@academy/shared';

const styles = StyleSheet.create({
  header: {
    paddingBottom: 10,
    marginBottom: 14,
    borderBottomWidth: 2,
    borderBottomColor: PDF_COLORS.accent,
  },
  headerRow: { justifyContent: 'space-between', alignItems: 'flex-start' },
  headerSide: { gap: 2, flexShrink: 1 },
  legal: { gap: 1, marginTop: 6 },
  legalName: { fontWeight: 700 },
  legalNumbers: { flexDirection: 'row', flexWrap: 'wrap', columnGap: 3 },
  titleBox: { gap: 2 },
  number: { fontSize: 11, fontWeight: 700, color: PDF_COLORS.accent },
  row: { paddingVertical: 5, borderBottomWidth: 1, borderBottomColor: PDF_COLORS.border, gap: 10 },
  label: { width: 110, color: PDF_COLORS.muted },
  value: { flexGrow: 1, flexShrink: 1, flexBasis: 0, fontWeight: 700 },
  amountBox: {
    marginTop: 16,
    padding: 12,
    borderRadius: 6,
    backgroundColor: PDF_COLORS.accentLight,
    justifyContent: 'space-between',
    alignItems: 'center',
  },
  amountLabel: { fontSize: 12, color: PDF_COLORS.text },
  amount: { fontSize: 18, fontWeight: 700, color: PDF_COLORS.accent },
  footer: { marginTop: 28, justifyContent: 'space-between', alignItems: 'flex-end' },
  settledTitle: { marginTop: 8, paddingBottom: 2, fontWeight: 700 },
  settledRow: { paddingVertical: 2 },
  compactRow: { paddingVertical: 3 },
  compactAmountBox: { marginTop: 10, paddingVertical: 8 },
  compactFooter: { marginTop: 16 },
  signature: { width: 150, paddingTop: 4, borderTopWidth: 1, borderTopColor: PDF_COLORS.muted },
});

/**
 * The academy's legal identity, a band across the page under the header: its legal name and address (in the
 * document's direction), then the phone and "RC … · NIF … · NIS … · AI …", Latin labels and digits set left to right
 * in every language, hugging the reading start side and wrapping between numbers, never inside one.
 */
function LegalBand({ legal, lang }: { legal: LegalHeader; lang: PaymentReceipt['lang'] }) {
  const dir = pdfDirection(lang);
  const identity = [legal.name, legal.address].filter(Boolean).join(' · ');
  const items = [...(legal.phone ? [legal.phone] : []), ...legal.numbers.map((n) => `${n.label} ${n.value}`)];
  return (
    <View style={[styles.legal, dir.column]}>
      {identity !== '' && <Text style={[pdfStyles.small, styles.legalName, dir.start]}>{identity}</Text>}
      {items.length > 0 && (
        <View style={[styles.legalNumbers, { justifyContent: dir.rtl ? 'flex-end' : 'flex-start' }]}>
          {items.map((item, index) => (
            <Text key={item} style={[pdfStyles.small, { direction: 'ltr' }]}>
              {index < items.length - 1 ? `${item} ·` : item}
            </Text>
          ))}
        </View>
      )}
    </View>
  );
}

/** The description with what Cairo cannot draw replaced (a French amount's narrow no-break spaces: "1 234,50 DA"). */
function printable(doc: ReceiptDescription): ReceiptDescription {
  return {
    ...doc,
    fields: doc.fields.map((field) => ({ ...field, value: withCairoGlyphs(field.value) })),
    settled: doc.settled && { ...doc.settled, lines: doc.settled.lines.map((l) => ({ ...l, paid: withCairoGlyphs(l.paid) })) },
    amount: { ...doc.amount, value: withCairoGlyphs(doc.amount.value) },
  };
}

/** One payment's receipt on an A5 page, in the reader's language (Arabic right to left). */
export function ReceiptDocument({ receipt }: { receipt: PaymentReceipt }) {
  const dir = pdfDirection(receipt.lang);
  // The parts and their order come from the one description of the receipt (packages/shared/src/receipt.ts).
  const doc = printable(describeReceipt(receipt));
  // A clearance lists the charges it settled, a legal identity adds its band: the rows tighten so the receipt stays one A5 page.
  const compact = doc.settled !== null || doc.legal !== null;
  return (
    <Document title={`${doc.title} ${doc.number.value}`} author={doc.academy.name} language={receipt.lang}>
      <Page size="A5" style={pdfStyles.page}>
        <View style={styles.header}>
          <View style={[styles.headerRow, dir.row]}>
            <View style={[styles.headerSide, dir.column]}>
              <Text style={[pdfStyles.title, dir.start]}>{doc.academy.name}</Text>
              <Text style={[pdfStyles.small, dir.start]}>{doc.academy.address}</Text>
              <Text style={[pdfStyles.small, { direction: 'ltr' }]}>{doc.academy.phones.join(' · ')}</Text>
            </View>
            <View style={[styles.titleBox, receipt.lang === 'ar' ? { alignItems: 'flex-start' } : { alignItems: 'flex-end' }]}>
              <Text style={[pdfStyles.title, dir.start]}>{doc.title}</Text>
              <Text style={[styles.number, dir.start]}>
                {doc.number.label}: <Text style={{ direction: 'ltr' }}>{doc.number.value}</Text>
              </Text>
            </View>
          </View>
          {doc.legal && <LegalBand legal={doc.legal} lang={receipt.lang} />}
        </View>
        {doc.fields.map(({ key, label, value, ltr }) => (
          <View key={key} style={[styles.row, compact ? styles.compactRow : {}, dir.row]}>
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
        <View wrap={false} style={[styles.amountBox, compact ? styles.compactAmountBox : {}, dir.row]}>
          <Text style={[styles.amountLabel, dir.start]}>{doc.amount.label}</Text>
          <Text style={[styles.amount, dir.start]}>{doc.amount.value}</Text>
        </View>
        <View style={[styles.footer, compact ? styles.compactFooter : {}, dir.row]}>
          <Text style={[pdfStyles.small, dir.start, { flexShrink: 1, maxWidth: 200 }]}>{doc.thanks}</Text>
          <Text style={[styles.signature, pdfStyles.small, dir.center]}>{doc.signature}</Text>
        </View>
      </Page>
    </Document>
  );
}

/** The receipt as the bytes of a PDF file. */
export function renderReceipt(receipt: PaymentReceipt) {
  return renderPdf(<ReceiptDocument receipt={receipt} />);
}
