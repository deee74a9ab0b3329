import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineCheckout } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { onlinePayKeys } from './query-keys';

/** GET /api/online-payments/checkouts/{id}: one of the family's checkouts; while it is pending the server asks Chargily itself. */
export function getCheckout(id: number, signal?: AbortSignal): Promise<OnlineCheckout> {
  return apiFetch<OnlineCheckout>(apiPaths.onlinePayments.checkout(id), { signal });
}

/** `refetchInterval`: the return page's polling (lib/online-payments.ts returnPollInterval). */
export const getCheckoutQueryOptions = (id: number, refetchInterval: (checkout: OnlineCheckout | undefined) => number | false) =>
  queryOptions({
    queryKey: onlinePayKeys.checkout(id),
    queryFn: ({ signal }) => getCheckout(id, signal),
    staleTime: 0,
    refetchInterval: (query) => refetchInterval(query.state.data),
  });

export function useCheckout(id: number, refetchInterval: (checkout: OnlineCheckout | undefined) => number | false, enabled = true) {
  return useQuery({ ...getCheckoutQueryOptions(id, refetchInterval), enabled });
}
