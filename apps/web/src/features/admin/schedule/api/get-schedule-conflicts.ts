import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleConflict } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { scheduleKeys } from './query-keys';

/** GET /api/admin/schedule/conflicts: pairs of active sections that share students and meet at the same time. */
export function getScheduleConflicts(signal?: AbortSignal): Promise<{ conflicts: ScheduleConflict[] }> {
  return apiFetch<{ conflicts: ScheduleConflict[] }>(adminApiPaths.sections.conflicts, { signal });
}

export const getScheduleConflictsQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.conflicts,
    queryFn: ({ signal }) => getScheduleConflicts(signal),
    staleTime: 30 * 1000,
  });

export function useScheduleConflicts() {
  return useQuery(getScheduleConflictsQueryOptions());
}
