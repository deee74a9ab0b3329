import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

/** POST /api/admin/students/{id}/enroll: an approved seat in a section with a free seat. */
export function enrollStudent({ studentId, sectionId }: { studentId: number; sectionId: number }) {
  return apiFetch<{ success: true; enrollment_id: number }>(adminApiPaths.students.enroll(studentId), {
    method: 'POST',
    body: { class_id: sectionId },
  });
}

export function useEnrollStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollStudent,
    onSuccess: () => refreshStudents(queryClient),
    meta: { errorMessage: 'admin:enrollments.enroll_failed' },
  });
}
