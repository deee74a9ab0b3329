import { CHECKOUT_STATUSES, RECONCILIATION_FINDINGS } from '@academy/shared';
import { pageQuery, useListParams } from '../../lib/use-list-params';
import type { OnlinePaymentsFilters, OnlinePaymentsListQuery } from '../api/query-keys';

export const ONLINE_PAGE_SIZE = 25;
const FILTER_NAMES = ['search', 'status', 'finding'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from search params (pure); unknown values are dropped. */
export function readOnlineFilters(params: URLSearchParams): OnlinePaymentsFilters {
  const search = params.get('search')?.trim().slice(0, 100);
  return {
    search: search || undefined,
    status: oneOf(CHECKOUT_STATUSES, params.get('status')),
    finding: oneOf(RECONCILIATION_FINDINGS, params.get('finding')),
  };
}

export const onlineQuery = (filters: OnlinePaymentsFilters, page: number): OnlinePaymentsListQuery =>
  pageQuery(filters, page, ONLINE_PAGE_SIZE);

/** Search, status, finding and page, kept in the URL. */
export function useOnlineFilters() {
  return useListParams(readOnlineFilters, FILTER_NAMES);
}
