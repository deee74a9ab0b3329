import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshCourses } from './refresh-courses';

export interface SavedCourse {
  success: true;
  course: AdminCourse;
}

/** POST /api/admin/courses (no id) or PUT /api/admin/courses/{id}: the whole course form as multipart, picture included. */
export function saveCourse({ id, form }: { id?: number; form: FormData }): Promise<SavedCourse> {
  return id
    ? apiFetch<SavedCourse>(adminApiPaths.courses.detail(id), { method: 'PUT', body: form })
    : apiFetch<SavedCourse>(adminApiPaths.courses.list, { method: 'POST', body: form });
}

/** Errors are shown by the form (field details) or its caller ('Failed to create / update course'). */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCourse, onSuccess: () => refreshCourses(queryClient) });
}
