import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionSummary } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { coursesKeys } from './query-keys';

export interface CourseSectionsResponse {
  sections: SectionSummary[];
}

/** GET /api/courses/{id}/sections: the active sections with their weekly slots and free seats. */
export function getCourseSections(courseId: number, signal?: AbortSignal): Promise<CourseSectionsResponse> {
  return apiFetch<CourseSectionsResponse>(apiPaths.courses.sections(courseId), { signal });
}

/** Seats change while people register: always asked afresh when the dialog opens. */
export const getCourseSectionsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: coursesKeys.sections(courseId),
    queryFn: ({ signal }) => getCourseSections(courseId, signal),
    staleTime: 0,
  });

export function useCourseSections(courseId: number) {
  return useQuery({ ...getCourseSectionsQueryOptions(courseId), select: (data) => data.sections });
}
