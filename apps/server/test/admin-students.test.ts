import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminStudentsResponse } from '@academy/shared';
import { auditLog, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment, attended, charged, subscription } from './support/family-data';

let t: TestApp;
let admin: string;
let ids: { maths: number; mathsA: number; mathsB: number; kgA: number; englishA: number };

// Clock: Monday 2026-11-23 10:00 in Algiers (09:00 UTC).
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const maths = await createCourse(t, { name: 'Maths 4AM', nameAr: 'رياضيات 4 متوسط' });
  const kg = await createCourse(t, {
    name: 'Little Stars',
    level: 'preschool',
    grade: 'PREP',
    category: 'kindergarten',
    pricingType: 'monthly',
    sessionPrice: null,
    monthlyPrice: '6000.00',
  });
  const mathsA = await createSection(t, maths.id, { name: 'Section A', maxStudents: 3 }, [
    { dayOfWeek: 1, startTime: '09:30', endTime: '11:00' },
  ]);
  const mathsB = await createSection(t, maths.id, { name: 'Section B', maxStudents: 1 }, [
    { dayOfWeek: 1, startTime: '10:20', endTime: '12:00' },
  ]);
  const kgA = await createSection(t, kg.id, { name: 'Section A' });
  const english = await createCourse(t, { name: 'English 4AM', pricingType: 'monthly', sessionPrice: null, monthlyPrice: '2000.00' });
  const englishA = await createSection(t, english.id, { name: 'Section A', maxStudents: 5 });
  ids = { maths: maths.id, mathsA: mathsA.id, mathsB: mathsB.id, kgA: kgA.id, englishA: englishA.id };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined = admin, payload?: object) =>
  t
    .request({ method, url, token, payload })
    .then((r) => ({ status: r.statusCode, body: r.headers['content-type']?.toString().includes('json') ? r.json() : r.body }));
const list = async (query: string) => (await call('GET', `/api/admin/students/detailed?${query}`)).body as AdminStudentsResponse;

const studentBody = (overrides: object = {}) => ({
  name: 'Ines Kaci',
  date_of_birth: '2012-05-04',
  parent_name: 'Nadia Kaci',
  parent_email: 'nadia.kaci@example.dz',
  parent_phone: '0661112233',
  gender: 'female',
  ...overrides,
});
/** Adds a student, attaching it to the family its parent phone or e-mail proves when the server asks. */
const addStudent = async (overrides: object) => {
  const first = await call('POST', '/api/admin/students', admin, studentBody(overrides));
  if (first.status !== 409) return first;
  expect(first.body.code).toBe('family_match');
  return call('POST', '/api/admin/students', admin, studentBody({ ...overrides, parent_id: first.body.families[0].id }));
};

describe('add, edit and list students', () => {
  it('adds a student with a unique barcode and the parent, and finds her by name, parent name, phone or barcode', async () => {
    const created = await call('POST', '/api/admin/students', admin, studentBody());
    expect(created.status).toBe(201);
    expect(created.body.student.barcode).toMatch(/^ST\d{8}$/);
    // Same parent phone and e-mail, typed by the office on a family without an account: the admin is asked,
    // and attaching makes one family (issue 30 item 1).
    const asked = await call('POST', '/api/admin/students', admin, studentBody({ name: 'Adam Kaci', date_of_birth: '2015-01-09' }));
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      code: 'family_match',
      families: [{ parent_name: 'Nadia Kaci', children: ['Ines Kaci'], has_account: false, matched_by: ['phone', 'email'] }],
      shared: [],
    });
    const second = await call(
      'POST',
      '/api/admin/students',
      admin,
      studentBody({ name: 'Adam Kaci', date_of_birth: '2015-01-09', parent_id: asked.body.families[0].id }),
    );
    expect(second.status).toBe(201);
    expect(second.body.student.barcode).not.toBe(created.body.student.barcode);
    for (const q of ['ines', 'nadia kaci', '0661112233', created.body.student.barcode]) {
      expect(
        (await list(`search=${encodeURIComponent(q)}`)).students.map((s) => s.name),
        q,
      ).toContain('Ines Kaci');
    }
    // Same parent phone: one family.
    const [a, b] = await Promise.all(
      [created, second].map((c) => t.app.deps.db.select().from(students).where(eq(students.id, c.body.student.id))),
    );
    expect(a![0]!.parentId).toBe(b![0]!.parentId);
  });

  it('validates the form as spec 5 says and changes nothing on bad input', async () => {
    const before = (await list('')).total;
    const bad = await call('POST', '/api/admin/students', admin, { name: 'Ines3', parent_email: 'nope', date_of_birth: '2030-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({
      name: ['name_letters_only'],
      parent_name: ['required'],
      parent_email: ['email_invalid'],
      date_of_birth: ['date_in_future'],
    });
    expect((await list('')).total).toBe(before);
  });

  it('edits a student and the parent details', async () => {
    const created = await call(
      'POST',
      '/api/admin/students',
      admin,
      studentBody({ name: 'Sara Mansouri', parent_phone: '0662223344', parent_email: 'm@example.dz' }),
    );
    const edited = await call(
      'PUT',
      `/api/admin/students/${created.body.student.id}`,
      admin,
      studentBody({
        name: 'Sara Mansouri',
        parent_name: 'Leila Mansouri',
        parent_phone: '0662223344',
        parent_email: 'm@example.dz',
        date_of_birth: '2011-02-02',
      }),
    );
    expect(edited.status).toBe(200);
    const one = await call('GET', `/api/admin/students/${created.body.student.id}`);
    expect(one.body.student).toMatchObject({ date_of_birth: '2011-02-02', parent: { name: 'Leila Mansouri' } });
    expect((await call('GET', '/api/admin/students/999999')).status).toBe(404);
  });
});

describe('seats, money and filters', () => {
  it('enrolls, moves and unenrolls with seats checked, and shows attendance and payment per enrollment', async () => {
    const s = (
      await call(
        'POST',
        '/api/admin/students',
        admin,
        studentBody({ name: 'Rayan Brahimi', parent_phone: '0663334455', parent_email: 'b@example.dz' }),
      )
    ).body.student;
    const enrolled = await call('POST', `/api/admin/students/${s.id}/enroll`, admin, { class_id: ids.mathsA });
    expect(enrolled.status).toBe(201);
    expect((await call('POST', `/api/admin/students/${s.id}/enroll`, admin, { class_id: ids.mathsB })).body.code).toBe(
      'already_registered',
    );

    const e = { id: enrolled.body.enrollment_id, studentId: s.id, sectionId: ids.mathsA };
    await attended(t, e, '2026-11-16', { charge: '500.00', paid: '500.00' });
    await attended(t, e, '2026-11-19', { charge: '500.00' });
    await attended(t, e, '2026-11-20', { status: 'absent' });

    const one = (await call('GET', `/api/admin/students/${s.id}`)).body.student;
    expect(one).toMatchObject({ total_debt: 500, overall_payment_status: 'pending', status: { is_enrolled: true } });
    // The spec's fields (spec 3): the per-type payment_status list, and for one student its recent marks and payments.
    expect(one.payment_status).toEqual([{ type: 'session', status: 'pending', amount: 500 }]);
    expect(one.recent_attendance).toEqual([
      { status: 'absent', attendance_date: '2026-11-20', course_name: 'Maths 4AM', class_name: 'Section A' },
      { status: 'present', attendance_date: '2026-11-19', course_name: 'Maths 4AM', class_name: 'Section A' },
      { status: 'present', attendance_date: '2026-11-16', course_name: 'Maths 4AM', class_name: 'Section A' },
    ]);
    expect(one.recent_payments).toEqual([{ amount: 500, payment_date: '2026-11-16T14:01:00Z', payment_method: 'cash' }]);
    expect(one.attendance_stats.monthly_sessions_attended).toBe(2);
    // The list adds them only when asked (include_attendance, include_payments), for the whole page.
    const plain = (await list(`search=${encodeURIComponent('Rayan Brahimi')}`)).students[0]!;
    expect(plain).not.toHaveProperty('recent_attendance');
    expect(plain).not.toHaveProperty('recent_payments');
    expect(plain.attendance_stats).not.toHaveProperty('monthly_sessions_attended');
    const full = (await list(`search=${encodeURIComponent('Rayan Brahimi')}&include_attendance=true&include_payments=true`)).students[0]!;
    expect(full).toMatchObject({
      recent_attendance: one.recent_attendance,
      recent_payments: one.recent_payments,
      attendance_stats: { monthly_sessions_attended: 2 },
    });
    expect(one.enrollment_info.courses[0]).toMatchObject({
      name: 'Maths 4AM',
      class_name: 'Section A',
      schedule: 'Mon 09:30-11:00',
      payment_status: 'pending',
      unpaid_amount: 500,
      attendance_rate: 67,
    });
    expect(one.attendance_stats).toMatchObject({ total_records: 3, present_count: 2, absent_count: 1, attendance_rate: 67 });

    const history = await call('GET', `/api/admin/students/${s.id}/payment-history`);
    expect(history.body.summary).toMatchObject({ total_paid: 500, total_debt: 500, payment_count: 1 });
    const att = await call('GET', `/api/admin/students/${s.id}/attendance-history`);
    expect(att.body.attendance_history).toHaveLength(3);

    // Section B has one seat; moving there works once.
    const moved = await call('PUT', `/api/admin/students/${s.id}/change-section`, admin, { enrollment_id: e.id, new_class_id: ids.mathsB });
    expect(moved.body).toMatchObject({ success: true, class_id: ids.mathsB });
    const other = (await addStudent({ name: 'Lina Brahimi', parent_phone: '0663334455', parent_email: 'b@example.dz' })).body.student;
    expect((await call('POST', `/api/admin/students/${other.id}/enroll`, admin, { class_id: ids.mathsB })).body.code).toBe('section_full');

    expect((await call('DELETE', `/api/admin/students/${s.id}/unenroll/${e.id}`)).body.success).toBe(true);
    expect((await call('GET', `/api/admin/students/${s.id}`)).body.student.status.is_enrolled).toBe(false);
    expect((await call('DELETE', `/api/admin/students/${other.id}/unenroll/${e.id}`)).status).toBe(404);
    const audits = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, s.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['student.created', 'student.enrolled', 'student.section_changed', 'student.unenrolled']),
    );
  });

  it('filters by section, course, status, payment and live sessions in the academy’s time', async () => {
    const kid = (
      await call(
        'POST',
        '/api/admin/students',
        admin,
        studentBody({ name: 'Malak Ouali', parent_phone: '0664445566', parent_email: 'o@example.dz' }),
      )
    ).body.student;
    const kg = await approvedEnrollment(t, kid.id, ids.kgA);
    await subscription(t, kg.id, '2026-11-20');
    await charged(t, { id: kg.id, studentId: kid.id }, 'subscription', '6000.00', '6000.00');
    const payer = (await addStudent({ name: 'Anis Ouali', parent_phone: '0664445566', parent_email: 'o@example.dz' })).body.student;
    await call('POST', `/api/admin/students/${payer.id}/enroll`, admin, { class_id: ids.mathsA });

    const names = (r: AdminStudentsResponse) => r.students.map((s) => s.name);
    expect(names(await list(`section_id=${ids.kgA}`))).toEqual(['Malak Ouali']);
    expect(names(await list(`course_id=${ids.maths}`))).toContain('Anis Ouali');
    // A monthly seat is overdue once its cycle has 4 attended sessions and a month is unpaid.
    const monthly = async (name: string, sessions: string[]) => {
      const student = (await addStudent({ name, parent_phone: '0664445566', parent_email: 'o@example.dz' })).body.student;
      const seat = await approvedEnrollment(t, student.id, ids.englishA, '2026-11-02');
      for (const date of sessions) await attended(t, { id: seat.id, studentId: student.id, sectionId: ids.englishA }, date);
      await charged(t, { id: seat.id, studentId: student.id }, 'month', '2000.00');
    };
    await monthly('Yanis Four', ['2026-10-30', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-20']);
    // Three this cycle: the session of 30 October was before it.
    await monthly('Nour Three', ['2026-10-30', '2026-11-09', '2026-11-16', '2026-11-20']);
    expect(names(await list('payment=overdue')).sort()).toEqual(['Malak Ouali', 'Yanis Four']);
    // The filter's SQL (the set of overdue seats' students) and each page row's status (enrollmentPaymentStatus) agree.
    const everyone = await list('limit=100');
    const overdueRows = everyone.students.filter((s) => s.overall_payment_status === 'overdue');
    expect(names(await list('payment=overdue&limit=100')).sort()).toEqual(names({ ...everyone, students: overdueRows }).sort());
    expect(names(await list('payment=paid'))).toContain('Anis Ouali');
    // A payment filter counts its matches with the page; the total and the filtered card agree, also past the end.
    const paid = await list('payment=paid&limit=1');
    expect(paid.students.length).toBe(1);
    expect(paid.total).toBe((await list('payment=paid&limit=100')).students.length);
    expect(paid.summary.filtered).toBe(paid.total);
    const pastEnd = await list('payment=paid&offset=500');
    expect([pastEnd.students.length, pastEnd.total]).toEqual([0, paid.total]);
    expect(names(await list('status=pending'))).toContain('Ines Kaci');
    expect(names(await list('status=active'))).not.toContain('Ines Kaci');
    // Monday 10:00: Section A (09:30-11:00) is live, Section B (10:20) starts within 30 minutes.
    expect(names(await list('session=live'))).toContain('Anis Ouali');
    expect(names(await list('session=live'))).not.toContain('Malak Ouali');
    t.clock.set('2026-11-23T11:15:00Z'); // 12:15 in Algiers: Section A ended 75 minutes ago.
    expect(names(await list('session=active-window'))).not.toContain('Anis Ouali');
    t.clock.set('2026-11-23T09:00:00Z');

    const page = await list('limit=2&offset=0');
    expect(page.students).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.summary).toMatchObject({ filtered: page.total, live_sessions: 1 });
    expect((await call('GET', '/api/admin/students/detailed?payment=late')).status).toBe(400);

    // The cards are kept between writes: a new student, a new seat and the turning clock all show at once.
    const cards = page.summary;
    const late = (
      await call(
        'POST',
        '/api/admin/students',
        admin,
        studentBody({ name: 'Rania Late', parent_phone: '0665556677', parent_email: 'l@example.dz' }),
      )
    ).body.student;
    expect((await list('limit=2')).summary).toMatchObject({
      total: cards.total + 1,
      active: cards.active,
      total_enrollments: cards.total_enrollments,
    });
    await call('POST', `/api/admin/students/${late.id}/enroll`, admin, { class_id: ids.englishA });
    expect((await list('limit=2')).summary).toMatchObject({
      total: cards.total + 1,
      active: cards.active + 1,
      total_enrollments: cards.total_enrollments + 1,
      live_sessions: 1,
    });
    t.clock.set('2026-11-23T11:15:00Z');
    expect((await list('limit=2')).summary.live_sessions).toBe(0);
    t.clock.set('2026-11-23T09:00:00Z');
  });
});

describe('import from the old system, export', () => {
  function multipart(name: string, content: string) {
    const boundary = '----academyimport';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('previews row errors, imports all or nothing, and the imported student can log in with the barcode', async () => {
    const csv = [
      'Name;Barcode;Date of birth;Parent name;Parent phone;Course;Section',
      'Yanis Haddad;OLD-0001;15/03/2013;Karima Haddad;0770 11 22 33;Maths 4AM;Section A',
      'Yanis Haddad;OLD-0001;15/03/2013;Karima Haddad;0770112233;;',
      'Aya 2;OLD-0003;2035-01-01;;0450000000;Unknown course;',
    ].join('\n');
    const preview = await t.request({
      method: 'POST',
      url: '/api/admin/students/import/preview',
      token: admin,
      ...multipart('old.csv', csv),
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ total: 3, valid: 0, invalid: 3 });
    expect(body.rows[0].errors).toEqual({ barcode: ['duplicate_in_file'] });
    expect(body.rows[2].errors).toMatchObject({
      name: ['name_letters_only'],
      date_of_birth: ['date_in_future'],
      parent_name: ['required'],
      parent_phone: ['phone_invalid'],
      course: ['course_unknown'],
    });

    const before = (await list('')).total;
    const refused = await call('POST', '/api/admin/students/import', admin, { rows: body.rows.map((r: { values: object }) => r.values) });
    expect([refused.status, refused.body.code]).toEqual([400, 'import_invalid']);
    expect((await list('')).total).toBe(before);

    const rows = Array.from({ length: 200 }, (_, i) => ({
      name: `Imported Student ${String.fromCharCode(65 + (i % 26))}`,
      barcode: `OLD-${1000 + i}`,
      date_of_birth: '2012-01-01',
      parent_name: 'Karim Imported',
      parent_phone: `07${String(70000000 + Math.floor(i / 2)).padStart(8, '0')}`,
      ...(i === 0 ? { course: 'رياضيات 4 متوسط', section: 'section a' } : {}),
    }));
    const done = await call('POST', '/api/admin/students/import', admin, { rows });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ imported: 200, parents_created: 100, enrollments_created: 1 });
    expect((await list('')).total).toBe(before + 200);

    // An imported family claims its card with the parent phone the import put on file (OLD-1007 is row 7: 0770000003).
    const valid = await call('POST', '/api/auth/validate-barcode', undefined, { barcode: 'old-1007', phone: '0770 00 00 03' });
    expect(valid.status).toBe(200);
    const login = await call('POST', '/api/auth/barcode-setup-login', undefined, {
      barcode: 'OLD-1007',
      phone: '0770000003',
      password: 'secret123',
    });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toBeTruthy();
  });

  it('exports the students list as CSV with the filters applied', async () => {
    const res = await t.request({ method: 'GET', url: `/api/admin/students/export.csv?section_id=${ids.kgA}`, token: admin });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('barcode,name,date_of_birth');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Malak Ouali');
  });

  it('is for admins only', async () => {
    const parent = await signedInParent(t);
    for (const [method, url] of [
      ['GET', '/api/admin/students/detailed'],
      ['GET', '/api/admin/students/export.csv'],
      ['POST', '/api/admin/students'],
      ['POST', '/api/admin/students/import'],
      ['PUT', '/api/admin/students/1'],
      ['POST', '/api/admin/students/1/enroll'],
      ['GET', '/api/admin/students/1/payment-history'],
    ] as const) {
      expect((await call(method, url, parent.token, {})).status, url).toBe(403);
      expect((await call(method, url, '', {})).status, url).toBe(401);
    }
  });
});
