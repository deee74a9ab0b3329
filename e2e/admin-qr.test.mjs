// Browser flow of the admin's QR codes screen (spec 2 "QR codes", issue 6): Generate QR shows the course's
// code, Download PNG saves a real PNG, Print shows only the print layout, Student cards downloads the PDF of
// a demo section's cards; the code's link (/courses?course=<id>) opens the catalogue with that course first.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { base, launch, newContext, adminSession, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const adminContext = (session, lang = 'en', width = 1366) => signedInContext(browser, session, { lang, width });

/** A demo section with enrolled students, and its course. */
async function sectionWithStudents(session) {
  const res = await fetch(`${base}/api/courses/sections/all`, { headers: { authorization: `Bearer ${session.access_token}` } });
  assert.equal(res.status, 200);
  const { sections } = await res.json();
  const section = sections.find((s) => s.current_students > 0 && s.is_active && s.course_is_active);
  assert.ok(section, 'the demo data has a section with students');
  return section;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('admin QR codes', () => {
  it('generates a course QR code, downloads it as PNG, prints it, and downloads the students cards PDF', async () => {
    const session = await adminSession();
    const section = await sectionWithStudents(session);
    const courseId = section.course_id;
    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'QR codes' }).click();
    await page.waitForURL(/\/admin\/qr-codes$/);
    await page.getByTestId('qr-course-card').first().waitFor();

    await page.getByLabel('Search courses').fill(section.course.name);
    const card = page.locator(`[data-testid="qr-course-card"][data-course-id="${courseId}"]`);
    await card.waitFor();

    const generate = card.getByRole('button', { name: /^Generate QR/ });
    await generate.click();
    const image = card.getByTestId('course-qr-image');
    await image.waitFor();
    assert.match(await image.getAttribute('src'), /^data:image\/png;base64,/);
    const url = await card.getByTestId('course-qr-url').textContent();
    assert.ok(url.endsWith(`/courses?course=${courseId}`), url);

    // Download PNG: a real PNG file named after the course.
    const [png] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^Download PNG/ }).click()]);
    assert.equal(png.suggestedFilename(), `qr-course-${courseId}.png`);
    const pngBytes = await fs.readFile(await png.path());
    assert.deepEqual(pngBytes.subarray(0, 8), PNG_SIGNATURE);

    // Print: the print layout alone, with the code, the names and the public URL (the dialog itself is stubbed).
    await page.evaluate(() => {
      window.print = () => {
        window.__printed = (window.__printed ?? 0) + 1;
      };
    });
    await card.getByRole('button', { name: /^Print/ }).click();
    const sheet = page.getByTestId('qr-print-sheet');
    await sheet.waitFor({ state: 'attached' });
    await page.waitForFunction(() => window.__printed === 1);
    assert.equal(await sheet.isVisible(), false, 'the print layout is not shown on screen');
    await page.emulateMedia({ media: 'print' });
    assert.equal(await sheet.isVisible(), true);
    assert.equal(await page.locator('#root').isVisible(), false, 'the app is hidden on paper');
    assert.match(await sheet.textContent(), new RegExp(`/courses\\?course=${courseId}`));
    await page.emulateMedia({ media: 'screen' });

    // Student cards: choose the section, download its PDF.
    await card.getByRole('button', { name: /^Student cards/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const row = dialog.getByTestId('cards-section').filter({ hasText: section.section_name });
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row
        .first()
        .getByRole('button', { name: /^Download PDF/ })
        .click(),
    ]);
    assert.equal(pdf.suggestedFilename(), `barcode-cards-section-${section.id}.pdf`);
    const pdfBytes = await fs.readFile(await pdf.path());
    assert.equal(pdfBytes.subarray(0, 5).toString(), '%PDF-');
    await context.close();
  });

  it('reads right to left in Arabic, with the spec texts', async () => {
    const session = await adminSession();
    const context = await adminContext(session, 'ar');
    const page = await context.newPage();
    await page.goto('/admin/qr-codes');
    const card = page.getByTestId('qr-course-card').first();
    await card.waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await card.getByRole('button', { name: /^إنشاء رمز QR/ }).click();
    await card.getByTestId('course-qr-image').waitFor();
    await card.getByRole('button', { name: /^تنزيل PNG/ }).waitFor();
    await context.close();
  });

  it('opens the course of a QR code in the public catalogue, first and highlighted', async () => {
    const session = await adminSession();
    const section = await sectionWithStudents(session);
    const context = await newContext(browser, { lang: 'en', width: 390 });
    const page = await context.newPage();
    await page.goto(`/courses?course=${section.course_id}`);
    const linked = page.getByTestId('linked-course');
    await linked.waitFor();
    assert.equal(await linked.getAttribute('data-course-id'), String(section.course_id));
    await linked.getByRole('heading', { name: 'The course you opened' }).waitFor();
    const title = linked.getByTestId('course-card').getByRole('heading', { level: 3 });
    await title.waitFor();
    assert.ok((await title.textContent()).length > 0);
    // It is above the rest of the catalogue, its card's top in the phone's first screen (nothing scrolls to it),
    // and "Show all courses" drops it from the URL.
    const linkedBox = await linked.boundingBox();
    const countBox = await page.getByTestId('result-count').boundingBox();
    assert.ok(linkedBox.y < countBox.y);
    const cardBox = await linked.getByTestId('course-card').boundingBox();
    assert.ok(cardBox.y < page.viewportSize().height, `the course's card starts at ${cardBox.y} px, in view`);
    await linked.getByRole('button', { name: 'Show all courses' }).click();
    await page.waitForURL((u) => !u.searchParams.has('course'));
    await page.getByTestId('linked-course').waitFor({ state: 'detached' });

    // A course that is not offered says so instead of failing.
    await page.goto('/courses?course=999999');
    await page.getByTestId('linked-course-unavailable').waitFor();
    await context.close();
  });
});
