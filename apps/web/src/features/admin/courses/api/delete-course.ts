import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshCourses } from './refresh-courses';

/**
 * DELETE /api/admin/courses/{id}: removed, or with archive kept but hidden everywhere. Without archive
 * the server refuses (409 course_has_students / course_has_history) a course with students or history.
 */
export function deleteCourse({ id, archive }: { id: number; archive: boolean }) {
  return apiFetch<{ success: true; archived: boolean }>(`${adminApiPaths.courses.detail(id)}${archive ? '?archive=true' : ''}`, {
    method: 'DELETE',
  });
}

/** The 409 is answered by the dialog (offer Archive), so failures are toasted by the caller. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCourse, onSuccess: () => refreshCourses(queryClient) });
}
