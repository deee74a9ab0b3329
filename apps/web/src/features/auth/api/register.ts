import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export interface RegisterResponse {
  success: boolean;
  message: string;
  user_id: number;
}

export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>(apiPaths.auth.register, { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { errorMessage: 'auth:register.failed' } });
}
