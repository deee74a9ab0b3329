import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNotification } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { notificationKeys } from './query-keys';

export interface RecentNotificationsResponse {
  notifications: AdminNotification[];
}

/** GET /api/admin/notifications/recent: the 20 newest, with how many people each reached and who sent it. */
export function getRecentNotifications(signal?: AbortSignal): Promise<RecentNotificationsResponse> {
  return apiFetch<RecentNotificationsResponse>(adminApiPaths.notifications.recent, { signal });
}

export const getRecentNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.recent,
    queryFn: ({ signal }) => getRecentNotifications(signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin-people:notifications.load_failed' },
  });

export function useRecentNotifications() {
  return useQuery(getRecentNotificationsQueryOptions());
}
