import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshUsers } from './refresh-users';

export interface UserStatusResponse {
  success: true;
  message: string;
  user: AdminUser;
}

/** PATCH /api/admin/users/{id}/toggle-status: activates or deactivates (deactivating signs the account out at once). */
export function setUserActive({ id, active }: { id: number; active: boolean }): Promise<UserStatusResponse> {
  return apiFetch<UserStatusResponse>(adminApiPaths.users.toggleStatus(id), { method: 'PATCH', body: { is_active: active } });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => refreshUsers(queryClient),
    meta: { errorMessage: 'admin-people:users.status_failed' },
  });
}
