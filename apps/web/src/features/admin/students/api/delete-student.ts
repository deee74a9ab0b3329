import { useMutation } from '@tanstack/react-query';
import type { DeleteStudentResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';

/** DELETE /api/admin/students/{id}: removed when the student has no history, else archived (the answer says which). */
export function deleteStudent(id: number) {
  return apiFetch<DeleteStudentResponse>(adminApiPaths.students.detail(id), { method: 'DELETE' });
}

/**
 * The caller refreshes the students (refreshStudents) once it has left the student's page: refreshed while
 * still there, the page would fetch the deleted student again and show "not found" first.
 */
export function useDeleteStudent() {
  return useMutation({ mutationFn: deleteStudent, meta: { errorMessage: 'admin:delete_student.failed' } });
}
