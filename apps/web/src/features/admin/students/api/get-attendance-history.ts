import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAttendanceRecord, MyAttendanceResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { studentKeys } from './query-keys';

export interface StudentAttendanceHistory {
  student_name: string;
  stats: MyAttendanceResponse['totals'] & MyAttendanceResponse['summary'];
  attendance_history: MyAttendanceRecord[];
}

/** GET /api/admin/students/{id}/attendance-history: counts and every record, newest first. */
export function getAttendanceHistory(id: number, signal?: AbortSignal): Promise<StudentAttendanceHistory> {
  return apiFetch<StudentAttendanceHistory>(adminApiPaths.students.attendanceHistory(id), { signal });
}

export const getAttendanceHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.attendanceHistory(id),
    queryFn: ({ signal }) => getAttendanceHistory(id, signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin:attendance.history_failed' },
  });

export function useAttendanceHistory(id: number) {
  return useQuery(getAttendanceHistoryQueryOptions(id));
}
