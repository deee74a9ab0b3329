import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

export interface UnreadCountResponse {
  unread_count: number;
}

/** GET /api/notifications/unread-count: the number on the dashboard's bell. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return apiFetch<UnreadCountResponse>(apiPaths.notifications.unreadCount, { signal });
}

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled, select: (data) => data.unread_count });
}
