import { adminApiPaths } from '@/features/admin/api-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherStatement } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { payKeys } from './query-keys';

/** GET /api/admin/teachers/{id}/statement?month=: one teacher's statement for the month. */
export function getStatement(teacherId: number, month: string, signal?: AbortSignal): Promise<TeacherStatement> {
  return apiFetch<TeacherStatement>(`${adminApiPaths.teachers.statement(teacherId)}?month=${encodeURIComponent(month)}`, { signal });
}

export const getStatementQueryOptions = (teacherId: number, month: string) =>
  queryOptions({
    queryKey: payKeys.statement(teacherId, month),
    queryFn: ({ signal }) => getStatement(teacherId, month, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });

export function useStatement(teacherId: number, month: string) {
  return useQuery(getStatementQueryOptions(teacherId, month));
}
