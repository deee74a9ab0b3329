import type { USER_STATUS_FILTERS } from '@academy/shared';

/** Roles the list filters by: 'client' is a family account (the form calls it "user"). */
export const USER_ROLE_FILTERS = ['client', 'admin', 'teacher'] as const;

/** The list's search and filters, as GET /api/admin/users takes them. */
export interface UserFilters {
  search?: string;
  role?: (typeof USER_ROLE_FILTERS)[number];
  status?: (typeof USER_STATUS_FILTERS)[number];
}

export interface UsersListQuery extends UserFilters {
  limit: number;
  offset: number;
}

/** Every cache key of the admin's Users screen, in one place: the fetcher uses them, mutations invalidate them. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  list: (query: UsersListQuery) => ['admin', 'users', 'list', query] as const,
};
