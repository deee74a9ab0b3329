import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceOverviewResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../../lib/query-string';
import { markKeys } from './query-keys';

/** Spec 2: the attendance records list shows the 10 latest. */
export const TODAY_MARKS_LIMIT = 10;

/** GET /api/admin/attendance/overview for today only: the 10 latest marks and how many there are. */
export function getTodayMarks(date: string, signal?: AbortSignal): Promise<AttendanceOverviewResponse> {
  const query = queryString({ start_date: date, end_date: date, limit: TODAY_MARKS_LIMIT, offset: 0 });
  return apiFetch<AttendanceOverviewResponse>(`${adminApiPaths.attendance.overview}${query}`, { signal });
}

export const getTodayMarksQueryOptions = (date: string) =>
  queryOptions({
    queryKey: markKeys.today(date),
    queryFn: ({ signal }) => getTodayMarks(date, signal),
    staleTime: 10 * 1000,
    retry: false,
  });

export function useTodayMarks(date: string) {
  return useQuery(getTodayMarksQueryOptions(date));
}
