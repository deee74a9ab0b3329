// Browser flows of the catalogue: the home showcase leads to a filtered /courses, a visitor is sent to log in
// and comes back to the same filters, a new family reserves a seat and the card shows "Registration Pending";
// the Arabic catalogue is right to left and mirrored; a family with two students picks which one registers.
// /courses is rendered by the server with the catalogue as an island (hydrated when the visitor reaches for it):
// what is chosen or typed before its code has arrived still counts, the back button undoes a filter, a filtered
// link is complete HTML before any script, and a family registers from it in Arabic on a phone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { api, base, launch, newContext, uniqueFamily } from './support.mjs';

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
    // The server renders the catalogue for a visitor; a signed-in parent's island must hydrate without a mismatch.
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
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
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** The catalogue's words for a number of courses found (English). */
const found = (total) => new RegExp(`^${total} courses? found$`);
/** What GET /api/courses answers for a query string (the first page, as the catalogue asks it). */
const listed = async (query) => (await api(`/api/courses?${query}${query ? '&' : ''}limit=24`)).json;

describe('the catalogue, rendered by the server', () => {
  it('applies a filter chosen before its code has arrived, and the back button undoes filters', async () => {
    const [all, primary, middle] = await Promise.all([listed(''), listed('level=primary'), listed('level=middle')]);
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    // The islands' code is held until the visitor has chosen: the choice is made on the server's HTML.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-island-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/assets\/hydrate-island-[\w-]+\.js$/);
    await page.goto('/courses');
    const main = page.getByRole('main');
    const level = main.getByLabel('Level', { exact: true });
    await main
      .getByTestId('result-count')
      .filter({ hasText: found(all.total) })
      .waitFor();

    await level.selectOption('primary');
    await asked;
    assert.equal(new URL(page.url()).search, '', 'nothing of the catalogue has run yet');
    release();
    await page.waitForURL('**/courses?level=primary');
    await main
      .getByTestId('result-count')
      .filter({ hasText: found(primary.total) })
      .waitFor();
    assert.equal(await level.inputValue(), 'primary');

    await level.selectOption('middle');
    await page.waitForURL('**/courses?level=middle');
    await main
      .getByTestId('result-count')
      .filter({ hasText: found(middle.total) })
      .waitFor();

    // Back: the previous filter, its cards and its count; back again: the whole catalogue.
    await page.goBack();
    await page.waitForURL('**/courses?level=primary');
    await main
      .getByTestId('result-count')
      .filter({ hasText: found(primary.total) })
      .waitFor();
    assert.equal(await level.inputValue(), 'primary');
    await main.getByTestId('level-badge').filter({ hasNotText: 'Primary' }).first().waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL(/\/courses$/);
    await main
      .getByTestId('result-count')
      .filter({ hasText: found(all.total) })
      .waitFor();
    assert.equal(await level.inputValue(), '');
    await context.close();
  });

  it('keeps every key typed in the search while its code downloads', async () => {
    const physics = await listed('search=Physics');
    assert.ok(physics.total > 0, 'the demo academy teaches physics');
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    // The catalogue's own chunk is held: the first keys start its download, the next ones are typed meanwhile.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/assets\/catalogue-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/assets\/catalogue-[\w-]+\.js$/);
    await page.goto('/courses');
    const main = page.getByRole('main');
    const search = main.getByLabel('Search courses', { exact: true });
    await search.pressSequentially('Phy');
    await asked;
    await search.pressSequentially('sics');
    release();
    await page.waitForURL(/\/courses\?search=Physics$/);
    await main
      .getByTestId('result-count')
      .filter({ hasText: found(physics.total) })
      .waitFor();
    assert.equal(await search.inputValue(), 'Physics');
    await context.close();
  });

  it('sends a filtered link as complete HTML: count, cards and filters without any script', async () => {
    const query = 'level=middle&search=Physics';
    const expected = await listed(query);
    assert.ok(expected.total > 0);
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/courses?${query}`);
    const main = page.getByRole('main');
    assert.match(await main.getByTestId('result-count').textContent(), found(expected.total));
    const titles = await main.getByTestId('course-card').getByRole('heading', { level: 3 }).allTextContents();
    assert.deepEqual(
      titles,
      expected.courses.map((course) => course.name_en || course.name),
    );
    assert.equal(await main.getByLabel('Level', { exact: true }).inputValue(), 'middle');
    assert.equal(await main.getByLabel('Search courses', { exact: true }).inputValue(), 'Physics');
    await main.getByRole('button', { name: 'Register', exact: true }).first().waitFor();

    // A level named by its label is sent to the level's id, by the server.
    await page.goto(`/courses?level=${encodeURIComponent('ابتدائي')}&pricing_type=monthly`);
    assert.equal(new URL(page.url()).search, '?level=primary&pricing_type=monthly');
    assert.equal(await main.getByLabel('Level', { exact: true }).inputValue(), 'primary');
    assert.match(await main.getByTestId('result-count').textContent(), found((await listed('level=primary&pricing_type=monthly')).total));
    await context.close();
  });

  it('lets a new family register from the catalogue in Arabic on a 390 px phone', async () => {
    const family = await newFamily('Nadir Haddad');
    const physics = (await listed('level=middle')).courses.find((course) => course.name_en === 'Physics 4AM — BEM Prep');
    assert.ok(physics?.name_ar, 'the demo physics course has an Arabic name');
    const context = await newContext(browser, { lang: 'ar', width: 390 });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/courses?level=middle');
    const main = page.getByRole('main');
    const course = card(page, physics.name_ar);
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });

    // A visitor: told to log in (in Arabic, on the login page), and back to the same catalogue afterwards.
    await course.getByRole('button', { name: 'سجّل', exact: true }).click();
    await page.waitForURL('**/login');
    await page.getByText('يرجى تسجيل الدخول للتسجيل في الدورات').waitFor();
    await main.getByLabel('عنوان البريد الإلكتروني', { exact: true }).fill(family.email);
    await main.getByLabel('كلمة المرور', { exact: true }).fill('secret123');
    await main.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL('**/courses?level=middle');

    // The page as the server sends it, the parent's catalogue hydrated at once: register, choose a section.
    await page.reload();
    await course.getByRole('button', { name: 'سجّل', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'اختر فوجًا' });
    await dialog
      .getByText(/مقعد|مقاعد/)
      .first()
      .waitFor();
    const box = await dialog.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the sections dialog fits the phone');
    await dialog
      .getByRole('button', { name: /^اختيار / })
      .first()
      .click();
    const success = page.getByRole('dialog', { name: 'تم التسجيل في الفوج بنجاح!' });
    await success.getByText('مقعدك محجوز. يرجى زيارة الأكاديمية للدفع وتأكيد التسجيل.').waitFor();
    await success.getByRole('button', { name: 'إغلاق', exact: true }).last().click();
    await course.getByText('التسجيل قيد الانتظار', { exact: true }).waitFor();
    assert.equal(await course.getByRole('button', { name: 'سجّل', exact: true }).count(), 0, 'no second registration');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    assert.equal(overflow, false, 'the catalogue fits a 390 px phone');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the course showcase of /home and /little-stars', () => {
  it("asks a visitor to log in from Register Now, and Join leads through login to the level's courses", async () => {
    const family = await newFamily('Rania Haddad');
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.goto('/home');
    const showcase = page.getByRole('list', { name: 'Featured courses' });
    await showcase.getByRole('button', { name: 'Register Now' }).first().click();
    await page.waitForURL('**/login');
    await page.getByText('Please login to register for courses').waitFor();

    // Little Stars shows preschool courses only; Join, pressed before the showcase's code is there, still counts.
    await page.goto('/little-stars');
    const stars = page.getByRole('list', { name: 'Featured courses' });
    await stars.getByTestId('course-card').first().waitFor();
    assert.equal(await stars.getByTestId('level-badge').filter({ hasNotText: 'Preschool' }).count(), 0);
    await stars.getByRole('button', { name: 'Join', exact: true }).first().click();
    await page.waitForURL('**/login');
    await logIn(page, family.email, 'secret123');
    await page.waitForURL('**/courses?level=preschool');

    // Signed in, the showcase hydrates at once: Join is a link to the catalogue, Register Now a note.
    await page.goto('/little-stars');
    await page.getByRole('list', { name: 'Featured courses' }).getByRole('link', { name: 'Join', exact: true }).first().waitFor();
    await page.goto('/home');
    await page.getByRole('list', { name: 'Featured courses' }).getByRole('button', { name: 'Register Now' }).first().click();
    await page.getByText('Please contact the academy to register for this course').waitFor();
    await context.close();
  });
});
