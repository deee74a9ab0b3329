import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRegistration } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from './query-keys';

export interface MyRegistrationsResponse {
  registrations: MyRegistration[];
}

/** GET /api/courses/my-registrations (parents only): the family's course requests and their status. */
export function getMyRegistrations(signal?: AbortSignal): Promise<MyRegistrationsResponse> {
  return apiFetch<MyRegistrationsResponse>(apiPaths.courses.myRegistrations, { signal });
}

export const getMyRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: coursesKeys.myRegistrations,
    queryFn: ({ signal }) => getMyRegistrations(signal),
    meta: { errorMessage: 'courses:status.load_failed' },
  });

export function useMyRegistrations(enabled: boolean) {
  return useQuery({ ...getMyRegistrationsQueryOptions(), enabled });
}
