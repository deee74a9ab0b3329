// Deleting a student from the student's page (issue 23): the confirmation says what will happen. A duplicate
// with no history is removed; a student with attendance is archived (records kept) and leaves the list.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, launch, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function addStudent(admin, name) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const created = await api('/api/admin/students', {
    token: admin.access_token,
    method: 'POST',
    body: {
      name,
      date_of_birth: '2011-09-09',
      parent_name: 'Walid Deltest',
      parent_email: `del${stamp}@example.dz`,
      parent_phone: `077${stamp}`,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  return created.json.student.id;
}

describe('deleting a student', () => {
  it('removes a student with no history and archives one with attendance, each after a confirmation that says which', async () => {
    const admin = await adminSession();
    const duplicate = await addStudent(admin, 'Duplicate Deltest');
    const kept = await addStudent(admin, 'Archived Deltest');
    const sections = await api('/api/courses/sections/all', { token: admin.access_token });
    const section = sections.json.sections.find((s) => s.is_active !== false);
    assert.ok(section, 'the demo academy has a section');
    assert.equal(
      (await api(`/api/admin/students/${kept}/enroll`, { token: admin.access_token, method: 'POST', body: { class_id: section.id } }))
        .status,
      201,
    );
    const marked = await api('/api/admin/attendance/mark', {
      token: admin.access_token,
      method: 'POST',
      body: { student_id: kept, class_id: section.id, status: 'absent', force: true },
    });
    assert.equal(marked.status, 200, JSON.stringify(marked.json));

    const context = await signedInContext(browser, admin, { lang: 'en' });
    const page = await context.newPage();

    await page.goto(`/admin/people/students/${duplicate}`);
    await page.getByRole('button', { name: 'Delete student', exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog
      .getByText(/has no attendance or payment records: the student, their seats and their requests are removed for good/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Duplicate Deltest was deleted.').first().waitFor();
    await page.waitForURL(/\/admin\/people\/students(\?|$)/);
    assert.equal((await api(`/api/admin/students/${duplicate}`, { token: admin.access_token })).status, 404);

    await page.goto(`/admin/people/students/${kept}`);
    await page.getByRole('button', { name: 'Delete student', exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByText(/has attendance or payment records, so the student will be archived, not removed/).waitFor();
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    assert.equal((await api(`/api/admin/students/${kept}`, { token: admin.access_token })).status, 200);
    await page.getByRole('button', { name: 'Delete student', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('Archived Deltest was archived: the records are kept.').first().waitFor();
    await page.waitForURL(/\/admin\/people\/students(\?|$)/);
    const listed = await api('/api/admin/students/detailed?search=Deltest', { token: admin.access_token });
    assert.equal(listed.json.total, 0, 'neither is listed any more');
    await context.close();
  });

  it("deletes from a student's card in the list on a phone", async () => {
    const admin = await adminSession();
    await addStudent(admin, 'Phone Deltest');
    const context = await signedInContext(browser, admin, { lang: 'en', width: 390 });
    const page = await context.newPage();
    await page.goto('/admin/people/students?search=Phone%20Deltest');
    const card = page.getByTestId('student-card').filter({ hasText: 'Phone Deltest' });
    await card.getByRole('button', { name: 'Delete Phone Deltest', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(/has no attendance or payment records/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Phone Deltest was deleted.').first().waitFor();
    await card.waitFor({ state: 'detached' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    assert.equal(overflow, false, 'the cards with two buttons still fit a 390 px phone');
    await context.close();
  });

  it('says the same in Arabic', async () => {
    const admin = await adminSession();
    const id = await addStudent(admin, 'Arabic Deltest');
    const context = await signedInContext(browser, admin, { lang: 'ar' });
    const page = await context.newPage();
    await page.goto(`/admin/people/students/${id}`);
    await page.getByRole('button', { name: 'حذف التلميذ', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(/ليس لـ .* أي سجل حضور أو دفع/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'حذف', exact: true }).click();
    await page.getByText('تم حذف Arabic Deltest.').first().waitFor();
    await context.close();
  });
});
