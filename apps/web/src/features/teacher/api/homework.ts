import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Homework, TeacherHomeworkList } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { TEACHER_STALE_TIME, teacherKeys } from './query-keys';

/** GET /api/teacher/sections/{id}/homework: the section's latest homework, newest first. */
export function getHomework(sectionId: number, signal?: AbortSignal): Promise<TeacherHomeworkList> {
  return apiFetch<TeacherHomeworkList>(apiPaths.teacher.homework(sectionId), { signal });
}

export const getHomeworkQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: teacherKeys.homework(sectionId),
    queryFn: ({ signal }) => getHomework(sectionId, signal),
    staleTime: TEACHER_STALE_TIME,
  });

export function useHomework(sectionId: number) {
  return useQuery({ ...getHomeworkQueryOptions(sectionId), enabled: Number.isInteger(sectionId) && sectionId > 0 });
}

export interface NewHomework {
  title: string;
  body: string;
  due_on: string;
  files: File[];
}

/** POST /api/teacher/sections/{id}/homework (multipart: title, body, due_on and the files). */
export function useCreateHomework(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...fields }: NewHomework) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const file of files) body.append('files', file);
      return apiFetch<Homework>(apiPaths.teacher.homework(sectionId), { method: 'POST', body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.homework(sectionId) }),
  });
}

/** DELETE /api/teacher/sections/{id}/homework/{homeworkId}: the homework and its files. */
export function useDeleteHomework(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (homeworkId: number) =>
      apiFetch<{ success: true }>(apiPaths.teacher.homeworkItem(sectionId, homeworkId), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.homework(sectionId) }),
  });
}
