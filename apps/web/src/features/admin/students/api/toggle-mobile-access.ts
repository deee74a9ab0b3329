import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileHolderType } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

interface Toggle {
  type: MobileHolderType;
  id: number;
  enabled: boolean;
}

/** PUT /api/admin/{students|parents}/{id}/toggle-mobile: app access on or off (off signs the app out). */
export function toggleMobileAccess({ type, id, enabled }: Toggle) {
  return apiFetch<{ success: true; mobile_app_enabled: boolean }>(adminApiPaths.holderMobile.toggle(type, id), {
    method: 'PUT',
    body: { enabled },
  });
}

export function useToggleMobileAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMobileAccess,
    onSuccess: () => refreshStudents(queryClient),
    meta: { errorMessage: 'admin:mobile.toggle_failed' },
  });
}
