import { adminApiPaths } from '@/features/admin/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRoom } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { roomKeys } from './query-keys';

/** GET /api/admin/rooms: every room by name, with how many active sections meet there. */
export function getRooms(signal?: AbortSignal): Promise<{ rooms: AdminRoom[] }> {
  return apiFetch<{ rooms: AdminRoom[] }>(adminApiPaths.rooms.list, { signal });
}

export const getRoomsQueryOptions = () =>
  queryOptions({
    queryKey: roomKeys.all,
    queryFn: ({ signal }) => getRooms(signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin-staff:rooms.load_failed' },
  });

export function useRooms() {
  return useQuery(getRoomsQueryOptions());
}
