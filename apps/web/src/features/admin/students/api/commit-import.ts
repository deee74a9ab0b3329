import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { refreshStudents } from './refresh-students';

export interface ImportResult {
  imported: number;
  parents_created: number;
  enrollments_created: number;
}

/** POST /api/admin/students/import: all the previewed rows or none (400 import_invalid). */
export function commitImport(rows: Record<string, string>[]): Promise<ImportResult> {
  return apiFetch<ImportResult>(adminApiPaths.students.importCommit, { method: 'POST', body: { rows } });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: commitImport, onSuccess: () => refreshStudents(queryClient) });
}
