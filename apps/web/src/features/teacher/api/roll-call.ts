import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollCallBody, RollCallResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { teacherKeys } from './query-keys';

/** POST /api/teacher/sections/{id}/roll-call: today's marks of the students who did not scan (one request key per roll call). */
export function postRollCall(sectionId: number, body: RollCallBody): Promise<RollCallResponse> {
  return apiFetch<RollCallResponse>(`/api/teacher/sections/${sectionId}/roll-call`, { method: 'POST', body });
}

/** Saves a roll call, then reads the class list again (each student's mark of today) and the week. */
export function useRollCall(sectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RollCallBody) => postRollCall(sectionId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.classList(sectionId) }),
  });
}
