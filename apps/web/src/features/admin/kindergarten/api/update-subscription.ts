import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DueState, KindergartenEnrollment, SubscriptionUpdateInput } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshKindergarten } from './refresh-kindergarten';

export interface SubscriptionResult {
  enrollment_id: number;
  subscription_status: KindergartenEnrollment['subscription_status'];
  subscription_amount: number;
  next_payment_date: string | null;
  payment_notes: string | null;
  days_left: number | null;
  due_state: DueState;
}

/** PUT /api/admin/enrollments/{id}: status, monthly amount, next payment date and notes of a subscription (no money moves). */
export function updateSubscription({ enrollmentId, body }: { enrollmentId: number; body: SubscriptionUpdateInput }) {
  return apiFetch<{ success: true; message: string; subscription: SubscriptionResult }>(
    adminApiPaths.kindergarten.subscription(enrollmentId),
    { method: 'PUT', body },
  );
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSubscription, onSuccess: () => refreshKindergarten(queryClient) });
}
