import { apiPaths } from '@/lib/paths';
import { apiFetch } from './client';

/** Ends the session on the server; `signal` lets the caller stop waiting (a phone on a bad connection still signs out). */
export function logout(signal?: AbortSignal): Promise<{ success: boolean }> {
  return apiFetch(apiPaths.auth.logout, { method: 'POST', ignoreUnauthorized: true, signal });
}
