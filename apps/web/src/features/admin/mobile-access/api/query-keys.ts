import type { MobileHolderType } from '@academy/shared';

/** The list's type filter and search, as GET /api/admin/mobile-credentials takes them. */
export interface MobileFilters {
  type?: MobileHolderType;
  search?: string;
}

export interface MobileListQuery extends MobileFilters {
  limit: number;
  offset: number;
}

/** Every cache key of the Mobile Access screen, in one place. */
export const mobileKeys = {
  all: ['admin', 'mobile-access'] as const,
  list: (query: MobileListQuery) => ['admin', 'mobile-access', 'list', query] as const,
};
