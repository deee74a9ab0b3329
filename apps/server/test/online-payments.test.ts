import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { chargilyWebhookEvents, ledgerEntries, onlineCheckouts, students } from '../src/db/schema';
import { startFakeChargily, signChargily, type FakeChargily } from '../../../scripts/fake-chargily.mjs';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, subscription } from './support/family-data';

/*
 * Paying online (issue 27) against a local simulator of Chargily Pay v2 (scripts/fake-chargily.mjs): the app listens
 * on a real port so the simulator's signed webhooks reach it over HTTP, as Chargily's would. The test clock starts on
 * Monday 2026-11-23 at 09:00 UTC; the sections meet on Monday 10:30-12:00.
 */

let t: TestApp;
let fake: FakeChargily;
let admin: string;
let maths: { id: number };
let english: { id: number };
let stars: { id: number };
let day = 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read as the client reads JSON
type Json = Record<string, any>;
/** The n-th past session day of these tests: one a day from 1 September, well before the clock's 23 November. */
const sessionDay = (n: number) => new Date(Date.UTC(2026, 8, 1) + n * 86_400_000).toISOString().slice(0, 10);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() as Json }));

/** A family whose child owes `sessions` sessions of 400 DA (a new date each). */
async function family(name: string, sessions = 3) {
  const parent = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}` });
  const studentId = parent.user.students[0].id as number;
  const seat = await approvedEnrollment(t, studentId, maths.id);
  for (let i = 0; i < sessions; i++) {
    day += 1;
    await attended(t, { id: seat.id, studentId, sectionId: maths.id }, sessionDay(day), { charge: '400.00' });
  }
  return { token: parent.token, studentId, seat, phone: parent.body.phone };
}

const debtOf = async (token: string, studentId: number) =>
  (await call('GET', `/api/payments/student-payments?student_id=${studentId}`, token)).body.students[0].total_debt as number;
const onlinePaymentsOf = (studentId: number) =>
  t.app.deps.db
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.studentId} = ${studentId} and ${ledgerEntries.method} = 'online'`);

async function checkout(token: string, payload: object) {
  const res = await call('POST', '/api/online-payments/checkouts', token, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const remoteId = res.body.checkout.checkout_id as string;
  return { id: res.body.checkout.id as number, remoteId, body: res.body };
}

beforeAll(async () => {
  fake = await startFakeChargily({ secretKey: 'test_sk_chargily_0123456789' });
  const port = await freePort();
  t = await createTestApp({ CHARGILY_API_URL: fake.apiUrl, CHARGILY_SECRET_KEY: fake.secretKey, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  admin = await signedInAdmin(t);
  const slot = [{ dayOfWeek: 1, startTime: '10:30', endTime: '12:00' }];
  const mathsCourse = await createCourse(t, { name: 'Maths', pricingType: 'session', sessionPrice: '400.00' });
  maths = await createSection(t, mathsCourse.id, { name: 'Maths A' }, slot);
  const englishCourse = await createCourse(t, {
    name: 'English monthly',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '3000.00',
  });
  english = await createSection(t, englishCourse.id, { name: 'English A' }, slot);
  const kg = await createCourse(t, {
    name: 'Little Stars',
    level: 'preschool',
    category: 'kindergarten',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '6000.00',
  });
  stars = await createSection(t, kg.id, { name: 'Stars A' }, slot);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a parent pays a debt online', () => {
  it('offers the debt at the server’s amount and sends Chargily the documented checkout', async () => {
    const f = await family('Amine Online');
    const options = await call('GET', '/api/online-payments/options', f.token);
    expect(options.status).toBe(200);
    expect(options.body.enabled).toBe(true);
    expect(options.body.fees_allocation).toBe('merchant');
    expect(options.body.options).toContainEqual(expect.objectContaining({ purpose: 'debt', student_id: f.studentId, amount: 1200 }));

    // The browser's amount is not a field: it is ignored, and the server's 1 200 DA is asked.
    const made = await checkout(f.token, { purpose: 'debt', student_id: f.studentId, amount: 1, locale: 'fr' });
    expect(made.body.checkout_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/checkouts')).at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${fake.secretKey}`);
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      amount: 1200,
      currency: 'dzd',
      locale: 'fr',
      payment_method: 'edahabia',
      chargily_pay_fees_allocation: 'merchant',
      metadata: { online_checkout_id: String(made.id), purpose: 'debt' },
    });
    expect(body.success_url).toMatch(new RegExp(`/dashboard/payments/online/${made.id}\\?result=success$`));
    expect(body.failure_url).toMatch(new RegExp(`/dashboard/payments/online/${made.id}\\?result=failure$`));
    expect(body.webhook_endpoint).toMatch(/\/api\/online-payments\/chargily\/webhook$/);

    // A double click gives the same checkout: Chargily is asked once.
    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/checkouts')).length;
    const again = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    expect(again.body.reused).toBe(true);
    expect(again.id).toBe(made.id);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/checkouts')).length).toBe(creates);
  });

  it('opens Chargily’s page in the family’s message language when the page does not say (French here), else Arabic', async () => {
    const f = await family('Yasmine Langue', 1);
    const saved = await call('PUT', '/api/messaging/preferences', f.token, {
      sms: true,
      push: true,
      email: true,
      language: 'fr',
      quiet_start: '21:00',
      quiet_end: '08:00',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    expect(fake.checkouts.get(remoteId)!.locale).toBe('fr');
    const other = await family('Walid Langue', 1);
    const second = await checkout(other.token, { purpose: 'debt', student_id: other.studentId });
    expect(fake.checkouts.get(second.remoteId)!.locale).toBe('ar');
  });

  it('credits the ledger once when Chargily’s signed webhook says paid, however often it comes', async () => {
    const f = await family('Sara Webhook');
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId, payment_method: 'cib' });
    const paid = await fake.pay(remoteId);
    expect(paid.status).toBe(200);
    expect(JSON.parse(paid.body).outcome).toBe('credited');
    expect(await debtOf(f.token, f.studentId)).toBe(0);

    const seen = await call('GET', `/api/online-payments/checkouts/${id}`, f.token);
    expect(seen.body).toMatchObject({
      status: 'paid',
      amount: 1200,
      credited: true,
      over_collected: 0,
      confirmed_by: 'webhook',
      checkout_url: null,
    });
    expect(seen.body.fees).toBe(25);
    expect(seen.body.payments).toEqual([expect.objectContaining({ student_id: f.studentId, amount: 1200 })]);

    // The same event again, and another event for the same checkout: nothing more.
    const replay = await fake.deliver(remoteId, 'checkout.paid', { eventId: paid.eventId });
    expect(JSON.parse(replay.body).outcome).toBe('duplicate_event');
    const other = await fake.deliver(remoteId, 'checkout.paid');
    expect(JSON.parse(other.body).outcome).toBe('already_credited');
    // Two deliveries at the same instant.
    const both = await Promise.all([fake.deliver(remoteId, 'checkout.paid'), fake.deliver(remoteId, 'checkout.paid')]);
    expect(both.map((d) => d.status)).toEqual([200, 200]);
    const payments = await onlinePaymentsOf(f.studentId);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.amount).toBe('1200.00');
    expect(payments[0]!.idempotencyKey).toBe(`chargily:${remoteId}:${f.studentId}`);

    // The family sees it in its history with the online method, and its receipt number.
    const history = (await call('GET', '/api/payments/student-payments', f.token)).body.payment_history;
    expect(history[0]).toMatchObject({ id: payments[0]!.id, amount: 1200, payment_method: 'online' });
  });

  it('refuses a forged, tampered or unsigned webhook with 401 and writes nothing', async () => {
    const f = await family('Nour Forged');
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    fake.setStatus(remoteId, 'paid');
    const events = async () => (await t.app.deps.db.select().from(chargilyWebhookEvents)).length;
    const before = await events();
    const forged = await fake.deliver(remoteId, 'checkout.paid', { signature: signChargily('not-the-key', 'x') });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body).code).toBe('invalid_signature');
    const tampered = await fake.deliver(remoteId, 'checkout.paid', { tamper: (b) => b.replace('"amount":1200', '"amount":12') });
    expect(tampered.status).toBe(401);
    const unsigned = await fetch(`${fake.checkouts.get(remoteId)!.webhook_endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'evt_x', type: 'checkout.paid', data: { id: remoteId } }),
    });
    expect(unsigned.status).toBe(401);
    expect(await events()).toBe(before);
    expect(await onlinePaymentsOf(f.studentId)).toHaveLength(0);
    expect((await call('GET', `/api/online-payments/checkouts/${id}`, f.token)).body.status).toBe('paid'); // found by asking Chargily
  });

  it('trusts Chargily’s own answer, not the webhook’s body: a signed body with another amount credits what was asked', async () => {
    const f = await family('Yanis Body', 2);
    const { remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    fake.setStatus(remoteId, 'paid');
    const checkoutNow = fake.checkouts.get(remoteId)!;
    const body = JSON.stringify({ id: 'evt_body_1', entity: 'event', type: 'checkout.paid', data: { ...checkoutNow, amount: 50 } });
    const res = await fake.deliver(remoteId, 'checkout.paid', { body });
    expect(JSON.parse(res.body).outcome).toBe('credited');
    const [payment] = await onlinePaymentsOf(f.studentId);
    expect(payment!.amount).toBe('800.00');
  });

  it('credits nothing when Chargily’s checkout is not for the amount asked, and says so to the staff', async () => {
    const f = await family('Lina Mismatch', 2);
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    fake.checkouts.get(remoteId)!.amount = 80;
    const res = await fake.pay(remoteId);
    expect(JSON.parse(res.body).outcome).toBe('mismatch');
    expect(await onlinePaymentsOf(f.studentId)).toHaveLength(0);
    expect(await debtOf(f.token, f.studentId)).toBe(800);
    const listed = await call('GET', '/api/admin/online-payments?finding=amount_mismatch', admin);
    expect(listed.body.checkouts.map((c: Json) => c.id)).toContain(id);
  });

  it('failed and canceled checkouts credit nothing, and a late "failed" does not undo a payment', async () => {
    const f = await family('Omar Failed', 1);
    const first = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    fake.setStatus(first.remoteId, 'failed');
    expect(JSON.parse((await fake.deliver(first.remoteId, 'checkout.failed')).body).outcome).toBe('status');
    expect((await call('GET', `/api/online-payments/checkouts/${first.id}`, f.token)).body.status).toBe('failed');

    const second = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    expect(second.id).not.toBe(first.id);
    fake.setStatus(second.remoteId, 'canceled');
    await fake.deliver(second.remoteId, 'checkout.canceled');
    expect(await onlinePaymentsOf(f.studentId)).toHaveLength(0);

    const third = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    await fake.pay(third.remoteId);
    fake.setStatus(third.remoteId, 'failed');
    await fake.deliver(third.remoteId, 'checkout.failed');
    expect((await call('GET', `/api/online-payments/checkouts/${third.id}`, f.token)).body.status).toBe('paid');
    expect(await onlinePaymentsOf(f.studentId)).toHaveLength(1);
    expect(await debtOf(f.token, f.studentId)).toBe(0);
  });

  it('a "paid" event for a checkout Chargily still calls pending credits nothing', async () => {
    const f = await family('Rym Early', 1);
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    const res = await fake.deliver(remoteId, 'checkout.paid');
    expect(JSON.parse(res.body).outcome).toBe('status');
    expect(await onlinePaymentsOf(f.studentId)).toHaveLength(0);
    const row = (await t.app.deps.db.select().from(onlineCheckouts).where(eq(onlineCheckouts.id, id)))[0]!;
    expect(row.status).toBe('pending');
  });
});

describe('money stays right', () => {
  it('a desk payment racing the webhook never over-collects silently: the excess is the family’s credit, used by the next charge', async () => {
    const f = await family('Walid Race', 3);
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    const [desk, web] = await Promise.all([
      call('POST', '/api/attendance/clear-debt', admin, {
        user_id: f.studentId,
        amount: 1200,
        payment_method: 'cash',
        idempotency_key: `race-desk-${id}`,
      }),
      fake.pay(remoteId),
    ]);
    expect(web.status).toBe(200);
    const row = (await t.app.deps.db.select().from(onlineCheckouts).where(eq(onlineCheckouts.id, id)))[0]!;
    if (desk.status === 200) {
      // The desk was first: the online 1 200 DA was owed by no one any more.
      expect(row.overCollected).toBe('1200.00');
      expect(row.finding).toBe('over_collected');
    } else {
      // The webhook was first: the desk refused to take money for a debt already paid.
      expect(desk.status).toBe(409);
      expect(row.overCollected).toBe('0.00');
    }
    const credit = desk.status === 200 ? 1200 : 0;
    const options = (await call('GET', '/api/online-payments/options', f.token)).body;
    expect(options.credit.total).toBe(credit);
    expect(await debtOf(f.token, f.studentId)).toBe(0);

    // The admin sees the same credit on the online payments' list (over-collected).
    if (credit) {
      const listed = await call('GET', '/api/admin/online-payments?finding=over_collected', admin);
      expect(listed.body.checkouts.find((c: Json) => c.id === id)).toMatchObject({ over_collected: 1200, finding: 'over_collected' });
      // The next session charged at the door (unpaid) uses the credit: nothing owed, the credit is 800 DA.
      t.clock.set('2026-11-23T09:40:00Z');
      const marked = await call('POST', '/api/admin/attendance/mark', admin, {
        student_id: f.studentId,
        class_id: maths.id,
        status: 'present',
      });
      expect(marked.status, JSON.stringify(marked.body)).toBeLessThan(300);
      expect(await debtOf(f.token, f.studentId)).toBe(0);
      const after = (await call('GET', '/api/online-payments/options', f.token)).body;
      expect(after.credit.total).toBe(800);
      const items = (await call('GET', `/api/payments/student-payments?student_id=${f.studentId}`, f.token)).body.payment_summary;
      expect(items[0]).toMatchObject({ unpaid_amount: 0, debt_sessions: 0 });
      t.clock.set('2026-11-23T09:00:00Z');
    }
  });

  it('the family’s whole balance is one checkout that pays each child their part', async () => {
    const parent = await signedInParent(t, { student_name: 'Ines Family', full_name: 'Parent Family' });
    const first = parent.user.students[0].id as number;
    const [{ parentId }] = await t.app.deps.db.select({ parentId: students.parentId }).from(students).where(eq(students.id, first));
    const [added] = await t.app.deps.db
      .insert(students)
      .values({ parentId, name: 'آدم بن علي', gender: 'male', dateOfBirth: '2014-03-02', barcode: `ST-FAMILY-${first}` })
      .returning();
    const second = added!.id;
    for (const [studentId, sessions] of [
      [first, 2],
      [second, 1],
    ] as const) {
      const seat = await approvedEnrollment(t, studentId, maths.id);
      for (let i = 0; i < sessions; i++) {
        day += 1;
        await attended(t, { id: seat.id, studentId, sectionId: maths.id }, sessionDay(day), { charge: '400.00' });
      }
    }
    const options = (await call('GET', '/api/online-payments/options', parent.token)).body.options;
    expect(options).toContainEqual(expect.objectContaining({ purpose: 'family', amount: 1200 }));
    const { remoteId } = await checkout(parent.token, { purpose: 'family' });
    await fake.pay(remoteId);
    expect(await debtOf(parent.token, first)).toBe(0);
    expect(await debtOf(parent.token, second)).toBe(0);
    const payments = await t.app.deps.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `chargily:${remoteId}:%`));
    expect(payments.map((p) => [p.studentId, p.amount]).sort()).toEqual(
      [
        [first, '800.00'],
        [second, '400.00'],
      ].sort(),
    );
  });

  it('a kindergarten renewal paid online renews the month once; renewed at the desk meanwhile, it becomes credit', async () => {
    const parent = await signedInParent(t, { student_name: 'Maya Stars', full_name: 'Parent Stars' });
    const studentId = parent.user.students[0].id as number;
    const seat = await approvedEnrollment(t, studentId, stars.id);
    await subscription(t, seat.id, '2026-11-30', '6000.00');
    const option = (await call('GET', '/api/online-payments/options', parent.token)).body.options.find(
      (o: Json) => o.purpose === 'renewal',
    );
    expect(option).toMatchObject({ enrollment_id: seat.id, amount: 6000 });
    const { remoteId } = await checkout(parent.token, { purpose: 'renewal', enrollment_id: seat.id });
    await fake.pay(remoteId);
    const kg = (await call('GET', `/api/payments/student-payments?student_id=${studentId}`, parent.token)).body;
    expect(kg.payment_summary[0]).toMatchObject({ next_payment_date: '2026-12-30', unpaid_amount: 0 });
    expect(kg.students[0].total_debt).toBe(0);

    // The next month: the parent opens the checkout, the desk renews first, then the parent pays.
    const next = await checkout(parent.token, { purpose: 'renewal', enrollment_id: seat.id });
    const desk = await call('POST', `/api/admin/enrollments/${seat.id}/renew`, admin, {
      payment_method: 'cash',
      idempotency_key: `renew-desk-${seat.id}`,
    });
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    await fake.pay(next.remoteId);
    const after = (await call('GET', `/api/payments/student-payments?student_id=${studentId}`, parent.token)).body;
    expect(after.payment_summary[0].next_payment_date).toBe('2027-01-30');
    const row = (await t.app.deps.db.select().from(onlineCheckouts).where(eq(onlineCheckouts.id, next.id)))[0]!;
    expect(row).toMatchObject({ status: 'paid', overCollected: '6000.00', finding: 'over_collected' });
    expect((await call('GET', '/api/online-payments/options', parent.token)).body.credit.total).toBe(6000);
  });

  it('a monthly seat’s month paid in advance is credit that the month’s charge uses when the fourth session completes it', async () => {
    const parent = await signedInParent(t, { student_name: 'Hana Monthly', full_name: 'Parent Monthly' });
    const studentId = parent.user.students[0].id as number;
    const seat = await approvedEnrollment(t, studentId, english.id, '2026-11-01');
    const option = (await call('GET', '/api/online-payments/options', parent.token)).body.options.find((o: Json) => o.purpose === 'cycle');
    expect(option).toMatchObject({ enrollment_id: seat.id, amount: 3000 });
    const { remoteId } = await checkout(parent.token, { purpose: 'cycle', enrollment_id: seat.id });
    await fake.pay(remoteId);
    expect((await call('GET', '/api/online-payments/options', parent.token)).body.credit.total).toBe(3000);
    for (const date of ['2026-11-02', '2026-11-09', '2026-11-16'])
      await attended(t, { id: seat.id, studentId, sectionId: english.id }, date);
    t.clock.set('2026-11-23T09:40:00Z');
    const marked = await call('POST', '/api/admin/attendance/mark', admin, {
      student_id: studentId,
      class_id: english.id,
      status: 'present',
    });
    expect(marked.status, JSON.stringify(marked.body)).toBeLessThan(300);
    t.clock.set('2026-11-23T09:00:00Z');
    const money = (await call('GET', `/api/payments/student-payments?student_id=${studentId}`, parent.token)).body;
    expect(money.students[0].total_debt).toBe(0);
    expect(money.payment_summary[0]).toMatchObject({ total_charged: 3000, total_paid: 3000, unpaid_amount: 0 });
    expect((await call('GET', '/api/online-payments/options', parent.token)).body.credit.total).toBe(0);
  });
});

describe('when the webhook never comes', () => {
  it('the parent’s return page asks Chargily and credits once', async () => {
    const f = await family('Karim Return', 1);
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    fake.setStatus(remoteId, 'paid');
    const seen = await call('GET', `/api/online-payments/checkouts/${id}`, f.token);
    expect(seen.body).toMatchObject({ status: 'paid', credited: true, confirmed_by: 'return' });
    expect(await debtOf(f.token, f.studentId)).toBe(0);
  });

  it('the reconciliation (job and button) finds a paid checkout, credits it once and reports it', async () => {
    const f = await family('Dalia Lost', 2);
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    fake.setStatus(remoteId, 'paid');
    const early = await call('POST', '/api/admin/online-payments/reconcile', admin);
    expect(early.body.findings.map((x: Json) => x.id)).not.toContain(id); // still in its first two minutes
    t.clock.advance(3 * 60_000);
    const run = await call('POST', '/api/admin/online-payments/reconcile', admin);
    expect(run.status).toBe(200);
    expect(run.body.findings).toContainEqual({ id, checkout_id: remoteId, status: 'paid', finding: 'paid_without_webhook' });
    expect(await debtOf(f.token, f.studentId)).toBe(0);
    const again = await call('POST', '/api/admin/online-payments/reconcile', admin);
    expect(again.body.findings.map((x: Json) => x.id)).not.toContain(id);
    expect(await onlinePaymentsOf(f.studentId)).toHaveLength(1);
    // A webhook arriving late changes nothing.
    expect(JSON.parse((await fake.deliver(remoteId, 'checkout.paid')).body).outcome).toBe('already_credited');
    expect((await call('GET', '/api/admin/online-payments/settings', admin)).body.last_reconciled_at).toBeTruthy();
    t.clock.set('2026-11-23T09:00:00Z');
  });

  it('Chargily down: creating answers 502 and charges nothing; a webhook it cannot confirm is 503 and counted on the next delivery', async () => {
    const f = await family('Sami Down', 1);
    fake.failNext(503);
    const res = await call('POST', '/api/online-payments/checkouts', f.token, { purpose: 'debt', student_id: f.studentId });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('payment_provider_unavailable');
    const { remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    fake.setStatus(remoteId, 'paid');
    fake.failNext(503);
    const lost = await fake.deliver(remoteId, 'checkout.paid', { eventId: 'evt_down_1' });
    expect(lost.status).toBe(503);
    expect(await onlinePaymentsOf(f.studentId)).toHaveLength(0);
    const retried = await fake.deliver(remoteId, 'checkout.paid', { eventId: 'evt_down_1' });
    expect(JSON.parse(retried.body).outcome).toBe('credited');
  });
});

describe('the admin and the rules of access', () => {
  it('lists online payments with status, fees and receipts, filtered and searched by a phone typed any way', async () => {
    const f = await family('Adel Listed', 1);
    const { id, remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    await fake.pay(remoteId);
    const spaced = `+213 ${f.phone.slice(1, 4)} ${f.phone.slice(4, 6)} ${f.phone.slice(6, 8)} ${f.phone.slice(8)}`;
    const found = await call('GET', `/api/admin/online-payments?status=paid&search=${encodeURIComponent(spaced)}`, admin);
    expect(found.status).toBe(200);
    expect(found.body.checkouts).toHaveLength(1);
    expect(found.body.checkouts[0]).toMatchObject({
      id,
      status: 'paid',
      amount: 400,
      fees: 25,
      fees_on_merchant: 25,
      parent_name: 'Parent of Adel Listed',
    });
    const paymentId = found.body.checkouts[0].payments[0].id;
    const receipt = await call('GET', `/api/admin/payments/${paymentId}/receipt?lang=ar`, admin);
    expect(receipt.body).toMatchObject({ amount: 400, method: 'online' });
    const byId = await call('GET', `/api/admin/online-payments?search=${remoteId}`, admin);
    expect(byId.body.checkouts.map((c: Json) => c.id)).toEqual([id]);
    const all = await call('GET', '/api/admin/online-payments?limit=2', admin);
    expect(all.body.checkouts).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(2);
    expect(all.body.totals.paid).toBeGreaterThan(0);
  });

  it('the fee setting is the admin’s and goes with the next checkout', async () => {
    expect((await call('GET', '/api/admin/online-payments/settings', admin)).body).toMatchObject({
      configured: true,
      mode: 'test',
      fees_allocation: 'merchant',
    });
    const f = await family('Farah Fees', 1);
    expect((await call('PUT', '/api/admin/online-payments/settings', f.token, { fees_allocation: 'customer' })).status).toBe(403);
    expect((await call('PUT', '/api/admin/online-payments/settings', admin, { fees_allocation: 'sometimes' })).status).toBe(400);
    const saved = await call('PUT', '/api/admin/online-payments/settings', admin, { fees_allocation: 'customer' });
    expect(saved.body.fees_allocation).toBe('customer');
    const { remoteId } = await checkout(f.token, { purpose: 'debt', student_id: f.studentId });
    expect(fake.checkouts.get(remoteId)!.chargily_pay_fees_allocation).toBe('customer');
    await fake.pay(remoteId);
    // The family pays the fee on top: their debt is settled by the 400 DA, not 400 less the fee.
    expect(await debtOf(f.token, f.studentId)).toBe(0);
    await call('PUT', '/api/admin/online-payments/settings', admin, { fees_allocation: 'merchant' });
  });

  it('a family sees only its own checkouts, and pays only its own children', async () => {
    const mine = await family('Mine Access', 1);
    const other = await family('Other Access', 1);
    const { id } = await checkout(mine.token, { purpose: 'debt', student_id: mine.studentId });
    expect((await call('GET', `/api/online-payments/checkouts/${id}`, other.token)).status).toBe(404);
    expect((await call('GET', '/api/online-payments/checkouts', other.token)).body.checkouts.map((c: Json) => c.id)).not.toContain(id);
    const theirs = await call('POST', '/api/online-payments/checkouts', other.token, { purpose: 'debt', student_id: mine.studentId });
    expect(theirs.status).toBe(404);
    const seat = await call('POST', '/api/online-payments/checkouts', other.token, { purpose: 'cycle', enrollment_id: mine.seat.id });
    expect(seat.status).toBe(404);
    expect((await call('GET', '/api/admin/online-payments', mine.token)).status).toBe(403);
    expect((await call('POST', '/api/admin/online-payments/reconcile', mine.token)).status).toBe(403);
  });

  it('bad requests are clear 4xx and change nothing', async () => {
    const f = await family('Badr Input', 1);
    const count = async () => (await t.app.deps.db.select().from(onlineCheckouts)).length;
    const before = await count();
    expect((await call('POST', '/api/online-payments/checkouts', f.token, { purpose: 'debt' })).status).toBe(400);
    expect((await call('POST', '/api/online-payments/checkouts', f.token, { purpose: 'lottery' })).status).toBe(400);
    const notMonthly = await call('POST', '/api/online-payments/checkouts', f.token, { purpose: 'cycle', enrollment_id: f.seat.id });
    expect([notMonthly.status, notMonthly.body.code]).toEqual([409, 'nothing_to_pay']);
    const nothing = await family('Nadia Nothing', 0);
    const none = await call('POST', '/api/online-payments/checkouts', nothing.token, { purpose: 'family' });
    expect([none.status, none.body.code]).toEqual([409, 'nothing_to_pay']);
    const webhookJunk = await t.request({
      method: 'POST',
      url: '/api/online-payments/chargily/webhook',
      headers: { 'content-type': 'application/json', signature: signChargily(fake.secretKey, '{not json') },
      payload: '{not json',
    });
    expect(webhookJunk.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('a debt under Chargily’s 50 DA minimum is not offered, and asked for, is refused', async () => {
    const parent = await signedInParent(t, { student_name: 'Tiny Debt' });
    const studentId = parent.user.students[0].id as number;
    const seat = await approvedEnrollment(t, studentId, maths.id);
    await attended(t, { id: seat.id, studentId, sectionId: maths.id }, '2026-09-01', { charge: '400.00', paid: '370.00' });
    const options = (await call('GET', '/api/online-payments/options', parent.token)).body.options;
    expect(options.filter((o: Json) => o.purpose === 'debt')).toEqual([]);
    const res = await call('POST', '/api/online-payments/checkouts', parent.token, { purpose: 'debt', student_id: studentId });
    expect([res.status, res.body.code]).toEqual([400, 'amount_below_minimum']);
  });
});

describe('without a Chargily key', () => {
  it('shows no Pay online button and refuses a checkout', async () => {
    const bare = await createTestApp();
    try {
      const parent = await signedInParent(bare);
      const options = await bare.request({ method: 'GET', url: '/api/online-payments/options', token: parent.token });
      expect(options.json().enabled).toBe(false);
      const res = await bare.request({
        method: 'POST',
        url: '/api/online-payments/checkouts',
        token: parent.token,
        payload: { purpose: 'family' },
      });
      expect([res.statusCode, res.json().code]).toEqual([409, 'online_payments_disabled']);
      const hook = await bare.request({
        method: 'POST',
        url: '/api/online-payments/chargily/webhook',
        headers: { signature: 'x' },
        payload: { id: 'e' },
      });
      expect(hook.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
