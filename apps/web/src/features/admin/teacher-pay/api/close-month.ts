import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { payKeys } from './query-keys';

/** POST /api/admin/teachers/{id}/months/{month}/close: freezes an ended month's figures (409 month_not_ended / month_already_closed). */
export function closeMonth({ teacherId, month }: { teacherId: number; month: string }): Promise<unknown> {
  return apiFetch<unknown>(adminApiPaths.teachers.closeMonth(teacherId, month), { method: 'POST' });
}

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeMonth, onSettled: () => queryClient.invalidateQueries({ queryKey: payKeys.all }) });
}
