import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageLogDetailResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { messagingKeys } from './query-keys';

/** GET /api/admin/messaging/log/{id}: the message and each try of it. */
export function getMessageEntry(id: number, signal?: AbortSignal): Promise<MessageLogDetailResponse> {
  return apiFetch<MessageLogDetailResponse>(adminApiPaths.messaging.entry(id), { signal });
}

export const getMessageEntryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messagingKeys.entry(id),
    queryFn: ({ signal }) => getMessageEntry(id, signal),
    staleTime: 0,
  });

export function useMessageEntry(id: number) {
  return useQuery(getMessageEntryQueryOptions(id));
}
