import { MOBILE_HOLDER_TYPES } from '@academy/shared';
import { pageQuery, useListParams } from '../../lib/use-list-params';
import type { MobileFilters, MobileListQuery } from '../api/query-keys';

export const MOBILE_PAGE_SIZE = 20;
const FILTER_NAMES = ['type', 'search'] as const;

/** Reads the filters from search params (pure). */
export function readMobileFilters(params: URLSearchParams): MobileFilters {
  const type = params.get('type');
  return { type: MOBILE_HOLDER_TYPES.find((t) => t === type), search: params.get('search')?.trim() || undefined };
}

export const mobileQuery = (filters: MobileFilters, page: number): MobileListQuery => pageQuery(filters, page, MOBILE_PAGE_SIZE);

/** Type filter, search and page, kept in the URL. */
export function useMobileFilters() {
  return useListParams(readMobileFilters, FILTER_NAMES);
}
