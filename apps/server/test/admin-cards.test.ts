import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { settings, students } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { signedInAdmin, signedInParent } from './support/factories';
import { createCourse, createSection } from './support/catalogue';
import { approvedEnrollment } from './support/family-data';

let t: TestApp;
let admin: string;
let parentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  parentToken = (await signedInParent(t)).token;
});
afterAll(() => t.close());

let serial = 0;
async function student(name: string, extra: Partial<typeof students.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.app.deps.db
    .insert(students)
    .values({ name, barcode: `CARD-${String(serial).padStart(4, '0')}`, ...extra })
    .returning();
  return row!;
}

const cards = (sectionId: number | string, token?: string, lang = 'en') =>
  t.request({ method: 'GET', url: `/api/admin/sections/${sectionId}/barcode-cards.pdf?lang=${lang}`, token });

/** Pages of a PDF written by react-pdf (pdfkit keeps page dictionaries as plain objects). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('students barcode cards PDF', () => {
  it('prints one A4 page per 8 students of the section, in English or Arabic, as an attachment', async () => {
    const course = await createCourse(t, { name: 'Physics 3AS', nameEn: 'Physics 3AS', nameAr: 'الفيزياء 3 ثانوي' });
    const section = await createSection(t, course.id, { name: 'Group B' });
    for (let i = 0; i < 9; i++) {
      const s = await student(i % 2 ? `Student ${i}` : `ياسين بن علي ${i}`);
      await approvedEnrollment(t, s.id, section.id);
    }
    const en = await cards(section.id, admin, 'en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="barcode-cards-section-${section.id}.pdf"`);
    expect(en.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(en.rawPayload)).toBe(2);

    const ar = await cards(section.id, admin, 'ar');
    expect(ar.statusCode).toBe(200);
    expect(pageCount(ar.rawPayload)).toBe(2);
    // The language defaults to English; anything else is a validation error, not a 500.
    expect((await t.request({ method: 'GET', url: `/api/admin/sections/${section.id}/barcode-cards.pdf`, token: admin })).statusCode).toBe(
      200,
    );
    expect((await cards(section.id, admin, 'de')).json().code).toBe('validation_failed');
    expect((await cards(section.id, admin, 'fr')).statusCode).toBe(200);
  });

  it("prints the academy's name from the saved settings", async () => {
    await t.app.deps.db.insert(settings).values({ key: 'site', value: { name: 'Star Tutors Academy', name_ar: 'أكاديمية النجوم' } });
    const course = await createCourse(t);
    const section = await createSection(t, course.id);
    await approvedEnrollment(t, (await student('Sara')).id, section.id);
    // The document's author is the academy (the page text itself is glyph codes of the embedded font).
    t.clock.advance(60_000); // past the site settings' micro-cache
    const pdf = (await cards(section.id, admin)).rawPayload.toString('latin1');
    const author = /\/Author (\d+) 0 R/.exec(pdf)?.[1];
    expect(pdf).toMatch(new RegExp(`\\n${author} 0 obj\\n\\(Star Tutors Academy\\)`));
  });

  it('counts only approved, active seats of active students, and draws stored photos', async () => {
    const course = await createCourse(t);
    const section = await createSection(t, course.id);
    // A photo as the upload code stores it: a WebP under DATA_DIR/uploads.
    const dir = path.join(t.dataDir, 'uploads', 'avatars');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'card-test.webp'),
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
        .webp()
        .toBuffer(),
    );
    const withPhoto = await student('Amina Zerrouki', { profilePictureUrl: '/uploads/avatars/card-test.webp' });
    const missingPhoto = await student('Karim', { profilePictureUrl: '/uploads/avatars/gone.webp' });
    await approvedEnrollment(t, withPhoto.id, section.id);
    await approvedEnrollment(t, missingPhoto.id, section.id);
    const inactive = await student('Left the academy', { isActive: false });
    await approvedEnrollment(t, inactive.id, section.id);

    const res = await cards(section.id, admin);
    expect(res.statusCode).toBe(200);
    expect(pageCount(res.rawPayload)).toBe(1);
    // Two QR codes and one photo (the missing file falls back to the initial).
    expect((res.rawPayload.toString('latin1').match(/\/Subtype \/Image\b/g) ?? []).length).toBe(3);
  });

  it('refuses an unknown section (404), an empty one (409) and anyone but an admin', async () => {
    expect((await cards(999_999, admin)).json()).toMatchObject({ statusCode: 404, code: 'section_not_found' });
    expect((await cards('abc', admin)).statusCode).toBe(400);

    const course = await createCourse(t);
    const empty = await createSection(t, course.id);
    const pending = await student('Waiting');
    await t.app.deps.db
      .insert((await import('../src/db/schema')).enrollments)
      .values({ studentId: pending.id, sectionId: empty.id, status: 'pending' });
    expect((await cards(empty.id, admin)).json()).toMatchObject({ statusCode: 409, code: 'section_has_no_students' });

    expect((await cards(empty.id, parentToken)).statusCode).toBe(403);
    expect((await cards(empty.id)).statusCode).toBe(401);
  });
});
