import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSection } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { adminCourseKeys } from './query-keys';

/** GET /api/courses/sections/all?course_id=: every section of one course with its slots and seats. */
export function getCourseSections(courseId: number, signal?: AbortSignal): Promise<{ sections: AdminSection[] }> {
  return apiFetch<{ sections: AdminSection[] }>(`${adminApiPaths.sections.all}?course_id=${courseId}`, { signal });
}

export const getCourseSectionsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: adminCourseKeys.sections(courseId),
    queryFn: ({ signal }) => getCourseSections(courseId, signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin-courses:sections.load_failed' },
  });

export function useCourseSections(courseId: number) {
  return useQuery(getCourseSectionsQueryOptions(courseId));
}
