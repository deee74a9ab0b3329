import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { parents, students, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { registration } from './support/factories';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

async function rowCounts() {
  const db = t.app.deps.db;
  const [[u], [p], [s]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(parents),
    db.select({ n: count() }).from(students),
  ]);
  return { users: u!.n, parents: p!.n, students: s!.n };
}

describe('POST /api/auth/register', () => {
  it('creates the account, the parent and the first student, and e-mails a verification link', async () => {
    const body = registration({ email: 'Karim.Benali@Example.dz' });
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, verification_sent: true });
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('karim.benali@example.dz');
    expect(mail.text).toMatch(/\/verify-email\?token=/);

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'karim.benali@example.dz', password: body.password },
    });
    const user = login.json().user;
    expect(user).toMatchObject({
      role: 'client',
      full_name: 'Karim Benali',
      phone: body.phone,
      email_verified: false,
      profile_incomplete: false,
    });
    expect(user.parent_info).toEqual({ full_name: 'Karim Benali', email: null, phone: body.parent_phone });
    expect(user.students).toHaveLength(1);
    expect(user.students[0]).toMatchObject({ name: 'Yacine Benali', date_of_birth: '2012-04-15' });
    expect(user.students[0].barcode).toMatch(/^ST\d{8}$/);
  });

  it('accepts a registration without e-mail and Arabic names', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email: undefined, full_name: 'كريم بن علي', student_name: 'أمينة بن علي' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().verification_sent).toBe(false);
  });

  const badInputs: [string, Record<string, unknown>, string, string][] = [
    ['a phone not starting 05/06/07', { phone: '0412345678' }, 'phone', 'phone_invalid'],
    ['a phone with 9 digits', { phone: '055123456' }, 'phone', 'phone_invalid'],
    ['a parent phone with letters', { parent_phone: '06123abc78' }, 'parent_phone', 'phone_invalid'],
    ['a name with digits', { full_name: 'Karim 2' }, 'full_name', 'name_letters_only'],
    ['a student name with symbols', { student_name: 'Yacine_B!' }, 'student_name', 'name_letters_only'],
    ['a blank name', { full_name: '   ' }, 'full_name', 'required'],
    ['a 5-character password', { password: '12345' }, 'password', 'password_too_short'],
    ['an e-mail without @', { email: 'karim.example.dz' }, 'email', 'email_invalid'],
    ['a birth date in the future', { date_of_birth: '2999-01-01' }, 'date_of_birth', 'date_in_future'],
    ['an impossible birth date', { date_of_birth: '2015-02-30' }, 'date_of_birth', 'date_invalid'],
    ['an unknown gender', { gender: 'other' }, 'gender', 'required'],
  ];

  for (const [what, override, field, key] of badInputs) {
    it(`refuses ${what} with 400 and creates nothing`, async () => {
      const before = await rowCounts();
      const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: { ...registration(), ...override } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().details[field]).toContain(key);
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('refuses a missing field', async () => {
    const { student_name: _omit, ...body } = registration();
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.student_name).toBeDefined();
  });

  it('refuses a phone or e-mail already registered, with the field it concerns', async () => {
    const first = registration();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: first });
    const before = await rowCounts();

    const samePhone = await t.request({ method: 'POST', url: '/api/auth/register', payload: registration({ phone: first.phone }) });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({ code: 'phone_taken', details: { phone: ['phone_taken'] } });

    const sameEmail = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email: first.email!.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().code).toBe('email_taken');
    expect(await rowCounts()).toEqual(before);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'bad_request' });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});

describe('POST /api/auth/verify-email', () => {
  function tokenFromLastMail() {
    return new URL(/https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0]).searchParams.get('token')!;
  }

  it('verifies once; the same link then fails', async () => {
    const body = registration();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    const token = tokenFromLastMail();
    const ok = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(ok.statusCode).toBe(200);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(login.json().user.email_verified).toBe(true);

    const again = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
  });

  it('refuses an expired link and an unknown one', async () => {
    await t.request({ method: 'POST', url: '/api/auth/register', payload: registration() });
    const token = tokenFromLastMail();
    t.clock.advance(49 * 3_600_000);
    const expired = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('token_expired');
    const unknown = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'nope' } });
    expect(unknown.json().code).toBe('invalid_token');
  });

  it('needs a token', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.token).toBeDefined();
  });
});
