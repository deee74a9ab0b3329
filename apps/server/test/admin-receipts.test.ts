import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatDA, type ClearDebtResponse } from '@academy/shared';
import { ledgerEntries, settings, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';
import type { PaymentReceipt } from '@academy/shared';

let t: TestApp;
let admin: string;
let parentToken: string;
let adminName: string;
let paymentId: number;
let chargeId: number;
let loosePaymentId: number;

// Clock: 2026-11-23 09:00 UTC (10:00 in Algiers).
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const [me] = await t.app.deps.db.select().from(users).where(eq(users.email, 'admin@academy.dz'));
  adminName = me!.fullName!;
  const p = await signedInParent(t, { student_name: 'ياسين بن علي', full_name: 'Karim Benali' });
  parentToken = p.token;
  const maths = await createCourse(t, {
    name: 'Maths 4AM',
    nameEn: 'Maths 4AM',
    nameAr: 'رياضيات السنة الرابعة',
    nameFr: 'Mathématiques 4AM',
    pricingType: 'session',
    sessionPrice: '1500.00',
  });
  const section = await createSection(t, maths.id, { name: 'Section A' });
  const e = await approvedEnrollment(t, p.user.students[0].id, section.id);
  await attended(t, e, '2026-11-16', { charge: '1500.00' });
  const [charge] = await t.app.deps.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studentId, e.studentId), eq(ledgerEntries.kind, 'charge')));
  chargeId = charge!.id;
  const cleared = await t.request({
    method: 'POST',
    url: '/api/attendance/clear-debt',
    token: admin,
    payload: { user_id: e.studentId, amount: '1250.50', payment_method: 'bank_transfer', idempotency_key: 'receipt-test-0001' },
  });
  paymentId = (cleared.json() as ClearDebtResponse).payments[0]!.id;
  const [loose] = await t.app.deps.db
    .insert(ledgerEntries)
    .values({ kind: 'payment', amount: '100.00', method: 'cash', studentId: e.studentId, occurredAt: new Date('2026-11-20T18:30:00Z') })
    .returning();
  loosePaymentId = loose!.id;
});
afterAll(() => t.close());

const receipt = (id: number | string, query = '', token = admin) =>
  t.request({ method: 'GET', url: `/api/admin/payments/${id}/receipt${query}`, token });

describe('GET /api/admin/payments/:id/receipt', () => {
  it('gives every field of the receipt in English', async () => {
    const r = await receipt(paymentId);
    expect(r.statusCode).toBe(200);
    const body = r.json() as PaymentReceipt;
    expect(body).toMatchObject({
      id: paymentId,
      // The first payment of 2026 (the loose one, written after it, is the second).
      receipt_number: '2026-000001',
      lang: 'en',
      academy: { name: 'Nour Academy' },
      student: { name: 'ياسين بن علي' },
      parent_name: 'Karim Benali',
      course_name: 'Maths 4AM',
      section_name: 'Section A',
      charge: { id: chargeId, reason: 'session', date: '2026-11-16', date_text: '16 November 2026', amount: 1500 },
      amount: 1250.5,
      amount_text: '1,250.50 DA',
      method: 'bank_transfer',
      method_label: 'Bank transfer',
      paid_at: '2026-11-23T09:00:00.000Z',
      paid_at_text: '23 November 2026 at 10:00',
      paid_date_text: '23 November 2026',
      paid_time_text: '10:00',
      received_by: adminName,
      cancelled_by: null,
      prints: { count: 0, last_printed_at: null },
    });
  });

  it('in French: the course’s French name', async () => {
    const body = (await receipt(paymentId, '?lang=fr')).json() as PaymentReceipt;
    expect(body).toMatchObject({ lang: 'fr', course_name: 'Mathématiques 4AM', method_label: 'Virement bancaire' });
  });

  it('in Arabic: the academy, course, method, amount and date in Arabic', async () => {
    const body = (await receipt(paymentId, '?lang=ar')).json() as PaymentReceipt;
    expect(body).toMatchObject({
      lang: 'ar',
      academy: { name: 'أكاديمية النور' },
      course_name: 'رياضيات السنة الرابعة',
      method_label: 'تحويل بنكي',
      amount_text: formatDA('1250.50', 'ar'),
    });
    expect(body.paid_at_text).toContain('نوفمبر');
    expect(body.paid_at_text).toContain('2026');
    expect(body.paid_date_text).toBe('23 نوفمبر 2026');
    expect(body.charge?.date_text).toBe('16 نوفمبر 2026');
  });

  it('a payment not tied to a charge still has its receipt, dated by the academy’s clock', async () => {
    const body = (await receipt(loosePaymentId)).json() as PaymentReceipt;
    expect(body).toMatchObject({
      charge: null,
      course_name: null,
      amount: 100,
      method_label: 'Cash',
      received_by: null,
      paid_at_text: '20 November 2026 at 19:30',
    });
  });

  it('names the academy as the admin saved it in the settings', async () => {
    await t.app.deps.db.insert(settings).values({ key: 'site', value: { name: 'Star Tutors Academy', name_ar: 'أكاديمية النجوم' } });
    t.clock.advance(60_000); // past the site settings' micro-cache
    expect(((await receipt(paymentId)).json() as PaymentReceipt).academy.name).toBe('Star Tutors Academy');
    expect(((await receipt(paymentId, '?lang=ar')).json() as PaymentReceipt).academy.name).toBe('أكاديمية النجوم');
    await t.app.deps.db.delete(settings).where(eq(settings.key, 'site'));
    t.clock.advance(60_000);
  });

  it('is 404 for a charge or an unknown id, 400 for a bad id or language, 403 for a parent', async () => {
    for (const id of [chargeId, 999999]) {
      const r = await receipt(id);
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('payment_not_found');
    }
    expect((await receipt('abc')).statusCode).toBe(400);
    expect((await receipt(0)).statusCode).toBe(400);
    expect((await receipt(paymentId, '?lang=de')).statusCode).toBe(400);
    expect((await receipt(paymentId, '', parentToken)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt` })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/payments/:id/receipt.pdf', () => {
  it('prints the receipt as a PDF in English, Arabic and French', async () => {
    for (const lang of ['en', 'ar', 'fr']) {
      const r = await t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt.pdf?lang=${lang}`, token: admin });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['content-disposition']).toBe('inline; filename="receipt-2026-000001.pdf"');
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(r.rawPayload.length).toBeGreaterThan(5_000);
    }
    // Each PDF was logged as a print: the receipt says three, the last one now.
    const body = (await receipt(paymentId)).json() as PaymentReceipt;
    expect(body.prints).toEqual({ count: 3, last_printed_at: t.clock().toISOString() });
  }, 60_000);

  it('is 404 for a charge, 403 for a parent', async () => {
    const charge = await t.request({ method: 'GET', url: `/api/admin/payments/${chargeId}/receipt.pdf`, token: admin });
    expect(charge.statusCode).toBe(404);
    expect(charge.json().code).toBe('payment_not_found');
    expect((await t.request({ method: 'GET', url: `/api/admin/payments/${paymentId}/receipt.pdf`, token: parentToken })).statusCode).toBe(
      403,
    );
  });
});
