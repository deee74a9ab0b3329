import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMessage } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

export interface MyMessagesResponse {
  messages: AccountMessage[];
}

/** GET /api/contact/my-messages: what this account wrote to the academy, with the academy's replies. */
export function getMyMessages(signal?: AbortSignal): Promise<MyMessagesResponse> {
  return apiFetch<MyMessagesResponse>(apiPaths.myMessages, { signal });
}

export const getMyMessagesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.myMessages,
    queryFn: ({ signal }) => getMyMessages(signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useMyMessages() {
  return useQuery(getMyMessagesQueryOptions());
}
