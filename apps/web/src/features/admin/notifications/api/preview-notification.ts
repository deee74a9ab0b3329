import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BroadcastPreview, SendNotificationBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { notificationKeys } from './query-keys';

/** POST /api/admin/send-notification/preview: whom the notification reaches on each channel, its SMS cost and the budget left. */
export function previewNotification(body: SendNotificationBody, signal?: AbortSignal): Promise<BroadcastPreview> {
  return apiFetch<BroadcastPreview>(adminApiPaths.notifications.preview, { method: 'POST', body, signal });
}

/** Asked again when the text, the audience or the SMS choice changes (the caller debounces `body`); null: not asked yet. */
export const previewNotificationQueryOptions = (body: SendNotificationBody | null) =>
  queryOptions({
    queryKey: notificationKeys.preview(body ?? {}),
    queryFn: ({ signal }) => previewNotification(body!, signal),
    enabled: body !== null,
    staleTime: 30 * 1000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function usePreviewNotification(body: SendNotificationBody | null) {
  return useQuery(previewNotificationQueryOptions(body));
}
