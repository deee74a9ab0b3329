import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRoom, TeacherOption } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';

/** Cache keys under the teachers' and rooms' areas, so their screens' writes refresh the section form's choices. */
export const sectionStaffKeys = {
  teachers: ['admin', 'teachers', 'options'] as const,
  rooms: ['admin', 'rooms', 'list'] as const,
};

/** GET /api/admin/teachers/options: the active teachers a section can be given. */
export function getTeacherOptions(signal?: AbortSignal): Promise<{ teachers: TeacherOption[] }> {
  return apiFetch<{ teachers: TeacherOption[] }>(adminApiPaths.teachers.options, { signal });
}

export const getTeacherOptionsQueryOptions = () =>
  queryOptions({
    queryKey: sectionStaffKeys.teachers,
    queryFn: ({ signal }) => getTeacherOptions(signal),
    staleTime: 60 * 1000,
  });

export function useTeacherOptions() {
  return useQuery(getTeacherOptionsQueryOptions());
}

/** GET /api/admin/rooms: the academy's rooms (the form offers the active ones). */
export function getRooms(signal?: AbortSignal): Promise<{ rooms: AdminRoom[] }> {
  return apiFetch<{ rooms: AdminRoom[] }>(adminApiPaths.rooms.list, { signal });
}

export const getRoomsQueryOptions = () =>
  queryOptions({
    queryKey: sectionStaffKeys.rooms,
    queryFn: ({ signal }) => getRooms(signal),
    staleTime: 60 * 1000,
  });

export function useRooms() {
  return useQuery(getRoomsQueryOptions());
}
