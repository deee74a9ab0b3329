// The server also runs as `node --import tsx apps/server/src/main.ts` from the repository root, where
// apps/server/tsconfig.json ("jsx": "react-jsx") is not read: the pragma keeps the automatic runtime.
/** @jsxRuntime automatic */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { DuplicateMark, Language, LegalHeader, PaymentReceipt, TextPart } from '@academy/shared';
import { PDF_COLORS, pdfDirection, pdfStyles, withCairoGlyphs } from '../../lib/pdf';

/*
 * The parts a receipt and a credit note share on their A5 page: the academy's header with the document's title and
 * number, the academy's legal identity, a reprint's DUPLICATE mark, a banner, a row of a field.
 */

export const DANGER = '#c92a2a';

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
  numberLine: { columnGap: 3 },
  duplicate: {
    marginTop: 1,
    paddingHorizontal: 6,
    borderWidth: 1.5,
    borderColor: DANGER,
    borderRadius: 3,
    color: DANGER,
    fontSize: 11,
    fontWeight: 700,
  },
  duplicateLine: { columnGap: 6, flexWrap: 'wrap' },
  banner: {
    marginBottom: 8,
    paddingVertical: 4,
    paddingHorizontal: 8,
    borderRadius: 4,
    borderWidth: 1,
    borderColor: DANGER,
    columnGap: 3,
    flexWrap: 'wrap',
  },
  bannerText: { color: DANGER, fontWeight: 700 },
});

/** The rows, the sum and the signature of a money document. */
export const moneyStyles = StyleSheet.create({
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
  denseRow: { paddingVertical: 2 },
  denseAmountBox: { marginTop: 6, paddingVertical: 5 },
  denseFooter: { marginTop: 8 },
  signature: { width: 150, paddingTop: 4, borderTopWidth: 1, borderTopColor: PDF_COLORS.muted },
});

/**
 * How tight the rows, the sum and the footer are set, by how many of the parts that lengthen a document it has (a
 * legal identity, a list of settled charges, a reprint's mark, a cancellation): one A5 page all the same.
 */
export function spacing(extras: number) {
  if (extras === 0) return { row: {}, amountBox: {}, footer: {} };
  if (extras === 1) return { row: moneyStyles.compactRow, amountBox: moneyStyles.compactAmountBox, footer: moneyStyles.compactFooter };
  return { row: moneyStyles.denseRow, amountBox: moneyStyles.denseAmountBox, footer: moneyStyles.denseFooter };
}

/**
 * The academy's legal identity, a band across the page under the header: its legal name and address (in the
 * document's direction), then the phone and "RC … · NIF … · NIS … · AI …", Latin labels and digits set left to right
 * in every language, hugging the reading start side and wrapping between numbers, never inside one.
 */
function LegalBand({ legal, lang }: { legal: LegalHeader; lang: Language }) {
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

/** A reprint's mark beside the title: DUPLICATE in a red frame, then the copy's number and when it was printed. */
function Duplicate({ mark, lang }: { mark: DuplicateMark; lang: Language }) {
  const dir = pdfDirection(lang);
  return (
    <>
      <Text style={[styles.duplicate, dir.center]}>{mark.banner}</Text>
      <View style={[styles.duplicateLine, dir.row]}>
        {[mark.copy, mark.printed].map((item) => (
          <Text key={item.label} style={[pdfStyles.small, dir.start]}>
            {item.label} {withCairoGlyphs(item.value)}
          </Text>
        ))}
      </View>
    </>
  );
}

/** The top of a money document: the academy (name, address, phones, legal identity), the title, the number, a reprint's mark. */
export function DocumentHeader(props: {
  lang: Language;
  academy: PaymentReceipt['academy'];
  legal: LegalHeader | null;
  title: string;
  number: { label: string; value: string };
  duplicate: DuplicateMark | null;
}) {
  const { lang, academy } = props;
  const dir = pdfDirection(lang);
  return (
    <View style={styles.header}>
      <View style={[styles.headerRow, dir.row]}>
        <View style={[styles.headerSide, dir.column]}>
          <Text style={[pdfStyles.title, dir.start]}>{academy.name}</Text>
          <Text style={[pdfStyles.small, dir.start]}>{academy.address}</Text>
          <Text style={[pdfStyles.small, { direction: 'ltr' }]}>{academy.phones.join(' · ')}</Text>
        </View>
        <View style={[styles.titleBox, lang === 'ar' ? { alignItems: 'flex-start' } : { alignItems: 'flex-end' }]}>
          <Text style={[pdfStyles.title, dir.start]}>{props.title}</Text>
          <NumberLine lang={lang} label={props.number.label} value={props.number.value} />
          {props.duplicate && <Duplicate mark={props.duplicate} lang={lang} />}
        </View>
      </View>
      {props.legal && <LegalBand legal={props.legal} lang={lang} />}
    </View>
  );
}

/**
 * A sentence in a red frame across the page ("Cancels receipt 2026-000123 of 12 November 2026"), each part its own
 * text laid out in the reading direction: a number is its own left-to-right paragraph. (Inside an Arabic paragraph
 * the bidi engine of react-pdf reads "2026-000123" as two numbers around a neutral dash and prints "000123-2026".)
 */
export function Banner({ parts, lang }: { parts: TextPart[]; lang: Language }) {
  const dir = pdfDirection(lang);
  return (
    <View style={[styles.banner, dir.row]}>
      {parts
        .map((part) => ({ ...part, text: part.value ? part.text : part.text.trim() }))
        .filter((part) => part.text !== '')
        .map((part, index) => (
          <Text key={index} style={[styles.bannerText, part.ltr ? { direction: 'ltr' } : dir.start]}>
            {withCairoGlyphs(part.text)}
          </Text>
        ))}
    </View>
  );
}

/** "Receipt No.: 2026-000123", the number its own left-to-right text (see Banner). */
function NumberLine({ lang, label, value }: { lang: Language; label: string; value: string }) {
  const dir = pdfDirection(lang);
  return (
    <View style={[styles.numberLine, dir.row]}>
      <Text style={[styles.number, dir.start]}>{label}:</Text>
      <Text style={[styles.number, { direction: 'ltr' }]}>{value}</Text>
    </View>
  );
}
