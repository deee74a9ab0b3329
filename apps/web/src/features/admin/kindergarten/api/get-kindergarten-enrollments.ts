import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KindergartenEnrollmentsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { kindergartenKeys, type KindergartenEnrollmentsQuery } from './query-keys';

/** GET /api/admin/kindergarten/enrollments: one page of seats with subscription, due state and attendance, and the tab counts. */
export function getKindergartenEnrollments(
  query: KindergartenEnrollmentsQuery,
  signal?: AbortSignal,
): Promise<KindergartenEnrollmentsResponse> {
  return apiFetch<KindergartenEnrollmentsResponse>(`${adminApiPaths.kindergarten.enrollments}${queryString({ ...query })}`, { signal });
}

export const getKindergartenEnrollmentsQueryOptions = (query: KindergartenEnrollmentsQuery) =>
  queryOptions({
    queryKey: kindergartenKeys.enrollments(query),
    queryFn: ({ signal }) => getKindergartenEnrollments(query, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-kindergarten:enrollments.load_failed' },
  });

export function useKindergartenEnrollments(query: KindergartenEnrollmentsQuery) {
  return useQuery(getKindergartenEnrollmentsQueryOptions(query));
}
