import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceStudentCard } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { markKeys } from './query-keys';

/** GET /api/admin/attendance/students/{id}/card: the student card, fresh after a mark or a payment. */
export function getStudentCard(id: number, signal?: AbortSignal): Promise<AttendanceStudentCard> {
  return apiFetch<AttendanceStudentCard>(adminApiPaths.attendance.studentCard(id), { signal });
}

export const getStudentCardQueryOptions = (id: number, initial: AttendanceStudentCard | undefined) =>
  queryOptions({
    queryKey: markKeys.card(id),
    queryFn: ({ signal }) => getStudentCard(id, signal),
    initialData: initial,
    staleTime: 5 * 1000,
  });

export function useStudentCard(id: number, initial: AttendanceStudentCard | undefined) {
  return useQuery(getStudentCardQueryOptions(id, initial));
}
