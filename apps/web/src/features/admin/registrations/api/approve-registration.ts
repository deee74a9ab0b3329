import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistration, RequiresSectionChoice } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshAfterDecision } from './refresh-after-decision';

export interface Approved {
  success: true;
  registration: Pick<AdminRegistration, 'id' | 'status' | 'section_id'>;
}
export type ApproveResult = Approved | RequiresSectionChoice;

export const needsSectionChoice = (result: ApproveResult): result is RequiresSectionChoice =>
  'requires_section_choice' in result && result.requires_section_choice;

/** POST /api/admin/registrations/{id}/approve: approved, or asked which section first (spec 4). */
export function approveRegistration({ id, sectionId }: { id: number; sectionId?: number }): Promise<ApproveResult> {
  return apiFetch<ApproveResult>(adminApiPaths.registrations.approve(id), {
    method: 'POST',
    body: sectionId ? { section_id: sectionId } : {},
  });
}

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSuccess: (result) => {
      if (!needsSectionChoice(result)) return refreshAfterDecision(queryClient);
    },
    meta: { errorMessage: 'admin:registrations.approve_failed' },
  });
}
