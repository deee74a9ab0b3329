import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSectionNotes } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';

/** GET /api/admin/sections/{id}/notes: the section's latest session notes, the parents' and the staff's, newest first. */
export function useSectionNotes(sectionId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'section-notes', sectionId] as const,
      queryFn: ({ signal }) => apiFetch<StaffSectionNotes>(adminApiPaths.sections.notes(sectionId), { signal }),
      staleTime: 30 * 1000,
    }),
  );
}
