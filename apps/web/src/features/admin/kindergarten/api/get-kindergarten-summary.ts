import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KindergartenSummary } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { kindergartenKeys } from './query-keys';

/** GET /api/admin/kindergarten/summary: courses, active classes, enrolled children and the monthly revenue in DA. */
export function getKindergartenSummary(signal?: AbortSignal): Promise<KindergartenSummary> {
  return apiFetch<KindergartenSummary>(adminApiPaths.kindergarten.summary, { signal });
}

export const getKindergartenSummaryQueryOptions = () =>
  queryOptions({
    queryKey: kindergartenKeys.summary,
    queryFn: ({ signal }) => getKindergartenSummary(signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin-kindergarten:summary.load_failed' },
  });

export function useKindergartenSummary() {
  return useQuery(getKindergartenSummaryQueryOptions());
}
