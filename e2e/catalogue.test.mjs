// Browser flows of the catalogue: the home showcase leads to a filtered /courses, a visitor is sent to log in
// and comes back to the same filters, a new family reserves a seat and the card shows "Registration Pending";
// the Arabic catalogue is right to left and mirrored; a family with two students picks which one registers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, newContext, uniqueFamily } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

/** A new family with one student, registered through the API (login does not wait for e-mail verification). */
async function newFamily(student) {
  const family = uniqueFamily();
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: family.email,
      password: 'secret123',
      full_name: 'Samir Haddad',
      phone: family.phone,
      parent_phone: family.parentPhone,
      student_name: student,
      gender: 'male',
      date_of_birth: '2012-02-20',
    }),
  });
  assert.equal(res.status, 201, await res.text());
  return family;
}

async function logIn(page, email, password) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
}

const card = (page, name) => page.getByTestId('course-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('catalogue and registering', () => {
  it('goes from the home showcase to the filtered catalogue, through login, to a reserved seat', async () => {
    const family = await newFamily('Nadir Haddad');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/home');

    // The showcase's level chips filter its cards, and "See all courses" keeps the level.
    const showcase = page.getByRole('list', { name: 'Featured courses' });
    await showcase.getByTestId('course-card').first().waitFor();
    await page.getByRole('radiogroup', { name: 'Show courses of a level' }).getByText('Middle school', { exact: true }).click();
    await showcase.getByTestId('level-badge').filter({ hasNotText: 'Middle school' }).first().waitFor({ state: 'detached' });
    assert.ok((await showcase.getByTestId('course-card').count()) <= 6, 'at most six courses on the home page');
    await page.getByRole('link', { name: 'See all courses', exact: true }).click();
    await page.waitForURL('**/courses?level=middle');

    const main = page.getByRole('main');
    assert.equal(await main.getByLabel('Level', { exact: true }).inputValue(), 'middle');
    await main.getByLabel('Search courses', { exact: true }).fill('sciences');
    await page.waitForURL(/\/courses\?level=middle&search=sciences$/);
    const sciences = card(page, 'Natural Sciences 3AM');
    await sciences.waitFor();
    await main
      .getByTestId('result-count')
      .filter({ hasText: /\d+ courses? found/ })
      .waitFor();

    // A visitor is told to log in, and comes back to the same filtered catalogue afterwards.
    await sciences.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Please login to register for courses').waitFor();
    await page.waitForURL('**/login');
    await logIn(page, family.email, 'secret123');
    await page.waitForURL(/\/courses\?level=middle&search=sciences$/);

    // One student: no choice of student; the sections dialog lists timetable and seats.
    await sciences.getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a section' });
    const option = dialog.getByTestId('section-option').first();
    await option.getByText(/\d+ seats? left/).waitFor();
    await option
      .getByText(/^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \d\d:\d\d–\d\d:\d\d$/)
      .first()
      .waitFor();
    await dialog
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();

    const success = page.getByRole('dialog', { name: 'Successfully enrolled in section!' });
    await success.getByText('Your seat is reserved. Please visit the academy to pay and confirm the registration.').waitFor();
    await success.getByRole('button', { name: 'Close', exact: true }).last().click();

    await sciences.getByText('Registration Pending', { exact: true }).waitFor();
    assert.equal(await sciences.getByRole('button', { name: 'Register', exact: true }).count(), 0, 'no second registration');

    // The server agrees after a reload.
    await page.reload();
    await sciences.getByText('Registration Pending', { exact: true }).waitFor();

    // A course without sections: the request goes straight to the academy.
    await page.goto('/courses?level=middle');
    const history = card(page, 'History & Geography 4AM — BEM Revision');
    await history.getByRole('button', { name: 'Register', exact: true }).click();
    const requested = page.getByRole('dialog', { name: 'Registration request submitted successfully!' });
    await requested.getByText(/The academy will contact you/).waitFor();
    await requested.getByRole('button', { name: 'Close', exact: true }).last().click();
    await history.getByText('Registration Pending', { exact: true }).waitFor();
    await context.close();
  });

  it('shows the Arabic catalogue right to left, with level labels in the URL and the filters in Arabic', async () => {
    const context = await newContext(browser, { lang: 'ar', width: 390 });
    const page = await context.newPage();
    await page.goto(`/courses?level=${encodeURIComponent('ابتدائي')}`);
    await page.waitForURL('**/courses?level=primary');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    const main = page.getByRole('main');
    assert.equal(await main.getByLabel('الطور', { exact: true }).inputValue(), 'primary');
    await main.getByLabel('السنة الدراسية', { exact: true }).and(page.locator(':enabled')).waitFor();
    const first = main.getByTestId('course-card').first();
    await first.waitFor();
    await main.getByTestId('result-count').filter({ hasText: /دور/ }).waitFor();
    const title = await first.getByRole('heading').textContent();
    assert.match(title, /[\u0600-\u06FF]/, 'course names in Arabic');
    assert.doesNotMatch(title, /[A-Za-z]/);
    await first.getByRole('button', { name: 'سجّل', exact: true }).waitFor();

    // Mirrored: the level badge sits at the inline start, which is the right-hand side.
    const badge = await first.getByTestId('level-badge').boundingBox();
    const box = await first.boundingBox();
    assert.equal(await first.getByTestId('level-badge').textContent(), 'الابتدائي');
    assert.ok(box.x + box.width - (badge.x + badge.width) < badge.x - box.x, 'badge on the right in Arabic');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    assert.equal(overflow, false, 'the catalogue fits a 390 px phone');

    // Pricing filter in the URL, every card monthly; clear all empties the URL.
    await page.getByRole('radiogroup', { name: 'طريقة الدفع' }).getByText('شهريًا', { exact: true }).click();
    await page.waitForURL('**/courses?level=primary&pricing_type=monthly');
    await main.getByTestId('course-card').filter({ hasNotText: 'شهريًا' }).first().waitFor({ state: 'detached' });
    await main.getByTestId('course-card').first().waitFor();
    await main.getByRole('button', { name: 'مسح كل عوامل التصفية' }).first().click();
    await page.waitForURL(/\/courses$/);
    // The year waits for a level again.
    await main.getByLabel('السنة الدراسية', { exact: true }).and(page.locator(':disabled')).waitFor();

    // A visitor pressing Register is asked to log in, in Arabic.
    await main.getByTestId('course-card').first().getByRole('button', { name: 'سجّل', exact: true }).click();
    await page.getByText('يرجى تسجيل الدخول للتسجيل في الدورات').waitFor();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('lets a family with two students pick one, the enrolled one greyed out, without registering', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await logIn(page, 'parent@academy.dz', 'parent123');
    await page.waitForURL('**/dashboard');
    await page.goto('/courses?level=middle');

    // Yacine (4AM) is enrolled in the BEM maths course: his status shows on the card.
    const maths = card(page, 'Mathematics 4AM — BEM Prep');
    await maths.getByText('Yacine Benali', { exact: true }).waitFor();
    await maths.getByText('Enrolled', { exact: true }).waitFor();
    await maths.getByRole('button', { name: 'Register', exact: true }).click();

    const picker = page.getByRole('dialog', { name: 'Which student?' });
    assert.equal(await picker.getByRole('button', { name: /Yacine Benali/ }).isDisabled(), true);
    assert.equal(await picker.getByRole('button', { name: /Amina Benali/ }).isEnabled(), true);
    await picker.getByRole('button', { name: 'Close', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await context.close();
  });
});
