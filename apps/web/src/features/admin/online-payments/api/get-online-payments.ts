import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOnlinePaymentsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { onlinePaymentsKeys, type OnlinePaymentsListQuery } from './query-keys';

/** GET /api/admin/online-payments: one page of checkouts, newest first, with the total and the filtered totals. */
export function getOnlinePayments(query: OnlinePaymentsListQuery, signal?: AbortSignal): Promise<AdminOnlinePaymentsResponse> {
  return apiFetch<AdminOnlinePaymentsResponse>(`${adminApiPaths.onlinePayments.list}${queryString({ ...query })}`, { signal });
}

export const getOnlinePaymentsQueryOptions = (query: OnlinePaymentsListQuery) =>
  queryOptions({
    queryKey: onlinePaymentsKeys.list(query),
    queryFn: ({ signal }) => getOnlinePayments(query, signal),
    // Webhooks and the reconciliation change statuses at any time: asked again each time it is shown, and every 30 s.
    staleTime: 0,
    refetchInterval: 30 * 1000,
    placeholderData: keepPreviousData,
  });

export function useOnlinePayments(query: OnlinePaymentsListQuery) {
  return useQuery(getOnlinePaymentsQueryOptions(query));
}
