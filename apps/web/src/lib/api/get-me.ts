import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@academy/shared';
import { clearSession, storeUser } from '@/lib/auth/session-storage';
import { apiPaths } from '@/lib/paths';
import { isApiError } from './api-error';
import { apiFetch } from './client';

export interface MeResponse {
  user: PublicUser;
}

const isRejection = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The start-up token check. A token the server rejects is dropped silently (no redirect to /login);
 * when the server cannot be reached the token is kept for the next visit.
 */
export async function getMe(): Promise<MeResponse> {
  try {
    const me = await apiFetch<MeResponse>(apiPaths.auth.me, { ignoreUnauthorized: true });
    storeUser(me.user);
    return me;
  } catch (error) {
    if (isRejection(error)) clearSession();
    throw error;
  }
}

export const meQueryKey = ['auth', 'me'] as const;

export const getMeQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...meQueryKey, token],
    queryFn: getMe,
    enabled: token !== null,
    retry: (failures, error) => failures < 1 && !isRejection(error),
  });

export function useMe(token: string | null) {
  return useQuery(getMeQueryOptions(token));
}
