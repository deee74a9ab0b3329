import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStudentDetailed } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { studentKeys } from './query-keys';

export interface AdminStudentResponse {
  student: AdminStudentDetailed;
}

/** GET /api/admin/students/{id}: one student as the list shows them, with every enrollment. */
export function getAdminStudent(id: number, signal?: AbortSignal): Promise<AdminStudentResponse> {
  return apiFetch<AdminStudentResponse>(adminApiPaths.students.detail(id), { signal });
}

export const getAdminStudentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => getAdminStudent(id, signal),
    staleTime: 30 * 1000,
  });

export function useAdminStudent(id: number) {
  return useQuery({ ...getAdminStudentQueryOptions(id), select: (data) => data.student });
}
