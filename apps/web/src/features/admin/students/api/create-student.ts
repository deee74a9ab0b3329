import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStudentBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

export interface SavedStudent {
  success: true;
  student: { id: number; name: string; barcode: string };
}

/**
 * POST /api/admin/students: a new student and their family: the one chosen (`parent_id`), a new one, or 409
 * family_match when the typed parent phone or e-mail belongs to a family (the admin is asked).
 */
export function createStudent(body: AdminStudentBody): Promise<SavedStudent> {
  return apiFetch<SavedStudent>(adminApiPaths.students.create, { method: 'POST', body });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStudent, onSuccess: () => refreshStudents(queryClient) });
}
