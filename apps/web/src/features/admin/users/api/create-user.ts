import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserCreateBody, type AdminUser, type AdminUserCreateBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshUsers } from './refresh-users';

export interface SavedUser {
  success: true;
  message: string;
  user: AdminUser;
}

/** POST /api/admin/users: a new account with the password the admin typed (409 when the e-mail or phone is taken). */
export function createUser(body: AdminUserCreateBody): Promise<SavedUser> {
  return apiFetch<SavedUser>(adminApiPaths.users.list, { method: 'POST', body: adminUserCreateBody.parse(body) });
}

/** The form shows field errors itself, so failures are handled by the caller. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => refreshUsers(queryClient) });
}
