import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@academy/shared';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse } from './support/catalogue';
import { changedTables, databaseDigest } from './support/db-digest';

/**
 * Issue 9 item 3, uploads: every route that takes a file refuses a renamed executable, an SVG with a script,
 * a file one byte over 10 MB and a decompression bomb (a small image declaring 30000 × 30000 pixels) with a
 * clear 4xx code, and stores nothing: no new file under the uploads directory and no changed row.
 */

let t: TestApp;
let admin: string;
let parent: string;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parent = (await signedInParent(t)).token;
  courseId = (await createCourse(t)).id;
}, 120_000);
afterAll(() => t?.close());

interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

function form(fields: Record<string, string>, files: (FilePart & { field: string })[]) {
  const boundary = '----academyuploadattack';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const courseFields = {
  name_en: 'Physics 3AS',
  name_ar: 'الفيزياء 3 ثانوي',
  description_en: 'Weekly revision.',
  description_ar: 'مراجعة أسبوعية.',
  level: 'high',
  grade: '3AS',
  subject: 'physics',
  category: 'academic',
  pricing_type: 'session',
  session_price: '650',
  max_students: '18',
  is_active: 'true',
};

/** The upload routes: where the file goes, as whom, with which form fields. */
const ROUTES: {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  token: () => string;
  field: string;
  fields: Record<string, string>;
}[] = [
  {
    name: 'profile picture',
    method: 'POST',
    url: () => '/api/auth/upload-profile-picture',
    token: () => parent,
    field: 'profile_picture',
    fields: {},
  },
  { name: 'new course picture', method: 'POST', url: () => '/api/admin/courses', token: () => admin, field: 'image', fields: courseFields },
  {
    name: 'course picture replaced',
    method: 'PUT',
    url: () => `/api/admin/courses/${courseId}`,
    token: () => admin,
    field: 'image',
    fields: courseFields,
  },
  {
    name: 'gallery photo',
    method: 'POST',
    url: () => '/api/admin/gallery',
    token: () => admin,
    field: 'photos',
    fields: { title_en: 'Open day' },
  },
];

function send(route: (typeof ROUTES)[number], files: FilePart[]) {
  return t.request({
    method: route.method,
    url: route.url(),
    token: route.token(),
    ...form(
      route.fields,
      files.map((f) => ({ ...f, field: route.field })),
    ),
  });
}

/** Every file under the uploads directory (relative paths, sorted). */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}

// --- the hostile files -------------------------------------------------------------------------------

/** An ELF executable's header and some code-like bytes. */
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56), filler(4096)]);
/** A Windows PE executable: 'MZ', the DOS stub and a 'PE\0\0' header where e_lfanew points. */
const pe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(0x3a),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(0x40),
  Buffer.from('PE\0\0'),
  filler(2048),
]);
function filler(n: number) {
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) out[i] = (i * 131 + 7) % 251;
  return out;
}
const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>fetch("/api/auth/me").then(r=>r.text()).then(alert)</script><rect width="10" height="10"/></svg>',
);

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid PNG of `size` × `size` one-bit grey pixels, all black: the pixel data deflates to almost
 * nothing, so the file is small while decoding it would need width × height bytes and more.
 */
function pngBomb(size: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(size / 8); // filter byte + pixels
  const pixels = zlib.deflateSync(Buffer.alloc(row * size), { level: 9 }); // 112 MB of zeros for 30000
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A BMP header declaring 30000 × 30000 pixels of 24 bits, with almost no pixel data. */
function bmpBomb(size: number) {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'ascii');
  header.writeUInt32LE(54 + 16, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeUInt32LE(size, 18);
  header.writeInt32LE(size, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, Buffer.alloc(16)]);
}

let bomb: Buffer;
let tooBig: Buffer;
let photo: Buffer;
beforeAll(async () => {
  bomb = pngBomb(30_000);
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  // A real PNG padded to one byte over the limit (a trailing chunk-less tail is ignored by decoders).
  tooBig = Buffer.concat([photo, Buffer.alloc(LIMITS.uploadMaxBytes + 1 - photo.length, 7)]);
});

describe('upload attacks are refused and leave nothing behind', () => {
  it('the bomb is what it claims: a small, valid PNG of 30000 × 30000 pixels', async () => {
    expect(bomb.length).toBeLessThan(300_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 30_000, 30_000]);
    expect(tooBig.length).toBe(LIMITS.uploadMaxBytes + 1);
  });

  const attacks: { name: string; file: () => FilePart; status: number; code: string }[] = [
    {
      name: 'an ELF executable named .png',
      file: () => ({ name: 'photo.png', type: 'image/png', bytes: elf }),
      status: 400,
      code: 'invalid_file_type',
    },
    {
      name: 'a PE executable named .jpg',
      file: () => ({ name: 'photo.jpg', type: 'image/jpeg', bytes: pe }),
      status: 400,
      code: 'invalid_file_type',
    },
    {
      name: 'an SVG with a script',
      file: () => ({ name: 'logo.svg', type: 'image/svg+xml', bytes: svg }),
      status: 400,
      code: 'invalid_file_type',
    },
    {
      name: 'an SVG with a script named .png',
      file: () => ({ name: 'logo.png', type: 'image/png', bytes: svg }),
      status: 400,
      code: 'invalid_file_type',
    },
    {
      name: 'a file of 10 MB + 1 byte',
      file: () => ({ name: 'big.png', type: 'image/png', bytes: tooBig }),
      status: 413,
      code: 'file_too_large',
    },
    {
      name: 'a 30000 × 30000 PNG decompression bomb',
      file: () => ({ name: 'bomb.png', type: 'image/png', bytes: bomb }),
      status: 400,
      code: 'image_too_large',
    },
  ];

  for (const route of ROUTES) {
    for (const attack of attacks) {
      it(`${route.name}: ${attack.name} → ${attack.status} ${attack.code}`, async () => {
        const files = storedFiles();
        const digest = await databaseDigest(t);
        const res = await send(route, [attack.file()]);
        expect([res.statusCode, res.json().code], res.body).toEqual([attack.status, attack.code]);
        expect(typeof res.json().message).toBe('string');
        expect(storedFiles()).toEqual(files);
        expect(changedTables(digest, await databaseDigest(t))).toEqual([]);
      });
    }
  }

  it('a BMP declaring 30000 × 30000 pixels is refused from its header, before any decoding (profile picture, course)', async () => {
    for (const route of ROUTES.slice(0, 3)) {
      const files = storedFiles();
      const digest = await databaseDigest(t);
      const res = await send(route, [{ name: 'bomb.bmp', type: 'image/bmp', bytes: bmpBomb(30_000) }]);
      expect([res.statusCode, res.json().code], `${route.name}: ${res.body}`).toEqual([400, 'image_too_large']);
      expect(storedFiles()).toEqual(files);
      expect(changedTables(digest, await databaseDigest(t))).toEqual([]);
    }
  });

  it('a gallery upload with one good photo and one executable stores neither', async () => {
    const files = storedFiles();
    const digest = await databaseDigest(t);
    const res = await send(ROUTES[3]!, [
      { name: 'good.png', type: 'image/png', bytes: photo },
      { name: 'bad.png', type: 'image/png', bytes: elf },
    ]);
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_file_type']);
    expect(storedFiles()).toEqual(files);
    expect(changedTables(digest, await databaseDigest(t))).toEqual([]);
  });

  it('the student import refuses a file over 10 MB and stores nothing', async () => {
    const files = storedFiles();
    const digest = await databaseDigest(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/students/import/preview',
      token: admin,
      ...form({}, [{ field: 'file', name: 'students.csv', type: 'text/csv', bytes: tooBig }]),
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().code).toBe('string');
    const exe = await t.request({
      method: 'POST',
      url: '/api/admin/students/import/preview',
      token: admin,
      ...form({}, [{ field: 'file', name: 'students.csv', type: 'text/csv', bytes: elf }]),
    });
    expect(exe.statusCode).toBeLessThan(500);
    expect(storedFiles()).toEqual(files);
    expect(changedTables(digest, await databaseDigest(t))).toEqual([]);
  });

  // The same routes accept a real picture: the refusals above are about the files, not the requests.
  it('a real picture still goes through every upload route, and is stored', async () => {
    for (const route of ROUTES) {
      const before = storedFiles().length;
      const res = await send(route, [{ name: 'photo.png', type: 'image/png', bytes: photo }]);
      expect(res.statusCode, `${route.name}: ${res.body}`).toBeLessThan(300);
      expect(storedFiles().length, route.name).toBeGreaterThan(before);
    }
  });
});
