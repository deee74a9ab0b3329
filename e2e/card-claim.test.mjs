// Claiming a card in the browser (issue 23): the barcode modal asks for the card's code and the parent phone on
// file; a wrong phone shows nothing of the child; the right phone (any spelling) shows the first name, then the
// family chooses a password and is signed in. A claimed card signs in from the modal with its password, in
// Arabic too. The admin sees the claim on the student's page and resets it, and the family can claim again.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminSession, api, launch, newContext, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

/** A returning student the admin added, with the parent phone on file and no family account yet. */
async function returningStudent(admin) {
  const stamp = String(Date.now()).slice(-6);
  const phone = `066${stamp}1`;
  const created = await api('/api/admin/students', {
    token: admin.access_token,
    method: 'POST',
    body: {
      name: 'Nour Claimtest',
      date_of_birth: '2012-06-06',
      parent_name: 'Salim Claimtest',
      parent_email: `claim${stamp}@example.dz`,
      parent_phone: phone,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  return { id: created.json.student.id, barcode: created.json.student.barcode, phone };
}

async function openModal(page, lang) {
  await page.goto('/login');
  await page
    .getByRole('button', { name: lang === 'ar' ? 'الأعضاء القدامى - أول دخول برمز QR' : 'Old Members - First Time QR Login', exact: true })
    .click();
  return page.getByRole('dialog');
}

describe('claiming a card', () => {
  it('refuses a wrong phone without showing the child, claims with the phone on file, signs a claimed card in (Arabic), and the admin resets the claim', async () => {
    const admin = await adminSession();
    const card = await returningStudent(admin);

    // A wrong phone: the refusal of an unknown code, nothing of the child.
    const context = await newContext(browser, { lang: 'en' });
    const page = await context.newPage();
    let dialog = await openModal(page, 'en');
    await dialog.getByLabel('Student barcode', { exact: true }).fill(card.barcode.toLowerCase());
    await dialog.getByLabel("Parent's phone number", { exact: true }).fill('0550000009');
    await dialog.getByRole('button', { name: 'Check the code', exact: true }).click();
    await page
      .getByText(
        'Invalid barcode or parent phone number. Please check and try again. If the academy has no phone number for your family, please contact the academy.',
      )
      .first()
      .waitFor();
    assert.equal(await dialog.getByText(/Nour|Claimtest/).count(), 0, 'nothing of the child is shown');

    // The phone on file, written the international way: the first name, then a password.
    await dialog
      .getByLabel("Parent's phone number", { exact: true })
      .fill(`+213 ${card.phone.slice(1, 4)} ${card.phone.slice(4, 6)} ${card.phone.slice(6, 8)} ${card.phone.slice(8)}`);
    await dialog.getByRole('button', { name: 'Check the code', exact: true }).click();
    await dialog.getByText('Is this your child? Nour', { exact: true }).waitFor();
    assert.equal(await dialog.getByText('Claimtest').count(), 0, 'the first name only');
    await dialog.getByLabel('Password', { exact: true }).fill('nour2012');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('nour2012');
    await dialog.getByRole('button', { name: 'Set up and log in', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    assert.equal(me.phone, card.phone, 'the account has the phone on file');
    await context.close();

    // The claimed card in Arabic: the modal says it is set up and signs in with its password.
    const ar = await newContext(browser, { lang: 'ar' });
    const arPage = await ar.newPage();
    dialog = await openModal(arPage, 'ar');
    await dialog.getByLabel('رمز بطاقة التلميذ', { exact: true }).fill(card.barcode);
    await dialog.getByLabel('رقم هاتف وليّ الأمر', { exact: true }).fill(card.phone);
    await dialog.getByRole('button', { name: 'التحقق من الرمز', exact: true }).click();
    await dialog.getByText('هل هذا طفلك؟ Nour', { exact: true }).waitFor();
    await dialog.getByText('تم إعداد هذه البطاقة مسبقًا. يرجى تسجيل الدخول برقم هاتفك وكلمة المرور.').waitFor();
    await dialog.getByLabel('كلمة المرور', { exact: true }).fill('wrong-pass');
    await dialog.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await arPage.getByText('رمز البطاقة أو كلمة المرور غير صحيحة.').first().waitFor();
    await dialog.getByLabel('كلمة المرور', { exact: true }).fill('nour2012');
    await dialog.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await arPage.waitForURL(/\/dashboard/);
    await ar.close();

    // The admin sees the claim on the student's page and resets it.
    const adminContext = await signedInContext(browser, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/people/students/${card.id}`);
    const claim = adminPage.getByTestId('card-claim-card');
    await claim.getByText('Claimed', { exact: true }).waitFor();
    await claim.getByText('Salim Claimtest').waitFor();
    await claim.getByRole('button', { name: 'Reset claim', exact: true }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Reset the card claim?' });
    await confirm.getByRole('button', { name: 'Reset claim', exact: true }).click();
    await adminPage.getByText('Card claim reset', { exact: true }).first().waitFor();
    await claim.getByText('Not claimed', { exact: true }).waitFor();
    await adminContext.close();

    // The old password no longer opens anything; the family claims the card again.
    assert.equal(
      (await api('/api/auth/barcode-login', { method: 'POST', body: { barcode: card.barcode, password: 'nour2012' } })).status,
      401,
    );
    const again = await api('/api/auth/barcode-setup-login', {
      method: 'POST',
      body: { barcode: card.barcode, phone: card.phone, password: 'family2012' },
    });
    assert.equal(again.status, 200, JSON.stringify(again.json));
  });
});
