import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PAYMENT_METHODS, RenewSubscriptionInput } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import type { SubscriptionResult } from './update-subscription';
import { refreshKindergarten } from './refresh-kindergarten';

export interface RenewResult {
  success: true;
  replayed: boolean;
  message: string;
  subscription: SubscriptionResult;
  charge: { id: number; amount: number };
  payment: { id: number; amount: number; payment_method: (typeof PAYMENT_METHODS)[number] } | null;
}

/**
 * POST /api/admin/enrollments/{id}/renew: one more month, its charge and payment written to the ledger.
 * The idempotency key makes a repeated request (double click, retry) pay once.
 */
export function renewSubscription({ enrollmentId, body }: { enrollmentId: number; body: RenewSubscriptionInput }) {
  return apiFetch<RenewResult>(adminApiPaths.kindergarten.renew(enrollmentId), { method: 'POST', body });
}

export function useRenewSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewSubscription, onSuccess: () => refreshKindergarten(queryClient) });
}
