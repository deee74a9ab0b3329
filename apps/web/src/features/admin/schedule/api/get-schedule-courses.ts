import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourse, AdminCoursesResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { scheduleKeys } from './query-keys';

const PAGE = 100;

/**
 * Every course not archived (GET /api/admin/courses, page by page): the level filter and each course's
 * session length, which the sections list does not carry.
 */
export async function getScheduleCourses(signal?: AbortSignal): Promise<AdminCourse[]> {
  const courses: AdminCourse[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await apiFetch<AdminCoursesResponse>(`${adminApiPaths.courses.list}?status=all&limit=${PAGE}&offset=${offset}`, {
      signal,
    });
    courses.push(...page.courses);
    if (page.courses.length < PAGE || courses.length >= page.total) return courses;
  }
}

export const getScheduleCoursesQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.courses,
    queryFn: ({ signal }) => getScheduleCourses(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useScheduleCourses() {
  return useQuery(getScheduleCoursesQueryOptions());
}
