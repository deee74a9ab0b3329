import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { auditKeys, type AuditListQuery } from './query-keys';

/** GET /api/admin/audit-log: one page of admin actions, newest first, with the actor's name and the total. */
export function getAuditLog(query: AuditListQuery, signal?: AbortSignal): Promise<AuditLogResponse> {
  return apiFetch<AuditLogResponse>(`${adminApiPaths.auditLog}${queryString({ ...query })}`, { signal });
}

export const getAuditLogQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // New entries arrive with every admin change: the log is asked again each time it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-people:audit.load_failed' },
  });

export function useAuditLog(query: AuditListQuery) {
  return useQuery(getAuditLogQueryOptions(query));
}
