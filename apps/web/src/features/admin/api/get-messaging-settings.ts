import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagingSettingsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { adminKeys } from './query-keys';

/** GET /api/admin/messaging/settings: events, templates, budget, the channels set up and this month's SMS. */
export function getMessagingSettings(signal?: AbortSignal): Promise<MessagingSettingsResponse> {
  return apiFetch<MessagingSettingsResponse>(adminApiPaths.messaging.settings, { signal });
}

/** Kept 5 minutes: the WhatsApp links of every list read the templates from it (one request for a whole page). */
export const getMessagingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.messagingSettings,
    queryFn: ({ signal }) => getMessagingSettings(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useMessagingSettings() {
  return useQuery(getMessagingSettingsQueryOptions());
}
