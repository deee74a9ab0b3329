import { and, asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Deps } from '../../plugins/deps';
import { courses, enrollments, sections, students } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { PdfLanguage } from '../../lib/pdf';
import { siteInfo } from '../admin-content/settings';
import type { BarcodeCard } from './barcode-cards-document';

/** How wide the photo and QR images are drawn into the PDF, in pixels (about 300 dpi at their printed size). */
const PHOTO_PX = 240;
const QR_PX = 384;

/**
 * A stored upload ('/uploads/avatars/….webp') as a small square PNG for the PDF (react-pdf reads PNG and
 * JPEG only), or null when there is none or it cannot be read: the card then shows the name's initial.
 */
async function photoPng(deps: Deps, url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const bytes = await deps.storage.read(url);
    if (!bytes) return null;
    return await sharp(bytes).resize(PHOTO_PX, PHOTO_PX, { fit: 'cover' }).flatten({ background: '#ffffff' }).png().toBuffer();
  } catch (error) {
    deps.log.warn({ err: error, url }, 'student photo unreadable; the card shows an initial');
    return null;
  }
}

/** The barcode as a QR code: a greyscale PNG without alpha, so the PDF holds one small image per card. */
async function qrPng(barcode: string) {
  const png = await QRCode.toBuffer(barcode, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: QR_PX });
  return sharp(png).flatten({ background: '#ffffff' }).toColourspace('b-w').png({ palette: false }).toBuffer();
}

/**
 * GET /api/admin/sections/{id}/barcode-cards.pdf: an A4 sheet of cards (name, photo, course, section and
 * the barcode as text and QR code) for the students with an approved, active seat in the section.
 */
export async function barcodeCardsPdf(deps: Deps, sectionId: number, lang: PdfLanguage) {
  const [section] = await deps.db
    .select({
      id: sections.id,
      name: sections.name,
      course: { name: courses.name, nameEn: courses.nameEn, nameAr: courses.nameAr, nameFr: courses.nameFr },
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(eq(sections.id, sectionId));
  if (!section) throw notFound('Section not found.', 'section_not_found');

  const roster = await deps.db
    .select({ name: students.name, barcode: students.barcode, photoUrl: students.profilePictureUrl })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(
      and(
        eq(enrollments.sectionId, sectionId),
        eq(enrollments.isActive, true),
        eq(enrollments.status, 'approved'),
        eq(students.isActive, true),
      ),
    )
    .orderBy(asc(students.name), asc(students.id));
  if (roster.length === 0) {
    throw new AppError(409, 'section_has_no_students', 'No students are enrolled in this section yet, so there are no cards to print.');
  }

  const cards: BarcodeCard[] = await Promise.all(
    roster.map(async (s) => ({
      name: s.name,
      barcode: s.barcode,
      photo: await photoPng(deps, s.photoUrl),
      qr: await qrPng(s.barcode),
    })),
  );
  // The academy's name as the admin saved it in the settings (else the configuration's).
  const { academy } = await siteInfo(deps);
  const { course } = section;
  const courseName = ({ ar: course.nameAr, fr: course.nameFr, en: course.nameEn }[lang] ?? '').trim() || course.name;
  // react-pdf (layout engine, fonts) loads on the first document, not with the server.
  const { renderBarcodeCards } = await import('./barcode-cards-document');
  return renderBarcodeCards({
    lang,
    academyName: lang === 'ar' ? academy.name_ar : academy.name,
    courseName,
    sectionName: section.name,
    cards,
  });
}
