import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseFilters } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from '@/lib/api/courses/query-keys';

/** GET /api/courses/filters: levels with their grades, and the subjects taught at each level. */
export function getCourseFilters(signal?: AbortSignal): Promise<CourseFilters> {
  return apiFetch<CourseFilters>(apiPaths.courses.filters, { signal });
}

export const getCourseFiltersQueryOptions = () =>
  queryOptions({
    queryKey: coursesKeys.filters,
    queryFn: ({ signal }) => getCourseFilters(signal),
    staleTime: 30 * 60 * 1000,
  });

export function useCourseFilters() {
  return useQuery(getCourseFiltersQueryOptions());
}
