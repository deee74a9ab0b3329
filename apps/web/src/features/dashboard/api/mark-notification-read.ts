import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { markReadInCache } from './notification-cache';
import { dashboardKeys } from './query-keys';

/** POST /api/notifications/{id}/read. */
export function markNotificationRead(id: number): Promise<{ success: boolean }> {
  return apiFetch<{ success: boolean }>(apiPaths.notifications.read(id), { method: 'POST' });
}

/** The list and the bell change at once; both are fetched again afterwards. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { errorMessage: 'dashboard:notifications.mark_failed' },
    onSuccess: (_data, id) => markReadInCache(queryClient, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.notifications }),
  });
}
