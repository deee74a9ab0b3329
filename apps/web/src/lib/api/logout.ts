import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/paths';
import { apiFetch } from './client';

export function logout(): Promise<{ success: boolean }> {
  return apiFetch(apiPaths.auth.logout, { method: 'POST', ignoreUnauthorized: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
