import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMobileCredentialsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { mobileKeys, type MobileListQuery } from './query-keys';

/** GET /api/admin/mobile-credentials: parents and students with their app credentials (passwords shown to admins). */
export function getMobileCredentials(query: MobileListQuery, signal?: AbortSignal): Promise<AdminMobileCredentialsResponse> {
  return apiFetch<AdminMobileCredentialsResponse>(`${adminApiPaths.mobileCredentials.list}${queryString({ ...query })}`, { signal });
}

export const getMobileCredentialsQueryOptions = (query: MobileListQuery) =>
  queryOptions({
    queryKey: mobileKeys.list(query),
    queryFn: ({ signal }) => getMobileCredentials(query, signal),
    // Passwords are on screen: nothing is kept in the cache once the screen is left.
    staleTime: 30 * 1000,
    gcTime: 60 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-people:mobile.load_failed' },
  });

export function useMobileCredentials(query: MobileListQuery) {
  return useQuery(getMobileCredentialsQueryOptions(query));
}
