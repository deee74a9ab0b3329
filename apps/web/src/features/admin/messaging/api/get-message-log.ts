import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageLogResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { messagingKeys, type MessageLogListQuery } from './query-keys';

/** GET /api/admin/messaging/log: one page of messages to families, newest first, with the total. */
export function getMessageLog(query: MessageLogListQuery, signal?: AbortSignal): Promise<MessageLogResponse> {
  return apiFetch<MessageLogResponse>(`${adminApiPaths.messaging.log}${queryString({ ...query })}`, { signal });
}

export const getMessageLogQueryOptions = (query: MessageLogListQuery) =>
  queryOptions({
    queryKey: messagingKeys.list(query),
    queryFn: ({ signal }) => getMessageLog(query, signal),
    // The worker changes statuses all the time: asked again each time it is shown, and every 30 seconds while shown.
    staleTime: 0,
    refetchInterval: 30 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-messaging:log.load_failed' },
  });

export function useMessageLog(query: MessageLogListQuery) {
  return useQuery(getMessageLogQueryOptions(query));
}
