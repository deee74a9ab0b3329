import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicUser } from '@academy/shared';
import { meQueryKey } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/use-auth';
import { profileKeys } from '../api/query-keys';

/**
 * After a profile change: the answer's user (when there is one) replaces the cached one at once, then
 * `me` and the profile's own queries are fetched again, so the header, the profile-incomplete lock and
 * the other tabs show the new details.
 */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  return useCallback(
    async (user?: PublicUser) => {
      if (user) setUser(user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
    [queryClient, setUser],
  );
}
