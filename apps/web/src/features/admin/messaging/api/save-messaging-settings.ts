import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingSettingsBody, type MessagingSettingsInput, type MessagingSettingsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { adminKeys } from '../../api/query-keys';

/** PUT /api/admin/messaging/settings: the whole set; the answer is the new settings screen. */
export function saveMessagingSettings(body: MessagingSettingsInput): Promise<MessagingSettingsResponse> {
  return apiFetch<MessagingSettingsResponse>(adminApiPaths.messaging.settings, { method: 'PUT', body: messagingSettingsBody.parse(body) });
}

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessagingSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.messagingSettings, saved),
  });
}
