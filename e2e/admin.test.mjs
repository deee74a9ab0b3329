// Browser flows of the admin's people screens: a new family reserves a seat and the admin approves it on
// /admin/people/registrations (the family then sees the seat approved); 200 old members imported from a
// CSV file through the preview (every row valid) sign in with their card's first-time login; the students
// view in Arabic is right to left with Arabic headings; filters live in the URL so the back button undoes them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, newContext, uniqueFamily } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function api(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}

async function logInApi(login, password) {
  const { status, json } = await api('/api/auth/login', { method: 'POST', body: { ...login, password } });
  assert.equal(status, 200, `login ${JSON.stringify(login)}`);
  return json;
}

/** A browser context signed in as the demo admin (the session the login page would store). */
async function adminContext(lang = 'en', width = 1366) {
  const session = await logInApi({ email: 'admin@academy.dz' }, 'admin123');
  const context = await newContext(browser, { lang, width });
  await context.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('token', s.access_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return context;
}

// Courses other browser tests book seats in; this file leaves them alone.
const TAKEN_BY_OTHERS = ['History & Geography 4AM', 'Natural Sciences 3AM'];

/** A section with free seats, of a course no other test uses. */
async function freeSection() {
  const { json } = await api('/api/courses?limit=100');
  for (const course of json.courses) {
    if (course.sections_count === 0 || TAKEN_BY_OTHERS.some((name) => course.name.startsWith(name))) continue;
    const { json: sections } = await api(`/api/courses/${course.id}/sections`);
    const section = sections.sections.find((s) => s.available_seats > 2);
    if (section) return { course, section };
  }
  throw new Error('no course with a free seat');
}

/** Letters only (names allow no digits): 0 -> "Aa", 1 -> "Ab", ... */
const letters = (n) => String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(97 + (n % 26));

describe('pending registrations', () => {
  it('lets the admin approve a seat a new family reserved, and the family then sees it approved', async () => {
    const family = uniqueFamily();
    // A name no other test gives (letters only): the phone's digits spelled as letters.
    const studentName = `Rayan ${[...family.phone.slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('')}`.replace(
      / (.)/,
      (_, c) => ` ${c.toUpperCase()}`,
    );
    const registered = await api('/api/auth/register', {
      method: 'POST',
      body: {
        full_name: 'Samir Haddad',
        email: family.email,
        phone: family.phone,
        parent_phone: family.parentPhone,
        student_name: studentName,
        gender: 'male',
        date_of_birth: '2013-02-11',
        password: 'secret123',
      },
    });
    assert.equal(registered.status, 201, JSON.stringify(registered.json));
    const parent = await logInApi({ phone: family.phone }, 'secret123');
    const { course, section } = await freeSection();
    const reserved = await api(`/api/courses/sections/${section.id}/enroll`, { token: parent.access_token, method: 'POST', body: {} });
    assert.equal(reserved.status, 201, JSON.stringify(reserved.json));

    const context = await adminContext();
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'People management' }).click();
    await page.getByRole('tab', { name: /Pending registrations/ }).click();
    await page.waitForURL('**/admin/people/registrations');

    const main = page.getByRole('main');
    await main.getByLabel('Search', { exact: true }).fill(studentName);
    await page.waitForURL(/search=/);
    const card = main.getByRole('article', { name: studentName });
    await card.getByText(course.name).waitFor();
    await card.getByRole('button', { name: `Approve the registration of ${studentName}` }).click();

    // The server may ask which section first.
    const chooser = page.getByRole('dialog', { name: 'Choose a section' });
    const approved = page.getByText(`Registration of ${studentName} approved.`);
    await approved.or(chooser).first().waitFor();
    if (await chooser.isVisible()) {
      await chooser
        .getByRole('button', { name: /^Choose / })
        .first()
        .click();
      await approved.waitFor();
    }
    // Approved requests leave the pending list.
    await main.getByText('No Registrations Found').waitFor();

    // The family's own view: the seat is approved.
    const mine = await api('/api/courses/my-enrollments', { token: parent.access_token });
    const seat = mine.json.enrollments.find((e) => e.course_id === course.id);
    assert.equal(seat?.enrollment_status, 'approved');
    assert.equal(seat?.section_id, section.id);

    // Every sub-tab is its own address: back returns to the students list.
    await page.goBack();
    await page.waitForURL(/\/admin\/people\/students$/);
    await main.getByRole('heading', { name: 'Students', exact: true }).waitFor();
    await context.close();
  });
});

describe('import from the old system', () => {
  it('previews 200 students from a CSV file, imports them all, and one of them signs in with the card', async () => {
    const stamp = String(Date.now()).slice(-7);
    const rows = Array.from({ length: 200 }, (_, i) => ({
      name: `Imene ${letters(i)}lia`,
      barcode: `E2E${stamp}${String(i).padStart(3, '0')}`,
      date_of_birth: `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2012`,
      parent_name: `Farid ${letters(i)}lia`,
      parent_phone: `07${stamp.slice(-5)}${String(i).padStart(3, '0')}`,
    }));
    const csv = ['name,barcode,date_of_birth,parent_name,parent_phone', ...rows.map((r) => Object.values(r).join(','))].join('\n');

    const context = await adminContext();
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Import from old system' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students from the old system' });
    await dialog.getByRole('link', { name: 'Download a CSV template' }).waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'old-members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog.getByRole('button', { name: 'Preview' }).click();

    await dialog.getByText('200 rows: 200 valid, 0 with errors').waitFor();
    await dialog.getByText('Every row is valid and ready to import.').waitFor();
    assert.equal(await dialog.getByRole('row').filter({ hasText: rows[0].barcode }).count(), 1, 'the rows are listed');
    await dialog.getByRole('button', { name: 'Import 200 students' }).click();
    await page.getByText(/^200 students imported/).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The list finds an imported student by name.
    await main.getByLabel('Search students', { exact: true }).fill(rows[7].name);
    await main.getByRole('row').filter({ hasText: rows[7].barcode }).waitFor();

    // First-time login with the card: the barcode with the parent phone the import put on file, then a password.
    const one = rows[123];
    const validated = await api('/api/auth/validate-barcode', { method: 'POST', body: { barcode: one.barcode, phone: one.parent_phone } });
    assert.equal(validated.status, 200);
    assert.equal(validated.json.student.name, one.name.split(' ')[0]);
    const phone = one.parent_phone;
    const setup = await api('/api/auth/barcode-setup-login', {
      method: 'POST',
      body: { barcode: one.barcode, phone, password: 'secret123' },
    });
    assert.equal(setup.status, 200, JSON.stringify(setup.json));
    assert.ok(setup.json.access_token);
    const me = await api('/api/auth/me', { token: setup.json.access_token });
    assert.ok(me.json.user.students.some((s) => s.name === one.name));
    await context.close();
  });
});

describe('students view', () => {
  it('is right to left in Arabic with Arabic headings, and keeps its filters in the address', async () => {
    const context = await adminContext('ar');
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'التلاميذ', exact: true }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await main.getByRole('columnheader', { name: 'الدروس والأفواج' }).waitFor();
    await main.getByRole('button', { name: 'تحديث البيانات' }).waitFor();

    // A filter goes to the URL; the back button takes it away again.
    await main.getByLabel('الدفع', { exact: true }).click();
    await page.getByRole('option', { name: 'متأخر' }).click();
    await page.waitForURL(/payment=overdue/);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('payment='));
    await context.close();
  });

  it('shows cards on a 390 px phone without sideways scrolling', async () => {
    const context = await adminContext('en', 390);
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    await page.getByTestId('student-card').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    assert.equal(overflow, false, 'the students list fits a 390 px phone');
    await context.close();
  });
});
