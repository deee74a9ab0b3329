import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(async () => ({ default: (await import('./notifications-stack')).Notifications }));

/**
 * Mantine's notification stack, downloaded with the first notification rather than by every page: until
 * then notifications.show() only queues in the store, which the stack reads when it mounts.
 */
export function DeferredNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
