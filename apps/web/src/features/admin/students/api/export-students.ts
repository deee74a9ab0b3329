import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { expireSession, getAccessToken } from '@/lib/auth/session-storage';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../lib/query-string';
import type { StudentFilters } from './query-keys';

/**
 * GET /api/admin/students/export.csv with the list's filters. The file needs the bearer token, which a
 * plain link cannot send, so it is fetched and handed to the browser as a download.
 */
export async function exportStudents(filters: StudentFilters): Promise<void> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${adminApiPaths.students.exportCsv}${queryString({ ...filters })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'omit',
    });
  } catch (cause) {
    throw new ApiError({ status: 0, code: 'network_error', message: cause instanceof Error ? cause.message : String(cause) });
  }
  if (!response.ok) {
    if (response.status === 401) expireSession();
    const body = (await response.json().catch(() => ({}))) as { code?: ApiError['code']; message?: string };
    throw new ApiError({ status: response.status, code: body.code ?? 'http_error', message: body.message ?? `HTTP ${response.status}` });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'students.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportStudents() {
  return useMutation({ mutationFn: exportStudents, meta: { errorMessage: 'admin:students.export_failed' } });
}
