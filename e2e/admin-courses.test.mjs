// Browser flow of the admin's Courses screen: a course created through the form with English and Arabic
// names and a picture (previewed before saving, resized by the server) appears in the list; a section
// meeting on two days a week is added in the sections manager and shows in the manager and on the card;
// the screen reads right to left in Arabic with the course's Arabic name; Delete asks before removing it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { base, launch, adminSession, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const adminContext = (session, lang = 'en', width = 1366) => signedInContext(browser, session, { lang, width });

describe('admin courses', () => {
  it('creates a bilingual course with a picture, adds a two-day section, and shows both in the list', async () => {
    const session = await adminSession();
    const stamp = Date.now().toString(36);
    const nameEn = `Algebra Workshop ${stamp}`;
    const nameAr = `ورشة الجبر ${stamp}`;
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();

    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.waitForURL(/\/admin\/courses$/);
    await page.getByRole('button', { name: 'Add Course' }).click();

    const form = page.getByRole('dialog', { name: 'Add a course' });
    await form.getByLabel('Name (English)').fill(nameEn);
    await form.getByLabel('Name (Arabic)').fill(nameAr);
    await form.getByLabel('Description (English)').fill('Equations and functions for 4AM, the BEM year.');
    await form.getByRole('textbox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Middle school' }).click();
    await form.getByRole('textbox', { name: 'School year' }).click();
    await page.getByRole('option', { name: /4AM/ }).click();
    await form.getByLabel('Price per session (DA)').fill('750');
    await form.getByLabel('Maximum students').fill('24');
    await form.locator('input[type="file"]').setInputFiles({ name: 'algebra.png', mimeType: 'image/png', buffer: png });
    await form.getByTestId('course-image-preview').waitFor();
    assert.match(await form.getByTestId('course-image-preview').getAttribute('src'), /^blob:/);
    await form.getByRole('button', { name: 'Create course' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Search' }).fill(stamp);
    await page.waitForURL(new RegExp(`search=${stamp}`));
    const card = page.getByTestId('admin-course-card').filter({ hasText: nameEn });
    await card.waitFor();
    assert.match(await card.textContent(), new RegExp(nameAr));
    assert.match(await card.textContent(), /750 DA \/ session/);
    assert.match(await card.textContent(), /0 sections/);
    const src = await card.locator('img').first().getAttribute('src');
    assert.ok(src && !src.startsWith('blob:'), `stored picture, got ${src}`);
    const picture = await fetch(new URL(src, base));
    assert.equal(picture.status, 200);
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    assert.deepEqual([meta.width, meta.height], [640, 360]);

    await card.getByRole('button', { name: 'Sections' }).click();
    const manager = page.getByRole('dialog', { name: `Sections of ${nameEn}` });
    await manager.waitFor();
    const create = manager.getByTestId('section-create-form');
    assert.equal(await create.getByLabel('Section name').inputValue(), 'Section A');
    assert.equal(await create.getByLabel('Schedule').inputValue(), 'TBD');
    await create.getByLabel('Schedule').fill('Sun 17:00');
    await create.getByRole('button', { name: 'Add section' }).click();
    await create.getByText('Write days and times like').waitFor();
    await create.getByLabel('Schedule').fill('Sun 17:00-19:00, Tue 14:00-16:00');
    await create.getByRole('button', { name: 'Add section' }).click();
    const row = manager.getByTestId('section-row').filter({ hasText: 'Section A' });
    await row.waitFor();
    const rowText = await row.textContent();
    assert.match(rowText, /Sunday/);
    assert.match(rowText, /Tuesday/);
    assert.match(rowText, /Seats taken: 0 of 30/);
    await manager.getByRole('button', { name: 'Close' }).first().click();
    await manager.waitFor({ state: 'detached' });
    await card.getByText('1 section', { exact: true }).waitFor();

    // The same list in Arabic: right to left, the Arabic name first.
    const ar = await adminContext(session, 'ar');
    const arPage = await ar.newPage();
    await arPage.goto(`/admin/courses?search=${stamp}`);
    const arCard = arPage.getByTestId('admin-course-card').filter({ hasText: nameAr });
    await arCard.waitFor();
    assert.equal(await arPage.evaluate(() => document.documentElement.dir), 'rtl');
    assert.match(await arCard.textContent(), /فوج واحد/);
    await ar.close();

    // Delete asks first; a course without students or history then goes (and leaves the catalogue as it was).
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete course' });
    assert.match(await confirm.textContent(), new RegExp(`Delete ${nameEn}\\?`));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('No matching courses').waitFor();
    await context.close();
  });
});
