import { useMutation } from '@tanstack/react-query';
import { loginBody, type LoginBody, type PublicUser } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export interface LoginResponse {
  access_token: string;
  user: PublicUser;
  message?: string;
}

/** POST /api/auth/login. A 401 here means wrong credentials, not an expired session. */
export function login(input: LoginBody): Promise<LoginResponse> {
  return apiFetch<LoginResponse>(apiPaths.auth.login, {
    method: 'POST',
    body: loginBody.parse(input),
    ignoreUnauthorized: true,
    signIn: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorMessage: 'auth:login.failed' } });
}
