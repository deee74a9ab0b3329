import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminTeacherCreateBody,
  adminTeacherUpdateBody,
  type AdminTeacher,
  type AdminTeacherCreateBody,
  type AdminTeacherUpdateBody,
} from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { teacherKeys } from './query-keys';

export interface SavedTeacher {
  success: true;
  message: string;
  teacher: AdminTeacher;
}

/** POST /api/admin/teachers: the account and its profile (409 phone_taken / email_taken). */
export function createTeacher(body: AdminTeacherCreateBody): Promise<SavedTeacher> {
  return apiFetch<SavedTeacher>(adminApiPaths.teachers.list, { method: 'POST', body: adminTeacherCreateBody.parse(body) });
}

/** PUT /api/admin/teachers/{id}: name, contacts, subjects and levels. */
export function updateTeacher({ id, body }: { id: number; body: AdminTeacherUpdateBody }): Promise<SavedTeacher> {
  return apiFetch<SavedTeacher>(adminApiPaths.teachers.detail(id), { method: 'PUT', body: adminTeacherUpdateBody.parse(body) });
}

/** The form shows field errors itself, so failures are handled by the caller. */
export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeacher, onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }) });
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeacher, onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }) });
}
