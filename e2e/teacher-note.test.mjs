// Browser flow of issue 25 item 5: a teacher signs in on a 390 px screen, calls the roll, writes a note for the
// parents (and a private one for the staff), and the parent of the student sees the parents' note, and only it, in
// the dashboard (My Learning), on a phone too; the staff read both notes in the course's sections dialog. Any day
// of the week: the admin's API gives the demo teacher a section meeting today, and seats in it the child of a
// family registered for this test (so no other test's demo data changes).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, base, launch, newContext, signInThroughForm, signedInContext } from './support.mjs';

const TEACHER = { email: 'teacher@academy.dz', password: 'teacher123' };
const PARENT_NOTE = 'Today we practised fractions: exercises 3 and 4 at home.';
const STAFF_NOTE = 'Private: talk to the coordinator about seating.';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function teacherSession() {
  const res = await api('/api/auth/login', { method: 'POST', body: TEACHER });
  assert.equal(res.status, 200, `the demo teacher signs in: ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A family of its own: registered through the public form, then signed in. */
async function newFamily() {
  const n = String(Date.now()).slice(-8);
  const body = {
    email: `note.family.${n}@example.dz`,
    password: 'secret123',
    full_name: 'Nadia Kaci',
    phone: `05${n}`,
    parent_phone: `06${n}`,
    student_name: 'Amine Kaci',
    gender: 'male',
    date_of_birth: '2012-04-15',
  };
  const reg = await api('/api/auth/register', { method: 'POST', body });
  assert.equal(reg.status, 201, `registering the family: ${JSON.stringify(reg.json)}`);
  const login = await api('/api/auth/login', { method: 'POST', body: { phone: body.phone, password: body.password } });
  assert.equal(login.status, 200);
  return login.json;
}

/** A section of a new course meeting today (the academy's day of the week), taught by the teacher, with the student seated. */
async function sectionForToday(teacherId, studentId) {
  const admin = (await adminSession()).access_token;
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Africa/Algiers' }).format(new Date());
  const course = await api('/api/admin/courses', {
    token: admin,
    method: 'POST',
    body: {
      name_en: 'Session notes e2e',
      description_en: 'For the notes test.',
      level: 'middle',
      pricing_type: 'session',
      session_price: 500,
      max_students: 20,
    },
  });
  assert.ok(course.status < 300, `creating the course: ${JSON.stringify(course.json)}`);
  const section = await api(`/api/courses/${course.json.course.id}/sections`, {
    token: admin,
    method: 'POST',
    body: { section_name: 'Section N', schedule: `${day} 16:00-17:30`, max_students: 20, teacher_id: teacherId },
  });
  assert.ok(section.status < 300, `creating the section: ${JSON.stringify(section.json)}`);
  const seat = await api(`/api/admin/students/${studentId}/enroll`, {
    token: admin,
    method: 'POST',
    body: { class_id: section.json.section.id },
  });
  assert.ok(seat.status < 300, `seating the student: ${JSON.stringify(seat.json)}`);
  return section.json.section.id;
}

const fitsThePhone = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('session notes on a phone', () => {
  it("a teacher calls the roll and writes a note; the student's parent sees the parents' note, never the staff note", async () => {
    const teacher = await teacherSession();
    const family = await newFamily();
    const student = family.user.students[0];
    const sectionId = await sectionForToday(teacher.user.id, student.id);

    // The teacher, signed in through the form on a 390 px screen.
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    const main = await signInThroughForm(page, TEACHER, '**/teacher');
    await page.goto(`${base}/teacher/sections/${sectionId}`);

    // The roll call.
    const row = main.getByTestId('class-student').filter({ hasText: student.name });
    await row
      .getByRole('radiogroup', { name: `Roll call for ${student.name}` })
      .getByText('Present', { exact: true })
      .click();
    await main.getByRole('button', { name: 'Save roll call' }).click();
    await page.getByText(/Roll call saved: 1 student marked/).waitFor();
    await row.getByTestId('class-student-status').filter({ hasText: 'Marked: Present' }).waitFor();

    // The notes: labelled fields, a save button of at least 44 px.
    await main.getByLabel('Note for parents').fill(PARENT_NOTE);
    await main.getByLabel('Staff note (private)').fill(STAFF_NOTE);
    const save = main.getByRole('button', { name: 'Save note' });
    assert.ok((await save.boundingBox()).height >= 44, 'the save button is a 44 px target');
    await save.click();
    await page.getByText('Note saved.').waitFor();
    assert.equal(await fitsThePhone(page), true, 'no horizontal scroll at 390 px');
    const saved = await api(`/api/teacher/sections/${sectionId}/notes`, { token: teacher.access_token });
    assert.deepEqual([saved.json.note.parent_note, saved.json.note.staff_note], [PARENT_NOTE, STAFF_NOTE]);
    await context.close();

    // The parent, on a phone: My Learning shows the parents' note of today's session, not the staff's.
    const parentContext = await signedInContext(browser, family, { width: 390 });
    const parentPage = await parentContext.newPage();
    await parentPage.goto(`${base}/dashboard/learning`);
    const note = parentPage.getByTestId('class-note').filter({ hasText: PARENT_NOTE });
    await note.waitFor();
    assert.match(await note.innerText(), /Session notes e2e/);
    assert.equal(await parentPage.getByText(STAFF_NOTE).count(), 0, 'the staff note is not on the page');
    assert.equal(await fitsThePhone(parentPage), true, 'no horizontal scroll at 390 px');
    const answer = await api(`/api/learning/my-notes?student_id=${student.id}`, { token: family.access_token });
    assert.ok(!JSON.stringify(answer.json).includes(STAFF_NOTE), "the staff note is not in the family's answer");
    await parentContext.close();

    // The staff read both notes in the course's sections dialog.
    const adminContext = await signedInContext(browser, await adminSession());
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`${base}/admin/courses?search=${encodeURIComponent('Session notes e2e')}`);
    const card = adminPage.getByTestId('admin-course-card').filter({ hasText: 'Session notes e2e' }).first();
    await card.getByRole('button', { name: 'Sections' }).click();
    await adminPage.getByRole('dialog').getByTestId('section-notes-toggle').first().click();
    const notes = adminPage.getByTestId('section-notes');
    await notes.getByText(STAFF_NOTE).waitFor();
    assert.equal(await notes.getByText(PARENT_NOTE).count(), 1, "the parents' note is there too");
    await adminContext.close();
  });
});
