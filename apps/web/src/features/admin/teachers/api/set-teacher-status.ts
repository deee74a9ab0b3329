import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { teacherKeys } from './query-keys';
import type { SavedTeacher } from './save-teacher';

/** PATCH /api/admin/teachers/{id}/status: deactivating signs the teacher out at once. */
export function setTeacherActive({ id, active }: { id: number; active: boolean }): Promise<SavedTeacher> {
  return apiFetch<SavedTeacher>(adminApiPaths.teachers.status(id), { method: 'PATCH', body: { is_active: active } });
}

export function useSetTeacherActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTeacherActive, onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }) });
}
