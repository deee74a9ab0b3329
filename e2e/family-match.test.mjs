// Issue 30 item 1 in the browser: a family typed by the office (made first through the API, so it has no account)
// is found again by its parent phone and e-mail. Adding a student with them asks which family it joins (that one,
// with its parent and children, or a new one) in English and, right to left, in Arabic; the import of the old
// system's file asks the same for a row with that parent phone. Every choice is checked through the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, launch, signedInContext, uniqueFamily } from './support.mjs';

let browser;
let token;
let session;
before(async () => {
  browser = await launch();
  session = await adminSession();
  token = session.access_token;
});
after(() => browser?.close());

// Names are letters only: each run's names carry its time written in letters.
const stamp = String(Date.now()).slice(-6);
const tag = [...stamp].map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + Number(d))).join('');

/** A family typed by staff: a student added through the API with new parent details (no account holds them). */
async function staffFamily({ parent, child }) {
  const { parentPhone: phone, email } = uniqueFamily();
  const created = await api('/api/admin/students', {
    token,
    method: 'POST',
    body: { name: child, date_of_birth: '2015-04-03', parent_name: parent, parent_email: email, parent_phone: phone },
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const familyId = (await studentById(created.json.student.id)).parent.id;
  return { phone, email, parent, child, familyId };
}

async function studentById(id) {
  const { status, json } = await api(`/api/admin/students/${id}`, { token });
  assert.equal(status, 200);
  return json.student;
}

async function studentByBarcode(barcode) {
  const { json } = await api(`/api/admin/students/detailed?search=${encodeURIComponent(barcode)}`, { token });
  const found = json.students.filter((s) => s.barcode === barcode);
  assert.equal(found.length, 1, `one student with the card ${barcode}`);
  return found[0];
}

const labels = {
  en: {
    add: 'Add student',
    submit: 'Add student',
    name: 'Student full name',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    parentName: 'Parent full name',
    parentEmail: 'Parent e-mail',
    parentPhone: 'Parent phone (optional)',
    title: 'This family may already exist',
    intro: 'The parent phone or e-mail you typed belongs to the family below. Attach the student to it, or create a new family.',
    children: 'Children:',
    noAccount: 'No account',
    matchedBy: 'Matched by:',
    attach: 'Attach to this family',
    newFamily: 'Create a new family',
    close: 'Close',
  },
  ar: {
    add: 'إضافة تلميذ',
    submit: 'إضافة التلميذ',
    name: 'الاسم الكامل للتلميذ',
    day: 'اليوم',
    month: 'الشهر',
    year: 'السنة',
    parentName: 'الاسم الكامل لوليّ الأمر',
    parentEmail: 'بريد وليّ الأمر الإلكتروني',
    parentPhone: 'هاتف وليّ الأمر (اختياري)',
    title: 'قد تكون هذه العائلة مسجّلة',
    intro: 'هاتف وليّ الأمر أو بريده الذي أدخلته يعود إلى العائلة أدناه. أضِف التلميذ إليها، أو أنشئ عائلة جديدة.',
    children: 'الأبناء:',
    noAccount: 'بلا حساب',
    matchedBy: 'طابق عبر:',
    attach: 'أضِف إلى هذه العائلة',
    newFamily: 'أنشئ عائلة جديدة',
    close: 'إغلاق',
  },
};

/** Opens "Add student", fills it with that parent's details and sends it: the family question comes back. */
async function addStudent(page, lang, { name, parent, email, phone }) {
  const l = labels[lang];
  await page.getByRole('main').getByRole('button', { name: l.add, exact: true }).click();
  const form = page.getByRole('dialog', { name: l.add, exact: true });
  await form.getByLabel(l.name, { exact: true }).fill(name);
  await form.getByLabel(l.day, { exact: true }).selectOption('12');
  await form.getByLabel(l.month, { exact: true }).selectOption('5');
  await form.getByLabel(l.year, { exact: true }).selectOption('2016');
  await form.getByLabel(l.parentName, { exact: true }).fill(parent);
  await form.getByLabel(l.parentEmail, { exact: true }).fill(email);
  await form.getByLabel(l.parentPhone, { exact: true }).fill(phone);
  await form.getByRole('button', { name: l.submit, exact: true }).click();
  const question = page.getByRole('dialog', { name: l.title });
  await question.getByTestId('family-match').waitFor();
  return question;
}

/** The card barcode the "student added" view shows; then the dialog is closed. */
async function createdBarcode(page, lang) {
  const done = page.getByTestId('student-created');
  const barcode = (await done.getByTestId('created-barcode').textContent()).trim();
  await done.getByRole('button', { name: labels[lang].close, exact: true }).click();
  await done.waitFor({ state: 'detached' });
  return barcode;
}

describe('a family typed by the office is found again (issue 30 item 1)', () => {
  it('adding a student asks about the family; attach joins it, a new family is another family', async () => {
    const family = await staffFamily({ parent: `Samira Hadj ${tag}`, child: `Lina Hadj ${tag}` });
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    const l = labels.en;

    // The question names the family: its parent, its child, no account, matched by the phone and the e-mail.
    let question = await addStudent(page, 'en', {
      name: `Adam Hadj ${tag}`,
      parent: family.parent,
      email: family.email,
      phone: family.phone,
    });
    await question.getByText(l.intro).waitFor();
    const candidates = question.getByTestId('family-candidate');
    assert.equal(await candidates.count(), 1);
    await candidates.getByText(family.parent, { exact: true }).waitFor();
    assert.equal((await candidates.getByText(l.children).textContent()).trim(), `${l.children} ${family.child}`);
    await candidates.getByText(l.noAccount, { exact: true }).waitFor();
    assert.equal((await candidates.getByText(l.matchedBy).textContent()).trim(), `${l.matchedBy} phone, e-mail`);
    // The family's phone grouped for reading (0661 12 34 56), as everywhere in the app.
    const grouped = family.phone.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
    await candidates.getByText(`${grouped} · ${family.email}`).waitFor();
    await question.getByRole('button', { name: l.newFamily }).waitFor();

    await question.getByRole('button', { name: l.attach }).click();
    await question.waitFor({ state: 'detached' });
    const attached = await studentByBarcode(await createdBarcode(page, 'en'));
    assert.equal(attached.name, `Adam Hadj ${tag}`);
    assert.equal(attached.parent.id, family.familyId, 'the student joined the family typed by the office');
    assert.equal(attached.parent.phone, family.phone);

    // Again: the family now has both children; "Create a new family" makes a family of its own.
    question = await addStudent(page, 'en', { name: `Nour Hadj ${tag}`, parent: family.parent, email: family.email, phone: family.phone });
    assert.equal(
      (await question.getByTestId('family-candidate').getByText(l.children).textContent()).trim(),
      `${l.children} ${family.child}, Adam Hadj ${tag}`,
    );
    await question.getByRole('button', { name: l.newFamily }).click();
    await question.waitFor({ state: 'detached' });
    const separate = await studentByBarcode(await createdBarcode(page, 'en'));
    assert.equal(separate.name, `Nour Hadj ${tag}`);
    assert.notEqual(separate.parent.id, family.familyId, 'a new family');
    assert.equal(separate.parent.name, family.parent);
    assert.equal(separate.parent.phone, family.phone);
    assert.equal((await studentById(attached.id)).parent.id, family.familyId, 'the first one stays in the family');
    await context.close();
  });

  it('asks in Arabic, right to left', async () => {
    const family = await staffFamily({ parent: `سميرة حاج ${tag}`, child: `لينة حاج ${tag}` });
    const context = await signedInContext(browser, session, { lang: 'ar' });
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    const l = labels.ar;
    const question = await addStudent(page, 'ar', {
      name: `آدم حاج ${tag}`,
      parent: family.parent,
      email: family.email,
      phone: family.phone,
    });
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await question.evaluate((el) => getComputedStyle(el).direction), 'rtl');
    await question.getByText(l.intro).waitFor();
    const candidate = question.getByTestId('family-candidate');
    await candidate.getByText(family.parent, { exact: true }).waitFor();
    assert.equal((await candidate.getByText(l.children).textContent()).trim(), `${l.children} ${family.child}`);
    await candidate.getByText(l.noAccount, { exact: true }).waitFor();
    await candidate.getByText(l.matchedBy).waitFor();
    await question.getByRole('button', { name: l.newFamily }).waitFor();
    await question.getByRole('button', { name: l.attach }).click();
    await question.waitFor({ state: 'detached' });
    const attached = await studentByBarcode(await createdBarcode(page, 'ar'));
    assert.equal(attached.parent.id, family.familyId);
    await context.close();
  });

  it('the import asks for a row whose parent phone is the family’s, and "This family" attaches it', async () => {
    const family = await staffFamily({ parent: `Karima Saadi ${tag}`, child: `Yanis Saadi ${tag}` });
    const barcode = `FAM${stamp}`;
    const child = `Ines Saadi ${tag}`;
    const csv = `Name,Barcode,Date of birth,Parent name,Parent phone\r\n${child},${barcode},03/04/2016,${family.parent},${family.phone}\r\n`;
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    await page.goto('/admin/people/students');
    await page.getByRole('main').getByRole('button', { name: 'Import from old system' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students from the old system' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByTestId('import-summary').getByText('1 row: 1 valid, 0 with errors').waitFor();

    // The families already known: the file's phone, its parent, the family found with its child, and the choice.
    await dialog.getByText('Families already known', { exact: true }).waitFor();
    const known = dialog.getByTestId('import-families');
    assert.equal(await known.locator('tbody tr').count(), 1);
    const row = known.locator('tbody tr');
    await row.getByText(family.phone, { exact: true }).waitFor();
    await row.getByText('1 row', { exact: true }).waitFor();
    assert.equal(await row.getByText(family.parent, { exact: true }).count(), 2, 'the parent in the file and the family found');
    await row.getByText('Same name', { exact: true }).waitFor();
    await row.getByText(`Children: ${family.child}`, { exact: true }).waitFor();
    // The same name: "This family" is suggested; the admin can choose a new family, and chooses this one.
    const thisFamily = row.getByRole('radio', { name: 'This family' });
    const newFamily = row.getByRole('radio', { name: 'A new family' });
    assert.equal(await thisFamily.isChecked(), true);
    await row.getByText('A new family', { exact: true }).click();
    assert.equal(await newFamily.isChecked(), true);
    await row.getByText('This family', { exact: true }).click();
    assert.equal(await thisFamily.isChecked(), true);

    await dialog.getByRole('button', { name: 'Import 1 student' }).click();
    await page.getByText('1 student imported (0 new parents, 0 enrolments).').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const imported = await studentByBarcode(barcode);
    assert.equal(imported.name, child);
    assert.equal(imported.parent.id, family.familyId, 'the imported student joined the family typed by the office');
    await context.close();
  });
});
