import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoomBody, adminRoomUpdateBody, type AdminRoom, type AdminRoomInput, type AdminRoomUpdateInput } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { roomKeys } from './query-keys';

export interface SavedRoom {
  success: true;
  message: string;
  room: AdminRoom;
}

/** POST /api/admin/rooms (409 room_name_taken). */
export function createRoom(body: AdminRoomInput): Promise<SavedRoom> {
  return apiFetch<SavedRoom>(adminApiPaths.rooms.list, { method: 'POST', body: adminRoomBody.parse(body) });
}

/** PUT /api/admin/rooms/{id} (409 room_name_taken, room_capacity_below_section). */
export function updateRoom({ id, body }: { id: number; body: AdminRoomUpdateInput }): Promise<SavedRoom> {
  return apiFetch<SavedRoom>(adminApiPaths.rooms.detail(id), { method: 'PUT', body: adminRoomUpdateBody.parse(body) });
}

/** The form shows the errors itself, so failures are handled by the caller. */
export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoom, onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }) });
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoom, onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }) });
}
