import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEnrollment } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from './query-keys';

export interface MyEnrollmentsResponse {
  enrollments: MyEnrollment[];
}

/** GET /api/courses/my-enrollments (parents only): the family's section seats, pending or approved. */
export function getMyEnrollments(signal?: AbortSignal): Promise<MyEnrollmentsResponse> {
  return apiFetch<MyEnrollmentsResponse>(apiPaths.courses.myEnrollments, { signal });
}

export const getMyEnrollmentsQueryOptions = () =>
  queryOptions({
    queryKey: coursesKeys.myEnrollments,
    queryFn: ({ signal }) => getMyEnrollments(signal),
    meta: { errorMessage: 'courses:status.load_failed' },
  });

export function useMyEnrollments(enabled: boolean) {
  return useQuery({ ...getMyEnrollmentsQueryOptions(), enabled });
}
