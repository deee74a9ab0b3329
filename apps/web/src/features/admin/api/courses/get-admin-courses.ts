import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoursesScreen } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { adminCourseKeys, type AdminCoursesListQuery } from './query-keys';

/**
 * GET /api/admin/courses: a page of courses matching the search and filters, with seats and section counts, and the subjects of each level.
 */
export function getAdminCourses(query: AdminCoursesListQuery, signal?: AbortSignal): Promise<AdminCoursesScreen> {
  return apiFetch<AdminCoursesScreen>(`${adminApiPaths.courses.list}${queryString({ ...query })}`, { signal });
}

export const getAdminCoursesQueryOptions = (query: AdminCoursesListQuery) =>
  queryOptions({
    queryKey: adminCourseKeys.list(query),
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-courses:list.load_failed' },
  });

export function useAdminCourses(query: AdminCoursesListQuery) {
  return useQuery(getAdminCoursesQueryOptions(query));
}
