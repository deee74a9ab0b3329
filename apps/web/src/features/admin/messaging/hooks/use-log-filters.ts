import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATUSES } from '@academy/shared';
import { pageQuery, useListParams } from '../../lib/use-list-params';
import type { MessageLogFilters, MessageLogListQuery } from '../api/query-keys';

export const LOG_PAGE_SIZE = 25;
/** The status filter's choices: the outbox's statuses and `held` (queued for later: quiet hours or a retry's wait). */
export const LOG_STATUSES = ['held', ...MESSAGE_STATUSES] as const;
const FILTER_NAMES = ['q', 'status', 'channel', 'event'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from search params (pure); unknown values are dropped. */
export function readLogFilters(params: URLSearchParams): MessageLogFilters {
  const q = params.get('q')?.trim().slice(0, 100);
  return {
    q: q || undefined,
    status: oneOf(LOG_STATUSES, params.get('status')),
    channel: oneOf(MESSAGE_CHANNELS, params.get('channel')),
    event: oneOf(MESSAGE_EVENTS, params.get('event')),
  };
}

export const logQuery = (filters: MessageLogFilters, page: number): MessageLogListQuery => pageQuery(filters, page, LOG_PAGE_SIZE);

/** Search, status, channel, event and page, kept in the URL. */
export function useLogFilters() {
  return useListParams(readLogFilters, FILTER_NAMES);
}
