import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { completeProfileV2Body, PublicUser } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export type CompleteProfileBody = z.infer<typeof completeProfileV2Body>;

export interface CompleteProfileResponse {
  success: boolean;
  profile_complete: boolean;
  user: PublicUser;
}

export function completeProfile(body: CompleteProfileBody): Promise<CompleteProfileResponse> {
  return apiFetch<CompleteProfileResponse>(apiPaths.auth.completeProfile, { method: 'POST', body });
}

export function useCompleteProfile() {
  return useMutation({ mutationFn: completeProfile, meta: { errorMessage: 'auth:complete_profile.failed' } });
}
