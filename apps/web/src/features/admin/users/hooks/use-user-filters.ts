import { USER_STATUS_FILTERS } from '@academy/shared';
import { pageQuery, useListParams } from '../../lib/use-list-params';
import { USER_ROLE_FILTERS, type UserFilters, type UsersListQuery } from '../api/query-keys';

export const USERS_PAGE_SIZE = 20;
const FILTER_NAMES = ['search', 'role', 'status'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

/** Reads the filters from search params (pure). */
export function readUserFilters(params: URLSearchParams): UserFilters {
  return {
    search: params.get('search')?.trim() || undefined,
    role: oneOf(USER_ROLE_FILTERS, params.get('role')),
    status: oneOf(USER_STATUS_FILTERS, params.get('status')),
  };
}

export const usersQuery = (filters: UserFilters, page: number): UsersListQuery => pageQuery(filters, page, USERS_PAGE_SIZE);

/** Search, role, status and page, kept in the URL. */
export function useUserFilters() {
  return useListParams(readUserFilters, FILTER_NAMES);
}
