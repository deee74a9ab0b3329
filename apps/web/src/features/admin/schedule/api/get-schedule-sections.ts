import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSection } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { scheduleKeys } from './query-keys';

/** GET /api/courses/sections/all: every section of the courses not archived, with its weekly slots and seats. */
export function getScheduleSections(signal?: AbortSignal): Promise<{ sections: AdminSection[] }> {
  return apiFetch<{ sections: AdminSection[] }>(adminApiPaths.sections.all, { signal });
}

export const getScheduleSectionsQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.sections,
    queryFn: ({ signal }) => getScheduleSections(signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin-schedule:load_failed' },
  });

export function useScheduleSections() {
  return useQuery(getScheduleSectionsQueryOptions());
}
