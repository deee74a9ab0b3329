import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parents, students, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInParent } from './support/factories';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

/** A multipart body with one file field, as a browser sends it. */
function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----academy' + Math.floor(Number.MAX_SAFE_INTEGER / 7).toString(16);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile status and completion', () => {
  it('reports what is missing and completes the profile with dialog version 2', async () => {
    const { token, body } = await signedInParent(t);
    // An account the academy created without family details (e.g. by an admin).
    const [user] = await t.app.deps.db.select().from(users).where(eq(users.phone, body.phone));
    await t.app.deps.db.update(parents).set({ fullName: null, phone: null }).where(eq(parents.userId, user!.id));
    await t.app.deps.db.update(students).set({ dateOfBirth: null });

    const status = await t.request({ method: 'GET', url: '/api/auth/profile-status', token });
    expect(status.json()).toEqual({
      profile_incomplete: true,
      missing_data: { needs_parent: true, needs_phone: false, needs_date_of_birth: true, needs_parent_phone: true },
    });

    const bad = await t.request({ method: 'POST', url: '/api/auth/profile/complete', token, payload: { user_full_name: 'Karim' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['user_phone', 'parent_phone', 'student_date_of_birth']));

    const res = await t.request({
      method: 'POST',
      url: '/api/auth/profile/complete',
      token,
      payload: {
        user_full_name: 'Karim Benali',
        user_email: '',
        user_phone: body.phone,
        user_gender: 'male',
        student_date_of_birth: '2013-01-20',
        parent_full_name: 'Samira Benali',
        parent_phone: '0770000001',
        parent_email: 'samira@example.dz',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, profile_complete: true });
    expect(res.json().user.parent_info).toEqual({ full_name: 'Samira Benali', email: 'samira@example.dz', phone: '0770000001' });
    expect(res.json().user.students[0].date_of_birth).toBe('2013-01-20');
  });

  it('completes with dialog version 1', async () => {
    const { token } = await signedInParent(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/complete-profile',
      token,
      payload: { parent_name: 'Nadia Kaci', parent_phone: '0660000009', student_phone: '0550000009', date_of_birth: '2011-05-05' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile_complete).toBe(true);
    expect(res.json().user.parent_info.full_name).toBe('Nadia Kaci');
  });
});

describe('profile and parent updates', () => {
  it('updates the personal details and refuses a phone used by another account', async () => {
    const a = await signedInParent(t);
    const b = await signedInParent(t);
    const ok = await t.request({
      method: 'PUT',
      url: '/api/auth/me/profile',
      token: a.token,
      payload: { full_name: 'Karim Ben Ali', email: '', phone: a.body.phone },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ full_name: 'Karim Ben Ali', email: null });

    const taken = await t.request({
      method: 'PUT',
      url: '/api/auth/me/profile',
      token: a.token,
      payload: { full_name: 'Karim', phone: b.body.phone },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('phone_taken');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: a.token });
    expect(me.json().user.phone).toBe(a.body.phone);
  });

  it('a new e-mail is unverified until its own link is opened; links sent to an older address stop working', async () => {
    const { token, body } = await signedInParent(t);
    const me = () => t.request({ method: 'GET', url: '/api/auth/me', token }).then((r) => r.json().user ?? r.json());
    const linkTo = (address: string) => {
      const mail = t.mails.filter((m) => m.to === address).at(-1);
      return mail ? new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')! : null;
    };
    const verify = (code: string) => t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: code } });
    expect((await verify(linkTo(body.email!)!)).statusCode).toBe(200);
    expect((await me()).email_verified).toBe(true);

    // Same address, new name: still verified, no mail.
    const mailsBefore = t.mails.length;
    const same = await t.request({
      method: 'PUT',
      url: '/api/auth/me/profile',
      token,
      payload: { full_name: 'Karim Ben Ali', email: body.email, phone: body.phone },
    });
    expect([same.statusCode, same.json().email_verified ?? same.json().user?.email_verified]).toEqual([200, true]);
    expect(t.mails.length).toBe(mailsBefore);

    const put = (email: string) =>
      t.request({ method: 'PUT', url: '/api/auth/me/profile', token, payload: { full_name: 'Karim Ben Ali', email, phone: body.phone } });
    expect((await put('new.one@example.dz')).statusCode).toBe(200);
    expect(await me()).toMatchObject({ email: 'new.one@example.dz', email_verified: false });
    const first = linkTo('new.one@example.dz')!;
    expect((await put('new.two@example.dz')).statusCode).toBe(200);
    expect((await verify(first)).json().code).toBe('invalid_token');
    expect((await me()).email_verified).toBe(false);
    expect((await verify(linkTo('new.two@example.dz')!)).statusCode).toBe(200);
    expect(await me()).toMatchObject({ email: 'new.two@example.dz', email_verified: true });

    // The profile completion changes the e-mail the same way.
    const done = await t.request({
      method: 'POST',
      url: '/api/auth/profile/complete',
      token,
      payload: {
        user_full_name: 'Karim Benali',
        user_email: 'third@example.dz',
        user_phone: body.phone,
        user_gender: 'male',
        student_date_of_birth: '2013-01-20',
        parent_full_name: 'Samira Benali',
        parent_phone: '0770000009',
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: 'third@example.dz', email_verified: false });
    expect((await verify(linkTo('third@example.dz')!)).statusCode).toBe(200);
    expect((await me()).email_verified).toBe(true);
  });

  it('reads and updates the parent information', async () => {
    const { token } = await signedInParent(t);
    const put = await t.request({
      method: 'PUT',
      url: '/api/auth/me/profile/parent',
      token,
      payload: { full_name: 'سميرة بن علي', email: 'samira@example.dz', phone: '0770000002' },
    });
    expect(put.statusCode).toBe(200);
    const get = await t.request({ method: 'GET', url: '/api/auth/me/profile/parent', token });
    expect(get.json().parent).toMatchObject({ full_name: 'سميرة بن علي', phone: '0770000002' });
    const bad = await t.request({ method: 'PUT', url: '/api/auth/me/profile/parent', token, payload: { full_name: '', phone: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ full_name: ['required'], phone: ['phone_invalid'] });
  });

  it("sets a student's birthday only within the family", async () => {
    const mine = await signedInParent(t);
    const theirs = await signedInParent(t);
    const myStudent = mine.user.students[0].id;
    const theirStudent = theirs.user.students[0].id;

    const ok = await t.request({
      method: 'PUT',
      url: `/api/auth/me/profile/students/${myStudent}/birthday`,
      token: mine.token,
      payload: { date_of_birth: '2012-12-12' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().student.date_of_birth).toBe('2012-12-12');

    const other = await t.request({
      method: 'PUT',
      url: `/api/auth/me/profile/students/${theirStudent}/birthday`,
      token: mine.token,
      payload: { date_of_birth: '2012-12-12' },
    });
    expect(other.statusCode).toBe(404);
    const [row] = await t.app.deps.db.select().from(students).where(eq(students.id, theirStudent));
    expect(row!.dateOfBirth).toBe('2012-04-15');

    const empty = await t.request({
      method: 'PUT',
      url: `/api/auth/me/profile/students/${myStudent}/birthday`,
      token: mine.token,
      payload: { date_of_birth: '' },
    });
    expect(empty.statusCode).toBe(400);
    const list = await t.request({ method: 'GET', url: '/api/auth/me/profile/students', token: mine.token });
    expect(list.json().students).toEqual([expect.objectContaining({ id: myStudent, enrollments: [] })]);
  });
});

/** A small 24-bit BMP, as old scanners and Paint save them. */
function bmpImage(width: number, height: number) {
  const row = Math.ceil((width * 3) / 4) * 4;
  const b = Buffer.alloc(54 + row * height);
  b.write('BM');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(row * height, 34);
  b.fill(0x80, 54);
  return b;
}

describe('profile picture', () => {
  it('accepts an image, re-encodes it without metadata and serves it with nosniff', async () => {
    const { token } = await signedInParent(t);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .png()
      .toBuffer();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/upload-profile-picture',
      token,
      ...multipart('profile_picture', 'me.png', png, 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().profile_picture_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);

    const file = await t.request({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);
    expect(meta.exif).toBeUndefined();

    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json().user.profile_picture_url).toBe(url);

    const removed = await t.request({ method: 'DELETE', url: '/api/auth/remove-profile-picture', token });
    expect(removed.json()).toEqual({ success: true });
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', url.replace('/uploads/', '')))).toBe(false);
    const again = await t.request({ method: 'DELETE', url: '/api/auth/remove-profile-picture', token });
    expect(again.statusCode).toBe(404);
  });

  it('accepts a BMP picture too', async () => {
    const { token } = await signedInParent(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/upload-profile-picture',
      token,
      ...multipart('profile_picture', 'scan.bmp', bmpImage(4, 3), 'image/bmp'),
    });
    expect(res.statusCode).toBe(200);
    const file = await t.request({ method: 'GET', url: res.json().profile_picture_url });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 4, 3]);
  });

  it('checks the type by content, not by name', async () => {
    const { token } = await signedInParent(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/upload-profile-picture',
      token,
      ...multipart('profile_picture', 'photo.png', Buffer.from('<script>alert(1)</script>'), 'image/png'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_file_type');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(me.json().user.profile_picture_url).toBeNull();
  });

  it('refuses a file over 10 MB', async () => {
    const { token } = await signedInParent(t);
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/upload-profile-picture',
      token,
      ...multipart('profile_picture', 'big.png', big, 'image/png'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file_too_large');
  });

  it('needs a file and a signed-in user', async () => {
    const { token } = await signedInParent(t);
    const none = await t.request({ method: 'POST', url: '/api/auth/upload-profile-picture', token, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('no_file');
    const anon = await t.request({ method: 'POST', url: '/api/auth/upload-profile-picture', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('first-time barcode login of returning students', () => {
  async function importedStudent(barcode: string, parentPhone: string | null = '0661112233') {
    const db = t.app.deps.db;
    const [parent] = await db.insert(parents).values({ fullName: 'Rachid Haddad', phone: parentPhone }).returning();
    await db.insert(students).values({ parentId: parent!.id, name: 'Lina Haddad', dateOfBirth: '2010-03-03', barcode });
  }

  it('checks the barcode with the parent phone on file, then sets up the account with that phone and signs in', async () => {
    await importedStudent('OLD000123');
    const blank = await t.request({ method: 'POST', url: '/api/auth/validate-barcode', payload: { barcode: '  ', phone: '0661112233' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details.barcode).toContain('barcode_required');
    const noPhone = await t.request({ method: 'POST', url: '/api/auth/validate-barcode', payload: { barcode: 'OLD000123' } });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().details.phone).toContain('required');
    expect(noPhone.body).not.toContain('Lina');

    const valid = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: ' old000123 ', phone: '0661112233' },
    });
    expect(valid.statusCode).toBe(200);
    // "Is this your child?": the first name only, never the birth date or the parent's name.
    expect(valid.json()).toEqual({ valid: true, student: { name: 'Lina', already_set_up: false } });

    const weak = await t.request({
      method: 'POST',
      url: '/api/auth/barcode-setup-login',
      payload: { barcode: 'OLD000123', phone: '0661112233', password: '123' },
    });
    expect(weak.statusCode).toBe(400);

    const setup = await t.request({
      method: 'POST',
      url: '/api/auth/barcode-setup-login',
      payload: { barcode: 'OLD000123', phone: '0661112233', password: 'lina2010' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().user).toMatchObject({
      full_name: 'Rachid Haddad',
      phone: '0661112233',
      students: [expect.objectContaining({ name: 'Lina Haddad' })],
    });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: setup.json().access_token });
    expect(me.statusCode).toBe(200);

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: 'OLD000123', phone: '0661112233' },
    });
    expect(again.json()).toEqual({ valid: true, student: { name: 'Lina', already_set_up: true } });
    const twice = await t.request({
      method: 'POST',
      url: '/api/auth/barcode-setup-login',
      payload: { barcode: 'OLD000123', phone: '0661112233', password: 'other2010' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('barcode_already_set_up');

    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone: '0661112233', password: 'lina2010' } });
    expect(login.statusCode).toBe(200);
    const byCard = await t.request({
      method: 'POST',
      url: '/api/auth/barcode-login',
      payload: { barcode: 'old000123', password: 'lina2010' },
    });
    expect(byCard.statusCode).toBe(200);
    expect(byCard.json().user.phone).toBe('0661112233');
  });

  it('refuses a phone that is not the one on file: no account, no data', async () => {
    await importedStudent('OLD000456');
    const accounts = async () => (await t.app.deps.db.select({ id: users.id }).from(users)).length;
    const before = await accounts();
    for (const url of ['/api/auth/validate-barcode', '/api/auth/barcode-setup-login']) {
      const res = await t.request({ method: 'POST', url, payload: { barcode: 'OLD000456', phone: '0551234567', password: 'lina2010' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('invalid_barcode');
      for (const personal of ['Lina', 'Haddad', '2010-03-03', '0661112233']) expect(res.body).not.toContain(personal);
    }
    expect(await accounts()).toBe(before);
    const [parent] = await t.app.deps.db
      .select()
      .from(parents)
      .innerJoin(students, eq(students.parentId, parents.id))
      .where(eq(students.barcode, 'OLD000456'));
    expect(parent!.parents.userId).toBeNull();
  });

  it('answers an unknown code, a wrong phone and a family with no phone on file identically', async () => {
    await importedStudent('OLD000789');
    await importedStudent('OLD000790', null);
    for (const url of ['/api/auth/validate-barcode', '/api/auth/barcode-setup-login']) {
      const answers = await Promise.all(
        [
          { barcode: 'OLD000788', phone: '0661112233' },
          { barcode: 'OLD000789', phone: '0661112234' },
          { barcode: 'OLD000790', phone: '0661112233' },
        ].map((payload) => t.request({ method: 'POST', url, payload: { ...payload, password: 'lina2010' } })),
      );
      const seen = answers.map((r) => ({ status: r.statusCode, body: r.body, type: r.headers['content-type'] }));
      expect(seen[0]!.status).toBe(404);
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[2]).toEqual(seen[0]);
      expect(JSON.parse(seen[0]!.body)).toMatchObject({
        statusCode: 404,
        code: 'invalid_barcode',
        message:
          'Invalid barcode or parent phone number. Please check and try again. If the academy has no phone number for your family, please contact the academy.',
      });
    }
  });

  it('compares the phone on file in canonical form', async () => {
    await importedStudent('OLD000321', '+213 661 11 22 44');
    const setup = await t.request({
      method: 'POST',
      url: '/api/auth/barcode-setup-login',
      payload: { barcode: 'OLD000321', phone: '0661112244', password: 'lina2010' },
    });
    expect(setup.statusCode).toBe(200);
    // The account and the family keep the phone in that one form.
    expect(setup.json().user).toMatchObject({ phone: '0661112244', parent_info: { phone: '0661112244' } });
  });

  it('refuses a phone on file that another account uses, and creates nothing', async () => {
    const { body } = await signedInParent(t);
    await importedStudent('OLD000999', body.phone);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/barcode-setup-login',
      payload: { barcode: 'OLD000999', phone: body.phone, password: 'secret1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('phone_taken');
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/validate-barcode',
      payload: { barcode: 'OLD000999', phone: body.phone },
    });
    expect(again.json().student.already_set_up).toBe(false);
  });

  it('signs in a claimed card with its password; a wrong password, an unknown and an unclaimed code answer alike', async () => {
    await importedStudent('OLD000555', '0661112255');
    await importedStudent('OLD000556', '0661112256');
    const setup = await t.request({
      method: 'POST',
      url: '/api/auth/barcode-setup-login',
      payload: { barcode: 'OLD000555', phone: '0661112255', password: 'lina2010' },
    });
    expect(setup.statusCode).toBe(200);
    const answers = await Promise.all(
      [
        { barcode: 'OLD000555', password: 'wrong-one' },
        { barcode: 'OLD000554', password: 'lina2010' },
        { barcode: 'OLD000556', password: 'lina2010' },
      ].map((payload) => t.request({ method: 'POST', url: '/api/auth/barcode-login', payload })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'invalid_barcode_or_password', message: 'Incorrect barcode or password.' });
    }
    const ok = await t.request({ method: 'POST', url: '/api/auth/barcode-login', payload: { barcode: 'OLD000555', password: 'lina2010' } });
    expect(ok.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: ok.json().access_token });
    expect(me.json().user.students.map((s: { name: string }) => s.name)).toEqual(['Lina Haddad']);
  });
});
