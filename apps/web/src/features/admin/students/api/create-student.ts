import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStudentBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

export interface SavedStudent {
  success: true;
  student: { id: number; name: string; barcode: string };
}

/** POST /api/admin/students: a new student (and their parent, found by phone or e-mail, or created). */
export function createStudent(body: AdminStudentBody): Promise<SavedStudent> {
  return apiFetch<SavedStudent>(adminApiPaths.students.create, { method: 'POST', body });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStudent, onSuccess: () => refreshStudents(queryClient) });
}
