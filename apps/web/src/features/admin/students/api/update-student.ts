import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStudentBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import type { SavedStudent } from './create-student';
import { refreshStudents } from './refresh-students';

/** PUT /api/admin/students/{id}: the student's and the parent's details (Assign Parent edits the latter). */
export function updateStudent({ id, body }: { id: number; body: AdminStudentBody }): Promise<SavedStudent> {
  return apiFetch<SavedStudent>(adminApiPaths.students.detail(id), { method: 'PUT', body });
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStudent, onSuccess: () => refreshStudents(queryClient) });
}
