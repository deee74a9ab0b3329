import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { useRefreshAccount } from '../hooks/use-refresh-account';

/** DELETE /api/auth/remove-profile-picture. */
export function removeProfilePicture(): Promise<{ success: boolean }> {
  return apiFetch(apiPaths.profile.removePicture, { method: 'DELETE' });
}

export function useRemoveProfilePicture() {
  const refreshAccount = useRefreshAccount();
  return useMutation({ mutationFn: removeProfilePicture, onSuccess: () => refreshAccount() });
}
