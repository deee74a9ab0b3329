import type { QueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from './get-notifications';
import type { UnreadCountResponse } from './get-unread-count';
import { dashboardKeys } from './query-keys';

/** Marks one notification (or all) read in the cached list and lowers the bell's count to match. */
export function markReadInCache(queryClient: QueryClient, target: number | 'all'): void {
  const matches = (id: number) => target === 'all' || id === target;
  const list = queryClient.setQueryData<NotificationsResponse>(dashboardKeys.notificationList, (old) => {
    if (!old) return old;
    const newlyRead = old.notifications.filter((n) => !n.read && matches(n.id)).length;
    return {
      notifications: old.notifications.map((n) => (matches(n.id) ? { ...n, read: true } : n)),
      unread_count: Math.max(0, old.unread_count - newlyRead),
    };
  });
  queryClient.setQueryData<UnreadCountResponse>(dashboardKeys.unreadCount, (old) => {
    if (list) return { unread_count: list.unread_count };
    if (!old) return old;
    return { unread_count: target === 'all' ? 0 : Math.max(0, old.unread_count - 1) };
  });
}
