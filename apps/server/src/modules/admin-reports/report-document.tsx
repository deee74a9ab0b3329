// The server also runs as `node --import tsx apps/server/src/main.ts` from the repository root, where
// apps/server/tsconfig.json ("jsx": "react-jsx") is not read: the pragma keeps the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { LANGUAGES, formatAmount, type AnyReport, type Language } from '@academy/shared';
import { PDF_COLORS, pdfDirection, pdfStyles, renderPdf } from '../../lib/pdf';
import { longDate, reportTable } from './tables';

const LABELS = {
  en: { period: 'Period', generated: 'Generated on', as_of: 'As of', empty: 'Nothing in this period.' },
  ar: { period: 'الفترة', generated: 'أُنشئ في', as_of: 'بتاريخ', empty: 'لا شيء في هذه الفترة.' },
} as const;

const styles = StyleSheet.create({
  header: {
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    paddingBottom: 8,
    marginBottom: 12,
    borderBottomWidth: 2,
    borderBottomColor: PDF_COLORS.accent,
  },
  side: { gap: 3 },
  row: { borderBottomWidth: 1, borderBottomColor: PDF_COLORS.border, paddingVertical: 4 },
  head: { backgroundColor: PDF_COLORS.accentLight, fontWeight: 700 },
  totals: { fontWeight: 700, borderTopWidth: 1.5, borderTopColor: PDF_COLORS.text },
  cell: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingHorizontal: 3 },
  section: { marginTop: 16, marginBottom: 6, fontSize: 12, fontWeight: 700 },
});

interface Props {
  report: AnyReport;
  lang: Language;
  academy: string;
}

function Table({
  columns,
  numeric,
  rows,
  totals,
  lang,
}: {
  columns: string[];
  numeric: boolean[];
  rows: string[][];
  totals?: string[];
  lang: Language;
}) {
  const dir = pdfDirection(lang);
  // Words need more room than figures.
  const width = (i: number) => ({ flexGrow: numeric[i] ? 1 : 2.2 });
  const cell = (value: string, i: number) => (
    <Text key={i} style={[styles.cell, width(i), numeric[i] ? { direction: 'ltr', textAlign: dir.rtl ? 'left' : 'right' } : dir.start]}>
      {value}
    </Text>
  );
  return (
    <View>
      <View style={[styles.row, styles.head, dir.row]} fixed>
        {columns.map((c, i) => (
          <Text
            key={i}
            style={[
              styles.cell,
              width(i),
              numeric[i] ? { direction: dir.rtl ? 'rtl' : 'ltr', textAlign: dir.rtl ? 'left' : 'right' } : dir.start,
            ]}
          >
            {c}
          </Text>
        ))}
      </View>
      {rows.map((r, n) => (
        <View key={n} style={[styles.row, dir.row]} wrap={false}>
          {r.map(cell)}
        </View>
      ))}
      {totals ? <View style={[styles.row, styles.totals, dir.row]}>{totals.map(cell)}</View> : null}
    </View>
  );
}

/** A report on A4 pages: the academy, the title, the period and the date made, the table with its totals. */
export function ReportDocument({ report, lang, academy }: Props) {
  const dir = pdfDirection(lang);
  const t = LABELS[lang];
  const table = reportTable(report, lang, (n) => formatAmount(n, LANGUAGES[lang].locale));
  const { period } = report;
  const asOfToday = report.report === 'debts' || report.report === 'kindergarten';
  return (
    <Document title={table.title} author={academy} language={lang}>
      <Page size="A4" style={pdfStyles.page}>
        <View style={[styles.header, dir.row]}>
          <View style={[styles.side, dir.column]}>
            <Text style={[pdfStyles.title, dir.start]}>{table.title}</Text>
            <Text style={[pdfStyles.subtitle, dir.start]}>
              {asOfToday
                ? `${t.as_of} ${longDate(period.today, lang)}`
                : `${t.period}: ${longDate(period.from, lang)} – ${longDate(period.to, lang)}`}
            </Text>
          </View>
          <View style={[styles.side, dir.rtl ? { alignItems: 'flex-start' } : { alignItems: 'flex-end' }]}>
            <Text style={[pdfStyles.bold, dir.start]}>{academy}</Text>
            <Text style={[pdfStyles.small, dir.start]}>{`${t.generated} ${longDate(period.today, lang)}`}</Text>
          </View>
        </View>
        {table.summary?.map((line) => (
          <Text key={line} style={[pdfStyles.bold, dir.start, { marginBottom: 4 }]}>
            {line}
          </Text>
        ))}
        {table.rows.length === 0 ? <Text style={[pdfStyles.subtitle, dir.start, { marginBottom: 8 }]}>{t.empty}</Text> : null}
        <Table columns={table.columns} numeric={table.numeric} rows={table.rows} totals={table.totals} lang={lang} />
        {table.extra && table.extra.rows.length > 0 ? (
          <View>
            <Text style={[styles.section, dir.start]}>{table.extra.title}</Text>
            <Table columns={table.extra.columns} numeric={table.extra.numeric} rows={table.extra.rows} lang={lang} />
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

export function renderReport(report: AnyReport, lang: Language, academy: string) {
  return renderPdf(<ReportDocument report={report} lang={lang} academy={academy} />);
}
