import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { parentInfoBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { useRefreshAccount } from '../hooks/use-refresh-account';
import type { ParentInfo, ParentInfoResponse } from './get-parent-info';
import { profileKeys } from './query-keys';

export type ParentInfoBody = z.output<typeof parentInfoBody>;

/** PUT /api/auth/me/profile/parent. */
export function updateParentInfo(body: ParentInfoBody): Promise<{ success: boolean; parent: ParentInfo }> {
  return apiFetch(apiPaths.profile.parent, { method: 'PUT', body });
}

export function useUpdateParentInfo() {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return useMutation({
    mutationFn: updateParentInfo,
    onSuccess: async ({ parent }) => {
      queryClient.setQueryData<ParentInfoResponse>(profileKeys.parent, { parent });
      await refreshAccount();
    },
  });
}
