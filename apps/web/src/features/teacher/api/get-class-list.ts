import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherClassList } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { TEACHER_STALE_TIME, teacherKeys } from './query-keys';

/** GET /api/teacher/sections/{id}/students: the class list of one of the teacher's own sections. */
export function getClassList(sectionId: number, signal?: AbortSignal): Promise<TeacherClassList> {
  return apiFetch<TeacherClassList>(apiPaths.teacher.classList(sectionId), { signal });
}

export const getClassListQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: teacherKeys.classList(sectionId),
    queryFn: ({ signal }) => getClassList(sectionId, signal),
    staleTime: TEACHER_STALE_TIME,
  });

export function useClassList(sectionId: number) {
  return useQuery({ ...getClassListQueryOptions(sectionId), enabled: Number.isInteger(sectionId) && sectionId > 0 });
}
