import { describe, expect, it } from 'vitest';
import { describeReceipt, receiptOfHistoryItem } from './receipt';
import type { PaymentReceipt } from './schemas/admin-attendance';
import type { PaymentHistoryItem } from './schemas/family-money';

const academy = { name: 'Academy', address: 'Algiers', phones: ['0555 12 34 56'], email: 'a@example.dz' };
const base: PaymentReceipt = {
  id: 319,
  receipt_number: 'R-000319',
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
    expect(doc.number).toEqual({ label: 'Receipt No.', value: 'R-000319' });
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
      reversed: false,
      reversed_at: null,
      reason: 'month',
      course_name: 'Maths',
      course_name_ar: 'رياضيات',
      course_name_fr: 'Mathématiques',
      section_name: 'A',
    };
    const receipt = receiptOfHistoryItem(item, academy, 'Karim Haddad', 'ar');
    const doc = describeReceipt(receipt);
    expect(doc.number.value).toBe('R-000319');
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
});
