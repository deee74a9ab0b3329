import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRegistrationsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { registrationKeys, type RegistrationsQuery } from './query-keys';

/** GET /api/admin/registrations: a page of requests (pending first), the counts per status and the courses asked for. */
export function getRegistrations(query: RegistrationsQuery, signal?: AbortSignal): Promise<AdminRegistrationsResponse> {
  return apiFetch<AdminRegistrationsResponse>(`${adminApiPaths.registrations.list}${queryString({ ...query })}`, { signal });
}

export const getRegistrationsQueryOptions = (query: RegistrationsQuery) =>
  queryOptions({
    queryKey: registrationKeys.list(query),
    queryFn: ({ signal }) => getRegistrations(query, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin:registrations.load_failed' },
  });

export function useRegistrations(query: RegistrationsQuery) {
  return useQuery(getRegistrationsQueryOptions(query));
}
