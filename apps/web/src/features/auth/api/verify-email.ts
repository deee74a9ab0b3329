import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

export interface VerifyEmailResponse {
  success: boolean;
  message: string;
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiFetch<VerifyEmailResponse>(apiPaths.auth.verifyEmail, { method: 'POST', body: { token } });
}

/**
 * A query, not a mutation: the token is single-use, and a query runs once per token even when React
 * mounts the page twice (StrictMode), where a mutation fired from an effect would post twice.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
