import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';

/** POST /api/admin/students/import/preview (multipart `file`): every row checked, nothing saved. */
export function previewImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<ImportPreview>(adminApiPaths.students.importPreview, { method: 'POST', body });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
