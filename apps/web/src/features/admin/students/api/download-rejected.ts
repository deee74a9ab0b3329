import { useMutation } from '@tanstack/react-query';
import type { Language } from '@academy/shared';
import { adminApiPaths } from '@/features/admin/api-paths';
import { importUpload, type ImportUpload } from './import-upload';

/**
 * POST /api/admin/students/import/rejected: the rows that cannot be imported, in the file's own columns plus
 * an error column in the admin's language, handed to the browser as a CSV download.
 */
export async function downloadRejected({ lang, ...upload }: ImportUpload & { lang: Language }): Promise<void> {
  const { blob, name } = await importUpload(adminApiPaths.students.importRejected, upload, { lang }, 'blob');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'rejected-rows.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadRejected() {
  return useMutation({ mutationFn: downloadRejected, meta: { errorMessage: 'admin:import.rejected_failed' } });
}
