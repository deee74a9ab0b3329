import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@academy/shared';
import { isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from '@/lib/api/courses/query-keys';

/**
 * GET /api/courses/{id}: one active course as the catalogue shows it; `course: null` when none has that id (404
 * course_not_found: a QR code of a course no longer offered). An answer, not a failure: the server renders the
 * page with it, and the browser starts from it.
 */
export async function getCourse(id: number, signal?: AbortSignal): Promise<{ course: CourseSummary | null }> {
  try {
    return await apiFetch<{ course: CourseSummary }>(apiPaths.courses.detail(id), { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { course: null };
    throw error;
  }
}

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: coursesKeys.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
  });

export function useCourse(id: number | undefined) {
  return useQuery({ ...getCourseQueryOptions(id ?? 0), enabled: id !== undefined });
}
