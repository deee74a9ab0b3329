import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoursesResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { kindergartenKeys } from './query-keys';

/** The most kindergarten courses shown as cards (the server's page maximum). */
export const KINDERGARTEN_COURSES_LIMIT = 100;

/** GET /api/admin/courses?category=kindergarten: the kindergarten courses not archived, for the course cards. */
export function getKindergartenCourses(signal?: AbortSignal): Promise<AdminCoursesResponse> {
  const query = queryString({ category: 'kindergarten', limit: KINDERGARTEN_COURSES_LIMIT });
  return apiFetch<AdminCoursesResponse>(`${adminApiPaths.courses.list}${query}`, { signal });
}

export const getKindergartenCoursesQueryOptions = () =>
  queryOptions({
    queryKey: kindergartenKeys.courses,
    queryFn: ({ signal }) => getKindergartenCourses(signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin-kindergarten:courses.load_failed' },
  });

export function useKindergartenCourses() {
  return useQuery(getKindergartenCoursesQueryOptions());
}
