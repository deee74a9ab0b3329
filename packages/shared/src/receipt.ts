import { ACADEMY_TIME_ZONE } from './constants';
import { LANGUAGES, type Language } from './languages';
import { formatDA } from './money';
import { legalHeader, type LegalHeader, type LegalIdentity } from './legal-identity';
import type { PaymentHistoryItem } from './schemas/family-money';
import type { CreditNote, PaymentReceipt, PrintCopy } from './schemas/admin-attendance';

/**
 * The payment receipt, described once: the server's PDF (apps/server/src/modules/admin-payments/receipt-document.tsx), the admin's receipt
 * dialog and the family's receipt page all draw `describeReceipt`'s parts in its order, so a field added here
 * appears in the three. Every word is given in English, Arabic and French; every value arrives formatted in the reader's
 * language (the server's receipt payload already formats its dates and amounts).
 */
export const RECEIPT_LABELS = {
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
    paid_for: 'For',
    method: 'Payment method',
    card_network: 'Card',
    reference: 'Chargily reference',
    received_by: 'Received by',
    amount: 'Amount paid',
    signature: 'Signature and stamp',
    thanks: 'Thank you. Keep this receipt as proof of payment.',
    reasons: { session: 'Session', month: 'Monthly payment', subscription: 'Kindergarten subscription' },
    debt: 'Debt payment',
    settled: 'Charges settled',
    cancelled_by: 'Cancelled by credit note',
    duplicate: 'DUPLICATE',
    copy: 'Copy no.',
    printed_at: 'Printed on',
    methods: { cash: 'Cash', card: 'Card', bank_transfer: 'Bank transfer', online: 'Online (CIB / EDAHABIA)' },
    networks: { edahabia: 'EDAHABIA', cib: 'CIB' },
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
    paid_for: 'مقابل',
    method: 'طريقة الدفع',
    card_network: 'البطاقة',
    reference: 'مرجع Chargily',
    received_by: 'استلمه',
    amount: 'المبلغ المدفوع',
    signature: 'الإمضاء والختم',
    thanks: 'شكرًا لكم. احتفظوا بهذا الوصل كإثبات للدفع.',
    reasons: { session: 'حصة', month: 'الدفعة الشهرية', subscription: 'اشتراك الروضة' },
    debt: 'تسديد دين',
    settled: 'المستحقات المسددة',
    cancelled_by: 'ملغى بموجب الإشعار الدائن',
    duplicate: 'نسخة مكررة',
    copy: 'النسخة رقم',
    printed_at: 'تاريخ الطبع',
    methods: { cash: 'نقدًا', card: 'بطاقة', bank_transfer: 'تحويل بنكي', online: 'دفع إلكتروني (CIB / الذهبية)' },
    networks: { edahabia: 'الذهبية', cib: 'CIB' },
  },
  fr: {
    title: 'Reçu de paiement',
    number: 'Reçu N°',
    date: 'Date',
    time: 'Heure',
    session_date: 'Date de la séance',
    student: 'Élève',
    barcode: 'Code-barres',
    parent: 'Parent',
    course: 'Cours',
    section: 'Groupe',
    paid_for: 'Objet',
    method: 'Mode de paiement',
    card_network: 'Carte',
    reference: 'Référence Chargily',
    received_by: 'Reçu par',
    amount: 'Montant payé',
    signature: 'Signature et cachet',
    thanks: 'Merci. Conservez ce reçu comme preuve de paiement.',
    reasons: { session: 'Séance', month: 'Mensualité', subscription: 'Abonnement au jardin d’enfants' },
    debt: 'Règlement de dette',
    settled: 'Montants réglés',
    cancelled_by: 'Annulé par l’avoir',
    duplicate: 'DUPLICATA',
    copy: 'Copie n°',
    printed_at: 'Imprimé le',
    methods: { cash: 'Espèces', card: 'Carte', bank_transfer: 'Virement bancaire', online: 'En ligne (CIB / EDAHABIA)' },
    networks: { edahabia: 'EDAHABIA', cib: 'CIB' },
  },
} as const;

/** The receipt's fields, in the order they are printed. */
export const RECEIPT_FIELDS = [
  'date',
  'time',
  'student',
  'barcode',
  'parent',
  'course',
  'section',
  'paid_for',
  'session_date',
  'method',
  'card_network',
  'reference',
  'received_by',
] as const;
export type ReceiptFieldKey = (typeof RECEIPT_FIELDS)[number];

/** One printed line: its key (for tests and styling), its label and its value in the reader's language. */
export interface ReceiptField {
  key: ReceiptFieldKey;
  label: string;
  value: string;
  /** Digits and Latin letters kept left to right inside Arabic text (a barcode, a Chargily reference). */
  ltr: boolean;
}

/**
 * A reprint's mark (issue 28): DUPLICATE near the title, the copy's number and when it was printed (the academy's
 * clock); the first print, the original, has none.
 */
export interface DuplicateMark {
  banner: string;
  copy: { label: string; value: string };
  printed: { label: string; value: string };
}

/** The mark of a print: null for the original (copy 1) or when the copy is not known (a screen). */
export function duplicateMark(copy: PrintCopy | null | undefined, lang: Language): DuplicateMark | null {
  if (!copy || copy.copy <= 1) return null;
  const t = RECEIPT_LABELS[lang];
  return {
    banner: t.duplicate,
    copy: { label: t.copy, value: String(copy.copy) },
    printed: { label: t.printed_at, value: receiptDateText(copy.printed_at, lang, { dateStyle: 'long', timeStyle: 'short' }) },
  };
}

/** The document's parts, top to bottom: academy, title and number, fields, the charges a clearance settled, the sum. */
export interface ReceiptDescription {
  lang: Language;
  academy: PaymentReceipt['academy'];
  /** The academy's legal identity under its name (legal name, address, phone, the RC/NIF/NIS/AI line); null when none is set. */
  legal: LegalHeader | null;
  title: string;
  number: { label: string; value: string };
  /** A reversed payment: "Cancelled by credit note AV-2026-000004" (the number left to right); else null. */
  cancelled: { label: string; number: string } | null;
  /** A reprint: its duplicate mark; null for the original. */
  duplicate: DuplicateMark | null;
  /** Only the fields that have a value. */
  fields: ReceiptField[];
  /** A debt clearance settles several charges: each with its date and the part paid on it; else null. */
  settled: { title: string; lines: Array<{ id: number; date: string; paid: string }> } | null;
  amount: { label: string; value: string };
  thanks: string;
  signature: string;
}

type Style = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** A moment (ISO) or a day (YYYY-MM-DD, read at noon) on the academy's clock, in the reader's language (ar-DZ / en). */
export function receiptDateText(iso: string, lang: Language, style: Style): string {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso;
  return new Intl.DateTimeFormat(LANGUAGES[lang].locale, { timeZone: ACADEMY_TIME_ZONE, ...style }).format(new Date(value));
}

/** What the payment was for, in words: a session, a month, a subscription, else a debt payment (several charges, or none). */
function paidFor(r: PaymentReceipt): string {
  const t = RECEIPT_LABELS[r.lang];
  const reason = r.charges && r.charges.length > 1 ? null : r.charge?.reason;
  return reason && reason in t.reasons ? t.reasons[reason as keyof typeof t.reasons] : t.debt;
}

/** The receipt's parts from the payload the server sends (GET /api/admin/payments/{id}/receipt); `copy`: the print being made (the PDF). */
export function describeReceipt(r: PaymentReceipt, copy?: PrintCopy | null): ReceiptDescription {
  const t = RECEIPT_LABELS[r.lang];
  const listed = (r.charges?.length ?? 0) > 1;
  const values: Record<ReceiptFieldKey, string | null> = {
    date: r.paid_date_text,
    time: r.paid_time_text,
    student: r.student.name,
    barcode: r.student.barcode,
    parent: r.parent_name,
    course: r.course_name,
    section: r.section_name,
    paid_for: paidFor(r),
    session_date: r.charge?.reason === 'session' && !listed ? (r.charge.date_text ?? null) : null,
    method: r.method_label,
    // An online payment: the card when Chargily said which, and its checkout id to find it in Chargily's dashboard.
    card_network: r.card_network ? t.networks[r.card_network] : null,
    reference: r.reference,
    received_by: r.received_by,
  };
  return {
    lang: r.lang,
    academy: r.academy,
    legal: r.legal ?? null,
    title: t.title,
    number: { label: t.number, value: r.receipt_number },
    cancelled: r.cancelled_by ? { label: t.cancelled_by, number: r.cancelled_by.number } : null,
    duplicate: duplicateMark(copy, r.lang),
    fields: RECEIPT_FIELDS.filter((key) => values[key]).map((key) => ({
      key,
      label: t[key],
      value: values[key]!,
      ltr: key === 'barcode' || key === 'reference',
    })),
    settled: listed
      ? { title: t.settled, lines: r.charges!.map((c) => ({ id: c.charge_id, date: c.date_text ?? '', paid: c.paid_text })) }
      : null,
    amount: { label: t.amount, value: r.amount_text },
    thanks: t.thanks,
    signature: t.signature,
  };
}

/**
 * The receipt payload of a payment in a family's history (GET /api/payments/student-payments), which carries
 * no barcode, recorder or settled charges: those fields are left out. `academy` is the site's, in `lang`; `legal` is
 * the site's legal identity (GET /api/site).
 */
export function receiptOfHistoryItem(
  item: PaymentHistoryItem,
  academy: PaymentReceipt['academy'],
  parentName: string | null,
  lang: Language,
  legal?: LegalIdentity | null,
): PaymentReceipt {
  const translated = lang === 'ar' ? item.course_name_ar?.trim() : lang === 'fr' ? item.course_name_fr?.trim() : undefined;
  return {
    id: item.id,
    receipt_number: item.receipt_number,
    lang,
    academy,
    legal: legalHeader(legal, lang),
    student: { id: item.student_id, name: item.student_name, barcode: null },
    parent_name: parentName,
    course_name: translated || item.course_name || item.course_name_ar || null,
    section_name: item.section_name,
    charge:
      item.reason && item.reason !== 'other' ? { id: 0, reason: item.reason, date: null, date_text: null, amount: item.amount } : null,
    amount: item.amount,
    amount_text: formatDA(item.amount, lang),
    method: item.payment_method,
    method_label: RECEIPT_LABELS[lang].methods[item.payment_method],
    reference: item.reference,
    card_network: item.card_network,
    paid_at: item.payment_date,
    paid_at_text: receiptDateText(item.payment_date, lang, { dateStyle: 'long', timeStyle: 'short' }),
    paid_date_text: receiptDateText(item.payment_date, lang, { dateStyle: 'long' }),
    paid_time_text: receiptDateText(item.payment_date, lang, { timeStyle: 'short' }),
    received_by: null,
    note: null,
    cancelled_by: item.credit_note_number ? { number: item.credit_note_number, issued_at: item.reversed_at ?? item.payment_date } : null,
  };
}

/** The words of a credit note ("avoir"), the document a payment's reversal prints: in English, Arabic and French. */
export const CREDIT_NOTE_LABELS = {
  en: {
    title: 'Credit note',
    number: 'Credit note No.',
    cancels: 'Cancels receipt {number} of {date}',
    date: 'Date',
    time: 'Time',
    student: 'Student',
    barcode: 'Barcode',
    parent: 'Parent',
    reason: 'Reason',
    issued_by: 'Issued by',
    amount: 'Amount credited',
    signature: 'Signature and stamp',
    thanks: 'This credit note cancels the receipt named above. Keep it with that receipt.',
  },
  ar: {
    title: 'إشعار دائن',
    number: 'رقم الإشعار',
    cancels: 'يلغي الوصل رقم {number} المؤرخ في {date}',
    date: 'التاريخ',
    time: 'الوقت',
    student: 'الطالب',
    barcode: 'الباركود',
    parent: 'الولي',
    reason: 'السبب',
    issued_by: 'أصدره',
    amount: 'المبلغ الملغى',
    signature: 'الإمضاء والختم',
    thanks: 'يلغي هذا الإشعار الوصل المذكور أعلاه. احتفظوا به مع ذلك الوصل.',
  },
  fr: {
    title: 'Avoir',
    number: 'Avoir N°',
    cancels: 'Annule le reçu {number} du {date}',
    date: 'Date',
    time: 'Heure',
    student: 'Élève',
    barcode: 'Code-barres',
    parent: 'Parent',
    reason: 'Motif',
    issued_by: 'Émis par',
    amount: 'Montant de l’avoir',
    signature: 'Signature et cachet',
    thanks: 'Cet avoir annule le reçu indiqué ci-dessus. Conservez-le avec ce reçu.',
  },
} as const;

/** The credit note's fields, in the order they are printed. */
export const CREDIT_NOTE_FIELDS = ['date', 'time', 'student', 'barcode', 'parent', 'reason', 'issued_by'] as const;
export type CreditNoteFieldKey = (typeof CREDIT_NOTE_FIELDS)[number];

/** A piece of a sentence with values in it: the translation's own words, or a value (`ltr`: a number kept left to right). */
export interface TextPart {
  text: string;
  value: boolean;
  ltr: boolean;
}

/** A translated sentence with {placeholders} as its parts, so each value can be set apart (left to right, isolated). */
export function templateParts(template: string, values: Record<string, { text: string; ltr: boolean }>): TextPart[] {
  return template
    .split(/(\{\w+\})/u)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const value = /^\{(\w+)\}$/u.exec(piece)?.[1];
      const filled = value === undefined ? undefined : values[value];
      return filled ? { text: filled.text, value: true, ltr: filled.ltr } : { text: piece, value: false, ltr: false };
    });
}

/** The credit note's parts, top to bottom: academy, title and number, the receipt it cancels, fields, the sum. */
export interface CreditNoteDescription {
  lang: Language;
  academy: CreditNote['academy'];
  legal: LegalHeader | null;
  title: string;
  number: { label: string; value: string };
  /** "Cancels receipt 2026-000123 of 23 November 2026", in parts. */
  cancels: TextPart[];
  fields: Array<{ key: CreditNoteFieldKey; label: string; value: string; ltr: boolean }>;
  amount: { label: string; value: string };
  thanks: string;
  signature: string;
  duplicate: DuplicateMark | null;
}

/** A credit note's parts from the payload the server sends (GET /api/admin/payments/{id}/credit-note); `copy`: the print being made. */
export function describeCreditNote(c: CreditNote, copy?: PrintCopy | null): CreditNoteDescription {
  const t = CREDIT_NOTE_LABELS[c.lang];
  const values: Record<CreditNoteFieldKey, string | null> = {
    date: c.issued_date_text,
    time: c.issued_time_text,
    student: c.student.name,
    barcode: c.student.barcode,
    parent: c.parent_name,
    reason: c.reason || null,
    issued_by: c.issued_by,
  };
  return {
    lang: c.lang,
    academy: c.academy,
    legal: c.legal ?? null,
    title: t.title,
    number: { label: t.number, value: c.credit_note_number },
    cancels: templateParts(t.cancels, {
      number: { text: c.receipt_number, ltr: true },
      date: { text: c.receipt_date_text, ltr: false },
    }),
    fields: CREDIT_NOTE_FIELDS.filter((key) => values[key]).map((key) => ({
      key,
      label: t[key],
      value: values[key]!,
      ltr: key === 'barcode',
    })),
    amount: { label: t.amount, value: c.amount_text },
    thanks: t.thanks,
    signature: t.signature,
    duplicate: duplicateMark(copy, c.lang),
  };
}
