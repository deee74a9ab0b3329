import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, inArray } from 'drizzle-orm';
import type { Homework, MyHomeworkResponse } from '@academy/shared';
import { homework, homeworkAttachments } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';
import { signedInTeacher } from './support/teachers';

/*
 * Homework (issue 25 item 2) through HTTP. Clock: Monday 2026-11-23 10:00 in Algiers. Maths A is the teacher's
 * (family A's child sits in it), Maths C another teacher's (family B's child sits in it).
 */

let t: TestApp;
let teacher: Awaited<ReturnType<typeof signedInTeacher>>;
let other: Awaited<ReturnType<typeof signedInTeacher>>;
let A: { token: string; studentId: number };
let B: { token: string; studentId: number };
let maths: { id: number };
let othersSection: { id: number };

interface FilePart {
  name: string;
  bytes: Buffer;
  type: string;
}
/** A multipart body as a browser's FormData sends it: text fields and files (field `files`). */
function form(fields: Record<string, string>, files: FilePart[]) {
  const boundary = '----academyhomeworkform';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const base = (sectionId: number) => `/api/teacher/sections/${sectionId}/homework`;
const create = (sectionId: number, fields: Record<string, string>, files: FilePart[] = [], token = teacher.token) =>
  t.request({ method: 'POST', url: base(sectionId), token, ...form(fields, files) });
const addFiles = (sectionId: number, homeworkId: number, files: FilePart[], token = teacher.token) =>
  t.request({ method: 'POST', url: `${base(sectionId)}/${homeworkId}/attachments`, token, ...form({}, files) });
const list = (sectionId: number, token = teacher.token) => t.request({ method: 'GET', url: base(sectionId), token });
const familyHomework = (token: string, studentId: number) =>
  t.request({ method: 'GET', url: `/api/learning/my-homework?student_id=${studentId}`, token });

/** A small real PDF (one page), as a PDF writer makes it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const pdf = (name = 'worksheet.pdf'): FilePart => ({ name, type: 'application/pdf', bytes: PDF });
const png = async (width: number, height: number, name = 'page.png'): Promise<FilePart> => ({
  name,
  type: 'image/png',
  bytes: await sharp({ create: { width, height, channels: 3, background: '#36a' } })
    .withExif({ IFD0: { Artist: 'Secret Location Camera' } })
    .png()
    .toBuffer(),
});
const onDisk = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/uploads/', ''));
const filesInStore = () => {
  const dir = path.join(t.dataDir, 'uploads', 'homework');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
async function rowCounts() {
  const [h] = await t.app.deps.db.select({ n: count() }).from(homework);
  const [a] = await t.app.deps.db.select({ n: count() }).from(homeworkAttachments);
  return { homework: Number(h!.n), attachments: Number(a!.n), files: filesInStore() };
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signedInTeacher(t, 'Samir Teacher');
  other = await signedInTeacher(t, 'Nadia Other');
  const course = await createCourse(t, { name: 'Maths 4AM' });
  const monday = [{ dayOfWeek: 1, startTime: '09:30', endTime: '11:00' }];
  maths = await createSection(t, course.id, { name: 'Maths A', teacherId: teacher.id }, monday);
  othersSection = await createSection(t, course.id, { name: 'Maths C', teacherId: other.id }, monday);
  const a = await signedInParent(t, { student_name: 'Yanis Alphaoui' });
  const b = await signedInParent(t, { student_name: 'Sami Betaoui' });
  A = { token: a.token, studentId: a.user.students[0].id };
  B = { token: b.token, studentId: b.user.students[0].id };
  await approvedEnrollment(t, A.studentId, maths.id);
  await approvedEnrollment(t, B.studentId, othersSection.id);
}, 120_000);
afterAll(() => t?.close());

describe('the teacher sets homework', () => {
  it('creates homework with a PDF and a picture: the PDF kept as sent, the picture re-encoded to WebP (whole, no metadata)', async () => {
    const res = await create(maths.id, { title: 'Fractions', body: 'Exercises 1 to 5.', due_on: '2026-11-30' }, [
      pdf(),
      await png(3200, 1000, 'C:\\Users\\samir\\board.png'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as Homework;
    expect(item).toMatchObject({ section_id: maths.id, title: 'Fractions', body: 'Exercises 1 to 5.', due_on: '2026-11-30' });
    expect(item.attachments.map((a) => [a.kind, a.file_name])).toEqual([
      ['pdf', 'worksheet.pdf'],
      ['image', 'board.png'],
    ]);
    const [doc, picture] = item.attachments;
    expect(doc!.url).toMatch(/^\/uploads\/homework\/[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(onDisk(doc!.url)).equals(PDF)).toBe(true);
    expect(doc!.bytes).toBe(PDF.length);
    expect(picture!.url).toMatch(/^\/uploads\/homework\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(fs.readFileSync(onDisk(picture!.url))).metadata();
    // Fitted inside 1600 px, not cropped: the 16:5 page stays 16:5.
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 500, undefined]);
    // Served with nosniff.
    const served = await t.request({ method: 'GET', url: doc!.url });
    expect([served.statusCode, served.headers['x-content-type-options'], served.headers['content-type']]).toEqual([
      200,
      'nosniff',
      'application/pdf',
    ]);
    expect((await list(maths.id)).json().items.map((h: Homework) => h.title)).toEqual(['Fractions']);
  });

  it('refuses a fake PDF (a picture renamed, a text named .pdf) and a file that is neither, writing nothing', async () => {
    const before = await rowCounts();
    const renamed = { ...(await png(40, 40)), name: 'homework.pdf', type: 'application/pdf' };
    const text = { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('just some text, not a PDF') };
    const script = { name: 'run.sh', type: 'text/plain', bytes: Buffer.from('#!/bin/sh\necho hi\n') };
    for (const file of [renamed, text, script]) {
      const res = await create(maths.id, { title: 'Bad file' }, [pdf(), file]);
      expect([file.name, res.statusCode, res.json().code]).toEqual([file.name, 400, 'invalid_file_type']);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses more than 5 files (in one upload or over several) and a file over 10 MB', async () => {
    const before = await rowCounts();
    const six = await create(
      maths.id,
      { title: 'Too many' },
      Array.from({ length: 6 }, (_, i) => pdf(`p${i}.pdf`)),
    );
    expect([six.statusCode, six.json().code]).toEqual([400, 'too_many_attachments']);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await create(maths.id, { title: 'Too large' }, [{ name: 'big.pdf', type: 'application/pdf', bytes: big }]);
    expect([large.statusCode, large.json().code]).toEqual([413, 'file_too_large']);
    expect(await rowCounts()).toEqual(before);

    const three = (await create(maths.id, { title: 'Three files' }, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')])).json() as Homework;
    const more = await addFiles(maths.id, three.id, [pdf('d.pdf'), pdf('e.pdf'), pdf('f.pdf')]);
    expect([more.statusCode, more.json().code]).toEqual([400, 'too_many_attachments']);
    const two = await addFiles(maths.id, three.id, [pdf('d.pdf'), pdf('e.pdf')]);
    expect(two.statusCode, two.body).toBe(201);
    expect((two.json() as Homework).attachments.map((a) => a.file_name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']);
    const sixth = await addFiles(maths.id, three.id, [pdf('f.pdf')]);
    expect([sixth.statusCode, sixth.json().code]).toEqual([400, 'too_many_attachments']);
  });

  it('edits the text, refuses a due date before today and an empty title, deletes a file and the homework (with its files)', async () => {
    const made = (await create(maths.id, { title: 'Draft' }, [pdf()])).json() as Homework;
    const url = `${base(maths.id)}/${made.id}`;
    const edited = await t.request({
      method: 'PUT',
      url,
      token: teacher.token,
      payload: { title: 'Geometry', body: 'Draw a triangle.', due_on: '2026-11-25' },
    });
    expect([edited.statusCode, edited.json().title, edited.json().due_on]).toEqual([200, 'Geometry', '2026-11-25']);
    const past = await t.request({ method: 'PUT', url, token: teacher.token, payload: { title: 'Geometry', due_on: '2026-11-20' } });
    expect([past.statusCode, past.json().details]).toEqual([400, { due_on: ['due_in_past'] }]);
    const blank = await t.request({ method: 'PUT', url, token: teacher.token, payload: { title: '   ' } });
    expect([blank.statusCode, blank.json().details]).toEqual([400, { title: ['required'] }]);
    const createdPast = await create(maths.id, { title: 'Late', due_on: '2026-11-01' });
    expect(createdPast.statusCode).toBe(400);

    const file = made.attachments[0]!;
    const dropped = await t.request({ method: 'DELETE', url: `${url}/attachments/${file.id}`, token: teacher.token });
    expect([dropped.statusCode, dropped.json().attachments]).toEqual([200, []]);
    expect(fs.existsSync(onDisk(file.url))).toBe(false);
    const again = await t.request({ method: 'DELETE', url: `${url}/attachments/${file.id}`, token: teacher.token });
    expect([again.statusCode, again.json().code]).toEqual([404, 'attachment_not_found']);

    const withFile = (await addFiles(maths.id, made.id, [pdf()])).json() as Homework;
    const gone = await t.request({ method: 'DELETE', url, token: teacher.token });
    expect([gone.statusCode, gone.json()]).toEqual([200, { success: true }]);
    expect(fs.existsSync(onDisk(withFile.attachments[0]!.url))).toBe(false);
    expect((await t.request({ method: 'DELETE', url, token: teacher.token })).json().code).toBe('homework_not_found');
  });

  it("answers another teacher 404 for the section's homework, and a homework of another section 404 homework_not_found", async () => {
    const mine = (await list(maths.id)).json().items[0] as Homework;
    const before = await rowCounts();
    const unknown = await list(999999, other.token);
    const theirs = await list(maths.id, other.token);
    expect([theirs.statusCode, theirs.body]).toEqual([404, unknown.body]);
    expect(theirs.json().code).toBe('section_not_found');
    const calls = [
      () => create(maths.id, { title: 'Intruder' }, [], other.token),
      () => addFiles(maths.id, mine.id, [pdf()], other.token),
      () => t.request({ method: 'PUT', url: `${base(maths.id)}/${mine.id}`, token: other.token, payload: { title: 'Intruder' } }),
      () => t.request({ method: 'DELETE', url: `${base(maths.id)}/${mine.id}`, token: other.token }),
      () => t.request({ method: 'DELETE', url: `${base(maths.id)}/${mine.id}/attachments/${mine.attachments[0]!.id}`, token: other.token }),
    ];
    for (const call of calls) expect((await call()).json().code).toBe('section_not_found');
    // Their own section's URL with the first teacher's homework id: not found in that section.
    const crossed = await t.request({ method: 'DELETE', url: `${base(othersSection.id)}/${mine.id}`, token: other.token });
    expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'homework_not_found']);
    expect(await rowCounts()).toEqual(before);
    // A parent does not reach the teacher's routes.
    expect((await list(maths.id, A.token)).statusCode).toBe(403);
  });
});

describe("the family reads its child's homework", () => {
  it("lists the homework of the child's sections with their files, newest first; another family's child is 404", async () => {
    const res = await familyHomework(A.token, A.studentId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MyHomeworkResponse;
    expect(body.student_id).toBe(A.studentId);
    expect(body.homework.map((h) => h.title)).toEqual(['Three files', 'Fractions']);
    expect(body.homework[1]).toMatchObject({
      section: { id: maths.id, name: 'Maths A' },
      course: { name: 'Maths 4AM' },
      body: 'Exercises 1 to 5.',
      due_on: '2026-11-30',
    });
    expect(body.homework[1]!.attachments.map((a) => a.kind)).toEqual(['pdf', 'image']);
    expect((await t.request({ method: 'GET', url: body.homework[1]!.attachments[1]!.url })).statusCode).toBe(200);

    const theirs = await familyHomework(B.token, A.studentId);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'student_not_found']);
    expect(theirs.body).not.toContain('Fractions');
    expect((await familyHomework(B.token, B.studentId)).json()).toEqual({ student_id: B.studentId, homework: [] });
  });

  it('keeps homework set over 30 days ago while it is not yet due, and drops the rest', async () => {
    const db = t.app.deps.db;
    const project = (await create(maths.id, { title: 'Long project', due_on: '2026-12-15' })).json() as Homework;
    const old = (await create(maths.id, { title: 'Old exercise' })).json() as Homework;
    // Set on 1 October (the clock stays: a family's session would not outlive a jump of weeks).
    await db
      .update(homework)
      .set({ createdAt: new Date('2026-10-01T08:00:00Z') })
      .where(inArray(homework.id, [project.id, old.id]));
    const titles = ((await familyHomework(A.token, A.studentId)).json() as MyHomeworkResponse).homework.map((h) => h.title);
    expect(titles).toEqual(['Three files', 'Fractions', 'Long project']);
  });
});
