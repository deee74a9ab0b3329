import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { userKeys, type UsersListQuery } from './query-keys';

/** GET /api/admin/users: one page of accounts, searched and filtered by the server, with the total. */
export function getUsers(query: UsersListQuery, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return apiFetch<AdminUsersResponse>(`${adminApiPaths.users.list}${queryString({ ...query })}`, { signal });
}

export const getUsersQueryOptions = (query: UsersListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    staleTime: 30 * 1000,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-people:users.load_failed' },
  });

export function useUsers(query: UsersListQuery) {
  return useQuery(getUsersQueryOptions(query));
}
