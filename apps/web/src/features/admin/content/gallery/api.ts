import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGalleryPhoto, AdminGalleryResponse, GalleryUpdateBody } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { galleryApi, galleryKeys } from '@/lib/api/gallery';

export const adminGalleryKey = ['gallery', 'admin'] as const;

/** GET /api/admin/gallery: every photo, hidden ones too, in order. */
export function useAdminGallery() {
  return useQuery({
    queryKey: adminGalleryKey,
    queryFn: ({ signal }) => apiFetch<AdminGalleryResponse>(galleryApi.admin, { signal }),
    select: (data) => data.items,
    meta: { errorMessage: 'admin-gallery:load_failed' },
  });
}

export interface UploadInput {
  files: File[];
  title_en: string;
  title_ar: string;
  caption_en: string;
  caption_ar: string;
}

/** POST /api/admin/gallery (multipart): several photos with the same optional texts. */
export function useUploadPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...texts }: UploadInput) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(texts)) form.append(key, value);
      for (const file of files) form.append('photos', file, file.name);
      return apiFetch<{ success: true; items: AdminGalleryPhoto[] }>(galleryApi.admin, { method: 'POST', body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}

/** PATCH /api/admin/gallery/{id}: texts or visibility. */
export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GalleryUpdateBody }) =>
      apiFetch<{ success: true; item: AdminGalleryPhoto }>(galleryApi.adminItem(id), { method: 'PATCH', body }),
    onSuccess: ({ item }) => {
      queryClient.setQueryData<AdminGalleryResponse>(
        adminGalleryKey,
        (old) => old && { items: old.items.map((p) => (p.id === item.id ? item : p)) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}

/** PUT /api/admin/gallery/order: shown at once, put back if the server refuses. */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch<{ success: true; items: AdminGalleryPhoto[] }>(galleryApi.adminOrder, { method: 'PUT', body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: adminGalleryKey });
      const previous = queryClient.getQueryData<AdminGalleryResponse>(adminGalleryKey);
      if (previous) {
        const byId = new Map(previous.items.map((p) => [p.id, p]));
        queryClient.setQueryData<AdminGalleryResponse>(adminGalleryKey, { items: ids.map((id) => byId.get(id)!).filter(Boolean) });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(adminGalleryKey, context.previous);
    },
    onSuccess: ({ items }) => queryClient.setQueryData<AdminGalleryResponse>(adminGalleryKey, { items }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}

/** DELETE /api/admin/gallery/{id}: the photo and its files. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ success: true }>(galleryApi.adminItem(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
