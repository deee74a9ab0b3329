import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { markReadInCache } from './notification-cache';
import { dashboardKeys } from './query-keys';

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<{ success: boolean }> {
  return apiFetch<{ success: boolean }>(apiPaths.notifications.readAll, { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    meta: { errorMessage: 'dashboard:notifications.mark_failed' },
    onSuccess: () => markReadInCache(queryClient, 'all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.notifications }),
  });
}
