import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@academy/shared';
import { adminApiPaths } from '@/features/admin/api-paths';
import { importUpload, type ImportUpload } from './import-upload';
import { refreshStudents } from './refresh-students';

/**
 * POST /api/admin/students/import/file: the same file and mapping as the preview; `valid` imports the valid
 * rows only, `all` every row or none (400 import_invalid). One transaction either way.
 */
export function commitImport({ mode, ...upload }: ImportUpload & { mode: 'valid' | 'all' }): Promise<ImportResult> {
  return importUpload(adminApiPaths.students.importFile, upload, { mode }, 'json') as Promise<ImportResult>;
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: commitImport, onSuccess: () => refreshStudents(queryClient) });
}
