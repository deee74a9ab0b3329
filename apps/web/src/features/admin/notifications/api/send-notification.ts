import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendNotificationBody, type AdminNotification, type SendNotificationBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { notificationKeys } from './query-keys';

export interface SentNotification {
  success: true;
  message: string;
  sent_count: number;
  notification: AdminNotification;
}

/** POST /api/admin/send-notification: one text, or English and / or Arabic, to all, parents or students. */
export function sendNotification(body: SendNotificationBody): Promise<SentNotification> {
  return apiFetch<SentNotification>(adminApiPaths.notifications.send, { method: 'POST', body: sendNotificationBody.parse(body) });
}

/** The form shows field errors itself and the toast on failure, so no meta here. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
