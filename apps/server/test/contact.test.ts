import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInParent } from './support/factories';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ CONTACT_RATE_MAX: '5', CONTACT_MAX_PER_EMAIL_PER_DAY: '3' })));
afterAll(() => t.close());

let ip = 0;
/** Each call comes from its own address unless one is given, so the per-IP limit stays out of the way. */
function send(payload: object, opts: { token?: string; from?: string } = {}) {
  ip += 1;
  return t.request({
    method: 'POST',
    url: '/api/contact',
    payload,
    token: opts.token,
    remoteAddress: opts.from ?? `10.0.${Math.floor(ip / 250)}.${ip % 250}`,
  });
}
const message = (n: number) => ({
  name: 'Nadia Haddad',
  email: `nadia${n}@example.dz`,
  subject: 'Saturday classes',
  message: `Is there a Saturday group for 3AP? (${n})`,
});
const stored = () => t.app.deps.db.select().from(contactMessages);

describe('POST /api/contact', () => {
  it('stores the message for the admin inbox, unread, linked to the account when signed in', async () => {
    const res = await send(message(1));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Message sent successfully! We will get back to you soon.' });
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({
      name: 'Nadia Haddad',
      email: 'nadia1@example.dz',
      subject: 'Saturday classes',
      status: 'unread',
      userId: null,
    });

    const parent = await signedInParent(t);
    const mine = await send(message(2), { token: parent.token });
    const [linked] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, mine.json().id));
    expect(linked!.userId).toBe(parent.user.id);
  });

  it("signed in, the sender is the account: another parent's name and e-mail in the body are not taken", async () => {
    const victim = await signedInParent(t, { full_name: 'Fatima Victim' });
    const sender = await signedInParent(t, { full_name: 'Omar Sender' });
    const forged = { name: 'Fatima Victim', email: victim.body.email!, subject: 'My balance', message: 'Please send my card number.' };
    const res = await send(forged, { token: sender.token });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ userId: sender.user.id, name: 'Omar Sender', email: sender.body.email });
    // The victim's own address is not used up by the forger's messages either.
    const own = await send({ ...forged, subject: 'Mine' }, { token: victim.token });
    const [mine] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, own.json().id));
    expect(mine).toMatchObject({ userId: victim.user.id, name: 'Fatima Victim', email: victim.body.email });

    // An account without an e-mail: the message has none (the academy answers in the dashboard), never the typed one.
    const noEmail = await signedInParent(t, { full_name: 'Said Nomail', email: undefined });
    const res2 = await send(forged, { token: noEmail.token });
    const [row2] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res2.json().id));
    expect(row2).toMatchObject({ userId: noEmail.user.id, name: 'Said Nomail', email: null });
  });

  it('stores names, subjects and messages as they read: no direction override or invisible character, in NFC', async () => {
    const res = await send({
      name: '\u202Emaet ecnanif nimdA',
      email: 'rlo@example.dz',
      subject: '\u061CUrgent\u200B',
      message: 'Cafe\u0301\u2028au lait',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ name: 'maet ecnanif nimdA', subject: 'Urgent', message: 'Café\nau lait' });
    const invisible = await send({ name: '\u202E\uFEFF', email: 'rlo2@example.dz', subject: 'Hi', message: 'Hello' });
    expect([invisible.statusCode, invisible.json().details]).toEqual([400, { name: ['required'] }]);
  });

  it('requires all four fields and a real e-mail, and stores nothing otherwise', async () => {
    const before = (await stored()).length;
    const res = await send({ name: '', email: 'not-an-email', subject: ' ', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details).toEqual({ name: ['required'], email: ['email_invalid'], subject: ['required'], message: ['required'] });
    const tooLong = await send({ ...message(3), message: 'x'.repeat(5001) });
    expect(tooLong.json().details).toEqual({ message: ['too_long'] });
    expect((await send('just text' as unknown as object)).statusCode).toBe(415);
    expect((await stored()).length).toBe(before);
  });

  it('drops what a bot puts in the hidden field, and keeps a repeated message once', async () => {
    const before = (await stored()).length;
    const bot = await send({ ...message(4), website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json().id).toBeUndefined();
    const first = await send(message(5));
    const again = await send(message(5));
    expect(again.json().id).toBe(first.json().id);
    expect((await stored()).length).toBe(before + 1);
  });

  it('stops a bot posting 1,000 messages from one address', async () => {
    const before = (await stored()).length;
    const results = [];
    for (let i = 0; i < 1000; i++) results.push((await send(message(1000 + i), { from: '203.0.113.7' })).statusCode);
    expect(results.filter((s) => s === 201)).toHaveLength(5);
    expect(results.slice(5).every((s) => s === 429)).toBe(true);
    expect((await stored()).length).toBe(before + 5);
  });

  it('stops a bot rotating addresses but using one e-mail, until a day has passed', async () => {
    const before = (await stored()).length;
    const codes = [];
    for (let i = 0; i < 20; i++) codes.push((await send({ ...message(9), message: `Buy now ${i}` })).statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(3);
    const refused = await send({ ...message(9), message: 'One more' });
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'rate_limited']);
    expect((await stored()).length).toBe(before + 3);

    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await send({ ...message(9), message: 'Next day' })).statusCode).toBe(201);
  });
});
