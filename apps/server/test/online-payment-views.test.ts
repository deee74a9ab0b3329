import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  allocateOldestFirst,
  type ChargilyPaymentMethod,
  type ClearDebtResponse,
  type PaymentReceipt,
  type RevenueReport,
  type StudentPaymentsResponse,
  type TeacherStatement,
} from '@academy/shared';
import { ledgerEntries, onlineCheckouts, paymentAllocations, students } from '../src/db/schema';
import { unpaidChargesOldestFirst } from '../src/modules/ledger/charges';
import { rowsOf } from '../src/lib/rows';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { signedInTeacher } from './support/teachers';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import { expectKeptSummaries } from './support/kept-summaries';
import { letterKey, pdfWords, wordsOf } from './support/pdf-text';

/*
 * Online payments (issue 27 item 4) counted like cash wherever money is shown by method: the revenue report and its
 * CSV and PDF, the teacher's percentage of what is collected, the admin's day figure, the receipts (JSON and PDF, in
 * English and Arabic) and the family's history. The online payments are written here as the crediting of a
 * confirmed Chargily checkout writes them (a checkout row, and a ledger payment of method 'online' keyed
 * `chargily:<checkout_id>:<student_id>`, allocated to the oldest unpaid charges): the views are under test, not the
 * webhook. Clock: Monday 2026-11-23, 10:00 in Algiers.
 *
 * Section A (teacher P, 40 % of what is collected from 1 October), sessions of 1,500 DA:
 *   Lina:   19 Oct session 1,500; paid online 20 Oct 1,500 (checkout chk_october, card not reported)
 *   Yacine: 9 Nov and 16 Nov sessions, 1,500 each; 17 Nov 1,000 cash at the desk (to 9 Nov);
 *           today 09:30 2,000 online by EDAHABIA (500 to 9 Nov, 1,500 to 16 Nov)
 *   October: online 1,500, P earns 600.  November: cash 1,000 + online 2,000 = 3,000, P earns 1,200.
 */

let t: TestApp;
let admin: string;
let teacherId: number;
let teacherToken: string;
const yacine = { studentId: 0, token: '', cashPaymentId: 0, onlinePaymentId: 0 };
const lina = { studentId: 0, token: '', onlinePaymentId: 0 };
const CHECKOUT = '01hj5n7cqpaf0mt2d0xx85tgz8';

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
/** Signs in again at the test's clock (a session begun in September has expired by November). */
async function signIn(payload: object) {
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().access_token as string;
}

/**
 * A paid Chargily checkout and the ledger payment its crediting writes: one payment of method 'online' for the
 * child, its idempotency key naming the checkout and the child, allocated to the child's oldest unpaid charges
 * (as a clearance at the desk is), in one transaction at `when`.
 */
async function paidOnline(studentId: number, amount: string, when: string, checkoutId: string, card: ChargilyPaymentMethod | null) {
  const at = new Date(when);
  return t.app.deps.db.transaction(async (tx) => {
    const [student] = await tx.select({ parentId: students.parentId }).from(students).where(eq(students.id, studentId));
    await tx.insert(onlineCheckouts).values({
      checkoutId,
      parentId: student!.parentId!,
      purpose: 'debt',
      studentId,
      amount,
      plan: [{ student_id: studentId, amount }],
      locale: 'ar',
      feesAllocation: 'merchant',
      status: 'paid',
      livemode: false,
      fees: '0.00',
      feesOnCustomer: '0.00',
      feesOnMerchant: '0.00',
      paymentMethod: card,
      creditedAt: at,
      paidAt: at,
      confirmedBy: 'webhook',
      createdAt: new Date(at.getTime() - 5 * 60_000),
      updatedAt: at,
    });
    const charges = await unpaidChargesOldestFirst(tx, studentId);
    const [payment] = await tx
      .insert(ledgerEntries)
      .values({
        kind: 'payment',
        amount,
        method: 'online',
        studentId,
        enrollmentId: null,
        idempotencyKey: `chargily:${checkoutId}:${studentId}`,
        note: `Paid online (Chargily ${checkoutId})`,
        occurredAt: at,
        createdAt: at,
      })
      .returning();
    const enrollmentOf = new Map(charges.map((c) => [c.id, c.enrollment_id]));
    const parts = allocateOldestFirst(charges, amount);
    if (parts.length) {
      await tx.insert(paymentAllocations).values(
        parts.map((p) => ({
          paymentId: payment!.id,
          chargeId: p.charge_id,
          enrollmentId: enrollmentOf.get(p.charge_id) ?? null,
          amount: p.amount,
          createdAt: at,
        })),
      );
    }
    return payment!;
  });
}

async function family(studentName: string, parentName: string, sectionId: number) {
  const parent = await signedInParent(t, { student_name: studentName, full_name: parentName });
  const seat = await approvedEnrollment(t, parent.user.students[0].id as number, sectionId);
  return { credentials: { phone: parent.body.phone, password: parent.body.password }, seat };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  // The pay rule is set before the months it pays.
  t.clock.set('2026-09-30T10:00:00+01:00');
  const teacher = await signedInTeacher(t, 'Pierre Percent');
  teacherId = teacher.id;
  const course = await createCourse(t, {
    name: 'Maths 4AM',
    nameEn: 'Maths 4AM',
    nameAr: 'رياضيات السنة الرابعة',
    pricingType: 'session',
    sessionPrice: '1500.00',
  });
  const section = await createSection(t, course.id, { name: 'Section A', teacherId });
  const rule = await t.request({
    method: 'PUT',
    url: `/api/admin/sections/${section.id}/pay-rule`,
    token: admin,
    payload: { kind: 'percent', rate: '40', effective_from: '2026-10-01' },
  });
  expect(rule.statusCode, rule.body).toBe(200);

  const l = await family('Lina October', 'Salima Haddad', section.id);
  lina.studentId = l.seat.studentId;
  await attended(t, l.seat, '2026-10-19', { charge: '1500.00' });
  lina.onlinePaymentId = (await paidOnline(lina.studentId, '1500.00', '2026-10-20T20:15:00+01:00', 'chk_october', null)).id;

  const y = await family('Yacine Online', 'Karim Benali', section.id);
  yacine.studentId = y.seat.studentId;
  await attended(t, y.seat, '2026-11-09', { charge: '1500.00' });
  await attended(t, y.seat, '2026-11-16', { charge: '1500.00' });
  t.clock.set('2026-11-17T10:00:00+01:00');
  const cleared = await t.request({
    method: 'POST',
    url: '/api/attendance/clear-debt',
    token: admin,
    payload: { user_id: yacine.studentId, amount: '1000', payment_method: 'cash', idempotency_key: 'online-views-cash-1' },
  });
  expect(cleared.statusCode, cleared.body).toBe(200);
  yacine.cashPaymentId = (cleared.json() as ClearDebtResponse).payments[0]!.id;
  yacine.onlinePaymentId = (await paidOnline(yacine.studentId, '2000.00', '2026-11-23T09:30:00+01:00', CHECKOUT, 'edahabia')).id;
  t.clock.set('2026-11-23T10:00:00+01:00');
  admin = await signedInAdmin(t);
  teacherToken = await signIn(teacher.credentials);
  yacine.token = await signIn(y.credentials);
  lina.token = await signIn(l.credentials);
}, 120_000);
afterAll(() => t?.close());

describe('the revenue report', () => {
  it('has an online column beside cash, card and bank transfer, and the online payments in its totals', async () => {
    const res = await get('/api/admin/reports/revenue?from=2026-10-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    const r = res.json() as RevenueReport;
    expect(r.rows).toEqual([
      { month: '2026-10', cash: 0, card: 0, bank_transfer: 0, online: 1500, total: 1500, count: 1 },
      { month: '2026-11', cash: 1000, card: 0, bank_transfer: 0, online: 2000, total: 3000, count: 2 },
    ]);
    expect(r.totals).toEqual({ cash: 1000, card: 0, bank_transfer: 0, online: 3500, total: 4500, count: 3 });
    expect(r.chart).toEqual(r.rows);
    // The ledger's own sums of the period, by method.
    const ledger = await rowsOf<{ method: string; total: string }>(
      t.app.deps.db,
      sql`select method, sum(amount)::text as total from ledger_entries where kind = 'payment' group by method order by method`,
    );
    expect(ledger).toEqual([
      { method: 'cash', total: '1000.00' },
      { method: 'online', total: '3500.00' },
    ]);
    // The per-day totals the ledger's trigger keeps (migration 0023) hold the online payments under their method.
    const days = await rowsOf<{ day: string; method: string; amount: string; payments: number }>(
      t.app.deps.db,
      sql`select day::text as day, method, amount::text as amount, payments from payment_day_totals order by day, method`,
    );
    expect(days).toEqual([
      { day: '2026-10-20', method: 'online', amount: '1500.00', payments: 1 },
      { day: '2026-11-17', method: 'cash', amount: '1000.00', payments: 1 },
      { day: '2026-11-23', method: 'online', amount: '2000.00', payments: 1 },
    ]);
  });

  it('exports the online column in its CSV (English and Arabic) and PDF', async () => {
    const lines = async (lang: string) => {
      const csv = await get(`/api/admin/reports/revenue.csv?from=2026-10-01&to=2026-11-30&lang=${lang}`);
      expect(csv.statusCode).toBe(200);
      return csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    expect(await lines('en')).toEqual([
      'Month,Cash,Card,Bank transfer,Online (CIB / EDAHABIA),Total,Payments',
      '2026-10,0.00,0.00,0.00,1500.00,1500.00,1',
      '2026-11,1000.00,0.00,0.00,2000.00,3000.00,2',
      'Total,1000.00,0.00,0.00,3500.00,4500.00,3',
    ]);
    const ar = await lines('ar');
    expect(ar[0]).toBe('الشهر,نقدًا,بطاقة,تحويل بنكي,دفع إلكتروني (CIB / الذهبية),المجموع,الدفعات');
    expect(ar.at(-1)).toBe('المجموع,1000.00,0.00,0.00,3500.00,4500.00,3');

    for (const [lang, header, amount] of [
      ['en', 'Online (CIB / EDAHABIA)', '3,500'],
      ['ar', 'دفع إلكتروني (CIB / الذهبية)', null],
    ] as const) {
      const pdf = await get(`/api/admin/reports/revenue.pdf?from=2026-10-01&to=2026-11-30&lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      const keys = new Set((await pdfWords(pdf.rawPayload)).words.map(letterKey));
      for (const word of wordsOf(header)) expect(keys, `${lang}: ${word}`).toContain(letterKey(word));
      if (amount) expect(keys).toContain(letterKey(amount));
    }
  }, 60_000);
});

describe("a teacher's percentage", () => {
  it('counts the online payments allocated to the section’s charges as collected, in the month they were paid', async () => {
    const october = await get(`/api/admin/teachers/${teacherId}/statement?month=2026-10`);
    expect(october.statusCode).toBe(200);
    const oct = october.json() as TeacherStatement;
    // October's only money is Lina's online payment: 40 % of 1,500.
    expect([Number(oct.collected), Number(oct.share), Number(oct.academy_kept)]).toEqual([1500, 600, 900]);
    const nov = (await get(`/api/admin/teachers/${teacherId}/statement?month=2026-11`)).json() as TeacherStatement;
    // November: 1,000 cash and 2,000 online, 40 % of 3,000.
    expect([Number(nov.collected), Number(nov.share), Number(nov.academy_kept)]).toEqual([3000, 1200, 1800]);
    expect(nov.sections.map((s) => [s.section_name, Number(s.collected), Number(s.share)])).toEqual([['Section A', 3000, 1200]]);
    expect(Number(nov.opening_balance)).toBe(600);
    expect(Number(nov.closing_balance)).toBe(1800);
    // The teacher's own statement says the same.
    const own = (await get('/api/teacher/pay?month=2026-11', teacherToken)).json() as TeacherStatement;
    expect([Number(own.collected), Number(own.share)]).toEqual([3000, 1200]);
    // The figures the ledger's triggers keep per section (migration 0032) agree with the ledger.
    await expectKeptSummaries(t);
  });
});

describe("the admin's day", () => {
  it("counts today's online payment in the money taken today", async () => {
    const res = await get('/api/admin/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: '2026-11-23', cash_today: '2000.00' });
  });
});

describe('the receipt of an online payment', () => {
  const receipt = (id: number, lang: 'en' | 'ar') =>
    get(`/api/admin/payments/${id}/receipt?lang=${lang}`).then((r) => {
      expect(r.statusCode).toBe(200);
      return r.json() as PaymentReceipt;
    });

  it('names the method, the card and the Chargily reference, and the charges it settled', async () => {
    expect(await receipt(yacine.onlinePaymentId, 'en')).toMatchObject({
      amount: 2000,
      method: 'online',
      method_label: 'Online (CIB / EDAHABIA)',
      reference: CHECKOUT,
      card_network: 'edahabia',
      received_by: null,
      student: { name: 'Yacine Online' },
      parent_name: 'Karim Benali',
      charges: [
        { date: '2026-11-09', paid: 500 },
        { date: '2026-11-16', paid: 1500 },
      ],
    });
    expect(await receipt(yacine.onlinePaymentId, 'ar')).toMatchObject({
      method: 'online',
      method_label: 'دفع إلكتروني (CIB / الذهبية)',
      reference: CHECKOUT,
      card_network: 'edahabia',
    });
    // A card Chargily did not report is left out; the reference stays.
    expect(await receipt(lina.onlinePaymentId, 'en')).toMatchObject({ method: 'online', reference: 'chk_october', card_network: null });
    // A payment at the desk has neither.
    expect(await receipt(yacine.cashPaymentId, 'en')).toMatchObject({ method: 'cash', reference: null, card_network: null });
  });

  it('prints them on its one-page PDF, in English and in Arabic', async () => {
    const expected = {
      en: ['Payment method', 'Online (CIB / EDAHABIA)', 'Card', 'EDAHABIA', 'Chargily reference', CHECKOUT],
      ar: ['طريقة الدفع', 'دفع إلكتروني (CIB / الذهبية)', 'البطاقة', 'الذهبية', 'مرجع Chargily', CHECKOUT],
    };
    for (const lang of ['en', 'ar'] as const) {
      const pdf = await get(`/api/admin/payments/${yacine.onlinePaymentId}/receipt.pdf?lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      if (process.env.ONLINE_RECEIPT_PDF)
        (await import('node:fs')).writeFileSync(`${process.env.ONLINE_RECEIPT_PDF}-${lang}.pdf`, pdf.rawPayload);
      const printed = await pdfWords(pdf.rawPayload);
      expect(printed.pages).toBe(1);
      const keys = new Set(printed.words.map(letterKey));
      for (const word of wordsOf(expected[lang].join(' '))) expect(keys, `${lang}: ${word}`).toContain(letterKey(word));
    }
    // The desk payment's PDF has no reference line.
    const desk = await pdfWords((await get(`/api/admin/payments/${yacine.cashPaymentId}/receipt.pdf?lang=en`)).rawPayload);
    expect(desk.words).not.toContain('Chargily');
  }, 60_000);
});

describe("the family's payment history", () => {
  it('lists the online payment with its method, reference and card, beside the desk payment', async () => {
    const res = await get('/api/payments/student-payments', yacine.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as StudentPaymentsResponse;
    expect(body.payment_history.map((p) => [p.id, p.payment_method, p.amount, p.reference, p.card_network])).toEqual([
      [yacine.onlinePaymentId, 'online', 2000, CHECKOUT, 'edahabia'],
      [yacine.cashPaymentId, 'cash', 1000, null, null],
    ]);
    expect(body.students[0]).toMatchObject({ total_debt: 0, summary: { total_paid: 3000, payment_count: 2 } });
    const other = (await get('/api/payments/student-payments', lina.token)).json() as StudentPaymentsResponse;
    expect(other.payment_history).toMatchObject([
      { payment_method: 'online', reason: 'session', reference: 'chk_october', card_network: null },
    ]);
  });
});
