import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { useRefreshAccount } from '../hooks/use-refresh-account';

/** POST /api/auth/upload-profile-picture (multipart, field `profile_picture`). */
export function uploadProfilePicture(file: File): Promise<{ success: boolean; profile_picture_url: string }> {
  const body = new FormData();
  body.append('profile_picture', file);
  return apiFetch(apiPaths.profile.uploadPicture, { method: 'POST', body });
}

export function useUploadProfilePicture() {
  const refreshAccount = useRefreshAccount();
  return useMutation({ mutationFn: uploadProfilePicture, onSuccess: () => refreshAccount() });
}
