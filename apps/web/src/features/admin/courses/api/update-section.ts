import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSection, AdminSectionUpdateInput, ScheduleConflict } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshCourses } from './refresh-courses';

/** PUT /api/courses/sections/{id}: name, schedule text, seats, active; warnings name overlaps with sections sharing students. */
export function updateSection({ id, body }: { id: number; body: AdminSectionUpdateInput }) {
  return apiFetch<{ success: true; section: AdminSection; warnings: ScheduleConflict[] }>(adminApiPaths.sections.detail(id), {
    method: 'PUT',
    body,
  });
}

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSection, onSuccess: () => refreshCourses(queryClient) });
}
