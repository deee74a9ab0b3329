import { useMutation } from '@tanstack/react-query';
import { academyClock, attendanceCsvFileName } from '@academy/shared';
import { ApiError } from '@/lib/api/api-error';
import { expireSession, getAccessToken } from '@/lib/auth/session-storage';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../../lib/query-string';
import { exportQuery, fileNameFromDisposition, type OverviewFilters } from '../lib/overview-params';

/**
 * GET /api/admin/attendance/export.csv with the overview's filters. The file needs the bearer token, which
 * a plain link cannot send, so it is fetched and handed to the browser as a download under the server's
 * name (attendance_report_{date}.csv, spec 9).
 */
export async function exportAttendance(filters: OverviewFilters): Promise<string> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${adminApiPaths.attendanceOverview.exportCsv}${queryString({ ...exportQuery(filters) })}`, {
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
  const fallback = attendanceCsvFileName(academyClock(new Date()).date);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useExportAttendance() {
  return useMutation({ mutationFn: exportAttendance, meta: { errorMessage: 'admin-attendance:export.failed' } });
}
