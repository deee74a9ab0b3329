import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parents, students, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { registration, signedInAdmin, signedInParent } from './support/factories';

/*
 * One phone rule everywhere (issue 23 A): a number is stored in one form whatever spelling came in, so a
 * parent who registered with one spelling signs in with any other, and the same number in another spelling
 * is the same number (taken).
 */

let t: TestApp;
let admin: string;

/** The spellings of 0550 12 34 56 people type. */
const SPELLINGS = [
  '0550123456',
  '0550 12 34 56',
  '0550.12.34.56',
  '0550-12-34-56',
  '+213 550 12 34 56',
  '+213550123456',
  '00213550123456',
  '213550123456',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: object) => t.request({ method: 'POST', url: '/api/auth/login', payload });
const userByEmail = async (email: string) => (await t.app.deps.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('registering and signing in by phone', () => {
  it('stores the number in one form and signs in with every other spelling, in either field', async () => {
    const body = registration({ email: 'spellings@example.dz', phone: '+213 550 12 34 56', parent_phone: '0661.23.45.67' });
    const reg = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(reg.statusCode).toBe(201);
    const user = await userByEmail('spellings@example.dz');
    expect(user.phone).toBe('0550123456');
    const [parent] = await t.app.deps.db.select().from(parents).where(eq(parents.userId, user.id));
    expect(parent!.phone).toBe('0661234567');

    for (const spelling of SPELLINGS) {
      const byPhone = await login({ phone: spelling, password: body.password });
      expect(byPhone.statusCode, spelling).toBe(200);
      expect(byPhone.json().user.id).toBe(user.id);
      const inEmailField = await login({ email: spelling, password: body.password });
      expect(inEmailField.statusCode, spelling).toBe(200);
    }
    expect((await login({ phone: '0550 12 34 57', password: body.password })).statusCode).toBe(401);
  });

  it('finds the same number in another spelling taken', async () => {
    const first = registration({ phone: '0770 11 22 33' });
    expect((await t.request({ method: 'POST', url: '/api/auth/register', payload: first })).statusCode).toBe(201);
    const again = await t.request({ method: 'POST', url: '/api/auth/register', payload: registration({ phone: '+213770112233' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'phone_taken', details: { phone: ['phone_taken'] } });
  });

  it('accepts a landline and refuses what is not an Algerian phone number, saving nothing', async () => {
    const fixed = registration({ email: 'landline@example.dz', phone: '021 23 45 67' });
    expect((await t.request({ method: 'POST', url: '/api/auth/register', payload: fixed })).statusCode).toBe(201);
    expect((await userByEmail('landline@example.dz')).phone).toBe('021234567');
    expect((await login({ phone: '+213 21 23 45 67', password: fixed.password })).statusCode).toBe(200);

    const before = (await t.app.deps.db.select().from(users)).length;
    for (const phone of ['0450123456', '+33 6 12 34 56 78', '0550 12 34', '0550abc456', '=0550123456']) {
      const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: registration({ phone }) });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().details.phone, phone).toEqual(['phone_invalid']);
    }
    expect((await t.app.deps.db.select().from(users)).length).toBe(before);
  });
});

describe('editing phones', () => {
  it('stores the profile and parent phones in their one form, and sees a taken one in any spelling', async () => {
    const a = await signedInParent(t);
    const b = await signedInParent(t);
    const mine = await t.request({
      method: 'PUT',
      url: '/api/auth/me/profile',
      token: a.token,
      payload: { full_name: 'Karim Benali', phone: '0799 88 77 66' },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user.phone).toBe('0799887766');

    const parent = await t.request({
      method: 'PUT',
      url: '/api/auth/me/profile/parent',
      token: a.token,
      payload: { full_name: 'Samira Benali', phone: '00213 661 00 00 99' },
    });
    expect(parent.statusCode).toBe(200);
    expect(parent.json().parent.phone).toBe('0661000099');

    const bPhone = b.body.phone; // 05xxxxxxxx
    const spaced = `${bPhone.slice(0, 4)} ${bPhone.slice(4, 6)} ${bPhone.slice(6, 8)} ${bPhone.slice(8)}`;
    const taken = await t.request({
      method: 'PUT',
      url: '/api/auth/me/profile',
      token: a.token,
      payload: { full_name: 'Karim Benali', phone: spaced },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('phone_taken');
  });

  it("stores the admin's user and student forms' phones in their one form", async () => {
    const made = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: {
        full_name: 'Nadia Saidi',
        email: 'nadia.phone@academy.dz',
        phone: '+213 (0) 555 44 33 22',
        role: 'user',
        password: 'start123',
      },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().user.phone).toBe('0555443322');
    const edited = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${made.json().user.id}`,
      token: admin,
      payload: { phone: '0555.44.33.23' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await userByEmail('nadia.phone@academy.dz')).phone).toBe('0555443323');
    const dup = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${made.json().user.id}`,
      token: admin,
      payload: { phone: '00213 550 12 34 56' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('phone_taken');

    const student = await t.request({
      method: 'POST',
      url: '/api/admin/students',
      token: admin,
      payload: {
        name: 'Lina Saidi',
        date_of_birth: '2013-05-05',
        parent_name: 'Nadia Saidi',
        parent_email: 'nadia.family@academy.dz',
        parent_phone: '+213 662 11 22 33',
        phone: '0770 99 88 77',
      },
    });
    expect(student.statusCode).toBe(201);
    const [row] = await t.app.deps.db.select().from(students).where(eq(students.name, 'Lina Saidi'));
    expect(row!.phone).toBe('0770998877');
    const [family] = await t.app.deps.db.select().from(parents).where(eq(parents.id, row!.parentId!));
    expect(family!.phone).toBe('0662112233');
  });
});

describe('searching by phone', () => {
  it('finds a person by their phone in any spelling, or by part of it typed with blanks', async () => {
    const ids = async (url: string) =>
      ((await t.request({ method: 'GET', url, token: admin })).json().users as { email: string }[]).map((u) => u.email);
    for (const typed of ['0555443323', '0555 44 33 23', '+213 555 44 33 23', '0555 44']) {
      expect(await ids(`/api/admin/users?search=${encodeURIComponent(typed)}`), typed).toEqual(['nadia.phone@academy.dz']);
    }
    const students = await t.request({
      method: 'GET',
      url: `/api/admin/students?search=${encodeURIComponent('+213 770 99 88 77')}`,
      token: admin,
    });
    expect(students.json().students.map((s: { name: string }) => s.name)).toEqual(['Lina Saidi']);
  });
});

describe('the mobile app', () => {
  it("finds a parent by their phone in any spelling, and counts the spellings' failures as one account", async () => {
    const [family] = await t.app.deps.db
      .insert(parents)
      .values({
        fullName: 'Omar Kaci',
        phone: '0698765432',
        mobileUsername: '0698765432',
        mobilePasswordHash: await t.app.deps.passwords.hash('app-pass-1'),
        mobileAppEnabled: true,
      })
      .returning();
    for (const username of ['0698765432', '0698 76 54 32', '+213 698 76 54 32', '00213698765432']) {
      const res = await t.request({ method: 'POST', url: '/api/mobile/login', payload: { username, password: 'app-pass-1' } });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().account).toEqual({ type: 'parent', name: family!.fullName });
    }
    expect(
      (await t.request({ method: 'POST', url: '/api/mobile/login', payload: { username: '+213 698 76 54 32', password: 'wrong' } }))
        .statusCode,
    ).toBe(401);
  });
});
