import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileHolderType } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import type { IssuedCredentials } from './generate-credentials';
import { refreshStudents } from './refresh-students';

/** POST /api/admin/{students|parents}/{id}/reset-password: a new password, same username; app sessions end. */
export function resetMobilePassword({ type, id }: { type: MobileHolderType; id: number }): Promise<IssuedCredentials> {
  return apiFetch<IssuedCredentials>(adminApiPaths.holderMobile.resetPassword(type, id), { method: 'POST', body: {} });
}

export function useResetMobilePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMobilePassword,
    onSuccess: () => refreshStudents(queryClient),
    meta: { errorMessage: 'admin:mobile.reset_failed' },
  });
}
