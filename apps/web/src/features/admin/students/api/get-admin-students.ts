import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStudentsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import { studentKeys, type StudentsListQuery } from './query-keys';

/** GET /api/admin/students/detailed: one page of students, searched and filtered by the server. */
export function getAdminStudents(query: StudentsListQuery, signal?: AbortSignal): Promise<AdminStudentsResponse> {
  return apiFetch<AdminStudentsResponse>(`${adminApiPaths.students.detailed}${queryString({ ...query })}`, { signal });
}

/** Spec 9: the live / soon windows move, so a list filtered by session is asked again every 3 minutes. */
export const getStudentsListQueryOptions = (query: StudentsListQuery) =>
  queryOptions({
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) => getAdminStudents(query, signal),
    staleTime: 30 * 1000,
    refetchInterval: query.session ? 3 * 60 * 1000 : false,
    // The page being left stays on screen while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin:students.load_failed' },
  });

export function useAdminStudents(query: StudentsListQuery) {
  return useQuery(getStudentsListQueryOptions(query));
}
