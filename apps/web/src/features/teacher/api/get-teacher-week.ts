import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherWeek } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { TEACHER_STALE_TIME, teacherKeys } from './query-keys';

/** GET /api/teacher/week: the teacher's sessions of the school week (Saturday .. Friday) holding `date`, or today's. */
export function getTeacherWeek(date: string | null, signal?: AbortSignal): Promise<TeacherWeek> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return apiFetch<TeacherWeek>(`${apiPaths.teacher.week}${query}`, { signal });
}

export const getTeacherWeekQueryOptions = (date: string | null = null) =>
  queryOptions({
    queryKey: teacherKeys.week(date),
    queryFn: ({ signal }) => getTeacherWeek(date, signal),
    staleTime: TEACHER_STALE_TIME,
  });

export function useTeacherWeek(date: string | null = null) {
  return useQuery(getTeacherWeekQueryOptions(date));
}
