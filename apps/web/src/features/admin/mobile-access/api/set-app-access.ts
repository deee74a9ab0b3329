import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMobileCredentialsResponse, MobileHolderType } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { mobileKeys } from './query-keys';

export interface AppAccessResponse {
  success: true;
  type: MobileHolderType;
  id: number;
  mobile_app_enabled: boolean;
}

/** PUT /api/admin/{students|parents}/{id}/toggle-mobile: app access on or off (off signs the app out at once). */
export function setAppAccess({ type, id, enabled }: { type: MobileHolderType; id: number; enabled: boolean }): Promise<AppAccessResponse> {
  return apiFetch<AppAccessResponse>(adminApiPaths.holderMobile.toggle(type, id), { method: 'PUT', body: { enabled } });
}

export function useSetAppAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppAccess,
    onSuccess: (result) => {
      // The switch shows the new state at once; the list is then asked again.
      queryClient.setQueriesData<AdminMobileCredentialsResponse>(
        { queryKey: mobileKeys.all },
        (page) =>
          page && {
            ...page,
            credentials: page.credentials.map((c) =>
              c.type === result.type && c.id === result.id ? { ...c, mobile_app_enabled: result.mobile_app_enabled } : c,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: mobileKeys.all });
    },
    meta: { errorMessage: 'admin-people:mobile.access_failed' },
  });
}
