import { adminApiPaths } from '@/features/admin/api-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTeachersResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { queryString } from '../../lib/query-string';
import { teacherKeys, type TeachersListQuery } from './query-keys';

/** GET /api/admin/teachers: one page of teachers, searched and filtered by the server, with the total. */
export function getTeachers(query: TeachersListQuery, signal?: AbortSignal): Promise<AdminTeachersResponse> {
  return apiFetch<AdminTeachersResponse>(`${adminApiPaths.teachers.list}${queryString({ ...query })}`, { signal });
}

export const getTeachersQueryOptions = (query: TeachersListQuery) =>
  queryOptions({
    queryKey: teacherKeys.list(query),
    queryFn: ({ signal }) => getTeachers(query, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-staff:teachers.load_failed' },
  });

export function useTeachers(query: TeachersListQuery) {
  return useQuery(getTeachersQueryOptions(query));
}
