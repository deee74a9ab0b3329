import { adminApiPaths } from '@/features/admin/api-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherPayListResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { payKeys } from './query-keys';

/** GET /api/admin/teacher-pay?month=: every teacher's figures for the month, their balance today, and the totals. */
export function getTeacherPay(month: string, signal?: AbortSignal): Promise<TeacherPayListResponse> {
  return apiFetch<TeacherPayListResponse>(`${adminApiPaths.teachers.pay}?month=${encodeURIComponent(month)}`, { signal });
}

export const getTeacherPayQueryOptions = (month: string) =>
  queryOptions({
    queryKey: payKeys.list(month),
    queryFn: ({ signal }) => getTeacherPay(month, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });

export function useTeacherPay(month: string) {
  return useQuery(getTeacherPayQueryOptions(month));
}
