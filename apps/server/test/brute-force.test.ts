import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parents, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { registration, signedInAdmin, signedInParent } from './support/factories';

/**
 * Issue 9 item 3: sign-in, barcode and registration resist brute force. Failures are counted per account and
 * address (issue 30 item 5: one address cannot lock the owner out; account-wide they slow down, see
 * sign-in-lockout.test.ts) and per address (whatever the account) in the database, so they hold across
 * server processes; a locked key gets 429 `too_many_attempts` without its password being checked.
 */
let t: TestApp;
/** The production defaults for accounts and contacts; the per-address limits stay off (test-app) unless a test lowers them. */
const LIMITS = {
  AUTH_ACCOUNT_MAX_FAILURES: '5',
  AUTH_LOCK_MINUTES: '15',
  REGISTER_MAX_PER_CONTACT_PER_HOUR: '5',
  PROFILE_TAKEN_MAX_PER_HOUR: '10',
};
beforeAll(async () => void (t = await createTestApp(LIMITS)));
afterAll(() => t.close());

const MINUTE = 60_000;
let nextAddress = 0;
/** A different client address each call (trustProxy: the app reads x-forwarded-for). */
const fresh = () => `198.51.100.${(nextAddress += 1)}`;

const post = (url: string, payload: object, from = fresh()) =>
  t.request({ method: 'POST', url, payload, headers: { 'x-forwarded-for': from } });
const login = (payload: object, from?: string) => post('/api/auth/login', payload, from);

async function parentAccount() {
  const p = await signedInParent(t);
  return { phone: p.body.phone, email: p.body.email!, password: p.body.password };
}

function expectLocked(
  res: { statusCode: number; json: () => { code: string; message: string }; headers: Record<string, unknown> },
  minutes = 15,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe('too_many_attempts');
  expect(res.json().message).toBe(`Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan((minutes - 1) * 60);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(minutes * 60);
}

describe('login: failures per account and address', () => {
  it('locks the account for the address that failed 5 times, refuses its right password unchecked, and opens again after 15 minutes', async () => {
    const victim = await parentAccount();
    const bystander = await parentAccount();
    const from = '192.0.2.1';
    for (let i = 0; i < 5; i++) {
      const wrong = await login({ email: victim.email, password: `guess-${i}` }, from);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('invalid_credentials');
    }

    const verify = vi.spyOn(t.app.deps.passwords, 'verify');
    try {
      expectLocked(await login({ email: victim.email, password: victim.password }, from));
      // the same account by its phone number is the same lock
      expectLocked(await login({ phone: victim.phone, password: victim.password }, from));
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }

    // another account, from the address that just failed, is not affected
    expect((await login({ email: bystander.email, password: bystander.password }, from)).statusCode).toBe(200);

    t.clock.advance(10 * MINUTE);
    expectLocked(await login({ email: victim.email, password: victim.password }, from), 5);
    t.clock.advance(5 * MINUTE);
    expect((await login({ email: victim.email, password: victim.password }, from)).statusCode).toBe(200);
  });

  it('a success clears the failures; failures spread over more than the window never lock', async () => {
    const user = await parentAccount();
    const from = '192.0.2.2';
    for (let i = 0; i < 4; i++) expect((await login({ phone: user.phone, password: 'wrong-1' }, from)).statusCode).toBe(401);
    expect((await login({ phone: user.phone, password: user.password }, from)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ phone: user.phone, password: 'wrong-2' }, from)).statusCode).toBe(401);
    t.clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i++) expect((await login({ phone: user.phone, password: 'wrong-3' }, from)).statusCode).toBe(401);
    expect((await login({ phone: user.phone, password: user.password }, from)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so a lock does not tell whether the account exists', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login({ email: 'nobody@example.dz', password: 'guess123' }, '192.0.2.3')).statusCode).toBe(401);
    expectLocked(await login({ email: 'nobody@example.dz', password: 'guess123' }, '192.0.2.3'));
  });

  it('lets through exactly 5 guesses when they arrive at once from one address', async () => {
    const user = await parentAccount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login({ email: user.email, password: `parallel-${i}` }, '192.0.2.4')),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe('change-password: a wrong current password is a failed sign-in of the account', () => {
  const from = '192.0.2.9';
  const change = (token: string, current: string, next = 'renewed-pass') =>
    t.request({
      method: 'PUT',
      url: '/api/auth/change-password',
      token,
      headers: { 'x-forwarded-for': from },
      payload: { current_password: current, new_password: next },
    });

  it('a right current password clears the failures; 5 wrong ones lock the change and the sign-in from that address for 15 minutes', async () => {
    const p = await signedInParent(t);
    for (let i = 0; i < 4; i++) expect((await change(p.token, `wrong-${i}`)).json().code).toBe('wrong_current_password');
    expect((await change(p.token, p.body.password, 'renewed-pass')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await change(p.token, `wrong-again-${i}`)).json().code).toBe('wrong_current_password');
    // the 5th wrong one is still answered, then the account is locked there: its right password is refused, here and at sign-in
    expect((await change(p.token, 'wrong-5')).json().code).toBe('wrong_current_password');
    expectLocked(await change(p.token, 'renewed-pass', 'another-pass'));
    expectLocked(await login({ phone: p.body.phone, password: 'renewed-pass' }, from));
    t.clock.advance(15 * MINUTE);
    expect((await login({ phone: p.body.phone, password: 'renewed-pass' }, from)).statusCode).toBe(200);
    expect((await change(p.token, 'renewed-pass', 'another-pass')).statusCode).toBe(200);
  });

  it('failed sign-ins and wrong current passwords add up under the one limit of the account and address', async () => {
    const p = await signedInParent(t);
    for (let i = 0; i < 3; i++) expect((await login({ phone: p.body.phone, password: `guess-${i}` }, from)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await change(p.token, `wrong-${i}`)).statusCode).toBe(400);
    expectLocked(await change(p.token, p.body.password));
  });
});

describe('profile changes: "already registered" answers per account and per address', () => {
  const HOUR = 60 * MINUTE;
  const updateProfile = (p: { token: string; body: { full_name: string } }, contacts: { phone: string; email?: string }, from = fresh()) =>
    t.request({
      method: 'PUT',
      url: '/api/auth/me/profile',
      token: p.token,
      headers: { 'x-forwarded-for': from },
      payload: { full_name: p.body.full_name, ...contacts },
    });

  it('answers phone_taken / email_taken 10 times an hour per account, from any address; a change that succeeds uses none of them', async () => {
    const victim = await parentAccount();
    const prober = await signedInParent(t);
    for (let i = 0; i < 5; i++) {
      const taken = await updateProfile(prober, { phone: victim.phone });
      expect([taken.statusCode, taken.json().code]).toEqual([409, 'phone_taken']);
      expect(taken.json().message).toBe('This phone number is already registered.');
      expect((await updateProfile(prober, { phone: prober.body.phone })).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++)
      expect((await updateProfile(prober, { phone: prober.body.phone, email: victim.email })).json().code).toBe('email_taken');
    expectLocked(await updateProfile(prober, { phone: victim.phone }), 60);
    // the profile completion asks the same question and shares the limit
    const completion = await t.request({
      method: 'POST',
      url: '/api/auth/profile/complete',
      token: prober.token,
      headers: { 'x-forwarded-for': fresh() },
      payload: {
        user_full_name: 'Prober',
        user_phone: victim.phone,
        user_gender: 'male',
        student_date_of_birth: '2013-07-21',
        parent_full_name: 'Prober',
        parent_phone: prober.body.parent_phone,
      },
    });
    expectLocked(completion, 60);
    // another account is not affected; the prober is answered again after the hour
    const other = await signedInParent(t);
    expect((await updateProfile(other, { phone: victim.phone })).json().code).toBe('phone_taken');
    t.clock.advance(HOUR);
    expect((await updateProfile(prober, { phone: victim.phone })).json().code).toBe('phone_taken');
  });

  it('counts the answers of one address across accounts', async () => {
    const victim = await parentAccount();
    const from = '203.0.113.77';
    const [first, second, third] = [await signedInParent(t), await signedInParent(t), await signedInParent(t)];
    for (let i = 0; i < 5; i++) expect((await updateProfile(first, { phone: victim.phone }, from)).json().code).toBe('phone_taken');
    for (let i = 0; i < 5; i++)
      expect((await updateProfile(second, { phone: second.body.phone, email: victim.email }, from)).json().code).toBe('email_taken');
    expectLocked(await updateProfile(third, { phone: victim.phone }, from), 60);
    expect((await updateProfile(third, { phone: victim.phone })).json().code).toBe('phone_taken');
  });
});

describe('first-time barcode login: failures per card and address', () => {
  async function card(barcode: string, parentPhone: string) {
    const db = t.app.deps.db;
    const [parent] = await db.insert(parents).values({ fullName: 'Rachid Haddad', phone: parentPhone }).returning();
    const [student] = await db
      .insert(students)
      .values({ parentId: parent!.id, name: 'Lina Haddad', dateOfBirth: '2010-03-03', barcode })
      .returning();
    return student!.id;
  }

  it('locks a card for the address that tried 5 wrong phones, for the check and the set-up, and opens it again after 15 minutes', async () => {
    await card('BF000001', '0661000001');
    await card('BF000002', '0661000002');
    const from = '192.0.2.11';
    for (let i = 0; i < 5; i++) {
      const url = i % 2 ? '/api/auth/validate-barcode' : '/api/auth/barcode-setup-login';
      const refused = await post(url, { barcode: 'BF000001', phone: `055100000${i}`, password: 'lina2010' }, from);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('invalid_barcode');
    }
    // the right phone is refused unchecked there while the lock runs, however the code is typed
    expectLocked(await post('/api/auth/barcode-setup-login', { barcode: 'bf000001', phone: '0661000001', password: 'lina2010' }, from));
    expectLocked(await post('/api/auth/validate-barcode', { barcode: 'BF 000001', phone: '0661000001' }, from));
    // another card is not affected
    expect((await post('/api/auth/validate-barcode', { barcode: 'BF000002', phone: '0661000002' }, from)).statusCode).toBe(200);

    t.clock.advance(15 * MINUTE);
    const setup = await post('/api/auth/barcode-setup-login', { barcode: 'BF000001', phone: '0661000001', password: 'lina2010' }, from);
    expect(setup.statusCode).toBe(200);
    expect(setup.json().access_token).toEqual(expect.any(String));
  });

  it('checking a card with the right phone many times never locks it; an unknown code locks after 5, like a known one', async () => {
    await card('BF000003', '0661000003');
    for (let i = 0; i < 8; i++)
      expect((await post('/api/auth/validate-barcode', { barcode: 'BF000003', phone: '0661000003' }, '192.0.2.12')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/validate-barcode', { barcode: 'BF999999', phone: '0661000003' }, '192.0.2.12')).statusCode).toBe(404);
    expectLocked(await post('/api/auth/validate-barcode', { barcode: 'BF999999', phone: '0661000003' }, '192.0.2.12'));
  });

  it("signing in with a card's code and wrong passwords locks the family's account there, by phone too", async () => {
    await card('BF000004', '0661000004');
    const from = '192.0.2.13';
    expect(
      (await post('/api/auth/barcode-setup-login', { barcode: 'BF000004', phone: '0661000004', password: 'lina2010' })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/auth/barcode-login', { barcode: 'BF000004', password: `guess-${i}` }, from);
      expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'invalid_barcode_or_password']);
    }
    expectLocked(await post('/api/auth/barcode-login', { barcode: 'BF000004', password: 'lina2010' }, from));
    expectLocked(await login({ phone: '0661000004', password: 'lina2010' }, from));
    // the family at home, on another address, signs in
    expect((await login({ phone: '0661000004', password: 'lina2010' })).statusCode).toBe(200);
  });

  it('an admin sees the failed attempts and the lock of a card, and the reset opens it at once', async () => {
    const studentId = await card('BF000005', '0661000005');
    const admin = await signedInAdmin(t);
    const from = '192.0.2.14';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/validate-barcode', { barcode: 'BF000005', phone: '0550000009' }, from)).statusCode).toBe(404);
    expectLocked(await post('/api/auth/validate-barcode', { barcode: 'BF000005', phone: '0661000005' }, from));
    const view = await t.request({ method: 'GET', url: `/api/admin/students/${studentId}/card-claim`, token: admin });
    expect(view.json().claim).toMatchObject({
      claimed: false,
      failed_attempts: 5,
      locked_until: new Date(t.clock().getTime() + 15 * MINUTE).toISOString(),
    });

    const reset = await t.request({ method: 'POST', url: `/api/admin/students/${studentId}/card-claim/reset`, token: admin });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      success: true,
      unlinked: false,
      claim: { claimed: false, failed_attempts: 0, locked_until: null },
    });
    expect((await post('/api/auth/validate-barcode', { barcode: 'BF000005', phone: '0661000005' }, from)).statusCode).toBe(200);
  });
});

describe('mobile login: failures per username and address', () => {
  it('locks the username for the address after 5 wrong passwords and opens it after 15 minutes', async () => {
    const deps = t.app.deps;
    await deps.db.insert(parents).values({
      fullName: 'Mobile Parent',
      phone: '0661000009',
      mobileUsername: 'bf.parent',
      mobilePasswordHash: await deps.passwords.hash('mobile123'),
      mobileAppEnabled: true,
    });
    const from = '192.0.2.15';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/mobile/login', { username: 'bf.parent', password: `nope-${i}` }, from)).statusCode).toBe(401);
    expectLocked(await post('/api/mobile/login', { username: 'bf.parent', password: 'mobile123' }, from));
    expect((await post('/api/mobile/login', { username: 'bf.parent', password: 'mobile123' })).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect((await post('/api/mobile/login', { username: 'bf.parent', password: 'mobile123' }, from)).statusCode).toBe(200);
  });
});

describe('per address, whatever the account', () => {
  it('refuses an address after its failures, even with a right password, while other addresses sign in', async () => {
    const strict = await createTestApp({ ...LIMITS, AUTH_ADDRESS_MAX_FAILURES: '3' });
    try {
      const from = (address: string, payload: object) =>
        strict.request({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-forwarded-for': address } });
      const user = await signedInParent(strict);
      // a success gives its attempt back: it does not count towards the address's failures
      for (let i = 0; i < 3; i++)
        expect((await from('203.0.113.5', { phone: user.body.phone, password: user.body.password })).statusCode).toBe(200);
      for (const email of ['a@example.dz', 'b@example.dz', 'c@example.dz']) {
        expect((await from('203.0.113.5', { email, password: 'guess123' })).statusCode).toBe(401);
      }
      expectLocked(await from('203.0.113.5', { phone: user.body.phone, password: user.body.password }));
      const barcode = await strict.request({
        method: 'POST',
        url: '/api/auth/validate-barcode',
        payload: { barcode: 'ANY', phone: '0661000001' },
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(barcode.statusCode).toBe(429);
      expect((await from('203.0.113.6', { phone: user.body.phone, password: user.body.password })).statusCode).toBe(200);
      strict.clock.advance(15 * MINUTE);
      expect((await from('203.0.113.5', { phone: user.body.phone, password: user.body.password })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('card claims per address, whatever the card', () => {
  it('refuses an address that tried wrong phones on several cards, even with the right phone, while other addresses go on', async () => {
    const strict = await createTestApp({ ...LIMITS, AUTH_ADDRESS_MAX_FAILURES: '3' });
    try {
      const [parent] = await strict.app.deps.db.insert(parents).values({ fullName: 'Rachid Haddad', phone: '0661000010' }).returning();
      await strict.app.deps.db.insert(students).values({ parentId: parent!.id, name: 'Lina Haddad', barcode: 'ADDR0001' });
      const check = (address: string, barcode: string, phone: string) =>
        strict.request({
          method: 'POST',
          url: '/api/auth/validate-barcode',
          payload: { barcode, phone },
          headers: { 'x-forwarded-for': address },
        });
      for (const code of ['ADDR0002', 'ADDR0003', 'ADDR0001'])
        expect((await check('203.0.113.9', code, '0550000001')).statusCode).toBe(404);
      expectLocked(await check('203.0.113.9', 'ADDR0001', '0661000010'));
      expect((await check('203.0.113.10', 'ADDR0001', '0661000010')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('registration', () => {
  it('creates at most N accounts per address per hour; refused registrations do not use the quota', async () => {
    const strict = await createTestApp({ ...LIMITS, REGISTER_MAX_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const register = (address: string, body = registration()) =>
        strict.request({ method: 'POST', url: '/api/auth/register', payload: body, headers: { 'x-forwarded-for': address } });
      const first = registration();
      expect((await register('203.0.113.20', first)).statusCode).toBe(201);
      expect((await register('203.0.113.20', registration({ phone: first.phone }))).statusCode).toBe(409);
      expect((await register('203.0.113.20')).statusCode).toBe(201);
      const third = await register('203.0.113.20');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('too_many_attempts');
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect((await register('203.0.113.21')).statusCode).toBe(201);
      strict.clock.advance(61 * MINUTE);
      expect((await register('203.0.113.20')).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('refuses a 6th attempt with the same e-mail within an hour, from any address', async () => {
    const owner = registration();
    expect((await post('/api/auth/register', owner)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) {
      const again = await post('/api/auth/register', registration({ email: owner.email }));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('email_taken');
    }
    const sixth = await post('/api/auth/register', registration({ email: owner.email!.toUpperCase() }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_attempts');
    // the account itself still signs in: registration attempts do not lock it
    expect((await login({ email: owner.email, password: owner.password })).statusCode).toBe(200);
    t.clock.advance(61 * MINUTE);
    expect((await post('/api/auth/register', registration({ email: owner.email }))).statusCode).toBe(409);
  });
});
