// Browser flows of the parent's account: mobile access says exactly what a fresh family still lacks, and
// gives the demo family credentials that really sign in to the mobile API; a password changed in the
// Profile tab replaces the old one; the Payments tab shows what the API says is owed, with a receipt that
// prints alone; the Arabic Profile tab is right to left. The demo parent's password and details stay as they are.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base, launch, newContext, uniqueFamily } from './support.mjs';

const DEMO = { email: 'parent@academy.dz', password: 'parent123' };

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

async function post(path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

async function apiLogin(email, password) {
  return post('/api/auth/login', { email, password });
}

/** A new family with one student, registered through the API (signing in does not wait for e-mail verification). */
async function newFamily(student) {
  const family = uniqueFamily();
  const res = await post('/api/auth/register', {
    email: family.email,
    password: 'secret123',
    full_name: 'Nadia Saidi',
    phone: family.phone,
    parent_phone: family.parentPhone,
    student_name: student,
    gender: 'female',
    date_of_birth: '2013-05-11',
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return family;
}

/** A page signed in as the app does it (token and user stored), in one language. */
async function signedIn(email, password, lang = 'en') {
  const login = await apiLogin(email, password);
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const context = await newContext(browser, { lang });
  await context.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', token);
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [login.body.access_token, login.body.user],
  );
  return { context, page: await context.newPage(), token: login.body.access_token, user: login.body.user };
}

/** An amount as shown ("1,000 DA") read back as a number. */
const amountOf = (text) => Number(text.replace(/[^\d.]/g, ''));

describe('profile: mobile access and password', () => {
  it('tells a fresh family exactly what is missing, saves its details and changes its password', async () => {
    const family = await newFamily('Lina Saidi');
    const { context, page } = await signedIn(family.email, 'secret123');
    await page.goto('/dashboard/profile');
    const main = page.getByRole('main');

    // No approved enrollment yet: no Generate button, the missing requirement in words; the parent waits for a student.
    const student = main.getByRole('region', { name: 'Lina Saidi', exact: true });
    await student.getByText('An approved, active enrollment in a course', { exact: false }).waitFor();
    assert.equal(await student.getByRole('button', { name: /^Generate credentials/ }).count(), 0);
    await main.getByRole('region', { name: 'Parent access' }).getByText('Mobile access for at least one student first').waitFor();

    // Personal details: edited in place, checked with the server's rules, and the header card follows.
    const details = main.getByRole('region', { name: 'Personal details' });
    await details.getByRole('button', { name: /^Edit/ }).click();
    await details.getByLabel('Phone number', { exact: true }).fill('12345');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await details.getByText('Enter an Algerian mobile (05, 06 or 07) or landline number, e.g. 0550 12 34 56 or 021 23 45 67.').waitFor();
    await details.getByLabel('Phone number', { exact: true }).fill(family.phone);
    await details.getByLabel('Full name', { exact: true }).fill('Nadia Benyahia');
    await details.getByLabel('E-mail (optional)', { exact: true }).fill('');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await details.getByText('No email provided').waitFor();
    await main.getByRole('heading', { name: 'Nadia Benyahia', exact: true }).first().waitFor();

    // Change password: the confirmation must match, the current password must be right.
    const current = main.getByLabel('Current password', { exact: true });
    const next = main.getByLabel('New password', { exact: true });
    const confirm = main.getByLabel('Confirm new password', { exact: true });
    const submit = main.getByRole('button', { name: 'Change password', exact: true });
    await current.fill('secret123');
    await next.fill('fresh-pass-42');
    await confirm.fill('fresh-pass-43');
    await submit.click();
    await main.getByText('Passwords do not match', { exact: true }).waitFor();
    await current.fill('not-my-password');
    await confirm.fill('fresh-pass-42');
    await submit.click();
    await main.getByText('The current password is incorrect.', { exact: true }).waitFor();
    await current.fill('secret123');
    await submit.click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await context.close();

    // The e-mail was removed above: the account signs in with its phone. The old password no longer works.
    assert.equal((await post('/api/auth/login', { phone: family.phone, password: 'secret123' })).status, 401);
    assert.equal((await post('/api/auth/login', { phone: family.phone, password: 'fresh-pass-42' })).status, 200);
  });

  it("generates the demo family's mobile credentials, which sign in to the mobile app", async () => {
    const { context, page } = await signedIn(DEMO.email, DEMO.password);
    await page.goto('/dashboard/profile');
    const main = page.getByRole('main');

    // Generating is idempotent: on a second run the credentials are simply shown.
    const credentialsOf = async (region, generateName) => {
      const username = region.getByLabel('Username', { exact: true });
      const generate = region.getByRole('button', { name: generateName, exact: true });
      await username.or(generate).first().waitFor();
      if (await generate.isVisible()) await generate.click();
      await username.waitFor();
      const password = region.getByLabel('Password', { exact: true });
      assert.equal(await username.getAttribute('dir'), 'ltr');
      return { username: await username.inputValue(), password: await password.inputValue() };
    };

    const yacine = await credentialsOf(
      main.getByRole('region', { name: 'Yacine Benali', exact: true }),
      'Generate credentials for Yacine Benali',
    );
    const signIn = await post('/api/mobile/login', yacine);
    assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
    assert.equal(signIn.body.account.type, 'student');

    // With a student's credentials in place, the parent's can be generated too.
    const parent = await credentialsOf(main.getByRole('region', { name: 'Parent access' }), 'Generate credentials for the parent');
    const parentSignIn = await post('/api/mobile/login', parent);
    assert.equal(parentSignIn.status, 200, JSON.stringify(parentSignIn.body));
    assert.equal(parentSignIn.body.account.type, 'parent');

    assert.equal((await post('/api/mobile/login', { ...yacine, password: `${yacine.password}x` })).status, 401);
    await context.close();
  });

  it('shows the Profile tab right to left in Arabic', async () => {
    const { context, page } = await signedIn(DEMO.email, DEMO.password, 'ar');
    await page.goto('/dashboard/profile');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'المعلومات الشخصية', exact: true }).waitFor();
    await main.getByRole('heading', { name: 'أمان الحساب', exact: true }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
    // Password fields stay left to right inside the right-to-left page.
    assert.equal(await main.getByLabel('كلمة المرور الحالية', { exact: true }).getAttribute('dir'), 'ltr');
    await context.close();
  });
});

describe('payments tab', () => {
  it('shows what the API says is owed, and a receipt that prints alone', async () => {
    const { context, page, token, user } = await signedIn(DEMO.email, DEMO.password);
    const child = user.students[0];
    const res = await fetch(`${base}/api/payments/student-payments?student_id=${child.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const api = await res.json();
    const owed = api.students[0].total_debt;
    assert.ok(owed > 0, 'the demo child owes something');

    await page.goto('/dashboard/payments');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: `Payments of ${child.name}`, exact: true }).waitFor();
    const outstanding = main.getByRole('group', { name: 'Outstanding balance' });
    assert.equal(amountOf(await outstanding.innerText()), owed);

    // Each course with money owed shows the same unpaid amount as the API.
    for (const item of api.payment_summary.filter((i) => i.unpaid_amount > 0)) {
      const card = main.getByRole('article', { name: item.course_name, exact: true });
      const value = card.getByText('Unpaid amount', { exact: true }).locator('xpath=following-sibling::*[1]');
      assert.equal(amountOf(await value.innerText()), item.unpaid_amount);
    }

    // The newest payment's receipt: its amount, a Print button, and print media showing the receipt alone.
    const newest = api.payment_history[0];
    await main
      .getByRole('link', { name: /^Receipt \d{4}-\d{6}/ })
      .first()
      .click();
    await page.waitForURL(`**/dashboard/payments/receipts/${newest.id}`);
    await main.getByRole('heading', { name: 'Payment receipt', exact: true }).waitFor();
    assert.equal(amountOf(await main.getByTestId('receipt-amount').innerText()), newest.amount);
    await main.getByRole('button', { name: 'Print', exact: true }).waitFor();
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('header').first().isVisible(), false, 'the site header is not printed');
    assert.equal(await page.locator('footer').first().isVisible(), false, 'the site footer is not printed');
    assert.equal(await main.getByRole('button', { name: 'Print', exact: true }).isVisible(), false);
    assert.equal(await main.getByRole('heading', { name: 'Payment receipt', exact: true }).isVisible(), true);

    // Back on the Payments tab (the receipt's print styles still loaded), the page prints whole again.
    await page.emulateMedia({ media: 'screen' });
    await main.getByRole('link', { name: 'Back to payments', exact: true }).click();
    const heading = main.getByRole('heading', { name: `Payments of ${child.name}`, exact: true });
    await heading.waitFor();
    await page.emulateMedia({ media: 'print' });
    assert.equal(await heading.isVisible(), true, 'other pages still print');
    await context.close();
  });
});
