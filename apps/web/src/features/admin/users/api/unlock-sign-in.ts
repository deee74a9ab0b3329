import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshUsers } from './refresh-users';

interface UnlockSignInResponse {
  success: true;
  message: string;
  user: AdminUser;
}

/** POST /api/admin/users/{id}/unlock-sign-in: forgets the account's failed sign-ins, lifting every lock and slowdown. */
export function unlockSignIn(id: number): Promise<UnlockSignInResponse> {
  return apiFetch<UnlockSignInResponse>(adminApiPaths.users.unlockSignIn(id), { method: 'POST' });
}

export function useUnlockSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockSignIn,
    onSuccess: () => refreshUsers(queryClient),
    meta: { errorMessage: 'admin-people:users.unlock_failed' },
  });
}
