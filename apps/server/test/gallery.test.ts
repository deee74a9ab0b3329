import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import type { AdminGalleryPhoto, GalleryPhoto } from '@academy/shared';
import { auditLog } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';

let t: TestApp;
let admin: string;
let parentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parentToken = (await signedInParent(t)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload }).then((r) => ({ status: r.statusCode, body: r.json(), headers: r.headers }));

interface FilePart {
  name: string;
  bytes: Buffer;
  type: string;
  field?: string;
}
/** A multipart body as a browser's FormData sends it: text fields and several files. */
function form(fields: Record<string, string>, files: FilePart[]) {
  const boundary = '----academygalleryform';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photos'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (fields: Record<string, string>, files: FilePart[], token = admin) =>
  t
    .request({ method: 'POST', url: '/api/admin/gallery', token, ...form(fields, files) })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

const png = async (width: number, height: number, background = '#36a') => ({
  name: 'photo.png',
  type: 'image/png',
  bytes: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});
const onDisk = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/uploads/', ''));
const publicList = () => call('GET', '/api/gallery').then((r) => r.body.items as GalleryPhoto[]);
const adminList = () => call('GET', '/api/admin/gallery', admin).then((r) => r.body.items as AdminGalleryPhoto[]);
const audits = async (action: string) =>
  (
    await t.app.deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entity, 'gallery_item')))
  )[0]!.n;

describe('gallery', () => {
  it('uploads several photos at once, each stored as WebP in a thumbnail and a large size, shown publicly in order', async () => {
    const res = await upload({ caption_en: 'Science fair', caption_ar: 'معرض العلوم', title_en: '', title_ar: '' }, [
      await png(2400, 1600),
      await png(800, 600, '#a63'),
      await png(300, 200, '#3a6'),
    ]);
    expect(res.status).toBe(201);
    const items = res.body.items as AdminGalleryPhoto[];
    expect(items).toHaveLength(3);
    const [big, medium, small] = items;
    expect(big!.caption_en).toBe('Science fair');
    expect(big!.caption_ar).toBe('معرض العلوم');
    expect(big!.title_en).toBeNull();
    expect(big!.sizes.map((s) => [s.width, s.height])).toEqual([
      [640, 427],
      [1600, 1067],
    ]);
    expect([big!.width, big!.height]).toEqual([1600, 1067]);
    expect(medium!.sizes.map((s) => s.width)).toEqual([640, 800]);
    // Never enlarged: a small photo is stored once.
    expect(small!.sizes.map((s) => [s.width, s.height])).toEqual([[300, 200]]);
    expect(small!.thumb_url).toBe(small!.image_url);
    for (const size of items.flatMap((i) => i.sizes)) {
      expect(size.url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}\.\d+x\d+\.webp$/);
      const meta = await sharp(fs.readFileSync(onDisk(size.url))).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([size.width, size.height]);
    }
    // The files are served as uploads.
    const file = await t.request({ method: 'GET', url: big!.thumb_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/webp');

    const pub = await call('GET', '/api/gallery');
    expect(pub.status).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, no-cache');
    const etag = pub.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request({ method: 'GET', url: '/api/gallery', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((pub.body.items as GalleryPhoto[]).map((i) => i.id)).toEqual(items.map((i) => i.id));
    expect(pub.body.items[0]).not.toHaveProperty('is_published');
    expect((await call('GET', '/api/gallery?limit=2')).body.items).toHaveLength(2);
    expect(await audits('gallery.uploaded')).toBe(1);
  });

  it('strips EXIF and other metadata from the photos', async () => {
    const withExif = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#777' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera', Artist: 'Somebody' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload({}, [{ name: 'camera.jpg', type: 'image/jpeg', bytes: withExif }]);
    expect(res.status).toBe(201);
    for (const size of (res.body.items[0] as AdminGalleryPhoto).sizes) {
      const bytes = fs.readFileSync(onDisk(size.url));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret Camera'))).toBe(false);
    }
  });

  it('refuses files that are not images (by content), an empty upload, and a file over 10 MB, saving nothing', async () => {
    const before = (await adminList()).length;
    const text = await upload({}, [{ name: 'photo.png', type: 'image/png', bytes: Buffer.from('not really a picture at all') }]);
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('invalid_file_type');
    // One bad file refuses the whole upload.
    const mixed = await upload({}, [
      await png(400, 300),
      { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj') },
    ]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.code).toBe('invalid_file_type');
    const none = await upload({ caption_en: 'x' }, []);
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('no_file');
    const huge = await upload({}, [
      { name: 'huge.png', type: 'image/png', bytes: Buffer.concat([(await png(10, 10)).bytes, Buffer.alloc(10 * 1024 * 1024 + 10)]) },
    ]);
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('file_too_large');
    const tooMany = await upload({}, await Promise.all(Array.from({ length: 21 }, () => png(20, 20))));
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.code).toBe('payload_too_large');
    const tooLong = await upload({ caption_en: 'x'.repeat(501) }, [await png(20, 20)]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('validation_failed');
    expect((await adminList()).length).toBe(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'gallery')).length).toBe(
      (await adminList()).reduce((n, i) => n + i.sizes.length, 0),
    );
  });

  it('reorders (every id exactly once), hides and shows, edits captions', async () => {
    const ids = (await adminList()).map((i) => i.id);
    const reversed = [...ids].reverse();
    const order = await call('PUT', '/api/admin/gallery/order', admin, { ids: reversed });
    expect(order.status).toBe(200);
    expect((order.body.items as AdminGalleryPhoto[]).map((i) => i.id)).toEqual(reversed);
    expect((await publicList()).map((i) => i.id)).toEqual(reversed);

    expect((await call('PUT', '/api/admin/gallery/order', admin, { ids: [...reversed, 99999] })).status).toBe(404);
    const partial = await call('PUT', '/api/admin/gallery/order', admin, { ids: reversed.slice(1) });
    expect(partial.status).toBe(400);
    expect(partial.body.code).toBe('validation_failed');
    expect((await call('PUT', '/api/admin/gallery/order', admin, { ids: [reversed[0], ...reversed] })).status).toBe(400);
    expect((await call('PUT', '/api/admin/gallery/order', admin, { ids: [] })).status).toBe(400);

    const hidden = reversed[0]!;
    const hide = await call('PATCH', `/api/admin/gallery/${hidden}`, admin, { is_published: false, caption_en: 'Prize day', title_ar: '' });
    expect(hide.status).toBe(200);
    expect(hide.body.item.is_published).toBe(false);
    expect(hide.body.item.caption_en).toBe('Prize day');
    expect(hide.body.item.title_ar).toBeNull();
    expect((await publicList()).map((i) => i.id)).not.toContain(hidden);
    expect((await adminList()).find((i) => i.id === hidden)?.is_published).toBe(false);
    await call('PATCH', `/api/admin/gallery/${hidden}`, admin, { is_published: true });
    expect((await publicList())[0]!.id).toBe(hidden);
    expect((await call('PATCH', '/api/admin/gallery/99999', admin, { is_published: true })).status).toBe(404);
    expect((await call('PATCH', `/api/admin/gallery/${hidden}`, admin, { caption_ar: 'x'.repeat(501) })).status).toBe(400);
    expect(await audits('gallery.reordered')).toBe(1);
  });

  it('stores titles as they read: no direction override or invisible character, in NFC (upload and edit)', async () => {
    const up = await upload({ title_en: '\u202Emaet ecnanif nimdA', caption_en: 'Re\u0301sultats\uFEFF' }, [await png(40, 30)]);
    expect(up.status).toBe(201);
    const item = (await adminList()).find((i) => i.title_en?.includes('nimdA'))!;
    expect([item.title_en, item.caption_en]).toEqual(['maet ecnanif nimdA', 'Résultats']);
    const edit = await call('PATCH', `/api/admin/gallery/${item.id}`, admin, { title_ar: '\u2067يوم\u2069 \u200Fمفتوح' });
    expect(edit.body.item.title_ar).toBe('يوم مفتوح');
  });

  it('deletes a photo and its files', async () => {
    const [item] = await adminList();
    const files = item!.sizes.map((s) => onDisk(s.url));
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    const res = await call('DELETE', `/api/admin/gallery/${item!.id}`, admin);
    expect(res.status).toBe(200);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect((await adminList()).map((i) => i.id)).not.toContain(item!.id);
    expect((await publicList()).map((i) => i.id)).not.toContain(item!.id);
    expect((await call('DELETE', `/api/admin/gallery/${item!.id}`, admin)).status).toBe(404);
    expect(await audits('gallery.deleted')).toBe(1);
  });

  it('keeps the admin routes to admins: a parent gets 403, a visitor 401', async () => {
    const id = (await adminList())[0]!.id;
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/gallery'],
      ['PATCH', `/api/admin/gallery/${id}`, { is_published: false }],
      ['PUT', '/api/admin/gallery/order', { ids: [id] }],
      ['DELETE', `/api/admin/gallery/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, parentToken, body)).status).toBe(403);
      expect((await call(method, url, undefined, body)).status).toBe(401);
    }
    expect((await upload({}, [await png(20, 20)], parentToken)).status).toBe(403);
    expect((await upload({}, [await png(20, 20)], '')).status).toBe(401);
    // The public list needs no sign-in.
    expect((await call('GET', '/api/gallery')).status).toBe(200);
  });
});
