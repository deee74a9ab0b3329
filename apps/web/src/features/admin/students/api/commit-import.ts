import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportFamilyDecisions, ImportResult } from '@academy/shared';
import { adminApiPaths } from '@/features/admin/api-paths';
import { importUpload, type ImportUpload } from './import-upload';
import { refreshStudents } from './refresh-students';

/**
 * POST /api/admin/students/import/file: the same file and mapping as the preview; `valid` imports the valid
 * rows only, `all` every row or none (400 import_invalid). One transaction either way. `families` says, for
 * each parent phone the preview found a family for, that family's id or "new" (409
 * import_family_decision_needed / _invalid otherwise).
 */
export function commitImport({
  mode,
  families,
  ...upload
}: ImportUpload & { mode: 'valid' | 'all'; families: NonNullable<ImportFamilyDecisions> }): Promise<ImportResult> {
  return importUpload(
    adminApiPaths.students.importFile,
    upload,
    { mode, families: JSON.stringify(families) },
    'json',
  ) as Promise<ImportResult>;
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: commitImport, onSuccess: () => refreshStudents(queryClient) });
}
