import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutBody, type PayoutInput, type PayoutResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { payKeys } from './query-keys';

/**
 * POST /api/admin/teachers/{id}/payouts: money paid to the teacher, never more than the balance (409
 * payout_exceeds_balance). The dialog's one idempotency key travels in the body: a double click or a retry pays once.
 */
export function recordPayout({ teacherId, body }: { teacherId: number; body: PayoutInput }): Promise<PayoutResponse> {
  return apiFetch<PayoutResponse>(adminApiPaths.teachers.payouts(teacherId), { method: 'POST', body: payoutBody.parse(body) });
}

/** Failures are shown by the dialog (a refused amount stays in it). */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayout, onSettled: () => queryClient.invalidateQueries({ queryKey: payKeys.all }) });
}
