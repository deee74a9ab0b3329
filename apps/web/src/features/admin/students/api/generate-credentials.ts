import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileHolderType } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

export interface IssuedCredentials {
  success: true;
  created: boolean;
  renewed: boolean;
  credentials: { username: string; password: string };
}

interface Holder {
  type: MobileHolderType;
  id: number;
}

/** POST /api/admin/{students|parents}/{id}/generate-credentials (spec 5's requirements apply). */
export function generateCredentials({ type, id }: Holder): Promise<IssuedCredentials> {
  return apiFetch<IssuedCredentials>(adminApiPaths.holderMobile.generate(type, id), { method: 'POST' });
}

export function useGenerateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCredentials,
    onSuccess: () => refreshStudents(queryClient),
    meta: { errorMessage: 'admin:mobile.generate_failed' },
  });
}
