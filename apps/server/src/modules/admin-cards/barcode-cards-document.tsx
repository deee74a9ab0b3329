// The server also runs as `node --import tsx apps/server/src/main.ts` from the repository root, where
// apps/server/tsconfig.json ("jsx": "react-jsx") is not read: the pragma keeps the automatic runtime.
/** @jsxRuntime automatic */
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_COLORS, pdfDirection, pdfStyles, renderPdf, type PdfLanguage } from '../../lib/pdf';

/** One student's card as the sheet prints it; images are PNG bytes. */
export interface BarcodeCard {
  name: string;
  barcode: string;
  /** The student's photo, or null for an initial avatar. */
  photo: Buffer | null;
  qr: Buffer;
}

export interface BarcodeCardsSheet {
  lang: PdfLanguage;
  academyName: string;
  courseName: string;
  sectionName: string;
  cards: BarcodeCard[];
}

/** Cards per A4 page: 2 columns by 4 rows, each about 85 x 60 mm (a little larger than a bank card). */
export const CARDS_PER_PAGE = 8;

const LABELS = {
  en: { title: 'Student card', course: 'Course', section: 'Section', sheet: 'Barcode cards', page: 'Page' },
  ar: { title: 'بطاقة الطالب', course: 'الدورة', section: 'الفوج', sheet: 'بطاقات الباركود', page: 'الصفحة' },
  fr: { title: 'Carte d’élève', course: 'Cours', section: 'Groupe', sheet: 'Cartes à code-barres', page: 'Page' },
} as const;

const styles = StyleSheet.create({
  header: {
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    marginBottom: 10,
    paddingBottom: 4,
    borderBottomWidth: 1,
    borderBottomColor: PDF_COLORS.border,
  },
  grid: { flexWrap: 'wrap', justifyContent: 'space-between', rowGap: 10 },
  card: {
    width: 262,
    height: 168,
    borderWidth: 1,
    borderColor: PDF_COLORS.border,
    borderStyle: 'dashed',
    borderRadius: 8,
    overflow: 'hidden',
  },
  band: {
    backgroundColor: PDF_COLORS.accent,
    color: '#ffffff',
    paddingVertical: 4,
    paddingHorizontal: 10,
    justifyContent: 'space-between',
    alignItems: 'center',
  },
  bandText: { fontSize: 9, fontWeight: 700, color: '#ffffff' },
  body: { flexGrow: 1, padding: 10, gap: 10, alignItems: 'center' },
  who: { flexGrow: 1, flexShrink: 1, flexBasis: 0, gap: 3 },
  photo: { width: 58, height: 58, borderRadius: 29, objectFit: 'cover' },
  avatar: {
    width: 58,
    height: 58,
    borderRadius: 29,
    backgroundColor: PDF_COLORS.accentLight,
    alignItems: 'center',
    justifyContent: 'center',
  },
  avatarText: { fontSize: 24, fontWeight: 700, color: PDF_COLORS.accent },
  name: { fontWeight: 700, lineHeight: 1.3 },
  line: { fontSize: 8.5, lineHeight: 1.3 },
  label: { color: PDF_COLORS.muted },
  code: { alignItems: 'center', gap: 2 },
  qr: { width: 92, height: 92 },
  barcode: { fontSize: 9, fontWeight: 700, letterSpacing: 0.5, direction: 'ltr', textAlign: 'center' },
});

/**
 * The size a name is printed in: whole, never cut with an ellipsis, so a long name (up to the 120
 * letters a name may have) gets a smaller size to stay within two or three lines of the card.
 */
function nameSize(name: string) {
  const length = Array.from(name).length;
  return length <= 24 ? 12 : length <= 48 ? 10 : length <= 80 ? 8 : 7;
}

/** The first letter of a name for the avatar (whole code points, so Arabic and accented letters stay intact). */
function initial(name: string) {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

function Card({ card, sheet }: { card: BarcodeCard; sheet: BarcodeCardsSheet }) {
  const dir = pdfDirection(sheet.lang);
  const t = LABELS[sheet.lang];
  return (
    <View style={styles.card} wrap={false}>
      <View style={[styles.band, dir.row]}>
        <Text style={[styles.bandText, dir.start]}>{sheet.academyName}</Text>
        <Text style={[styles.bandText, dir.start]}>{t.title}</Text>
      </View>
      <View style={[styles.body, dir.row]}>
        <View style={styles.who}>
          <View style={[dir.row, { justifyContent: 'flex-start' }]}>
            {card.photo ? (
              <Image style={styles.photo} src={{ data: card.photo, format: 'png' }} />
            ) : (
              <View style={styles.avatar}>
                <Text style={styles.avatarText}>{initial(card.name)}</Text>
              </View>
            )}
          </View>
          <Text style={[styles.name, { fontSize: nameSize(card.name) }, dir.start]}>{card.name}</Text>
          <Text style={[styles.line, dir.start]}>
            <Text style={styles.label}>{t.course}: </Text>
            {sheet.courseName}
          </Text>
          <Text style={[styles.line, dir.start]}>
            <Text style={styles.label}>{t.section}: </Text>
            {sheet.sectionName}
          </Text>
        </View>
        <View style={styles.code}>
          <Image style={styles.qr} src={{ data: card.qr, format: 'png' }} />
          <Text style={styles.barcode}>{card.barcode}</Text>
        </View>
      </View>
    </View>
  );
}

/** A printable A4 sheet of student cards for one section: 8 cards a page, cut along the dashed borders. */
export function BarcodeCardsDocument({ sheet }: { sheet: BarcodeCardsSheet }) {
  const dir = pdfDirection(sheet.lang);
  const t = LABELS[sheet.lang];
  const pages: BarcodeCard[][] = [];
  for (let i = 0; i < sheet.cards.length; i += CARDS_PER_PAGE) pages.push(sheet.cards.slice(i, i + CARDS_PER_PAGE));
  const title = `${t.sheet} · ${sheet.courseName} · ${sheet.sectionName}`;
  return (
    <Document title={title} author={sheet.academyName} language={sheet.lang}>
      {pages.map((cards, index) => (
        <Page key={index} size="A4" style={pdfStyles.page}>
          <View style={[styles.header, dir.row]}>
            <View style={dir.column}>
              <Text style={[pdfStyles.title, dir.start]}>{sheet.academyName}</Text>
              <Text style={[pdfStyles.subtitle, dir.start]}>{title}</Text>
            </View>
            <Text style={[pdfStyles.small, dir.start]}>
              {t.page} {index + 1} / {pages.length}
            </Text>
          </View>
          <View style={[styles.grid, dir.row]}>
            {cards.map((card, i) => (
              <Card key={i} card={card} sheet={sheet} />
            ))}
          </View>
        </Page>
      ))}
    </Document>
  );
}

/** The sheet as the bytes of a PDF file. */
export function renderBarcodeCards(sheet: BarcodeCardsSheet) {
  return renderPdf(<BarcodeCardsDocument sheet={sheet} />);
}
