import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserFormRole } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import type { SavedUser } from './create-user';
import { refreshUsers } from './refresh-users';

/** PATCH /api/admin/users/{id}/role: 'user' (a family account) or 'admin'. */
export function changeUserRole({ id, role }: { id: number; role: UserFormRole }): Promise<SavedUser> {
  return apiFetch<SavedUser>(adminApiPaths.users.role(id), { method: 'PATCH', body: { role } });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => refreshUsers(queryClient),
    meta: { errorMessage: 'admin-people:users.role_failed' },
  });
}
