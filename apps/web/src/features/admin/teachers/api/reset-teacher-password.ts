import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTeacherPasswordBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { teacherKeys } from './query-keys';
import type { SavedTeacher } from './save-teacher';

/** POST /api/admin/teachers/{id}/reset-password: the admin's new password; the teacher's sessions end. */
export function resetTeacherPassword({ id, password }: { id: number; password: string }): Promise<SavedTeacher> {
  return apiFetch<SavedTeacher>(adminApiPaths.teachers.resetPassword(id), {
    method: 'POST',
    body: adminTeacherPasswordBody.parse({ password }),
  });
}

/** The form shows field errors itself, so failures are handled by the caller. */
export function useResetTeacherPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetTeacherPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }) });
}
