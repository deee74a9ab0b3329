import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { RECEIPT_LABELS, formatDA, type AnyReport, type CreditNote, type Language, type PaymentReceipt } from '@academy/shared';
import { renderPdf } from '../src/lib/pdf';
import { ReceiptDocument } from '../src/modules/admin-payments/receipt-document';
import { CreditNoteDocument } from '../src/modules/admin-payments/credit-note-document';
import { BarcodeCardsDocument, type BarcodeCardsSheet } from '../src/modules/admin-cards/barcode-cards-document';
import { renderReport, reportTexts } from '../src/modules/admin-reports/report-document';
import { letterKey, markCounts, pdfWords, printedTexts, wordsOf } from './support/pdf-text';

/*
 * ARCHITECTURE.md section 8: nothing one PDF prints may change what a later one prints. A server that
 * had printed an Arabic receipt printed "آية سعودي" for آية مسعودي on the next cards sheet (fontkit's
 * glyph cache, shared by every document, had glyphs left without their letters by the previous
 * document's font subset), and word spaces vanished next to kerned letters ("أنشئفي"). Here every kind
 * of PDF the server prints is rendered many times in one process, in an order drawn from a seed, with
 * Arabic names (shadda, hamza forms, lam-alef, ة ى, names over 60 letters) and Latin ones, and each
 * document's text layer is read back (PDF.js) and compared with what it was asked to print.
 */

const ARABIC = [
  'آية مسعودي',
  'مسلم',
  'نسيم',
  'محمّد الأمين',
  'عبد اللّه بن عبد الرحمن',
  'فاطمة الزّهراء',
  'إسلام لؤي',
  'أسامة بن زيد',
  'رؤوف بن سعيد',
  'شيماء جيلالي',
  'علاء الدين مصطفى',
  'لمياء يحيى',
  'ليلى ضياء',
  'خديجة غزلان',
  'هيئة بهاء',
  'مؤمن عائشة',
  'سلمى الإدريسي',
  'لأن جميلة',
  'عبد الرحمن بن محمّد الأمين بن عبد القادر الجزائري المسعودي الحسني',
  'أمّ كلثوم بنت إبراهيم بن عبد الرؤوف بن أبي بكر الصدّيق التلمساني',
  'سيدي محمّد الأمين بن عبد القادر بن مصطفى بن إسماعيل بن يحيى بن علاء الدين بن عبد المؤمن الجزائري الوهراني',
];
const LATIN = [
  'Éloïse Dupont',
  'Zoë Martin',
  'Amina Benali',
  'Noël Lefèvre',
  'Chloé Haddad',
  'Anne-Sophie Éloïse Marie-Thérèse de La Rochefoucauld Montmorency',
];
const COURSES = ['الرياضيات', 'الفيزياء والكيمياء', 'اللغة الإنجليزية', 'Mathematics', 'Physique-chimie'];
const SECTIONS = ['الفوج أ', 'فوج المساء', 'Group B', 'Groupe Élite'];

/** A small seeded generator (mulberry32): the same documents in the same order on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}
type Random = ReturnType<typeof generator>;

const name = (r: Random) => (r.next() < 0.7 ? r.pick(ARABIC) : r.pick(LATIN));
const amount = (r: Random) => (r.next() < 0.5 ? r.int(1, 40) * 500 : r.int(100, 900000) / 100);

const DATE_TEXT: Record<Language, string> = { en: '14 March 2026', ar: '14 مارس 2026', fr: '14 mars 2026' };

function receipt(r: Random, lang: Language, student = name(r)): PaymentReceipt {
  const value = amount(r);
  return {
    id: r.int(1, 999999),
    receipt_number: `2026-${String(r.int(1, 999999)).padStart(6, '0')}`,
    lang,
    academy: {
      name: lang === 'ar' ? 'أكاديمية النجاح للتعليم' : lang === 'fr' ? 'Académie En-Nadjah' : 'Success Academy',
      address:
        lang === 'ar'
          ? 'شارع الاستقلال، باب الزوار، الجزائر'
          : lang === 'fr'
            ? '12, rue de l’Indépendance, Alger'
            : '12 Independence Street, Algiers',
      phones: ['0550 00 00 01', '023 45 67 89'],
      email: 'contact@academy.dz',
    },
    student: { id: 1, name: student, barcode: `ST${r.int(20000000, 29999999)}` },
    parent_name: name(r),
    course_name: r.pick(COURSES),
    section_name: r.pick(SECTIONS),
    charge: {
      id: 2,
      reason: r.pick(['session', 'month', 'subscription']),
      date: '2026-03-14',
      date_text: DATE_TEXT[lang],
      amount: value,
    },
    amount: value,
    amount_text: formatDA(value, lang),
    method: 'cash',
    method_label: RECEIPT_LABELS[lang].methods.cash,
    reference: null,
    card_network: null,
    paid_at: '2026-03-14T09:30:00Z',
    paid_at_text: '',
    paid_date_text: DATE_TEXT[lang],
    paid_time_text: '10:30',
    received_by: name(r),
    note: null,
  };
}

/** A credit note of a receipt, reprinted (a duplicate) half of the time. */
function creditNote(r: Random, lang: Language): { note: CreditNote; copy: { copy: number; printed_at: string } } {
  const paid = receipt(r, lang);
  const note: CreditNote = {
    id: r.int(1, 999999),
    payment_id: paid.id,
    credit_note_number: `AV-2026-${String(r.int(1, 999999)).padStart(6, '0')}`,
    receipt_number: paid.receipt_number,
    receipt_paid_at: paid.paid_at,
    receipt_date_text: DATE_TEXT[lang],
    lang,
    academy: paid.academy,
    student: paid.student,
    parent_name: paid.parent_name,
    amount: paid.amount,
    amount_text: paid.amount_text,
    reason: r.pick(['دفع مرتين بالخطأ', 'Entered twice', 'Remboursé au parent']),
    issued_at: '2026-03-15T08:00:00Z',
    issued_date_text: DATE_TEXT[lang],
    issued_time_text: '09:00',
    issued_by: name(r),
    prints: { count: 0, last_printed_at: null },
  };
  return { note, copy: { copy: r.int(1, 2), printed_at: '2026-03-16T15:45:00Z' } };
}

let qr: Buffer;
async function cards(r: Random, lang: Language, names = Array.from({ length: r.int(1, 11) }, () => name(r))): Promise<BarcodeCardsSheet> {
  qr ??= await QRCode.toBuffer('ST20000001', { type: 'png', margin: 1 });
  return {
    lang,
    academyName: lang === 'ar' ? 'أكاديمية النجاح للتعليم' : 'Success Academy',
    courseName: r.pick(COURSES),
    sectionName: r.pick(SECTIONS),
    cards: names.map((n, i) => ({ name: n, barcode: `ST2${String(i).padStart(7, '0')}`, photo: null, qr })),
  };
}

function report(r: Random, kind: AnyReport['report']): AnyReport {
  const period = { from: '2026-01-01', to: '2026-03-31', today: '2026-03-31' };
  const rows = Array.from({ length: r.int(1, 6) });
  switch (kind) {
    case 'attendance':
      return {
        report: kind,
        period,
        rows: rows.map((_, i) => ({
          course_id: i,
          course_name: 'Mathematics',
          course_name_ar: r.pick(COURSES),
          course_name_fr: 'Mathématiques',
          section_id: i,
          section_name: r.pick(SECTIONS),
          total: 40,
          present: 30,
          late: 4,
          absent: 5,
          excused: 1,
          rate: 85,
        })),
        totals: { total: 40, present: 30, late: 4, absent: 5, excused: 1, rate: 85 },
        chart: [],
      };
    case 'revenue': {
      const row = () => ({
        month: '2026-01',
        cash: amount(r),
        card: amount(r),
        bank_transfer: 0,
        online: amount(r),
        total: amount(r),
        count: r.int(1, 90),
      });
      return { report: kind, period, rows: rows.map(row), totals: { ...row(), month: undefined } as never, chart: [] };
    }
    case 'debts':
      return {
        report: kind,
        period,
        rows: (['0_30', '31_60', '61_90', 'over_90'] as const).map((bucket) => ({
          bucket,
          students: r.int(0, 9),
          charges: r.int(0, 30),
          amount: amount(r),
        })),
        totals: { students: 12, amount: amount(r) },
        chart: [],
        top_debtors: rows.map((_, i) => ({
          student_id: i,
          name: name(r),
          parent_name: name(r),
          parent_phone: '0550000001',
          debt: amount(r),
          oldest_date: '2026-01-05',
          oldest_days: 85,
        })),
      };
    case 'enrollments':
      return {
        report: kind,
        period,
        rows: rows.map(() => ({
          month: '2026-02',
          level: r.pick(['preschool', 'primary', 'middle', 'high', 'bachelor'] as const),
          enrollments: r.int(0, 40),
          registrations: r.int(0, 40),
        })),
        totals: { enrollments: 50, registrations: 61 },
        chart: [],
      };
    case 'kindergarten':
      return {
        report: kind,
        period,
        rows: rows.map((_, i) => ({
          subscription_id: i,
          student_id: i,
          student_name: name(r),
          course_name: 'Kindergarten',
          course_name_ar: 'الروضة',
          course_name_fr: null,
          section_name: r.pick(SECTIONS),
          amount: amount(r),
          due_date: '2026-04-02',
          days_left: r.int(0, 30),
        })),
        totals: { due_7_count: 2, due_7_amount: amount(r), due_30_count: 5, due_30_amount: amount(r) },
        chart: [],
      };
  }
}

/** A document to print: what it asks to print and how it is printed (react-pdf, or pdfkit for the reports). */
type Doc = { label: string; expected: string[]; render: () => Promise<Buffer> };

const reactPdf = (label: string, element: ReactElement<DocumentProps>): Doc => ({
  label,
  expected: printedTexts(element),
  render: () => renderPdf(element),
});

const KINDS = ['receipt', 'credit_note', 'cards', 'attendance', 'revenue', 'debts', 'enrollments', 'kindergarten'] as const;

async function makeDoc(r: Random, kind: (typeof KINDS)[number], lang: Language): Promise<Doc> {
  if (kind === 'receipt')
    return reactPdf(`receipt ${lang}`, createElement(ReceiptDocument, { receipt: receipt(r, lang) }) as ReactElement<DocumentProps>);
  if (kind === 'credit_note')
    return reactPdf(`credit note ${lang}`, createElement(CreditNoteDocument, creditNote(r, lang)) as ReactElement<DocumentProps>);
  if (kind === 'cards')
    return reactPdf(`cards ${lang}`, createElement(BarcodeCardsDocument, { sheet: await cards(r, lang) }) as ReactElement<DocumentProps>);
  const academy = lang === 'ar' ? 'أكاديمية النجاح للتعليم' : 'Success Academy';
  const data = report(r, kind);
  return { label: `${kind} report ${lang}`, expected: reportTexts(data, lang, academy), render: () => renderReport(data, lang, academy) };
}

/** Prints a document and compares its text layer with what it asked to print; returns the differences. */
async function check(doc: Doc) {
  const { expected } = doc;
  const pdf = await doc.render();
  const got = await pdfWords(pdf);
  const wanted = new Map(expected.flatMap(wordsOf).map((w) => [letterKey(w), w]));
  const found = new Set(got.words.map(letterKey));
  const missing = [...wanted].filter(([key]) => !found.has(key)).map(([, w]) => w);
  const unexpected = got.words.filter((w) => !wanted.has(letterKey(w)));
  const marks = sorted(got.marks);
  const expectedMarks = sorted(markCounts(expected));
  return {
    label: doc.label,
    missing,
    unexpected,
    marks,
    expectedMarks,
    ok: !missing.length && !unexpected.length && marks === expectedMarks,
  };
}

const sorted = (counts: Record<string, number>) => JSON.stringify(Object.entries(counts).sort());

describe('PDF text layer', () => {
  it('prints the names of a cards sheet whole after an Arabic receipt (the reported case)', async () => {
    const r = generator(23);
    const first = await check(
      reactPdf(
        'receipt ar',
        createElement(ReceiptDocument, { receipt: receipt(r, 'ar', 'فاطمة الزّهراء شيماء') }) as ReactElement<DocumentProps>,
      ),
    );
    const sheet = await cards(r, 'ar', ['آية مسعودي', 'مسلم', 'نسيم', 'لأن إله']);
    const second = await check(reactPdf('cards ar', createElement(BarcodeCardsDocument, { sheet }) as ReactElement<DocumentProps>));
    for (const result of [first, second]) {
      expect(result.missing, result.label).toEqual([]);
      expect(result.unexpected, result.label).toEqual([]);
      expect(result.marks, result.label).toEqual(result.expectedMarks);
    }
  }, 120_000);

  it('prints every word of every kind of PDF, whatever was printed before it in the process', async () => {
    const r = generator(2026);
    const plan = [...KINDS, ...KINDS, ...KINDS].flatMap((kind) => [[kind, 'ar'] as const, [kind, 'en'] as const]);
    // A seeded shuffle: another order each seed, the same one each run.
    for (let i = plan.length - 1; i > 0; i -= 1) {
      const j = Math.floor(r.next() * (i + 1));
      [plan[i], plan[j]] = [plan[j]!, plan[i]!];
    }
    const failures = [];
    for (const [kind, lang] of plan) {
      const result = await check(await makeDoc(r, kind, lang));
      if (!result.ok) failures.push(result);
    }
    expect(plan.length).toBe(48);
    expect(failures).toEqual([]);
  }, 600_000);

  it('prints every word of every kind of PDF in French, amounts as 1 234,50 DA and dates as 27 novembre 2026', async () => {
    const r = generator(1962);
    const failures = [];
    for (const kind of KINDS) {
      const result = await check(await makeDoc(r, kind, 'fr'));
      if (!result.ok) failures.push(result);
    }
    expect(failures).toEqual([]);
    // A French amount's thousands (U+202F, which Cairo lacks) print as a no-break space: apart, whole, on one line.
    const sample = { ...receipt(generator(7), 'fr'), amount: 1234.5, amount_text: formatDA(1234.5, 'fr') };
    const printed = await pdfWords(await renderPdf(createElement(ReceiptDocument, { receipt: sample }) as ReactElement<DocumentProps>));
    expect(printed.words.join(' ')).toContain('Montant payé 1 234,50 DA');
    const revenue = { ...(report(generator(7), 'revenue') as Extract<AnyReport, { report: 'revenue' }>) };
    revenue.rows = [{ month: '2026-01', cash: 1234567.5, card: 0, bank_transfer: 0, online: 0, total: 1234567.5, count: 3 }];
    const table = await pdfWords(await renderReport(revenue, 'fr', 'Académie En-Nadjah'));
    expect(table.words.join(' ')).toContain('1 234 567,50 0 0 0 1 234 567,50 3');
  }, 300_000);
});
