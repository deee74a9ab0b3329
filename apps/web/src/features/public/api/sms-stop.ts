import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StopLinkResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

/** The STOP link of an SMS (issue 26): whether that parent's SMS are off, and their phone masked. */
const stopKey = (token: string) => ['sms-stop', token] as const;

export function useStopLink(token: string) {
  return useQuery({
    queryKey: stopKey(token),
    queryFn: ({ signal }) => apiFetch<StopLinkResponse>(apiPaths.messaging.stop(token), { signal, ignoreUnauthorized: true }),
    staleTime: 0,
  });
}

/** POST: SMS off for that parent (again: nothing more changes). */
export function useStopSms(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<StopLinkResponse>(apiPaths.messaging.stop(token), { method: 'POST', ignoreUnauthorized: true }),
    onSuccess: (answer) => queryClient.setQueryData(stopKey(token), answer),
  });
}
