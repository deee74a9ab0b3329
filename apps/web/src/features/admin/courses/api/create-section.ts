import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSection, AdminSectionInput } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshCourses } from './refresh-courses';

/** POST /api/courses/{id}/sections. */
export function createSection({ courseId, body }: { courseId: number; body: AdminSectionInput }) {
  return apiFetch<{ success: true; section: AdminSection }>(adminApiPaths.sections.create(courseId), { method: 'POST', body });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSection, onSuccess: () => refreshCourses(queryClient) });
}
