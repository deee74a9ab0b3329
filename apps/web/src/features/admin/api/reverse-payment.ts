import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReversePaymentInput, ReversePaymentResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { adminKeys } from './query-keys';

/** POST /api/admin/payments/{id}/reverse: the payment taken back, its amount owed again (idempotent by key). */
export function reversePayment(paymentId: number, body: ReversePaymentInput): Promise<ReversePaymentResponse> {
  return apiFetch<ReversePaymentResponse>(adminApiPaths.attendance.reversePayment(paymentId), { method: 'POST', body });
}

/** After a reversal every admin view of money is stale (the card, the debtors, the histories, the overview). */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: ReversePaymentInput }) => reversePayment(paymentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
