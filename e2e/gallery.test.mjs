// Browser flow of the gallery: the admin uploads two photos at once through the file input, moves the
// first one later with the keyboard-reachable Move button, captions the other and hides one; the public
// /gallery page shows only the visible photo (opening it in the lightbox), /home shows the gallery strip,
// and the gallery page reads right to left in Arabic.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { base, launch, newContext, adminSession, signedInContext } from './support.mjs';

let browser;
before(async () => (browser = await launch()));
after(() => browser?.close());

const adminContext = (session, lang = 'en', width = 1366) => signedInContext(browser, session, { lang, width });

const png = (r, g, b) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The ids of the admin grid's photos, in their order on screen. */
const tileIds = (page) => page.getByTestId('gallery-admin-photo').evaluateAll((tiles) => tiles.map((tile) => Number(tile.dataset.photoId)));

describe('gallery', () => {
  it('uploads two photos, reorders, captions and hides one; the public pages show only the visible one', async () => {
    const session = await adminSession();
    const stamp = Date.now().toString(36);
    const caption = `Science fair ${stamp}`;
    const context = await adminContext(session);
    const page = await context.newPage();
    await page.goto('/admin/content/gallery');
    await page.getByRole('heading', { name: 'Gallery' }).waitFor();
    const before = await tileIds(page);

    await page.getByTestId('gallery-file-input').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await png(200, 40, 40) },
      { name: 'second.png', mimeType: 'image/png', buffer: await png(40, 120, 200) },
    ]);
    await page.getByText('2 photos selected').waitFor();
    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    await page.getByText('2 photos uploaded.').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="gallery-admin-photo"]').length === n, before.length + 2);
    const uploaded = (await tileIds(page)).slice(-2);
    const [first, second] = uploaded;

    // Move the first upload one place later: the two swap.
    const firstTile = page.locator(`[data-photo-id="${first}"]`);
    await firstTile.getByRole('button', { name: /^Move later/ }).click();
    await page.getByText('Order saved.').waitFor();
    await page.waitForFunction(
      ([a, b]) => {
        const ids = [...document.querySelectorAll('[data-testid="gallery-admin-photo"]')].map((el) => Number(el.dataset.photoId));
        return ids.indexOf(b) < ids.indexOf(a);
      },
      [first, second],
    );

    // Caption the second upload, hide the first.
    await page
      .locator(`[data-photo-id="${second}"]`)
      .getByRole('button', { name: /^Edit captions/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit titles and captions' });
    await dialog.getByLabel('Caption (English)').fill(caption);
    await dialog.getByLabel('Caption (Arabic)').fill(`معرض العلوم ${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Captions saved.').waitFor();
    await firstTile.getByRole('button', { name: 'Hide' }).click();
    await firstTile.getByText('Hidden').waitFor();
    await context.close();

    // A visitor sees only the visible photo.
    const visitor = await newContext(browser, { lang: 'en', width: 1366 });
    const pub = await visitor.newPage();
    await pub.goto('/gallery');
    await pub.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    const photo = pub.getByTestId('gallery-photo').filter({ hasText: caption });
    await photo.waitFor();
    const srcs = await pub
      .getByTestId('gallery-photo')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    const api = await (await fetch(`${base}/api/admin/gallery`, { headers: { authorization: `Bearer ${session.access_token}` } })).json();
    const hidden = api.items.find((i) => i.id === first);
    const shown = api.items.find((i) => i.id === second);
    assert.equal(hidden.is_published, false);
    assert.ok(srcs.includes(shown.thumb_url), 'the visible photo is on the public page');
    assert.ok(!srcs.includes(hidden.thumb_url), 'the hidden photo is not');
    const img = photo.locator('img');
    assert.equal(await img.getAttribute('loading'), 'lazy');
    assert.match(await img.getAttribute('srcset'), /640w/);
    await photo.getByRole('button').click();
    const lightbox = pub.getByRole('dialog');
    await lightbox.getByText(caption).waitFor();
    await lightbox.getByRole('button', { name: 'Close' }).click();

    // The strip on /home.
    await pub.goto('/home');
    const strip = pub.getByTestId('gallery-strip');
    await strip.waitFor();
    assert.ok((await strip.getByTestId('gallery-photo').count()) >= 1);
    await strip.getByRole('link', { name: 'See the whole gallery' }).waitFor();
    // The strip's photos open in the lightbox too (the press that loads the grid's code opens the photo).
    await strip.getByTestId('gallery-photo').first().getByRole('button').click();
    await pub.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await pub.getByRole('dialog').waitFor({ state: 'detached' });
    await visitor.close();

    // Arabic: right to left, with the Arabic caption.
    const arabic = await newContext(browser, { lang: 'ar', width: 390 });
    const ar = await arabic.newPage();
    await ar.goto('/gallery');
    await ar.getByRole('heading', { level: 1, name: 'معرض الصور' }).waitFor();
    assert.equal(await ar.locator('html').getAttribute('dir'), 'rtl');
    await ar
      .getByTestId('gallery-photo')
      .filter({ hasText: `معرض العلوم ${stamp}` })
      .waitFor();
    await arabic.close();
  });
});
