import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { refreshUsers } from './refresh-users';

export interface DeletedUser {
  success: true;
  message: string;
  deleted: { id: number; cascade: boolean; students: number; registrations: number; contact_messages: number };
}

/**
 * DELETE /api/admin/users/{id}: without `cascade`, an account with a family, requests or messages is refused
 * (400 has_associated_records); with it, those go too. Money history is never deleted (400 has_money_history).
 */
export function deleteUser({ id, cascade }: { id: number; cascade: boolean }): Promise<DeletedUser> {
  return apiFetch<DeletedUser>(`${adminApiPaths.users.detail(id)}${queryString({ cascade: cascade || undefined })}`, { method: 'DELETE' });
}

/** The confirmation dialog answers the refusals itself (it offers the way forward), so no toast here. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => refreshUsers(queryClient) });
}
