import type { MessageChannel, MessageEvent, MessageStatus } from '@academy/shared';

/** The delivery log's filters, as GET /api/admin/messaging/log takes them. */
export interface MessageLogFilters {
  q?: string;
  status?: MessageStatus | 'held';
  channel?: MessageChannel;
  event?: MessageEvent;
}

export interface MessageLogListQuery extends MessageLogFilters {
  limit: number;
  offset: number;
}

/** Every cache key of the Messaging screens but the settings' (admin/api/query-keys.ts: the WhatsApp links read those too). */
export const messagingKeys = {
  log: ['admin', 'messaging', 'log'] as const,
  list: (query: MessageLogListQuery) => ['admin', 'messaging', 'log', 'list', query] as const,
  entry: (id: number) => ['admin', 'messaging', 'log', 'entry', id] as const,
};
