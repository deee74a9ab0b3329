// The server also runs as `node --import tsx apps/server/src/main.ts` from the repository root, where
// apps/server/tsconfig.json ("jsx": "react-jsx") is not read: the pragma keeps the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_COLORS, pdfDirection, pdfStyles, renderPdf } from '../../lib/pdf';
import type { PaymentReceipt } from '@academy/shared';

const LABELS = {
  en: {
    title: 'Payment receipt',
    number: 'Receipt No.',
    date: 'Date',
    time: 'Time',
    session_date: 'Session date',
    student: 'Student',
    barcode: 'Barcode',
    parent: 'Parent',
    course: 'Course',
    section: 'Class',
    for: 'For',
    method: 'Payment method',
    received_by: 'Received by',
    amount: 'Amount paid',
    signature: 'Signature and stamp',
    thanks: 'Thank you. Keep this receipt as proof of payment.',
    reasons: { session: 'Session', month: 'Monthly payment', subscription: 'Kindergarten subscription' },
    debt: 'Debt payment',
    settled: 'Charges settled',
  },
  ar: {
    title: 'وصل دفع',
    number: 'رقم الوصل',
    date: 'التاريخ',
    time: 'الوقت',
    session_date: 'تاريخ الحصة',
    student: 'الطالب',
    barcode: 'الباركود',
    parent: 'الولي',
    course: 'الدورة',
    section: 'الفوج',
    for: 'مقابل',
    method: 'طريقة الدفع',
    received_by: 'استلمه',
    amount: 'المبلغ المدفوع',
    signature: 'الإمضاء والختم',
    thanks: 'شكرًا لكم. احتفظوا بهذا الوصل كإثبات للدفع.',
    reasons: { session: 'حصة', month: 'الدفعة الشهرية', subscription: 'اشتراك الروضة' },
    debt: 'تسديد دين',
    settled: 'المستحقات المسددة',
  },
} as const;

const styles = StyleSheet.create({
  header: {
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    paddingBottom: 10,
    marginBottom: 14,
    borderBottomWidth: 2,
    borderBottomColor: PDF_COLORS.accent,
  },
  headerSide: { gap: 2 },
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
  signature: { width: 150, paddingTop: 4, borderTopWidth: 1, borderTopColor: PDF_COLORS.muted },
});

/** What the payment was for, in words. */
function paidFor(r: PaymentReceipt) {
  const t = LABELS[r.lang];
  // Several charges settled at once (a debt clearance): a debt payment, its charges listed below.
  const reason = (r.charges && r.charges.length > 1 ? null : r.charge?.reason) as keyof typeof t.reasons | null | undefined;
  if (!reason || !(reason in t.reasons)) return t.debt;
  return t.reasons[reason];
}

/** One payment's receipt on an A5 page, in the reader's language (Arabic right to left). */
export function ReceiptDocument({ receipt }: { receipt: PaymentReceipt }) {
  const dir = pdfDirection(receipt.lang);
  const t = LABELS[receipt.lang];
  // A clearance lists the charges it settled: the rows tighten so the receipt stays one A5 page.
  const listed = (receipt.charges?.length ?? 0) > 1;
  const lines: Array<[string, string | null, boolean?]> = [
    [t.date, receipt.paid_date_text],
    [t.time, receipt.paid_time_text],
    [t.student, receipt.student.name],
    [t.barcode, receipt.student.barcode, true],
    [t.parent, receipt.parent_name],
    [t.course, receipt.course_name],
    [t.section, receipt.section_name],
    [t.for, paidFor(receipt)],
    [
      t.session_date,
      receipt.charge?.reason === 'session' && (receipt.charges?.length ?? 1) <= 1 ? (receipt.charge.date_text ?? null) : null,
    ],
    [t.method, receipt.method_label],
    [t.received_by, receipt.received_by],
  ];
  return (
    <Document title={`${t.title} ${receipt.receipt_number}`} author={receipt.academy.name} language={receipt.lang}>
      <Page size="A5" style={pdfStyles.page}>
        <View style={[styles.header, dir.row]}>
          <View style={[styles.headerSide, dir.column]}>
            <Text style={[pdfStyles.title, dir.start]}>{receipt.academy.name}</Text>
            <Text style={[pdfStyles.small, dir.start]}>{receipt.academy.address}</Text>
            <Text style={[pdfStyles.small, { direction: 'ltr' }]}>{receipt.academy.phones.join(' · ')}</Text>
          </View>
          <View style={[styles.titleBox, receipt.lang === 'ar' ? { alignItems: 'flex-start' } : { alignItems: 'flex-end' }]}>
            <Text style={[pdfStyles.title, dir.start]}>{t.title}</Text>
            <Text style={[styles.number, dir.start]}>
              {t.number}: <Text style={{ direction: 'ltr' }}>{receipt.receipt_number}</Text>
            </Text>
          </View>
        </View>
        {lines
          .filter(([, value]) => value)
          .map(([label, value, ltr]) => (
            <View key={label} style={[styles.row, listed ? styles.compactRow : {}, dir.row]}>
              <Text style={[styles.label, dir.start]}>{label}</Text>
              <Text style={[styles.value, ltr ? { direction: 'ltr', textAlign: receipt.lang === 'ar' ? 'right' : 'left' } : dir.start]}>
                {value}
              </Text>
            </View>
          ))}
        {listed && (
          <>
            <Text style={[styles.settledTitle, dir.start]}>{t.settled}</Text>
            {receipt.charges!.map((c) => (
              <View key={c.charge_id} style={[styles.row, styles.settledRow, dir.row]}>
                <Text style={[styles.label, pdfStyles.small, dir.start]}>{c.date_text ?? ''}</Text>
                <Text style={[styles.value, pdfStyles.small, dir.start]}>{c.paid_text}</Text>
              </View>
            ))}
          </>
        )}
        {/* The sum and the signature stay together, on the last page when many charges are listed. */}
        <View wrap={false} style={[styles.amountBox, dir.row]}>
          <Text style={[styles.amountLabel, dir.start]}>{t.amount}</Text>
          <Text style={[styles.amount, dir.start]}>{receipt.amount_text}</Text>
        </View>
        <View style={[styles.footer, dir.row]}>
          <Text style={[pdfStyles.small, dir.start, { flexShrink: 1, maxWidth: 200 }]}>{t.thanks}</Text>
          <Text style={[styles.signature, pdfStyles.small, dir.center]}>{t.signature}</Text>
        </View>
      </Page>
    </Document>
  );
}

/** The receipt as the bytes of a PDF file. */
export function renderReceipt(receipt: PaymentReceipt) {
  return renderPdf(<ReceiptDocument receipt={receipt} />);
}
