import { CONTACT_SOURCES, CONTACT_STATUS_FILTERS, type ContactSource, type ContactStatusFilter } from '@academy/shared';
import { pageQuery, useListParams } from '../../../lib/use-list-params';
import type { MessagesListQuery } from '../api/messages';

export const MESSAGES_PAGE_SIZE = 20;
const NAMES = ['status', 'source', 'search'] as const;

export interface MessageFilters {
  status?: Exclude<ContactStatusFilter, 'all'>;
  source?: Exclude<ContactSource, 'all'>;
  search?: string;
}

/** Reads the inbox filters from the URL, dropping unknown values ('all' is the absence of a filter). */
export function readMessageParams(params: URLSearchParams): MessageFilters {
  const status = params.get('status') as ContactStatusFilter | null;
  const source = params.get('source') as ContactSource | null;
  return {
    status: status && status !== 'all' && CONTACT_STATUS_FILTERS.includes(status) ? status : undefined,
    source: source && source !== 'all' && CONTACT_SOURCES.includes(source) ? source : undefined,
    search: params.get('search')?.trim() || undefined,
  };
}

/** The inbox keeps its filters and page in the URL. */
export function useMessageFilters() {
  const list = useListParams(readMessageParams, NAMES);
  const query: MessagesListQuery = pageQuery(list.filters, list.page, MESSAGES_PAGE_SIZE);
  return { ...list, query };
}
