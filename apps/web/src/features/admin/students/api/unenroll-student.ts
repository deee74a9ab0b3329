import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

/** DELETE /api/admin/students/{id}/unenroll/{enrollmentId}: frees the seat (history is kept). */
export function unenrollStudent({ studentId, enrollmentId }: { studentId: number; enrollmentId: number }) {
  return apiFetch<unknown>(adminApiPaths.students.unenroll(studentId, enrollmentId), { method: 'DELETE' });
}

export function useUnenrollStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrollStudent,
    onSuccess: () => refreshStudents(queryClient),
    meta: { errorMessage: 'admin:enrollments.unenroll_failed' },
  });
}
