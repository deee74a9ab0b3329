import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshCourses } from './refresh-courses';

/** PUT /api/admin/courses/{id} with only is_active: the Activate / Deactivate button. */
export function setCourseActive({ id, isActive }: { id: number; isActive: boolean }) {
  return apiFetch<{ success: true; course: AdminCourse }>(adminApiPaths.courses.detail(id), {
    method: 'PUT',
    body: { is_active: isActive },
  });
}

export function useSetCourseActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseActive,
    onSuccess: () => refreshCourses(queryClient),
    meta: { errorMessage: 'admin-courses:toasts.update_failed' },
  });
}
