import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';

/** What POST /api/admin/courses/{id}/generate-qr answers: the public page's URL and its QR code as a PNG data URL. */
export interface CourseQr {
  success: boolean;
  course_id: number;
  course_name: string;
  course_name_ar: string | null;
  url: string;
  qr_code_data: string;
}

export function generateCourseQr(courseId: number): Promise<CourseQr> {
  return apiFetch<CourseQr>(adminApiPaths.courses.generateQr(courseId), { method: 'POST' });
}

/** One course card's QR code; the error toast reads spec 8's 'Failed to generate QR code'. */
export function useGenerateCourseQr() {
  return useMutation({ mutationFn: generateCourseQr, meta: { errorMessage: 'admin-qr:errors.generate_failed' } });
}
