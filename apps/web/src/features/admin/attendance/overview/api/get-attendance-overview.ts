import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceOverviewResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../../lib/query-string';
import type { OverviewQuery } from '../lib/overview-params';
import { attendanceOverviewKeys } from './query-keys';

/** GET /api/admin/attendance/overview: the summary, the alerts, one page of records, recent activity and the daily rate. */
export function getAttendanceOverview(query: OverviewQuery, signal?: AbortSignal): Promise<AttendanceOverviewResponse> {
  return apiFetch<AttendanceOverviewResponse>(`${adminApiPaths.attendanceOverview.overview}${queryString({ ...query })}`, { signal });
}

export const getAttendanceOverviewQueryOptions = (query: OverviewQuery) =>
  queryOptions({
    queryKey: attendanceOverviewKeys.page(query),
    queryFn: ({ signal }) => getAttendanceOverview(query, signal),
    // Marks arrive all day at the door: asked again when shown after 30 s, and every 5 minutes while open.
    staleTime: 30 * 1000,
    refetchInterval: 5 * 60 * 1000,
    // The page being left stays on screen while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-attendance:overview.load_failed' },
  });

export function useAttendanceOverview(query: OverviewQuery) {
  return useQuery(getAttendanceOverviewQueryOptions(query));
}
