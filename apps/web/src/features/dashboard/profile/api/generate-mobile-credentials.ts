import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateMobileBody, MobileCredentials } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { profileKeys } from './query-keys';

export interface GenerateMobileResponse {
  success: boolean;
  /** False when the credentials already existed (generating again returns them). */
  created: boolean;
  credentials: MobileCredentials;
}

/** POST /api/auth/mobile-credentials/generate, for one student or for the parent. */
export function generateMobileCredentials(body: GenerateMobileBody): Promise<GenerateMobileResponse> {
  return apiFetch(apiPaths.mobileCredentials.generate, { method: 'POST', body });
}

export function useGenerateMobileCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMobileCredentials,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mobileEligibility }),
  });
}
