import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyNotification } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

export interface NotificationsResponse {
  notifications: FamilyNotification[];
  unread_count: number;
}

/** GET /api/notifications: what the academy sent to parents, newest first, each marked read or not. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return apiFetch<NotificationsResponse>(apiPaths.notifications.list, { signal });
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.notificationList,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
