import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { markKeys } from './query-keys';

/** PUT /api/admin/students/{id}/toggle-mobile from the student card: app access on or off. */
export function toggleStudentMobile({ id, enabled }: { id: number; enabled: boolean }) {
  return apiFetch<{ success: true; mobile_app_enabled: boolean }>(adminApiPaths.holderMobile.toggle('student', id), {
    method: 'PUT',
    body: { enabled },
  });
}

export function useToggleStudentMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleStudentMobile,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: markKeys.card(id) }),
    meta: { errorMessage: 'admin-scan:card.mobile_failed' },
  });
}
