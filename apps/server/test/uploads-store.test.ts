import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/lib/storage';
import { createTestApp, type TestApp } from './support/test-app';

/** UPLOADS_DIR: the store several instances share, and what /uploads serves from it. */
let t: TestApp;
const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-uploads-'));
beforeAll(async () => void (t = await createTestApp({ UPLOADS_DIR: shared })));
afterAll(async () => {
  await t.close();
  fs.rmSync(shared, { recursive: true, force: true });
});

describe('uploads store', () => {
  it('saves under a random name, reads back, removes, and refuses paths outside its folder', async () => {
    const store = createDiskStorage(shared);
    const url = await store.put('avatars', Buffer.from('picture'), 'webp');
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(fs.readFileSync(path.join(shared, url.slice('/uploads/'.length)), 'utf8')).toBe('picture');
    expect(fs.readdirSync(path.join(shared, 'avatars'))).toEqual([path.basename(url)]); // no partial file left
    expect((await store.read(url))?.toString()).toBe('picture');
    expect(await store.read('/uploads/avatars/missing.webp')).toBeNull();
    expect(await store.read('/uploads/../secret.txt')).toBeNull();
    expect(await store.read('/elsewhere/avatars/x.webp')).toBeNull();
    await store.remove('/uploads/../../etc/hostname');
    await store.remove(url);
    expect(await store.read(url)).toBeNull();
  });

  it('serves UPLOADS_DIR under /uploads (not DATA_DIR/uploads), but never a file still being written', async () => {
    const url = await t.app.deps.storage.put('gallery', Buffer.from('photo bytes'), 'webp');
    expect(fs.existsSync(path.join(shared, url.slice('/uploads/'.length)))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'gallery'))).toBe(false);
    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('photo bytes');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    fs.writeFileSync(path.join(shared, 'gallery', '.abc.webp.123.partial'), 'half');
    const partial = await t.request({ method: 'GET', url: '/uploads/gallery/.abc.webp.123.partial' });
    expect(partial.statusCode).toBe(404);
  });
});
