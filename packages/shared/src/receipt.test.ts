import { describe, expect, it } from 'vitest';
import { describeCreditNote, describeReceipt, receiptOfHistoryItem, templateParts } from './receipt';
import type { CreditNote, PaymentReceipt } from './schemas/admin-attendance';
import type { PaymentHistoryItem } from './schemas/family-money';

const academy = { name: 'Academy', address: 'Algiers', phones: ['0555 12 34 56'], email: 'a@example.dz' };
const base: PaymentReceipt = {
  id: 319,
  receipt_number: '2026-000319',
  lang: 'en',
  academy,
  student: { id: 1, name: 'Samir Haddad', barcode: 'STU-1' },
  parent_name: null,
  course_name: 'Maths',
  section_name: 'A',
  charge: { id: 9, reason: 'session', date: '2026-01-15', date_text: '15 January 2026', amount: 500 },
  charges: [
    {
      charge_id: 9,
      reason: 'session',
      date: '2026-01-15',
      course_name: 'Maths',
      section_name: 'A',
      amount: 500,
      paid: 500,
      date_text: '15 January 2026',
      paid_text: '500 DA',
    },
  ],
  amount: 500,
  amount_text: '500 DA',
  method: 'cash',
  method_label: 'Cash',
  reference: null,
  card_network: null,
  paid_at: '2026-01-15T13:05:00.000Z',
  paid_at_text: '15 January 2026 at 14:05',
  paid_date_text: '15 January 2026',
  paid_time_text: '14:05',
  received_by: 'Reception',
  note: null,
};

describe('describeReceipt', () => {
  it('gives the fields that have a value, in the printed order, the barcode left to right', () => {
    const doc = describeReceipt(base);
    expect(doc.fields.map((f) => f.key)).toEqual([
      'date',
      'time',
      'student',
      'barcode',
      'course',
      'section',
      'paid_for',
      'session_date',
      'method',
      'received_by',
    ]);
    expect(doc.fields.find((f) => f.key === 'paid_for')?.value).toBe('Session');
    expect(doc.fields.filter((f) => f.ltr).map((f) => f.key)).toEqual(['barcode']);
    expect(doc.number).toEqual({ label: 'Receipt No.', value: '2026-000319' });
    expect(doc.amount.value).toBe('500 DA');
    expect(doc.settled).toBeNull();
  });

  it('a clearance of several charges is a debt payment listing each charge, with no session date', () => {
    const two = [...base.charges!, { ...base.charges![0]!, charge_id: 10, date_text: '16 January 2026' }];
    const doc = describeReceipt({ ...base, lang: 'ar', charges: two });
    expect(doc.fields.find((f) => f.key === 'paid_for')?.value).toBe('تسديد دين');
    expect(doc.fields.some((f) => f.key === 'session_date')).toBe(false);
    expect(doc.settled?.lines.map((l) => l.id)).toEqual([9, 10]);
    expect(doc.title).toBe('وصل دفع');
  });

  it("describes a family's history item with the same parts, leaving out what it does not carry", () => {
    const item: PaymentHistoryItem = {
      id: 319,
      student_id: 1,
      student_name: 'Samir Haddad',
      amount: 500,
      payment_method: 'card',
      payment_date: '2026-01-15T13:05:00.000Z',
      reference: null,
      card_network: null,
      receipt_number: '2026-000042',
      reversed: false,
      reversed_at: null,
      credit_note_number: null,
      reason: 'month',
      course_name: 'Maths',
      course_name_ar: 'رياضيات',
      course_name_fr: 'Mathématiques',
      section_name: 'A',
    };
    const receipt = receiptOfHistoryItem(item, academy, 'Karim Haddad', 'ar');
    const doc = describeReceipt(receipt);
    expect(doc.number.value).toBe('2026-000042');
    expect(doc.cancelled).toBeNull();
    expect(doc.fields.map((f) => f.key)).toEqual(['date', 'time', 'student', 'parent', 'course', 'section', 'paid_for', 'method']);
    expect(doc.fields.find((f) => f.key === 'course')?.value).toBe('رياضيات');
    expect(doc.fields.find((f) => f.key === 'method')?.value).toBe('بطاقة');
    // In French, the course's French name; in English, the stored one.
    const course = (lang: 'fr' | 'en') =>
      describeReceipt(receiptOfHistoryItem(item, academy, null, lang)).fields.find((f) => f.key === 'course')?.value;
    expect(course('fr')).toBe('Mathématiques');
    expect(course('en')).toBe('Maths');
  });

  it('an online payment shows its card and its Chargily reference (left to right), after the method', () => {
    const online = { ...base, method: 'online' as const, method_label: 'Online (CIB / EDAHABIA)', received_by: null };
    const doc = describeReceipt({ ...online, reference: '01hj5n7cqpaf0mt2d0xx85tgz8', card_network: 'edahabia' });
    expect(doc.fields.map((f) => f.key).slice(-3)).toEqual(['method', 'card_network', 'reference']);
    expect(doc.fields.find((f) => f.key === 'card_network')?.value).toBe('EDAHABIA');
    expect(doc.fields.find((f) => f.key === 'reference')).toEqual({
      key: 'reference',
      label: 'Chargily reference',
      value: '01hj5n7cqpaf0mt2d0xx85tgz8',
      ltr: true,
    });
    const ar = describeReceipt({
      ...online,
      lang: 'ar',
      method_label: 'دفع إلكتروني (CIB / الذهبية)',
      reference: 'chk_1',
      card_network: 'cib',
    });
    expect(ar.fields.find((f) => f.key === 'card_network')).toMatchObject({ label: 'البطاقة', value: 'CIB' });
    expect(ar.fields.find((f) => f.key === 'reference')).toMatchObject({ label: 'مرجع Chargily', value: 'chk_1' });
    // The card is left out when Chargily did not say which.
    expect(describeReceipt({ ...online, reference: 'chk_2' }).fields.some((f) => f.key === 'card_network')).toBe(false);
  });

  it('the original has no duplicate mark; a later copy says DUPLICATE, its number and when it was printed (Algiers time)', () => {
    expect(describeReceipt(base).duplicate).toBeNull();
    expect(describeReceipt(base, { copy: 1, printed_at: '2026-11-28T09:00:00Z' }).duplicate).toBeNull();
    expect(describeReceipt({ ...base, lang: 'fr' }, { copy: 3, printed_at: '2026-11-28T09:30:00Z' }).duplicate).toEqual({
      banner: 'DUPLICATA',
      copy: { label: 'Copie n°', value: '3' },
      printed: { label: 'Imprimé le', value: '28 novembre 2026 à 10:30' },
    });
    expect(describeReceipt({ ...base, lang: 'ar' }, { copy: 2, printed_at: '2026-11-28T09:30:00Z' }).duplicate?.banner).toBe('نسخة مكررة');
  });

  it('a reversed payment says which credit note cancelled it', () => {
    const doc = describeReceipt({ ...base, cancelled_by: { number: 'AV-2026-000004', issued_at: '2026-11-28T09:30:00Z' } });
    expect(doc.cancelled).toEqual({ label: 'Cancelled by credit note', number: 'AV-2026-000004' });
    expect(describeReceipt({ ...base, lang: 'fr', cancelled_by: { number: 'AV-2026-000004', issued_at: '' } }).cancelled?.label).toBe(
      'Annulé par l’avoir',
    );
  });
});

describe('describeCreditNote', () => {
  const note: CreditNote = {
    id: 77,
    payment_id: 319,
    credit_note_number: 'AV-2026-000004',
    receipt_number: '2026-000319',
    receipt_paid_at: '2026-01-15T13:05:00.000Z',
    receipt_date_text: '15 January 2026',
    lang: 'en',
    academy,
    student: { id: 1, name: 'Samir Haddad', barcode: 'STU-1' },
    parent_name: 'Karim Haddad',
    amount: 500,
    amount_text: '500 DA',
    reason: 'Entered twice',
    issued_at: '2026-01-16T09:00:00.000Z',
    issued_date_text: '16 January 2026',
    issued_time_text: '10:00',
    issued_by: 'Reception',
    prints: { count: 0, last_printed_at: null },
  };

  it('names the receipt it cancels and its date, then the fields that have a value', () => {
    const doc = describeCreditNote(note);
    expect(doc.title).toBe('Credit note');
    expect(doc.number).toEqual({ label: 'Credit note No.', value: 'AV-2026-000004' });
    expect(doc.cancels.map((p) => p.text).join('')).toBe('Cancels receipt 2026-000319 of 15 January 2026');
    expect(doc.cancels.filter((p) => p.ltr).map((p) => p.text)).toEqual(['2026-000319']);
    expect(doc.fields.map((f) => f.key)).toEqual(['date', 'time', 'student', 'barcode', 'parent', 'reason', 'issued_by']);
    expect(doc.amount).toEqual({ label: 'Amount credited', value: '500 DA' });
    expect(doc.duplicate).toBeNull();
    const fr = describeCreditNote({ ...note, lang: 'fr', receipt_date_text: '15 janvier 2026' }, { copy: 2, printed_at: note.issued_at });
    expect(fr.title).toBe('Avoir');
    expect(fr.cancels.map((p) => p.text).join('')).toBe('Annule le reçu 2026-000319 du 15 janvier 2026');
    expect(fr.duplicate?.banner).toBe('DUPLICATA');
    expect(describeCreditNote({ ...note, lang: 'ar' }).title).toBe('إشعار دائن');
    expect(
      describeCreditNote({ ...note, parent_name: null, student: { ...note.student, barcode: null } }).fields.map((f) => f.key),
    ).toEqual(['date', 'time', 'student', 'reason', 'issued_by']);
  });

  it('templateParts keeps the words around each value, and an unknown placeholder as written', () => {
    expect(templateParts('{a} and {b}!', { a: { text: '1', ltr: true }, b: { text: 'x', ltr: false } })).toEqual([
      { text: '1', value: true, ltr: true },
      { text: ' and ', value: false, ltr: false },
      { text: 'x', value: true, ltr: false },
      { text: '!', value: false, ltr: false },
    ]);
    expect(templateParts('see {c}', {})).toEqual([
      { text: 'see ', value: false, ltr: false },
      { text: '{c}', value: false, ltr: false },
    ]);
  });
});
