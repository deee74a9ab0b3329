import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyHomeworkResponse, MyNotesResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

/** GET /api/learning/my-notes?student_id=: the parents' notes of the child's sessions, the last 30 days. */
export function getMyNotes(studentId: number, signal?: AbortSignal): Promise<MyNotesResponse> {
  return apiFetch<MyNotesResponse>(`${apiPaths.learning.myNotes}?student_id=${studentId}`, { signal });
}

/** GET /api/learning/my-homework?student_id=: the homework of the child's classes, with their files. */
export function getMyHomework(studentId: number, signal?: AbortSignal): Promise<MyHomeworkResponse> {
  return apiFetch<MyHomeworkResponse>(`${apiPaths.learning.myHomework}?student_id=${studentId}`, { signal });
}

export const getMyNotesQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: dashboardKeys.myNotes(studentId),
    queryFn: ({ signal }) => getMyNotes(studentId, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export const getMyHomeworkQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: dashboardKeys.myHomework(studentId),
    queryFn: ({ signal }) => getMyHomework(studentId, signal),
    staleTime: DASHBOARD_STALE_TIME,
  });

export function useMyNotes(studentId: number | undefined) {
  return useQuery({ ...getMyNotesQueryOptions(studentId ?? 0), enabled: studentId !== undefined });
}

export function useMyHomework(studentId: number | undefined) {
  return useQuery({ ...getMyHomeworkQueryOptions(studentId ?? 0), enabled: studentId !== undefined });
}
