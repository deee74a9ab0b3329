import { useQuery } from '@tanstack/react-query';
import type { GalleryPhoto, GalleryPublicResponse } from '@academy/shared';
import { apiFetch } from './client';

/** The gallery's API paths (public list and the admin's screen). */
export const galleryApi = {
  list: '/api/gallery',
  admin: '/api/admin/gallery',
  adminItem: (id: number) => `/api/admin/gallery/${id}`,
  adminOrder: '/api/admin/gallery/order',
} as const;

/** Every cache key of the gallery starts here: an admin's change refreshes the public lists too. */
export const galleryKeys = {
  all: ['gallery'] as const,
  list: (limit?: number) => ['gallery', 'public', limit ?? 'all'] as const,
};

/** GET /api/gallery: the published photos in the admin's order. */
export function useGallery(limit?: number) {
  return useQuery({
    queryKey: galleryKeys.list(limit),
    queryFn: ({ signal }) => apiFetch<GalleryPublicResponse>(`${galleryApi.list}${limit ? `?limit=${limit}` : ''}`, { signal }),
    select: (data): GalleryPhoto[] => data.items,
    staleTime: 60 * 1000,
  });
}
