import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagingPreferences, MessagingPreferencesInput } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

/** The family's message preferences (issue 26): one key, so a save or a device turned on refreshes the page. */
export const preferencesKey = ['dashboard', 'messaging-preferences'] as const;

/** GET /api/messaging/preferences: channels, language, quiet hours, STOP, where each channel reaches, what is set up. */
export function getPreferences(signal?: AbortSignal): Promise<MessagingPreferences> {
  return apiFetch<MessagingPreferences>(apiPaths.messaging.preferences, { signal });
}

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesKey, queryFn: ({ signal }) => getPreferences(signal), staleTime: 0 });

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}

/** PUT /api/messaging/preferences: answers the saved preferences (SMS on clears a STOP). */
export function savePreferences(body: MessagingPreferencesInput): Promise<MessagingPreferences> {
  return apiFetch<MessagingPreferences>(apiPaths.messaging.preferences, { method: 'PUT', body });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
