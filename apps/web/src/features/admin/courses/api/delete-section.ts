import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshCourses } from './refresh-courses';

/** DELETE /api/courses/sections/{id}: refused (409) while seats are held or history exists. */
export function deleteSection(id: number) {
  return apiFetch<{ success: true }>(adminApiPaths.sections.detail(id), { method: 'DELETE' });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => refreshCourses(queryClient),
    meta: { errorMessage: 'admin-courses:toasts.section_delete_failed' },
  });
}
