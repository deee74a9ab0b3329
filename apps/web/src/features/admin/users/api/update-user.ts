import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserUpdateBody, type AdminUserUpdateBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import type { SavedUser } from './create-user';
import { refreshUsers } from './refresh-users';

/** PUT /api/admin/users/{id}: name, contacts, verified flag, role; a new password signs the account out. */
export function updateUser({ id, body }: { id: number; body: AdminUserUpdateBody }): Promise<SavedUser> {
  return apiFetch<SavedUser>(adminApiPaths.users.detail(id), { method: 'PUT', body: adminUserUpdateBody.parse(body) });
}

/** The form shows field errors itself, so failures are handled by the caller. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => refreshUsers(queryClient) });
}
