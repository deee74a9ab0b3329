import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IndebtedUsersResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../../lib/query-string';
import { markKeys, type IndebtedListQuery } from './query-keys';

/** GET /api/attendance/indebted-users: students who owe money (all / high debt / recent), a page at a time. */
export function getIndebtedUsers(query: IndebtedListQuery, signal?: AbortSignal): Promise<IndebtedUsersResponse> {
  return apiFetch<IndebtedUsersResponse>(`${adminApiPaths.attendance.indebtedUsers}${queryString({ ...query })}`, { signal });
}

export const getIndebtedListQueryOptions = (query: IndebtedListQuery) =>
  queryOptions({
    queryKey: markKeys.indebted(query),
    queryFn: ({ signal }) => getIndebtedUsers(query, signal),
    staleTime: 15 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-scan:indebted.load_failed' },
  });

export function useIndebtedUsers(query: IndebtedListQuery) {
  return useQuery(getIndebtedListQueryOptions(query));
}
