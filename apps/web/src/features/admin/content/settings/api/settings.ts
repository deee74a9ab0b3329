import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { getSiteQueryOptions } from '@/lib/api/get-site';
import { adminApiPaths } from '@/features/admin/api-paths';

export const settingsKey = ['admin', 'settings'] as const;

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiFetch<{ settings: SiteSettings }>(adminApiPaths.content.settings, { signal }).then((r) => r.settings),
    staleTime: 0,
    meta: { errorMessage: 'admin-settings:load_failed' },
  });

export function useSiteSettings() {
  return useQuery(settingsQueryOptions());
}

/** PUT /api/admin/settings; the public pages of this tab read /api/site again at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsBody) =>
      apiFetch<{ success: true; settings: SiteSettings }>(adminApiPaths.content.settings, { method: 'PUT', body }).then((r) => r.settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: getSiteQueryOptions().queryKey });
    },
  });
}
