import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileBody, PublicUser } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { useRefreshAccount } from '../hooks/use-refresh-account';

export type ProfileBody = z.output<typeof profileBody>;

/** PUT /api/auth/me/profile: the account's own name, e-mail and phone. */
export function updateProfile(body: ProfileBody): Promise<{ success: boolean; user: PublicUser }> {
  return apiFetch(apiPaths.profile.me, { method: 'PUT', body });
}

export function useUpdateProfile() {
  const refreshAccount = useRefreshAccount();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => refreshAccount(user) });
}
