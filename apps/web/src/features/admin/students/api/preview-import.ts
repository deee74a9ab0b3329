import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@academy/shared';
import { adminApiPaths } from '@/features/admin/api-paths';
import { importUpload, type ImportUpload } from './import-upload';

/** POST /api/admin/students/import/preview (multipart `file`, `mapping`): every row checked, nothing saved. */
export function previewImport(upload: ImportUpload): Promise<ImportPreview> {
  return importUpload(adminApiPaths.students.importPreview, upload, {}, 'json') as Promise<ImportPreview>;
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
