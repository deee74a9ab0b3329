import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshAfterDecision } from './refresh-after-decision';

/** POST /api/admin/registrations/action with action 'reject' and an optional reason. */
export function rejectRegistration({ id, reason }: { id: number; reason?: string }) {
  return apiFetch<{ success: true }>(adminApiPaths.registrations.action, {
    method: 'POST',
    body: { registration_id: id, action: 'reject', ...(reason?.trim() ? { reason: reason.trim() } : {}) },
  });
}

export function useRejectRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRegistration,
    onSuccess: () => refreshAfterDecision(queryClient),
    meta: { errorMessage: 'admin:registrations.reject_failed' },
  });
}
