import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAttendanceResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

/** GET /api/attendance/my-attendance?student_id=: one child's sessions, newest first, with totals and rates. */
export function getMyAttendance(studentId: number, signal?: AbortSignal): Promise<MyAttendanceResponse> {
  return apiFetch<MyAttendanceResponse>(`${apiPaths.attendance.mine}?student_id=${studentId}`, { signal });
}

export const getMyAttendanceQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: dashboardKeys.myAttendance(studentId),
    queryFn: ({ signal }) => getMyAttendance(studentId, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useMyAttendance(studentId: number | undefined) {
  return useQuery({ ...getMyAttendanceQueryOptions(studentId ?? 0), enabled: studentId !== undefined });
}
