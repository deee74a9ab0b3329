import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import QRCode from 'qrcode';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, courses, sections } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended } from './support/family-data';

let t: TestApp;
let admin: string;
let parentToken: string;
let studentId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://academy.example.dz/' });
  admin = await signedInAdmin(t);
  const parent = await signedInParent(t);
  parentToken = parent.token;
  studentId = parent.user.students[0].id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

/** A multipart body as a browser's FormData sends it: text fields and, optionally, one file. */
function form(fields: Record<string, string | number | boolean>, file?: { field: string; name: string; bytes: Buffer; type: string }) {
  const boundary = '----academycourseform';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof form>, token = admin) =>
  t.request({ method, url, token, ...body }).then((r) => ({ status: r.statusCode, body: r.json() }));

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();

const validFields = {
  name_en: 'Physics 3AS — BAC revision',
  name_ar: 'الفيزياء 3 ثانوي — مراجعة البكالوريا',
  description_en: 'Weekly revision for the baccalaureate.',
  description_ar: 'مراجعة أسبوعية لامتحان البكالوريا.',
  level: 'high',
  grade: '3AS',
  subject: 'physics',
  category: 'academic',
  pricing_type: 'session',
  session_price: '650.50',
  session_duration_hours: '2',
  max_students: '18',
  is_active: 'true',
};

const courseCount = async () => Number((await t.app.deps.db.select({ n: count() }).from(courses))[0]!.n);
const publicNames = async () => ((await call('GET', '/api/courses?limit=100')).body.courses as { name: string }[]).map((c) => c.name);

describe('admin courses: create and edit', () => {
  it('creates a course from the multipart form with its picture cropped to 640x360, shown publicly at once', async () => {
    expect(await publicNames()).not.toContain(validFields.name_en); // the catalogue page is now cached
    const image = await picture(1200, 1200);
    const res = await send(
      'POST',
      '/api/admin/courses',
      form(validFields, { field: 'image', name: 'physics.png', bytes: image, type: 'image/png' }),
    );
    expect(res.status).toBe(201);
    const course = res.body.course;
    expect(course).toMatchObject({
      name: validFields.name_en,
      name_ar: validFields.name_ar,
      level: 'high',
      grade: '3AS',
      subject: 'physics',
      price: 650.5,
      session_price: 650.5,
      max_students: 18,
      is_active: true,
      archived: false,
      sections_count: 0,
      seats_taken: 0,
      seats_max: 18,
      available_seats: 18,
      pricing_info: { pricing_type: 'session', display_price: null, session_duration_hours: 2 },
    });
    expect(course.image_url).toMatch(/^\/uploads\/courses\/[0-9a-f]{32}\.webp$/);
    const file = await t.request({ method: 'GET', url: course.image_url });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);

    expect(await publicNames()).toContain(validFields.name_en);
    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.created'), eq(auditLog.entityId, course.id)));
    expect(entry).toBeTruthy();
  });

  it('accepts the spec JSON form (name, description, price) and a monthly price', async () => {
    const res = await call('POST', '/api/admin/courses', admin, {
      name: 'English Club',
      description: 'Speaking practice.',
      level: 'primary',
      grade: '5AP',
      subject: 'english',
      pricing_type: 'monthly',
      price: 3200,
      max_students: 12,
    });
    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({
      name: 'English Club',
      name_en: 'English Club',
      description_en: 'Speaking practice.',
      price: 3200,
      monthly_price: 3200,
      session_price: null,
    });
  });

  it('refuses bad input with field details and changes nothing', async () => {
    const before = await courseCount();
    const bad = await send(
      'POST',
      '/api/admin/courses',
      form({
        level: 'middle',
        grade: '3AS',
        pricing_type: 'session',
        session_price: '-5',
        max_students: '0',
        session_duration_hours: '1.555',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.details).toMatchObject({
      session_price: ['amount_negative'],
      max_students: ['number_min'],
      session_duration_hours: ['amount_decimals'],
    });

    const names = await send(
      'POST',
      '/api/admin/courses',
      form({ level: 'middle', grade: '3AS', pricing_type: 'monthly', max_students: '10' }),
    );
    expect(names.body.details).toMatchObject({
      name_en: ['required'],
      name_ar: ['required'],
      description_en: ['required'],
      grade: ['grade_not_in_level'],
      monthly_price: ['required'],
    });

    const cents = await call('POST', '/api/admin/courses', admin, { ...validFields, session_price: '12.345', max_students: 'many' });
    expect(cents.body.details).toMatchObject({ session_price: ['amount_decimals'], max_students: ['number_invalid'] });

    const notAnImage = await send(
      'POST',
      '/api/admin/courses',
      form(validFields, { field: 'image', name: 'x.png', bytes: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }),
    );
    expect([notAnImage.status, notAnImage.body.code]).toEqual([400, 'invalid_file_type']);
    expect(await courseCount()).toBe(before);
  });

  it('replaces the picture (the old file is removed), edits every field and keeps the search text in both languages', async () => {
    const created = await send(
      'POST',
      '/api/admin/courses',
      form(
        { ...validFields, name_en: 'Chemistry 2AS', name_ar: 'الكيمياء 2 ثانوي', grade: '2AS' },
        { field: 'image', name: 'a.png', bytes: await picture(800, 450), type: 'image/png' },
      ),
    );
    const { id, image_url: oldUrl } = created.body.course;
    expect(await publicNames()).toContain('Chemistry 2AS');

    const edited = await send(
      'PUT',
      `/api/admin/courses/${id}`,
      form(
        {
          ...validFields,
          name_en: 'Chemistry 2AS — labs',
          name_ar: 'الكيمياء 2 ثانوي — أعمال تطبيقية',
          grade: '2AS',
          max_students: '25',
          display_price: '650 DA / séance',
        },
        {
          field: 'image',
          name: 'b.jpg',
          bytes: await sharp(await picture(300, 900))
            .jpeg()
            .toBuffer(),
          type: 'image/jpeg',
        },
      ),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.course).toMatchObject({
      name: 'Chemistry 2AS — labs',
      max_students: 25,
      pricing_info: { display_price: '650 DA / séance' },
    });
    expect(edited.body.course.image_url).not.toBe(oldUrl);
    expect((await t.request({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', oldUrl.replace('/uploads/', '')))).toBe(false);
    const meta = await sharp((await t.request({ method: 'GET', url: edited.body.course.image_url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);

    // The catalogue served right after the edit shows it (the cache was cleared, the clock did not move).
    expect(await publicNames()).toContain('Chemistry 2AS — labs');
    // Arabic without hamza / with a different alef still finds it; so does the grade's Arabic name.
    const search = async (q: string) =>
      ((await call('GET', `/api/admin/courses?search=${encodeURIComponent(q)}`, admin)).body.courses as { id: number }[]).map((c) => c.id);
    expect(await search('تطبيقيه')).toContain(id);
    expect(await search('السنة الثانية ثانوي')).toContain(id);
    expect(await search('labs')).toContain(id);

    const bad = await send('PUT', `/api/admin/courses/${id}`, form({ ...validFields, level: 'primary' }));
    expect([bad.status, bad.body.details.grade]).toEqual([400, ['grade_not_in_level']]);
    expect((await send('PUT', '/api/admin/courses/999999', form(validFields))).status).toBe(404);
  });

  it('activates and deactivates with JSON is_active or the toggle; the public catalogue follows at once', async () => {
    const course = await createCourse(t, { name: 'Toggle Me' });
    // Written behind the app's back: the cached catalogue page shows it once its 5 seconds are over.
    t.clock.advance(6000);
    expect(await publicNames()).toContain('Toggle Me');
    const off = await call('PUT', `/api/admin/courses/${course.id}`, admin, { is_active: false });
    expect([off.status, off.body.course.is_active]).toEqual([200, false]);
    expect(await publicNames()).not.toContain('Toggle Me');
    expect((await call('GET', `/api/courses/${course.id}`)).status).toBe(404);

    const on = await call('PATCH', `/api/admin/courses/${course.id}/toggle-status`, admin);
    expect(on.body.course.is_active).toBe(true);
    expect(await publicNames()).toContain('Toggle Me');
    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.deactivated'), eq(auditLog.entityId, course.id)));
    expect(entry).toBeTruthy();
    expect((await call('PUT', `/api/admin/courses/${course.id}`, admin, { is_active: 'maybe' })).status).toBe(400);
  });
});

describe('admin courses: list', () => {
  it('filters by level, grade, subject, status and search, with seats taken and offered, paginated', async () => {
    const maths = await createCourse(t, {
      name: 'Algebra 4AM',
      nameAr: 'الجبر 4 متوسط',
      level: 'middle',
      grade: '4AM',
      subject: 'mathematics',
      maxStudents: 40,
    });
    const closed = await createCourse(t, { name: 'Geometry 4AM', level: 'middle', grade: '4AM', subject: 'mathematics', isActive: false });
    const a = await createSection(t, maths.id, { name: 'A', maxStudents: 10 });
    await createSection(t, maths.id, { name: 'B', maxStudents: 5 });
    await createSection(t, maths.id, { name: 'Old', maxStudents: 50, isActive: false });
    await approvedEnrollment(t, studentId, a.id);

    const list = await call('GET', '/api/admin/courses?level=middle&grade=4AM&subject=mathematics&limit=100', admin);
    expect(list.status).toBe(200);
    const byId = new Map(list.body.courses.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(maths.id)).toMatchObject({
      sections_count: 3,
      active_sections_count: 2,
      seats_taken: 1,
      seats_max: 15,
      available_seats: 14,
      is_active: true,
    });
    expect(byId.get(closed.id)).toMatchObject({ is_active: false, seats_max: 20 });
    // The subject filter offers, for the chosen level, the subjects its courses teach (inactive ones too).
    expect(list.body.subjects_by_level.middle).toContain('mathematics');
    expect(list.body.subjects_by_level.preschool).not.toContain('mathematics');

    const active = await call('GET', '/api/admin/courses?level=middle&status=active&limit=100', admin);
    expect(active.body.courses.map((c: { id: number }) => c.id)).toContain(maths.id);
    expect(active.body.courses.map((c: { id: number }) => c.id)).not.toContain(closed.id);
    const inactive = await call('GET', '/api/admin/courses?status=inactive&limit=100', admin);
    expect(inactive.body.courses.every((c: { is_active: boolean }) => !c.is_active)).toBe(true);
    const arabic = await call('GET', `/api/admin/courses?search=${encodeURIComponent('الجبر')}`, admin);
    expect(arabic.body.courses.map((c: { id: number }) => c.id)).toEqual([maths.id]);

    const page = await call('GET', '/api/admin/courses?limit=2&offset=1', admin);
    expect(page.body.courses).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(3);
    const past = await call('GET', '/api/admin/courses?limit=2&offset=5000', admin);
    expect([past.body.courses.length, past.body.total]).toEqual([0, page.body.total]);
    expect((await call('GET', '/api/admin/courses?status=gone', admin)).status).toBe(400);
  });

  it('lists the courses and active sections open for enrollment, with free seats', async () => {
    const course = await createCourse(t, { name: 'Arabic 1AM', level: 'middle', grade: '1AM', subject: 'arabic' });
    const open = await createSection(t, course.id, { name: 'Morning', maxStudents: 3 }, [
      { dayOfWeek: 0, startTime: '08:00', endTime: '09:30' },
    ]);
    await createSection(t, course.id, { name: 'Closed', isActive: false });
    const hidden = await createCourse(t, { name: 'Hidden 1AM', isActive: false });
    await createSection(t, hidden.id);
    await approvedEnrollment(t, studentId, open.id);

    const res = await call('GET', '/api/admin/courses/available-for-enrollment', admin);
    expect(res.status).toBe(200);
    const found = res.body.courses.find((c: { id: number }) => c.id === course.id);
    expect(found.classes).toEqual([
      expect.objectContaining({
        id: open.id,
        section_name: 'Morning',
        schedule: 'Sun 08:00-09:30',
        current_students: 1,
        available_seats: 2,
      }),
    ]);
    expect(res.body.courses.map((c: { id: number }) => c.id)).not.toContain(hidden.id);
  });
});

describe('admin courses: delete and archive', () => {
  it('refuses while a student holds a seat, archives instead (hidden publicly, history kept)', async () => {
    const course = await createCourse(t, { name: 'Seated Course' });
    const section = await createSection(t, course.id);
    await approvedEnrollment(t, studentId, section.id);
    const refused = await call('DELETE', `/api/admin/courses/${course.id}`, admin);
    expect([refused.status, refused.body.code]).toEqual([409, 'course_has_students']);
    expect((await call('GET', `/api/courses/${course.id}`)).status).toBe(200);

    const archived = await call('DELETE', `/api/admin/courses/${course.id}?archive=true`, admin);
    expect(archived.body).toMatchObject({ success: true, archived: true });
    expect((await call('GET', `/api/courses/${course.id}`)).status).toBe(404);
    expect(await publicNames()).not.toContain('Seated Course');
    const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, course.id));
    expect([row!.isActive, row!.archivedAt !== null]).toEqual([false, true]);
    const all = await call('GET', '/api/admin/courses?limit=100', admin);
    expect(all.body.courses.map((c: { id: number }) => c.id)).not.toContain(course.id);
    const archive = await call('GET', '/api/admin/courses?status=archived', admin);
    expect(archive.body.courses).toEqual([expect.objectContaining({ id: course.id, archived: true, is_active: false })]);

    // Activating an archived course brings it back.
    await call('PATCH', `/api/admin/courses/${course.id}/toggle-status`, admin, { is_active: true });
    expect((await call('GET', `/api/courses/${course.id}`)).status).toBe(200);
  });

  it('refuses a course with attendance history even once the seats ended', async () => {
    const course = await createCourse(t, { name: 'History Course' });
    const section = await createSection(t, course.id);
    const seat = await approvedEnrollment(t, studentId, section.id);
    await attended(t, seat, '2026-11-01', { charge: '500.00', paid: '500.00' });
    await call('DELETE', `/api/admin/students/${studentId}/unenroll/${seat.id}`, admin);
    const refused = await call('DELETE', `/api/admin/courses/${course.id}`, admin);
    expect([refused.status, refused.body.code]).toEqual([409, 'course_has_history']);
  });

  it('refuses while a family request waits for the academy', async () => {
    const course = await createCourse(t, { name: 'Requested Course' });
    const parent = await signedInParent(t);
    await call('POST', '/api/courses/register', parent.token, { course_id: course.id, student_id: parent.user.students[0].id });
    expect((await call('DELETE', `/api/admin/courses/${course.id}`, admin)).body.code).toBe('course_has_students');
  });

  it('deletes a course without history with its sections and picture', async () => {
    const created = await send(
      'POST',
      '/api/admin/courses',
      form(
        { ...validFields, name_en: 'Short-lived' },
        { field: 'image', name: 'a.png', bytes: await picture(640, 360), type: 'image/png' },
      ),
    );
    const { id, image_url: url } = created.body.course;
    const section = await createSection(t, id, {}, [{ dayOfWeek: 1, startTime: '10:00', endTime: '11:00' }]);
    const ended = await approvedEnrollment(t, studentId, section.id);
    await call('DELETE', `/api/admin/students/${studentId}/unenroll/${ended.id}`, admin);
    const res = await call('DELETE', `/api/admin/courses/${id}`, admin);
    expect(res.body).toMatchObject({ success: true, archived: false });
    expect(await t.app.deps.db.select().from(sections).where(eq(sections.courseId, id))).toEqual([]);
    expect((await call('GET', `/api/admin/courses/${id}`, admin)).status).toBe(404);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/courses/${id}`, admin)).status).toBe(404);
  });
});

describe('course QR codes', () => {
  it('answers a PNG data URL of a QR code opening the course page', async () => {
    const course = await createCourse(t, { name: 'QR Course' });
    const res = await call('POST', `/api/admin/courses/${course.id}/generate-qr`, admin);
    expect(res.status).toBe(200);
    const url = `https://academy.example.dz/courses?course=${course.id}`;
    expect(res.body.url).toBe(url);
    expect(res.body.qr_code_data).toMatch(/^data:image\/png;base64,/);
    expect(res.body.qr_code_data).toBe(
      await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512, type: 'image/png' }),
    );
    const meta = await sharp(Buffer.from(res.body.qr_code_data.split(',')[1], 'base64')).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 512]);
    expect((await call('POST', '/api/admin/courses/999999/generate-qr', admin)).body.code).toBe('course_not_found');
  });
});

describe('admin courses: access', () => {
  it('refuses parents (403) and visitors (401) on every route', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/admin/courses'],
      ['GET', '/api/admin/courses/available-for-enrollment'],
      ['GET', '/api/admin/courses/1'],
      ['POST', '/api/admin/courses'],
      ['PUT', '/api/admin/courses/1'],
      ['PATCH', '/api/admin/courses/1/toggle-status'],
      ['DELETE', '/api/admin/courses/1'],
      ['POST', '/api/admin/courses/1/generate-qr'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, parentToken, {})).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, {})).status, `${method} ${url}`).toBe(401);
    }
  });
});
