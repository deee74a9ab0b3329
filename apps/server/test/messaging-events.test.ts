import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { fromCents, smsSegments, type BroadcastPreview } from '@academy/shared';
import {
  contactMessages,
  ledgerEntries,
  messageOutbox,
  notifications,
  parentMessagePreferences,
  registrations,
  settings,
  students,
  kindergartenSubscriptions,
} from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { runAbsenceJob } from '../src/modules/messaging/jobs/absence';
import { runPaymentDueJob } from '../src/modules/messaging/jobs/payment-due';
import { forgetMessagingContext, MESSAGING_SETTINGS_KEY } from '../src/modules/messaging/settings';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, subscription } from './support/family-data';

/*
 * The events that queue messages to families (issue 26), through HTTP and the jobs, asserted on the outbox rows.
 * The test clock starts on Monday 2026-11-23 at 09:00 UTC, 10:00 in Algiers. The outbox worker does not run in
 * tests (MESSAGING_WORKER is off under NODE_ENV=test), so nothing is sent: the SMS gateway's URL only makes the
 * SMS channel one the academy has set up.
 */

let t: TestApp;
let admin: string;
let academy: { en: string; ar: string };
let maths: { id: number };
let mathsMon: { id: number };

const db = () => t.app.deps.db;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

const scan = (barcode: string) => call('POST', '/api/attendance/scan-barcode', admin, { barcode });

interface Family {
  token: string;
  studentId: number;
  parentId: number;
  barcode: string;
}

/** A family of one student, its parent's language set when given (none: the academy's default, Arabic). */
async function family(name: string, language?: 'ar' | 'en'): Promise<Family> {
  const parent = await signedInParent(t, { student_name: name, full_name: `Parent of ${name}` });
  const studentId = parent.user.students[0].id as number;
  const [row] = await db()
    .select({ barcode: students.barcode, parentId: students.parentId })
    .from(students)
    .where(eq(students.id, studentId));
  if (language) await db().insert(parentMessagePreferences).values({ parentId: row!.parentId!, language });
  return { token: parent.token, studentId, parentId: row!.parentId!, barcode: row!.barcode };
}

const messagesOf = (parentId: number, event?: string) =>
  db()
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.parentId, parentId), event ? eq(messageOutbox.event, event as 'arrival') : sql`true`))
    .orderBy(messageOutbox.id);

const withKey = (prefix: string) =>
  db()
    .select()
    .from(messageOutbox)
    .where(like(messageOutbox.eventKey, `${prefix}%`))
    .orderBy(messageOutbox.id);

const outboxCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(messageOutbox)
  )[0]!.n;

/** Writes the `messaging` settings row (merged over the defaults when read) and drops this process's cached copy. */
async function saveMessagingSettings(value: Record<string, unknown>) {
  await db().insert(settings).values({ key: MESSAGING_SETTINGS_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  forgetMessagingContext(t.app.deps.config);
}

beforeAll(async () => {
  t = await createTestApp({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/' });
  admin = await signedInAdmin(t);
  academy = { en: t.app.deps.config.academy.name, ar: t.app.deps.config.academy.name_ar };
  maths = await createCourse(t, {
    name: 'Maths 4AM',
    nameEn: 'Maths 4AM',
    nameAr: 'رياضيات',
    pricingType: 'session',
    sessionPrice: '500.00',
  });
  // Monday 10:30-12:00: the door's window opens at 10:00.
  mathsMon = await createSection(t, maths.id, { name: 'Maths A' }, [{ dayOfWeek: 1, startTime: '10:30', endTime: '12:00' }]);
});
afterAll(() => t.close());

describe('arrival', () => {
  it('a door scan queues one arrival SMS in the parent’s language with the mark’s local time; a second scan queues none', async () => {
    const amina = await family('Amina', 'ar');
    const yanis = await family('Yanis', 'en');
    await approvedEnrollment(t, amina.studentId, mathsMon.id);
    await approvedEnrollment(t, yanis.studentId, mathsMon.id);
    t.clock.set('2026-11-23T09:02:00Z'); // 10:02 in Algiers

    expect((await scan(amina.barcode)).body.outcome).toBe('marked');
    const sent = await messagesOf(amina.parentId, 'arrival');
    const sms = sent.filter((m) => m.channel === 'sms');
    expect(sms).toHaveLength(1);
    const body = `وصل(ت) Amina على الساعة 10:02 (رياضيات). ${academy.ar}`;
    expect(sms[0]).toMatchObject({
      event: 'arrival',
      eventKey: `arrival:${amina.studentId}:${mathsMon.id}:2026-11-23`,
      language: 'ar',
      body,
      segments: smsSegments(body).segments,
      status: 'queued',
    });
    expect(sms[0]!.address).toMatch(/^0[567]\d{8}$/);
    expect(sms[0]!.notBefore.toISOString()).toBe('2026-11-23T09:02:00.000Z');
    // The parent has an e-mail and no push device: the e-mail too, no push.
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);

    expect((await scan(amina.barcode)).body.outcome).toBe('already_marked');
    expect(await messagesOf(amina.parentId)).toHaveLength(sent.length);

    expect((await scan(yanis.barcode)).body.outcome).toBe('marked');
    const english = (await messagesOf(yanis.parentId, 'arrival')).filter((m) => m.channel === 'sms');
    expect(english).toHaveLength(1);
    expect(english[0]).toMatchObject({ language: 'en', body: `Yanis arrived at 10:02 (Maths 4AM). ${academy.en}` });
  });

  it('the desk’s mark: absent sends nothing, the correction to present sends one, a later change sends no second', async () => {
    const nour = await family('Nour', 'en');
    await approvedEnrollment(t, nour.studentId, mathsMon.id);
    t.clock.set('2026-11-23T09:10:00Z');
    const mark = (status: string) =>
      call('POST', '/api/admin/attendance/mark', admin, { student_id: nour.studentId, class_id: mathsMon.id, status });
    expect((await mark('absent')).status).toBeLessThan(300);
    expect(await messagesOf(nour.parentId, 'arrival')).toHaveLength(0);
    t.clock.set('2026-11-23T09:20:00Z');
    expect((await mark('present')).status).toBeLessThan(300);
    const sms = (await messagesOf(nour.parentId, 'arrival')).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => m.body)).toEqual([`Nour arrived at 10:20 (Maths 4AM). ${academy.en}`]);
    t.clock.set('2026-11-23T09:25:00Z');
    expect((await mark('late')).status).toBeLessThan(300);
    expect((await messagesOf(nour.parentId, 'arrival')).filter((m) => m.channel === 'sms')).toHaveLength(1);
  });

  it('quiet hours: a scan at 21:30 local holds the SMS and push until 08:00 local the next day; the e-mail goes at once', async () => {
    const night = await createSection(t, maths.id, { name: 'Maths night' }, [{ dayOfWeek: 1, startTime: '21:00', endTime: '22:30' }]);
    const sara = await family('Sara', 'en');
    await approvedEnrollment(t, sara.studentId, night.id);
    t.clock.set('2026-11-23T20:30:00Z'); // 21:30 in Algiers
    expect((await scan(sara.barcode)).body.outcome).toBe('marked');
    const sent = await messagesOf(sara.parentId, 'arrival');
    const sms = sent.find((m) => m.channel === 'sms')!;
    expect(sms.body).toBe(`Sara arrived at 21:30 (Maths 4AM). ${academy.en}`);
    expect(sms.notBefore.toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(sms.nextAttemptAt.toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(sent.find((m) => m.channel === 'email')!.notBefore.toISOString()).toBe('2026-11-23T20:30:00.000Z');
  });
});

describe('absence', () => {
  it('15 minutes after the start: the unmarked student’s parent, not the marked one’s, once; not a session ended hours ago', async () => {
    const afternoon = await createSection(t, maths.id, { name: 'Maths afternoon' }, [
      { dayOfWeek: 1, startTime: '14:00', endTime: '15:30' },
    ]);
    const early = await createSection(t, maths.id, { name: 'Maths dawn' }, [{ dayOfWeek: 1, startTime: '06:00', endTime: '07:00' }]);
    const missing = await family('Ilyes');
    const present = await family('Lina');
    const dawn = await family('Adam');
    await approvedEnrollment(t, missing.studentId, afternoon.id);
    await approvedEnrollment(t, present.studentId, afternoon.id);
    await approvedEnrollment(t, dawn.studentId, early.id);
    t.clock.set('2026-11-23T13:05:00Z'); // 14:05
    expect((await scan(present.barcode)).body.outcome).toBe('marked');

    t.clock.set('2026-11-23T13:14:00Z'); // 14:14: not yet
    await runAbsenceJob(t.app.deps, t.clock());
    expect(await withKey(`absence:${afternoon.id}:`)).toHaveLength(0);

    t.clock.set('2026-11-23T13:15:00Z'); // 14:15
    expect(await runAbsenceJob(t.app.deps, t.clock())).toBeGreaterThan(0);
    const queued = await withKey(`absence:${afternoon.id}:`);
    expect(new Set(queued.map((m) => m.parentId))).toEqual(new Set([missing.parentId]));
    const sms = queued.filter((m) => m.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      eventKey: `absence:${afternoon.id}:2026-11-23:${missing.studentId}`,
      language: 'ar',
      body: `لم يُسجَّل حضور Ilyes في رياضيات الذي بدأ على الساعة 14:00. ${academy.ar}`,
    });
    // The 06:00-07:00 session ended more than three hours ago: nothing for it.
    expect(await withKey(`absence:${early.id}:`)).toHaveLength(0);

    t.clock.set('2026-11-23T13:16:00Z');
    expect(await runAbsenceJob(t.app.deps, t.clock())).toBe(0);
    expect(await withKey(`absence:${afternoon.id}:`)).toHaveLength(queued.length);

    // The next day (Tuesday) holds no session of this section: nothing, and nothing of Monday's is sent late.
    t.clock.set('2026-11-24T13:15:00Z');
    await runAbsenceJob(t.app.deps, t.clock());
    expect(await withKey(`absence:${afternoon.id}:2026-11-24`)).toHaveLength(0);
  });
});

describe('payment due', () => {
  it('kindergarten renewals, monthly charges and debts: each stage on its day, still unpaid, once a day', async () => {
    const kg = await createCourse(t, {
      name: 'Little Stars',
      nameEn: 'Little Stars',
      nameAr: 'النجوم الصغيرة',
      level: 'preschool',
      grade: 'PREP',
      category: 'kindergarten',
      pricingType: 'monthly',
      sessionPrice: null,
      monthlyPrice: '6000.00',
    });
    const kgSection = await createSection(t, kg.id, { name: 'KG A' });
    const monthly = await createCourse(t, {
      name: 'Physics',
      nameEn: 'Physics',
      nameAr: 'فيزياء',
      pricingType: 'monthly',
      monthlyPrice: '4000.00',
    });
    const monthlySection = await createSection(t, monthly.id, { name: 'Physics A' });

    const kid = await family('Rania', 'en');
    const renewed = await family('Walid', 'en');
    const owing = await family('Meriem', 'en');
    const settled = await family('Hind', 'en');
    const kidSeat = await approvedEnrollment(t, kid.studentId, kgSection.id);
    const renewedSeat = await approvedEnrollment(t, renewed.studentId, kgSection.id);
    await subscription(t, kidSeat.id, '2026-11-26', '6000.00');
    await subscription(t, renewedSeat.id, '2026-11-26', '6000.00');
    const owingSeat = await approvedEnrollment(t, owing.studentId, monthlySection.id, '2026-11-01');
    const settledSeat = await approvedEnrollment(t, settled.studentId, monthlySection.id, '2026-11-01');
    const at = new Date('2026-11-24T15:00:00+01:00');
    const [monthCharge] = await db()
      .insert(ledgerEntries)
      .values({
        kind: 'charge',
        reason: 'month',
        amount: '4000.00',
        studentId: owing.studentId,
        enrollmentId: owingSeat.id,
        occurredAt: at,
      })
      .returning();
    const [paidCharge] = await db()
      .insert(ledgerEntries)
      .values({
        kind: 'charge',
        reason: 'month',
        amount: '4000.00',
        studentId: settled.studentId,
        enrollmentId: settledSeat.id,
        occurredAt: at,
      })
      .returning();
    await db().insert(ledgerEntries).values({
      kind: 'payment',
      amount: '4000.00',
      method: 'cash',
      studentId: settled.studentId,
      enrollmentId: settledSeat.id,
      appliesToEntryId: paidCharge!.id,
      occurredAt: at,
    });

    const sms = async (f: Family) => (await messagesOf(f.parentId, 'payment_due')).filter((m) => m.channel === 'sms');
    const run = async (iso: string) => {
      t.clock.set(iso);
      return runPaymentDueJob(t.app.deps, t.clock());
    };

    // Monday 23rd: the subscription is due in 3 days.
    await run('2026-11-23T10:00:00Z');
    expect((await sms(kid)).map((m) => [m.eventKey, m.body])).toEqual([
      [
        `payment_due:before:kindergarten:${(await subOf(kidSeat.id)).id}:2026-11-26`,
        `Rania: 6,000 DA due on 26 November 2026 for Little Stars. ${academy.en}`,
      ],
    ]);
    expect(await sms(owing)).toHaveLength(0);
    expect(await run('2026-11-23T10:15:00Z')).toBe(0);

    // Tuesday 24th: the month charge written that day is due today; the paid one is not.
    await run('2026-11-24T17:00:00Z');
    expect((await sms(owing)).map((m) => [m.eventKey, m.body])).toEqual([
      [`payment_due:on:month:${monthCharge!.id}:2026-11-24`, `Meriem: 4,000 DA for Physics is due today. ${academy.en}`],
    ]);
    expect(await sms(settled)).toHaveLength(0);

    // Thursday 26th: the subscriptions' due day.
    await run('2026-11-26T08:00:00Z');
    expect((await sms(kid)).map((m) => m.eventKey.split(':')[1])).toEqual(['before', 'on']);
    expect(await sms(renewed)).toHaveLength(2);

    // One subscription is renewed (its next due date a month on); the other is not.
    await db()
      .update(kindergartenSubscriptions)
      .set({ nextPaymentDate: '2026-12-26' })
      .where(eq(kindergartenSubscriptions.enrollmentId, renewedSeat.id));

    // Friday 27th: the month charge of the 24th is three days overdue.
    await run('2026-11-27T09:00:00Z');
    expect((await sms(owing)).map((m) => [m.eventKey, m.body])).toEqual([
      [`payment_due:on:month:${monthCharge!.id}:2026-11-24`, `Meriem: 4,000 DA for Physics is due today. ${academy.en}`],
      [
        `payment_due:after:month:${monthCharge!.id}:2026-11-24`,
        `Meriem: 4,000 DA for Physics was due on 24 November 2026 and is still unpaid. ${academy.en}`,
      ],
    ]);
    expect(await sms(settled)).toHaveLength(0);

    // Sunday 29th: the unrenewed subscription is overdue; the renewed one is not.
    await run('2026-11-29T09:00:00Z');
    expect((await sms(kid)).map((m) => m.eventKey.split(':')[1])).toEqual(['before', 'on', 'after']);
    expect(await sms(renewed)).toHaveLength(2);
    expect(await run('2026-11-29T09:15:00Z')).toBe(0);
  });

  it('a debt: an unpaid session charge three days after its day, in Arabic; a paid one sends nothing', async () => {
    const debtor = await family('Sofia');
    const payer = await family('Karim');
    const seat = await approvedEnrollment(t, debtor.studentId, mathsMon.id);
    const paidSeat = await approvedEnrollment(t, payer.studentId, mathsMon.id);
    await attended(t, { id: seat.id, studentId: debtor.studentId, sectionId: mathsMon.id }, '2026-11-30', { charge: '500.00' });
    await attended(t, { id: paidSeat.id, studentId: payer.studentId, sectionId: mathsMon.id }, '2026-11-30', {
      charge: '500.00',
      paid: '500.00',
    });
    t.clock.set('2026-12-03T10:00:00Z');
    await runPaymentDueJob(t.app.deps, t.clock());
    const sms = (await messagesOf(debtor.parentId, 'payment_due')).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => [m.eventKey, m.language])).toEqual([[`payment_due:after:debt:${seat.id}:2026-11-30`, 'ar']]);
    expect(sms[0]!.body).toContain('500 دج');
    expect(sms[0]!.body).toContain('رياضيات');
    expect(await messagesOf(payer.parentId, 'payment_due')).toHaveLength(0);
  });
});

async function subOf(enrollmentId: number) {
  const [row] = await db().select().from(kindergartenSubscriptions).where(eq(kindergartenSubscriptions.enrollmentId, enrollmentId));
  return row!;
}

describe('registration decided', () => {
  it('approval and rejection (with its reason) reach the family, once each', async () => {
    t.clock.set('2026-11-25T10:00:00Z');
    const course = await createCourse(t, { name: 'Chemistry', nameEn: 'Chemistry', nameAr: 'كيمياء' });
    const section = await createSection(t, course.id, { name: 'Chemistry A' });
    const accepted = await family('Hana', 'en');
    const refused = await family('Omar');
    const request = async (f: Family) => {
      expect((await call('POST', '/api/courses/register', f.token, { course_id: course.id, student_id: f.studentId })).status).toBeLessThan(
        300,
      );
      const [row] = await db().select().from(registrations).where(eq(registrations.studentId, f.studentId));
      return row!.id;
    };
    const approvedId = await request(accepted);
    const refusedId = await request(refused);
    expect((await call('POST', `/api/admin/registrations/${approvedId}/approve`, admin, { section_id: section.id })).status).toBe(200);
    const approved = (await messagesOf(accepted.parentId, 'registration_decided')).filter((m) => m.channel === 'sms');
    expect(approved.map((m) => [m.eventKey, m.body])).toEqual([
      [`registration:${approvedId}:approved`, `Hana's registration for Chemistry is approved. ${academy.en}`],
    ]);
    expect((await call('POST', `/api/admin/registrations/${approvedId}/approve`, admin, { section_id: section.id })).status).toBe(409);

    const rejected = await call('POST', '/api/admin/registrations/action', admin, {
      registration_id: refusedId,
      action: 'reject',
      reason: 'القسم ممتلئ.',
    });
    expect(rejected.status).toBe(200);
    const sms = (await messagesOf(refused.parentId, 'registration_decided')).filter((m) => m.channel === 'sms');
    expect(sms.map((m) => [m.eventKey, m.body])).toEqual([
      [`registration:${refusedId}:rejected`, `لم يُقبل تسجيل Omar في كيمياء. القسم ممتلئ. ${academy.ar}`],
    ]);
  });
});

describe('contact reply', () => {
  it('a reply to a parent’s message queues an SMS (and no second e-mail: the reply is already mailed)', async () => {
    t.clock.set('2026-11-25T11:00:00Z');
    const writer = await family('Rym', 'en');
    const sent = await t.request({
      method: 'POST',
      url: '/api/contact',
      token: writer.token,
      payload: { name: 'Parent of Rym', email: 'rym.parent@example.dz', subject: 'Timetable', message: 'Is there a class on Saturday?' },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.subject, 'Timetable'));
    expect(stored!.userId).not.toBeNull();
    const messageId = stored!.id;
    const mailsBefore = t.mails.length;
    const replied = await call('POST', `/api/contact/messages/${messageId}/respond`, admin, { response: 'Yes, at 10:00.' });
    expect(replied.status).toBe(200);
    const queued = await messagesOf(writer.parentId, 'contact_reply');
    expect(queued.map((m) => m.channel)).toEqual(['sms']);
    expect(queued[0]).toMatchObject({ body: `${academy.en} answered your message: Yes, at 10:00.` });
    expect(queued[0]!.eventKey).toMatch(new RegExp(`^contact_reply:${messageId}:\\d+$`));
    expect(t.mails.length).toBe(mailsBefore + 1);
  });
});

describe('the admin’s notifications', () => {
  const readers = async () =>
    (
      await rowsOf<{ id: number }>(
        db(),
        sql`select p.id from parents p left join users u on u.id = p.user_id
            where (u.id is not null and u.is_active) or (p.mobile_app_enabled and p.mobile_password_hash is not null)`,
      )
    ).map((r) => Number(r.id));

  // 5 + 2 + 64 = 71 characters once the template '{title}: {message}' is filled: two UCS-2 segments (67 each when split).
  const title = 'تنبيه';
  const message = 'عطلة '.repeat(13).slice(0, 64);
  const arabicBody = { title_ar: title, message_ar: message, target_users: 'parents' };

  it('to parents: one row per parent and channel they accept (SMS off for one), in one transaction with the notification', async () => {
    t.clock.set('2026-11-25T12:00:00Z');
    const quiet = await family('Anis', 'en');
    await db().update(parentMessagePreferences).set({ sms: false }).where(eq(parentMessagePreferences.parentId, quiet.parentId));
    const res = await call('POST', '/api/admin/send-notification', admin, {
      title_en: 'Holiday',
      message_en: 'No classes on Friday.',
      title_ar: 'عطلة',
      message_ar: 'لا دروس يوم الجمعة.',
      target_users: 'parents',
    });
    expect(res.status).toBe(200);
    const id = res.body.notification.id as number;
    const rows = await withKey(`notification:${id}`);
    const all = await readers();
    expect(res.body.sent_count).toBe(all.length);
    const byChannel = (c: string) => rows.filter((r) => r.channel === c).map((r) => r.parentId!);
    expect(new Set(byChannel('email'))).toEqual(new Set(all));
    expect(byChannel('email')).toHaveLength(all.length);
    expect(new Set(byChannel('sms'))).toEqual(new Set(all.filter((p) => p !== quiet.parentId)));
    expect(byChannel('sms')).toHaveLength(all.length - 1);
    expect(byChannel('push')).toHaveLength(0);
    const english = rows.find((r) => r.parentId === quiet.parentId && r.channel === 'email')!;
    expect(english).toMatchObject({ language: 'en', subject: 'Holiday', body: 'Holiday: No classes on Friday.' });
    const arabic = rows.find((r) => r.language === 'ar' && r.channel === 'sms')!;
    expect(arabic.body).toBe('عطلة: لا دروس يوم الجمعة.');

    // To students: the families' channels are not used.
    const toStudents = await call('POST', '/api/admin/send-notification', admin, {
      title: 'Quiz',
      message: 'Friday.',
      target_users: 'students',
    });
    expect(toStudents.status).toBe(200);
    expect(await withKey(`notification:${toStudents.body.notification.id}`)).toHaveLength(0);
  });

  it('the preview: recipients per channel, 2 segments for a 71-character Arabic text, the cost and the budget; it writes nothing', async () => {
    await saveMessagingSettings({ sms_segment_price_da: '2.50', sms_monthly_segments: 100000 });
    const before = await outboxCount();
    const res = await call('POST', '/api/admin/send-notification/preview', admin, arabicBody);
    expect(res.status).toBe(200);
    const preview = res.body as BroadcastPreview;
    const smsReaders = (await readers()).length - 1; // the parent who turned SMS off
    const [used] = await db()
      .select({ n: sql<number>`coalesce(sum(segments), 0)::int` })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.channel, 'sms'), eq(messageOutbox.status, 'queued')));
    expect(preview).toEqual({
      recipients: { sms: smsReaders, push: 0, email: smsReaders + 1 },
      sms_segments: { en: 2, ar: 2, fr: 2 },
      sms_segments_total: 2 * smsReaders,
      cost_da: fromCents(2 * smsReaders * 250),
      budget: { monthly_segments: 100000, used: used!.n, remaining: 100000 - used!.n },
      fits: true,
    });
    expect(await outboxCount()).toBe(before);
    // Without SMS: none counted.
    const noSms = (await call('POST', '/api/admin/send-notification/preview', admin, { ...arabicBody, sms: false }))
      .body as BroadcastPreview;
    expect(noSms).toMatchObject({ recipients: { sms: 0, email: smsReaders + 1 }, sms_segments_total: 0, cost_da: '0.00', fits: true });
    // Bad input: 400, as the send.
    expect((await call('POST', '/api/admin/send-notification/preview', admin, { title: 'x' })).status).toBe(400);
    expect((await call('POST', '/api/admin/send-notification/preview', admin, { ...arabicBody, sms: 'yes' })).status).toBe(400);
  });

  it('over the month’s SMS budget: 409 sms_budget_exceeded, no notification and no outbox row; without SMS it goes', async () => {
    const [used] = await db()
      .select({ n: sql<number>`coalesce(sum(segments), 0)::int` })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.channel, 'sms'), eq(messageOutbox.status, 'queued')));
    await saveMessagingSettings({ sms_segment_price_da: '2.50', sms_monthly_segments: used!.n + 1 });
    const notificationsBefore = (await db().select().from(notifications)).length;
    const outboxBefore = await outboxCount();
    const refused = await call('POST', '/api/admin/send-notification', admin, arabicBody);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sms_budget_exceeded');
    expect((await db().select().from(notifications)).length).toBe(notificationsBefore);
    expect(await outboxCount()).toBe(outboxBefore);
    const preview = (await call('POST', '/api/admin/send-notification/preview', admin, arabicBody)).body as BroadcastPreview;
    expect(preview.fits).toBe(false);
    expect(preview.budget.remaining).toBe(1);

    const sent = await call('POST', '/api/admin/send-notification', admin, { ...arabicBody, sms: false });
    expect(sent.status).toBe(200);
    const rows = await withKey(`notification:${sent.body.notification.id}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.channel === 'sms')).toHaveLength(0);
  });
});

describe('an event switched off', () => {
  it('arrival off in the settings: the scan marks, no message is queued', async () => {
    await saveMessagingSettings({ events: { arrival: false } });
    const evening = await createSection(t, maths.id, { name: 'Maths Wednesday' }, [{ dayOfWeek: 3, startTime: '16:00', endTime: '17:30' }]);
    const off = await family('Nadia', 'en');
    await approvedEnrollment(t, off.studentId, evening.id);
    t.clock.set('2026-11-25T15:05:00Z'); // Wednesday 16:05
    expect((await scan(off.barcode)).body.outcome).toBe('marked');
    expect(await messagesOf(off.parentId)).toHaveLength(0);
    await saveMessagingSettings({});
  });
});
