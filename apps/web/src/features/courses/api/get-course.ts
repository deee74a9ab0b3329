import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from '@/lib/api/courses/query-keys';

/** GET /api/courses/{id}: one active course as the catalogue shows it (404 course_not_found otherwise). */
export function getCourse(id: number, signal?: AbortSignal): Promise<{ course: CourseSummary }> {
  return apiFetch<{ course: CourseSummary }>(apiPaths.courses.detail(id), { signal });
}

export const getCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: coursesKeys.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
  });

export function useCourse(id: number | undefined) {
  return useQuery({ ...getCourseQueryOptions(id ?? 0), enabled: id !== undefined });
}
