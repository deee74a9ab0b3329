import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { eq, sql } from 'drizzle-orm';
import type {
  AttendanceStudentCard,
  CreditNote,
  Language,
  PaymentReceipt,
  PaymentRecord,
  ReversePaymentResponse,
  StudentPaymentsResponse,
  TeacherStatement,
} from '@academy/shared';
import { receiptCounters, receiptPrints, receipts, users } from '../src/db/schema';
import { writePayment } from '../src/modules/ledger/write';
import { CreditNoteDocument } from '../src/modules/admin-payments/credit-note-document';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { letterKey, pdfWords, printedTexts, wordsOf } from './support/pdf-text';
import { expectKeptSummaries } from './support/kept-summaries';

/*
 * Issue 28 item 3: receipts that cannot be rewritten. The database numbers every payment's receipt per year of the
 * academy's clock (2026-000001, 2026-000002 …) with no gap and no reuse, every reversal's credit note (AV-2026-000001)
 * naming the receipt it cancels; receipts, prints and counters are append-only; every PDF is logged, and every PDF
 * after the first is a marked duplicate. The tests run in order: the numbers continue from one test to the next.
 */

let t: TestApp;
let admin: string;
let adminId: number;
let teacher: { id: number; token: string };
let sectionId: number;

const get = async <T>(url: string, token = admin) => {
  const res = await t.request({ method: 'GET', url, token });
  return { status: res.statusCode, body: res.json() as T & { code?: string }, raw: res };
};

/** A new family whose child is seated in the section and pays 500 DA at the door with the mark (the real route). */
async function familyPaidAtTheDoor(name: string) {
  const parent = await signedInParent(t, { student_name: name });
  const studentId = parent.user.students[0].id as number;
  await approvedEnrollment(t, studentId, sectionId);
  return { studentId, token: parent.token, payment: await payAtTheDoor(studentId) };
}

async function payAtTheDoor(studentId: number): Promise<PaymentRecord> {
  const marked = await t.request({
    method: 'POST',
    url: '/api/admin/attendance/mark',
    token: admin,
    payload: { student_id: studentId, class_id: sectionId, status: 'present', force: true, payment_status: 'paid', amount: '500' },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  return (marked.json() as { payment: PaymentRecord }).payment;
}

const reverse = async (paymentId: number, reason = 'Entered twice') => {
  const res = await t.request({ method: 'POST', url: `/api/admin/payments/${paymentId}/reverse`, token: admin, payload: { reason } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReversePaymentResponse;
};

const debtOf = async (studentId: number) =>
  (await get<AttendanceStudentCard>(`/api/admin/attendance/students/${studentId}/card`)).body.total_debt;

const lastNumber = async () => {
  const [row] = await t.app.deps.db
    .select({ number: receipts.number })
    .from(receipts)
    .where(sql`series = 'receipt' and year = 2026`)
    .orderBy(sql`${receipts.seq} desc`)
    .limit(1);
  return row!.number;
};
/** The number after `number` in its series and year (2026-000007 -> 2026-000008). */
const next = (number: string) => number.replace(/\d{6}$/u, (seq) => String(Number(seq) + 1).padStart(6, '0'));

/** A PDF and its text layer: its words, and its text (a word cut after a hyphen joined again: "AV-2026-000001"). */
async function pdf(url: string) {
  const res = await t.request({ method: 'GET', url, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const { words } = await pdfWords(res.rawPayload);
  return { res, words, text: words.join(' ').replace(/-\s/gu, '-') };
}

/** The clock moved (the tests' tokens last a while): the admin signs in again at the new time. */
async function clockAt(iso: string) {
  t.clock.set(iso);
  admin = await signedInAdmin(t);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const [me] = await t.app.deps.db.select().from(users).where(eq(users.email, 'admin@academy.dz'));
  adminId = me!.id;
  teacher = await signedInTeacher(t, 'Pierre Percent');
  const maths = await createCourse(t, { name: 'Maths 4AM', pricingType: 'session', sessionPrice: '500.00' });
  sectionId = (await createSection(t, maths.id, { name: 'SP', teacherId: teacher.id })).id;
  // The teacher earns 50 % of what the section collects from 1 November (set on 1 November).
  await clockAt('2026-11-01T08:00:00Z');
  const rule = await t.request({
    method: 'PUT',
    url: `/api/admin/sections/${sectionId}/pay-rule`,
    token: admin,
    payload: { kind: 'percent', rate: '50', effective_from: '2026-11-01' },
  });
  expect(rule.statusCode, rule.body).toBe(200);
});
afterAll(() => t.close());

describe('receipt numbers', () => {
  it('numbers consecutive payments 2026-000001, 2026-000002 … in the year of the academy’s clock, and starts again at 1 January (Algiers)', async () => {
    await clockAt('2026-11-10T15:00:00Z');
    const first = await familyPaidAtTheDoor('Yacine Premier');
    const second = await familyPaidAtTheDoor('Lina Deuxième');
    expect([first.payment.receipt_number, second.payment.receipt_number]).toEqual(['2026-000001', '2026-000002']);

    // 31 December 23:30 in Algiers (22:30 UTC) is still 2026; 1 January 00:30 in Algiers (31 December 23:30 UTC) is 2027.
    await clockAt('2026-12-31T22:30:00Z');
    const lastOf2026 = await familyPaidAtTheDoor('Omar Décembre');
    await clockAt('2026-12-31T23:30:00Z');
    const firstOf2027 = await familyPaidAtTheDoor('Sara Janvier');
    const secondOf2027 = await familyPaidAtTheDoor('Rami Janvier');
    expect([lastOf2026.payment.receipt_number, firstOf2027.payment.receipt_number, secondOf2027.payment.receipt_number]).toEqual([
      '2026-000003',
      '2027-000001',
      '2027-000002',
    ]);
    // The receipt (JSON and the PDF's file name) carries the same number.
    const receipt = await get<PaymentReceipt>(`/api/admin/payments/${firstOf2027.payment.id}/receipt`);
    expect(receipt.body.receipt_number).toBe('2027-000001');
    const file = await t.request({ method: 'GET', url: `/api/admin/payments/${lastOf2026.payment.id}/receipt.pdf`, token: admin });
    expect(file.headers['content-disposition']).toBe('inline; filename="receipt-2026-000003.pdf"');
    // The student card shows the real number too.
    const card = await get<AttendanceStudentCard>(`/api/admin/attendance/students/${second.studentId}/card`);
    expect(card.body.recent_payments.map((p) => p.receipt_number)).toEqual(['2026-000002']);
    await clockAt('2026-11-10T15:30:00Z');
  }, 60_000);

  it('leaves no gap: a refused payment takes no number, and a payment rolled back after its insert gives its number back', async () => {
    const before = await lastNumber();
    // Refused: more than the student owes (nothing).
    const f = await familyPaidAtTheDoor('Nadia Refusée');
    expect(f.payment.receipt_number).toBe(next(before));
    const refused = await t.request({
      method: 'POST',
      url: '/api/attendance/clear-debt',
      token: admin,
      payload: { user_id: f.studentId, amount: '100', payment_method: 'cash', idempotency_key: 'gap-refused-0001' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'nothing_to_pay']);

    // A transaction that writes a payment (the ledger's own writer) and then fails: the entry and its number are gone.
    const seat = await approvedEnrollment(t, f.studentId, (await createSection(t, (await createCourse(t)).id)).id);
    const failed = t.app.deps.db.transaction(async (tx) => {
      const charge = await tx.execute(
        sql`insert into ledger_entries (kind, reason, amount, student_id, enrollment_id) values ('charge', 'session', 500, ${f.studentId}, ${seat.id}) returning id`,
      );
      const chargeId = (charge as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
      const payment = await writePayment(
        tx,
        { actor: { id: adminId, ip: null }, now: t.clock() },
        {
          amount: '500',
          method: 'cash',
          studentId: f.studentId,
          enrollmentId: seat.id,
          appliesToEntryId: chargeId,
          note: 'rolled back',
          idem: null,
        },
      );
      const [numbered] = await tx.select().from(receipts).where(eq(receipts.ledgerEntryId, payment.id));
      // Inside the transaction it was numbered: the next number.
      expect(numbered!.number).toBe(next(f.payment.receipt_number));
      throw new Error('the request failed after its payment');
    });
    await expect(failed).rejects.toThrow('the request failed after its payment');

    const after = await familyPaidAtTheDoor('Walid Suivant');
    expect(after.payment.receipt_number).toBe(next(f.payment.receipt_number));
    // Every receipt of 2026, 1 to the counter, once each.
    const seqs = await t.app.deps.db
      .select({ seq: receipts.seq })
      .from(receipts)
      .where(sql`series = 'receipt' and year = 2026`);
    const [counter] = await t.app.deps.db
      .select()
      .from(receiptCounters)
      .where(sql`series = 'receipt' and year = 2026`);
    expect(seqs.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: counter!.last }, (_, i) => i + 1));
  }, 60_000);

  it('numbers concurrent payments with no gap and no number twice', async () => {
    const families = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const parent = await signedInParent(t, { student_name: `Élève ${'abcdefghijkl'[i]}${'mnopqrstuvwx'[i]}` });
        const studentId = parent.user.students[0].id as number;
        await approvedEnrollment(t, studentId, sectionId);
        return studentId;
      }),
    );
    const before = await lastNumber();
    const paid = await Promise.all(families.map((studentId) => payAtTheDoor(studentId)));
    const seqs = paid.map((p) => Number(p.receipt_number.slice(-6))).sort((a, b) => a - b);
    const start = Number(before.slice(-6)) + 1;
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, i) => start + i));
  }, 60_000);

  it('refuses in the database to edit or erase a receipt, a print, or to move a counter back', async () => {
    const db = t.app.deps.db;
    const [receipt] = await db.select().from(receipts).limit(1);
    await t.request({ method: 'GET', url: `/api/admin/payments/${receipt!.ledgerEntryId}/receipt.pdf`, token: admin });
    const [print] = await db.select().from(receiptPrints).where(eq(receiptPrints.receiptId, receipt!.id));
    expect(print).toBeDefined();
    await expect(db.update(receipts).set({ number: '2026-999999' }).where(eq(receipts.id, receipt!.id))).rejects.toThrow();
    await expect(db.delete(receipts).where(eq(receipts.id, receipt!.id))).rejects.toThrow();
    await expect(db.update(receiptPrints).set({ copy: 9 }).where(eq(receiptPrints.id, print!.id))).rejects.toThrow();
    await expect(db.delete(receiptPrints).where(eq(receiptPrints.id, print!.id))).rejects.toThrow();
    await expect(db.execute(sql`update receipt_counters set last = last - 1 where series = 'receipt' and year = 2026`)).rejects.toThrow();
    await expect(db.execute(sql`update receipt_counters set last = 1 where series = 'receipt' and year = 2026`)).rejects.toThrow();
    // Moved on by hand, without its receipt: a gap, refused when the statement commits.
    await expect(db.execute(sql`update receipt_counters set last = last + 1 where series = 'receipt' and year = 2026`)).rejects.toThrow();
    await expect(db.execute(sql`delete from receipt_counters`)).rejects.toThrow();
    const [still] = await db.select().from(receipts).where(eq(receipts.id, receipt!.id));
    expect(still).toEqual(receipt);
  });

  it('gives two payments written in one transaction (a family paying for two children) consecutive numbers', async () => {
    const db = t.app.deps.db;
    const [a, b] = [(await familyPaidAtTheDoor('Rayan Frère')).studentId, (await familyPaidAtTheDoor('Sarah Sœur')).studentId];
    const written = await db.transaction(async (tx) => {
      const ids = [];
      for (const studentId of [a, b]) {
        const [row] = await tx
          .execute(
            sql`insert into ledger_entries (kind, amount, method, student_id)
          values ('payment', '100.00', 'cash', ${studentId}) returning id`,
          )
          .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
        ids.push(row!.id);
      }
      return ids;
    });
    const numbered = await db
      .select()
      .from(receipts)
      .where(sql`${receipts.ledgerEntryId} in (${written[0]}, ${written[1]})`);
    const seqs = numbered.map((r) => r.seq).sort((x, y) => x - y);
    expect(seqs[1]).toBe(seqs[0]! + 1);
    const [counter] = await db
      .select()
      .from(receiptCounters)
      .where(sql`${receiptCounters.series} = 'receipt' and ${receiptCounters.year} = ${numbered[0]!.year}`);
    expect(counter!.last).toBe(seqs[1]);
  });
});

describe('a reversal: its credit note, the debt and the teacher’s share', () => {
  let f: Awaited<ReturnType<typeof familyPaidAtTheDoor>>;
  let reversal: ReversePaymentResponse;

  it('writes credit note AV-2026-000001 naming the receipt; the debt comes back and the teacher’s 50 % share is taken back', async () => {
    await clockAt('2026-11-12T14:00:00Z');
    f = await familyPaidAtTheDoor('Karim Annulé');
    const statement = async () => (await get<TeacherStatement>(`/api/admin/teachers/${teacher.id}/statement?month=2026-11`)).body;
    const shareBefore = Number((await statement()).share);
    expect(await debtOf(f.studentId)).toBe(0);

    await clockAt('2026-11-13T10:15:00Z');
    reversal = await reverse(f.payment.id, 'Payé deux fois');
    expect(reversal.reversal).toMatchObject({
      payment_id: f.payment.id,
      receipt_number: f.payment.receipt_number,
      credit_note_number: 'AV-2026-000001',
      amount: 500,
    });
    expect(reversal.total_debt).toBe(500);
    expect(await debtOf(f.studentId)).toBe(500);
    // The teacher's share of that payment (50 % of 500) is taken back in the month of the reversal.
    expect(Number((await statement()).share)).toBe(shareBefore - 250);

    // In the database: the credit note cancels the payment's receipt, in its own series.
    const [paymentReceipt] = await t.app.deps.db.select().from(receipts).where(eq(receipts.ledgerEntryId, f.payment.id));
    const [note] = await t.app.deps.db.select().from(receipts).where(eq(receipts.ledgerEntryId, reversal.reversal.id));
    expect(note).toMatchObject({
      series: 'credit_note',
      year: 2026,
      seq: 1,
      number: 'AV-2026-000001',
      cancelsReceiptId: paymentReceipt!.id,
    });

    // The card and the receipt say which credit note cancelled it.
    const card = await get<AttendanceStudentCard>(`/api/admin/attendance/students/${f.studentId}/card`);
    expect(card.body.recent_payments.map((p) => [p.receipt_number, p.reversed, p.credit_note_number])).toEqual([
      [f.payment.receipt_number, true, 'AV-2026-000001'],
    ]);
    const receipt = await get<PaymentReceipt>(`/api/admin/payments/${f.payment.id}/receipt`);
    expect(receipt.body.cancelled_by).toEqual({ number: 'AV-2026-000001', issued_at: '2026-11-13T10:15:00.000Z' });
    await expectKeptSummaries(t);
  });

  it('gives the credit note as JSON; 404 credit_note_not_found for a payment not reversed, payment_not_found for anything else', async () => {
    const note = await get<CreditNote>(`/api/admin/payments/${f.payment.id}/credit-note?lang=fr`);
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({
      id: reversal.reversal.id,
      payment_id: f.payment.id,
      credit_note_number: 'AV-2026-000001',
      receipt_number: f.payment.receipt_number,
      receipt_date_text: '12 novembre 2026',
      lang: 'fr',
      student: { id: f.studentId, name: 'Karim Annulé' },
      amount: 500,
      reason: 'Payé deux fois',
      issued_date_text: '13 novembre 2026',
      issued_time_text: '11:15',
      prints: { count: 0, last_printed_at: null },
    });
    expect(note.body.issued_by).toEqual(expect.any(String));

    const kept = await familyPaidAtTheDoor('Lina Gardée');
    const notReversed = await get(`/api/admin/payments/${kept.payment.id}/credit-note`);
    expect([notReversed.status, notReversed.body.code]).toEqual([404, 'credit_note_not_found']);
    for (const id of [reversal.reversal.id, 999999]) {
      const other = await get(`/api/admin/payments/${id}/credit-note.pdf`);
      expect([other.status, other.body.code], String(id)).toEqual([404, 'payment_not_found']);
    }
    expect((await get(`/api/admin/payments/${kept.payment.id}/credit-note.pdf`)).body.code).toBe('credit_note_not_found');
    // Nothing was logged as printed by the refused requests.
    expect(
      await t.app.deps.db
        .select()
        .from(receiptPrints)
        .where(sql`receipt_id in (select id from receipts where series = 'credit_note')`),
    ).toEqual([]);
  });

  it('prints the credit note as its own document in English, French and Arabic: every word it asked to print, and the expected texts', async () => {
    const expected: Record<Language, string[]> = {
      en: ['Credit note', 'Credit note No.: AV-2026-000001', `Cancels receipt ${f.payment.receipt_number} of 12 November 2026`],
      fr: ['Avoir', 'Avoir N°: AV-2026-000001', `Annule le reçu ${f.payment.receipt_number} du 12 novembre 2026`, 'Motif Payé deux fois'],
      ar: ['إشعار دائن', 'رقم الإشعار', 'يلغي الوصل رقم', 'المؤرخ في', 'AV-2026-000001', f.payment.receipt_number],
    };
    for (const lang of ['en', 'fr', 'ar'] as const) {
      const { res, text, words } = await pdf(`/api/admin/payments/${f.payment.id}/credit-note.pdf?lang=${lang}`);
      expect(res.headers['content-disposition']).toBe('inline; filename="credit-note-AV-2026-000001.pdf"');
      if (lang === 'ar') {
        // Arabic words as sets of letters (an extractor lists a ligature's letters in its own order).
        const found = new Set(words.map(letterKey));
        for (const want of expected.ar.flatMap(wordsOf)) expect(found.has(letterKey(want)), want).toBe(true);
        // The numbers read left to right inside the Arabic lines (not "000123-2026").
        expect(text).toContain(`${f.payment.receipt_number} `);
        expect(text).toContain('AV-2026-000001');
      } else {
        for (const want of expected[lang]) expect(text, lang).toContain(want);
      }
      // Every word the document asked to print is on the page, and nothing else.
      const note = (await get<CreditNote>(`/api/admin/payments/${f.payment.id}/credit-note?lang=${lang}`)).body;
      const copy = { copy: note.prints.count, printed_at: note.prints.last_printed_at! };
      const asked = printedTexts(createElement(CreditNoteDocument, { note, copy }) as ReactElement<DocumentProps>);
      const wanted = new Set(asked.flatMap(wordsOf).map(letterKey));
      const got = new Set(words.map(letterKey));
      expect(
        [...wanted].filter((w) => !got.has(w)),
        lang,
      ).toEqual([]);
      expect(
        words.filter((w) => !wanted.has(letterKey(w))),
        lang,
      ).toEqual([]);
    }
    // Three prints: the first the original, the next two marked duplicates (copy 2, 3).
    const [en, fr, ar] = await t.app.deps.db
      .select()
      .from(receiptPrints)
      .where(sql`receipt_id = (select id from receipts where number = 'AV-2026-000001')`)
      .orderBy(receiptPrints.copy);
    expect([en!.copy, fr!.copy, ar!.copy]).toEqual([1, 2, 3]);
    expect(en!.printedBy).toBe(adminId);
  }, 120_000);
});

describe('marked duplicates', () => {
  it('prints the first receipt PDF as the original, the second as a DUPLICATA with its copy number and print time (fr)', async () => {
    await clockAt('2026-11-20T08:00:00Z');
    const f = await familyPaidAtTheDoor('Amina Duplicata');
    const url = `/api/admin/payments/${f.payment.id}/receipt.pdf?lang=fr`;
    expect((await get<PaymentReceipt>(`/api/admin/payments/${f.payment.id}/receipt`)).body.prints).toEqual({
      count: 0,
      last_printed_at: null,
    });

    await clockAt('2026-11-20T08:05:00Z');
    const original = await pdf(url);
    expect(original.text).toContain(`Reçu N°: ${f.payment.receipt_number}`);
    expect(original.text).not.toContain('DUPLICATA');
    expect(original.text).not.toContain('Copie');

    await clockAt('2026-11-21T16:45:00Z');
    const duplicate = await pdf(url);
    expect(duplicate.text).toContain('DUPLICATA');
    expect(duplicate.text).toContain('Copie n° 2');
    // The print's date and time on the academy's clock (UTC+1).
    expect(duplicate.text).toContain('Imprimé le 21 novembre 2026 à 17:45');
    expect(duplicate.text).toContain(`Reçu N°: ${f.payment.receipt_number}`);

    // The JSON receipt says it was printed twice, so the admin's dialog can say the next one is a duplicate.
    expect((await get<PaymentReceipt>(`/api/admin/payments/${f.payment.id}/receipt`)).body.prints).toEqual({
      count: 2,
      last_printed_at: '2026-11-21T16:45:00.000Z',
    });
  }, 60_000);

  it('two first prints at once are never both originals', async () => {
    const f = await familyPaidAtTheDoor('Sofiane Simultané');
    const url = `/api/admin/payments/${f.payment.id}/receipt.pdf?lang=en`;
    const [a, b] = await Promise.all([pdf(url), pdf(url)]);
    expect([a.text.includes('DUPLICATE'), b.text.includes('DUPLICATE')].sort()).toEqual([false, true]);
    const copies = await t.app.deps.db
      .select({ copy: receiptPrints.copy })
      .from(receiptPrints)
      .where(sql`receipt_id = (select id from receipts where ledger_entry_id = ${f.payment.id})`);
    expect(copies.map((c) => c.copy).sort()).toEqual([1, 2]);
  }, 60_000);

  it('a reversed payment’s receipt PDF says it was cancelled by its credit note', async () => {
    const [reversed] = await t.app.deps.db.select().from(receipts).where(eq(receipts.number, 'AV-2026-000001'));
    const [cancelled] = await t.app.deps.db.select().from(receipts).where(eq(receipts.id, reversed!.cancelsReceiptId!));
    const en = await pdf(`/api/admin/payments/${cancelled!.ledgerEntryId}/receipt.pdf?lang=en`);
    expect(en.text).toContain('Cancelled by credit note AV-2026-000001');
    const fr = await pdf(`/api/admin/payments/${cancelled!.ledgerEntryId}/receipt.pdf?lang=fr`);
    expect(fr.text).toContain('Annulé par l’avoir AV-2026-000001');
  }, 60_000);
});

describe('the family', () => {
  it('sees its own payments with their real numbers and the credit note of a reversed one; another family’s child is 404', async () => {
    await clockAt('2026-11-22T09:00:00Z');
    const f = await familyPaidAtTheDoor('Ines Famille');
    const second = await payAtTheDoorAgain(f.studentId, '2026-11-23T09:00:00Z');
    const reversed = await reverse(second.id, 'Rendu au parent');

    const mine = await get<StudentPaymentsResponse>('/api/payments/student-payments', f.token);
    expect(mine.status).toBe(200);
    expect(mine.body.payment_history.map((p) => [p.id, p.receipt_number, p.reversed, p.credit_note_number])).toEqual([
      [second.id, second.receipt_number, true, reversed.reversal.credit_note_number],
      [f.payment.id, f.payment.receipt_number, false, null],
    ]);
    expect(mine.body.payment_history.every((p) => /^\d{4}-\d{6}$/u.test(p.receipt_number))).toBe(true);
    expect(reversed.reversal.credit_note_number).toMatch(/^AV-2026-\d{6}$/u);

    const other = await familyPaidAtTheDoor('Yanis Voisin');
    const theirs = await get('/api/payments/student-payments?student_id=' + other.studentId, f.token);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'student_not_found']);
    // The receipts and credit notes by id are the staff's: a parent is refused them.
    for (const url of [
      `/api/admin/payments/${other.payment.id}/receipt`,
      `/api/admin/payments/${other.payment.id}/receipt.pdf`,
      `/api/admin/payments/${second.id}/credit-note`,
      `/api/admin/payments/${second.id}/credit-note.pdf`,
    ]) {
      expect((await get(url, f.token)).status, url).toBe(403);
    }
  }, 60_000);
});

/** Another day's mark and payment for the same child. */
async function payAtTheDoorAgain(studentId: number, at: string) {
  await clockAt(at);
  return payAtTheDoor(studentId);
}
