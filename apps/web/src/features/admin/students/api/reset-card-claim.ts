import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardClaim } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

export interface ResetCardClaimResponse {
  success: true;
  /** False when the card was only locked: its attempts were cleared, no account was unlinked. */
  unlinked: boolean;
  claim: CardClaim;
}

/** POST /api/admin/students/{id}/card-claim/reset: the family can claim the card again (the family's data stays). */
export function resetCardClaim(id: number): Promise<ResetCardClaimResponse> {
  return apiFetch<ResetCardClaimResponse>(adminApiPaths.students.cardClaimReset(id), { method: 'POST', body: {} });
}

export function useResetCardClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCardClaim,
    // The student's page (parent account, mobile passwords) and the claim itself.
    onSuccess: () => refreshStudents(queryClient),
    meta: { errorMessage: 'admin:card_claim.reset_failed' },
  });
}
