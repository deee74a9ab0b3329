import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { messagingKeys } from './query-keys';

/** POST /api/admin/messaging/log/{id}/resend: the same message queued again now (a double click queues it once). */
export function resendMessage(id: number): Promise<ResendResponse> {
  return apiFetch<ResendResponse>(adminApiPaths.messaging.resend(id), { method: 'POST' });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.log }),
  });
}
