import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherStatement } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { TEACHER_STALE_TIME } from './query-keys';

/** The teacher's own statements: a key of their own, under the portal's. */
export const myPayKey = (month: string) => ['teacher', 'pay', month] as const;

/** GET /api/teacher/pay?month=: the signed-in teacher's own statement for the month (never another teacher's). */
export function getMyPay(month: string, signal?: AbortSignal): Promise<TeacherStatement> {
  return apiFetch<TeacherStatement>(`${apiPaths.teacher.pay}?month=${encodeURIComponent(month)}`, { signal });
}

export const getMyPayQueryOptions = (month: string) =>
  queryOptions({
    queryKey: myPayKey(month),
    queryFn: ({ signal }) => getMyPay(month, signal),
    staleTime: TEACHER_STALE_TIME,
    placeholderData: keepPreviousData,
  });

export function useMyPay(month: string) {
  return useQuery(getMyPayQueryOptions(month));
}
