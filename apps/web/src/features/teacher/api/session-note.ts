import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionNoteBody, SessionNoteResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { TEACHER_STALE_TIME, teacherKeys } from './query-keys';

/** GET /api/teacher/sections/{id}/notes: the notes of today's session (or of `date`) of one of the teacher's sections. */
export function getSessionNote(sectionId: number, date: string | null, signal?: AbortSignal): Promise<SessionNoteResponse> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return apiFetch<SessionNoteResponse>(`${apiPaths.teacher.notes(sectionId)}${query}`, { signal });
}

export const getSessionNoteQueryOptions = (sectionId: number, date: string | null = null) =>
  queryOptions({
    queryKey: teacherKeys.note(sectionId, date),
    queryFn: ({ signal }) => getSessionNote(sectionId, date, signal),
    staleTime: TEACHER_STALE_TIME,
  });

export function useSessionNote(sectionId: number, enabled = true) {
  return useQuery({ ...getSessionNoteQueryOptions(sectionId), enabled: enabled && Number.isInteger(sectionId) && sectionId > 0 });
}

/** PUT /api/teacher/sections/{id}/notes: both notes of the session replaced (blank is none). */
export function useSaveSessionNote(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionNoteBody) => apiFetch<SessionNoteResponse>(apiPaths.teacher.notes(sectionId), { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(teacherKeys.note(sectionId, null), answer),
  });
}
