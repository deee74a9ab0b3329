import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineCheckout } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { onlinePayKeys } from './query-keys';

/** GET /api/online-payments/checkouts: the family's last 20 checkouts, newest first. */
export function getCheckouts(signal?: AbortSignal): Promise<{ checkouts: OnlineCheckout[] }> {
  return apiFetch<{ checkouts: OnlineCheckout[] }>(apiPaths.onlinePayments.checkouts, { signal });
}

export const getCheckoutsQueryOptions = () =>
  queryOptions({ queryKey: onlinePayKeys.checkouts, queryFn: ({ signal }) => getCheckouts(signal), staleTime: 0 });

export function useCheckouts(enabled = true) {
  return useQuery({ ...getCheckoutsQueryOptions(), enabled });
}
