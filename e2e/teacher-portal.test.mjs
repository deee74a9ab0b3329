// Browser flow of the teacher's portal (issue 25 item 2): a teacher signs in through the login form on a 390 px
// wide page, lands on /teacher, sees today's sessions (or, on a day without any, the week's) and opens a class
// list; the family dashboard and the back office send a teacher back to the portal; the teacher calls the roll.
// The demo teacher (teacher@academy.dz / teacher123, with sections) comes from the demo data; when it is not
// there it is made through the admin's teachers API, and when it teaches nothing a section is given to it
// through the admin's section API (teacher_id), meeting today, with a demo student seated.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, base, launch, newContext, signInThroughForm } from './support.mjs';

const TEACHER = { email: 'teacher@academy.dz', password: 'teacher123' };

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function teacherToken() {
  const login = () => api('/api/auth/login', { method: 'POST', body: TEACHER });
  let res = await login();
  if (res.status !== 200) {
    const admin = await adminSession();
    const made = await api('/api/admin/teachers', {
      token: admin.access_token,
      method: 'POST',
      body: { full_name: 'Samir Benyahia', phone: '0770123456', ...TEACHER, subjects: ['mathematics'], levels: ['middle'] },
    });
    assert.ok(made.status < 300, `creating the teacher: ${made.status} ${JSON.stringify(made.json)}`);
    res = await login();
  }
  assert.equal(res.status, 200, 'the teacher signs in');
  return res.json;
}

/** A section of a new course, meeting today (the academy's day of the week), taught by the teacher, with one demo student. */
async function sectionForToday(teacherId) {
  const admin = (await adminSession()).access_token;
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Africa/Algiers' }).format(new Date());
  const { json: created } = await api('/api/admin/courses', {
    token: admin,
    method: 'POST',
    body: {
      name_en: 'Teacher portal e2e',
      description_en: 'For the portal test.',
      level: 'middle',
      pricing_type: 'session',
      session_price: 500,
      max_students: 20,
    },
  });
  const { json: sectionRes } = await api(`/api/courses/${created.course.id}/sections`, {
    token: admin,
    method: 'POST',
    body: { section_name: 'Section P', schedule: `${day} 16:00-17:30`, max_students: 20, teacher_id: teacherId },
  });
  const { json: list } = await api('/api/admin/students?limit=1', { token: admin });
  const student = list.students[0];
  const seated = await api(`/api/admin/students/${student.id}/enroll`, {
    token: admin,
    method: 'POST',
    body: { class_id: sectionRes.section.id },
  });
  assert.ok(seated.status < 300, `seating the student: ${seated.status} ${JSON.stringify(seated.json)}`);
  return sectionRes.section.id;
}

const signIn = (page) => signInThroughForm(page, TEACHER, '**/teacher');

describe("the teacher's portal on a phone", () => {
  it('signs in, lands on today, opens a class list, and is kept out of the other areas', async () => {
    const session = await teacherToken();
    let week = (await api('/api/teacher/week', { token: session.access_token })).json;
    if (week.sessions.length === 0) {
      await sectionForToday(session.user.id);
      week = (await api('/api/teacher/week', { token: session.access_token })).json;
    }
    assert.ok(week.sessions.length > 0, 'the teacher has sessions this week');
    const todays = week.sessions.filter((s) => s.date === week.today);

    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    const main = await signIn(page);
    await main.getByRole('heading', { name: "Teacher's portal" }).waitFor();

    const cards = main.getByTestId('teacher-session');
    if (todays.length > 0) {
      await cards.first().waitFor();
      assert.equal(await cards.count(), todays.length, "one card per session of today's");
    } else {
      await main.getByText('No sessions today').waitFor();
      await main.getByRole('tab', { name: 'This week' }).click();
      await page.waitForURL('**/teacher/week');
      await cards.first().waitFor();
      assert.equal(await cards.count(), week.sessions.length, 'one card per session of the week');
    }
    // Nothing wider than the phone.
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
      'no horizontal scroll at 390 px',
    );

    const first = todays[0] ?? week.sessions[0];
    await cards.first().click();
    await page.waitForURL(`**/teacher/sections/${first.section.id}`);
    await main.getByText('Class list', { exact: true }).waitFor();
    const { json: list } = await api(`/api/teacher/sections/${first.section.id}/students`, { token: session.access_token });
    const names = main.getByTestId('class-student-name');
    if (list.students.length > 0) await names.first().waitFor();
    assert.deepEqual(
      await names.allInnerTexts().then((all) => all.map((n) => n.trim())),
      list.students.map((s) => s.name),
    );

    // The family dashboard and the back office send a teacher to the portal.
    for (const elsewhere of ['/dashboard', '/admin']) {
      await page.goto(`${base}${elsewhere}`);
      await page.waitForURL('**/teacher');
    }
    await context.close();
  });

  it('calls the roll for a student who did not scan, on a phone', async () => {
    const session = await teacherToken();
    const token = session.access_token;
    const week = (await api('/api/teacher/week', { token })).json;
    // A section of today's with a student not yet marked; else one made for today.
    let target = null;
    for (const s of week.sessions.filter((x) => x.date === week.today)) {
      const { json } = await api(`/api/teacher/sections/${s.section.id}/students`, { token });
      const student = json.students.find((st) => st.today_status === null);
      if (json.meets_today && student) {
        target = { sectionId: s.section.id, student };
        break;
      }
    }
    if (!target) {
      const sectionId = await sectionForToday(session.user.id);
      const { json } = await api(`/api/teacher/sections/${sectionId}/students`, { token });
      target = { sectionId, student: json.students[0] };
    }

    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${base}/teacher/sections/${target.sectionId}`);
    const main = page.getByRole('main');
    const row = main.getByTestId('class-student').filter({ hasText: target.student.name });
    const choices = row.getByRole('radiogroup', { name: `Roll call for ${target.student.name}` });
    await choices.getByText('Late', { exact: true }).click();
    await main.getByRole('button', { name: 'Save roll call' }).click();
    await page.getByText(/Roll call saved: 1 student marked/).waitFor();
    await row.getByTestId('class-student-status').filter({ hasText: 'Marked: Late' }).waitFor();
    assert.equal(await row.getByTestId('roll-call-choice').count(), 0, 'a marked student has no more choices');
    const { json: after } = await api(`/api/teacher/sections/${target.sectionId}/students`, { token });
    assert.equal(after.students.find((s) => s.id === target.student.id).today_status, 'late');
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
      'no horizontal scroll at 390 px',
    );
    await context.close();
  });
});
