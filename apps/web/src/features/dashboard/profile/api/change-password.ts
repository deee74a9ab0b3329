import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export type ChangePasswordBody = z.output<typeof changePasswordBody>;

/** PUT /api/auth/change-password: this session stays signed in, every other one is signed out. */
export function changePassword(body: ChangePasswordBody): Promise<{ success: boolean; message: string }> {
  return apiFetch(apiPaths.profile.changePassword, { method: 'PUT', body, signIn: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
