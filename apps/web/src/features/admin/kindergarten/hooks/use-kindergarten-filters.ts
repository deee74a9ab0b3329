import { KINDERGARTEN_FILTERS } from '@academy/shared';
import type { KindergartenEnrollmentsQuery } from '../api/query-keys';
import { pageQuery, useListParams } from '../../lib/use-list-params';

export const ENROLLMENTS_PAGE_SIZE = 24;
type Filter = KindergartenEnrollmentsQuery['filter'];
type Tab = Exclude<Filter, 'all'>;

export interface KindergartenParams {
  /** The tab: active, pending_payment or expired; none for All. */
  filter?: Tab;
  search?: string;
}

/** Reads the enrollment list's tab and search from the URL (pure, so it can be tested); unknown tabs mean All. */
export function readKindergartenParams(params: URLSearchParams): KindergartenParams {
  const raw = params.get('filter');
  const filter = raw !== 'all' && KINDERGARTEN_FILTERS.includes(raw as Filter) ? (raw as Tab) : undefined;
  return { filter, search: params.get('search')?.trim() || undefined };
}

const NAMES = ['filter', 'search'] as const;

/** The enrollment list keeps its tab (?filter=active), search and page in the URL. */
export function useKindergartenFilters() {
  const list = useListParams(readKindergartenParams, NAMES);
  const { filter, ...rest } = pageQuery(list.filters, list.page, ENROLLMENTS_PAGE_SIZE);
  const query: KindergartenEnrollmentsQuery = { ...rest, filter: filter ?? 'all' };
  return { ...list, query };
}
