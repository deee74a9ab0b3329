import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KindergartenClass } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { kindergartenKeys } from './query-keys';

/** GET /api/admin/kindergarten/classes: the sections of every kindergarten course (whatever ids the academy has). */
export function getKindergartenClasses(signal?: AbortSignal): Promise<{ classes: KindergartenClass[] }> {
  return apiFetch<{ classes: KindergartenClass[] }>(adminApiPaths.kindergarten.classes, { signal });
}

export const getKindergartenClassesQueryOptions = () =>
  queryOptions({
    queryKey: kindergartenKeys.classes,
    queryFn: ({ signal }) => getKindergartenClasses(signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin-kindergarten:classes.load_failed' },
  });

export function useKindergartenClasses() {
  return useQuery(getKindergartenClassesQueryOptions());
}
