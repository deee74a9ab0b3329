import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Deps } from '../../plugins/deps';
import { courses } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** The public page a course's QR code opens. */
export function coursePageUrl(deps: Deps, courseId: number) {
  return `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/courses?course=${courseId}`;
}

/** POST /api/admin/courses/{id}/generate-qr: a PNG data URL of a QR code that opens the course's public page. */
export async function courseQr(deps: Deps, courseId: number) {
  const [course] = await deps.db
    .select({ id: courses.id, name: courses.name, nameAr: courses.nameAr })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound('Course not found.', 'course_not_found');
  const url = coursePageUrl(deps, course.id);
  const data = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512, type: 'image/png' });
  return { success: true, course_id: course.id, course_name: course.name, course_name_ar: course.nameAr, url, qr_code_data: data };
}
