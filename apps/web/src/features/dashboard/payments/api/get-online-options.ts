import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlinePaymentOptions } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { onlinePayKeys } from './query-keys';

/** GET /api/online-payments/options: whether paying online is on, what the family can pay now (the server's amounts), its credit. */
export function getOnlineOptions(signal?: AbortSignal): Promise<OnlinePaymentOptions> {
  return apiFetch<OnlinePaymentOptions>(apiPaths.onlinePayments.options, { signal });
}

export const getOnlineOptionsQueryOptions = () =>
  queryOptions({
    queryKey: onlinePayKeys.options,
    queryFn: ({ signal }) => getOnlineOptions(signal),
    // What is owed changes at the desk too: asked again each time the payments page is shown.
    staleTime: 0,
  });

/** No toast: without an answer the page simply offers no Pay online button (paying at the desk still works). */
export function useOnlineOptions() {
  return useQuery(getOnlineOptionsQueryOptions());
}
