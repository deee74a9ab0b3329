import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { roomKeys } from './query-keys';

/** DELETE /api/admin/rooms/{id}: a room no section names (409 room_in_use otherwise). */
export function deleteRoom(id: number): Promise<{ success: true; message: string }> {
  return apiFetch(adminApiPaths.rooms.detail(id), { method: 'DELETE' });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.all }) });
}
