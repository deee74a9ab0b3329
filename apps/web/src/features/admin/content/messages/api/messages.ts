import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminContactMessageDetail,
  ContactMessagesResponse,
  ContactReply,
  ContactSource,
  ContactStatus,
  ContactStatusFilter,
} from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../../lib/query-string';

export interface MessagesListQuery {
  status?: ContactStatusFilter;
  source?: ContactSource;
  search?: string;
  limit: number;
  offset: number;
}

/** Every cache key of the contact inbox. */
export const messageKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (query: MessagesListQuery) => ['admin', 'contact-messages', 'list', query] as const,
  detail: (id: number) => ['admin', 'contact-messages', 'detail', id] as const,
  unread: ['admin', 'contact-messages', 'unread-count'] as const,
};

/** The admin header's badge asks again this often (and after every reply or state change). */
export const UNREAD_REFRESH_MS = 3 * 60 * 1000;

export function refreshMessages(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}

export const messagesQueryOptions = (query: MessagesListQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => apiFetch<ContactMessagesResponse>(`${adminApiPaths.content.messages}${queryString({ ...query })}`, { signal }),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-content:list.load_failed' },
  });

export function useMessages(query: MessagesListQuery) {
  return useQuery(messagesQueryOptions(query));
}

/** GET /api/contact/messages/{id}: opening it marks an unread message read, so the lists and badge refresh after. */
export function useMessage(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { message } = await apiFetch<{ message: AdminContactMessageDetail }>(adminApiPaths.content.message(id!), { signal });
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      return message;
    },
    meta: { errorMessage: 'admin-content:view.load_failed' },
  });
}

export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => apiFetch<{ unread_count: number }>(adminApiPaths.content.unreadCount, { signal }),
    select: (data) => data.unread_count,
    enabled,
    staleTime: 60 * 1000,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

export interface ReplyResult {
  success: true;
  emailed: boolean;
  response: ContactReply;
  message: AdminContactMessageDetail;
}

/** POST /api/contact/messages/{id}/respond. Failures: the composer shows 'Failed to send reply' (or the field error). */
export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: number; response: string }) =>
      apiFetch<ReplyResult>(adminApiPaths.content.respond(id), { method: 'POST', body: { response } }),
    onSuccess: (result) => {
      queryClient.setQueryData(messageKeys.detail(result.message.id), result.message);
      void refreshMessages(queryClient);
    },
  });
}

/** PATCH /api/contact/messages/{id}/status: close, reopen, mark unread. */
export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) =>
      apiFetch<{ success: true; message: AdminContactMessageDetail }>(adminApiPaths.content.status(id), {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(messageKeys.detail(result.message.id), result.message);
      void refreshMessages(queryClient);
    },
    meta: { errorMessage: 'admin-content:toasts.status_failed' },
  });
}
