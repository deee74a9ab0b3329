import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileHolderType } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { mobileKeys } from './query-keys';

export interface RegeneratedCredentials {
  success: true;
  created: boolean;
  renewed: boolean;
  credentials: { username: string; password: string };
}

/**
 * POST /api/admin/regenerate-mobile-credentials/{id}: a new password with the same username (the holder's
 * app is signed out), or first credentials when the holder meets the requirements (400 not_eligible otherwise).
 */
export function regenerateCredentials({ id, type }: { id: number; type: MobileHolderType }): Promise<RegeneratedCredentials> {
  return apiFetch<RegeneratedCredentials>(adminApiPaths.mobileCredentials.regenerate(id), { method: 'POST', body: { user_type: type } });
}

/** The dialog answers failures itself (it lists what is missing), so no toast here. */
export function useRegenerateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCredentials,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mobileKeys.all }),
  });
}
