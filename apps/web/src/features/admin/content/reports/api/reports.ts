import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Language, ReportName, ReportOf } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { ApiError } from '@/lib/api/api-error';
import { expireSession, getAccessToken } from '@/lib/auth/session-storage';
import { queryString } from '../../../lib/query-string';
import { fileNameFromDisposition, type ReportSelection } from '../lib/report-params';

const REPORTS_API = '/api/admin/reports';

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  report: (s: ReportSelection) => [...reportKeys.all, s.report, s.from ?? '', s.to ?? ''] as const,
};

/** GET /api/admin/reports/{report}?from&to: the table, its totals and the chart points. */
export function getReport<R extends ReportName>(s: ReportSelection & { report: R }, signal?: AbortSignal): Promise<ReportOf<R>> {
  return apiFetch<ReportOf<R>>(`${REPORTS_API}/${s.report}${queryString({ from: s.from, to: s.to })}`, { signal });
}

export const reportQueryOptions = (s: ReportSelection) =>
  queryOptions({
    queryKey: reportKeys.report(s),
    queryFn: ({ signal }) => getReport(s, signal),
    staleTime: 60 * 1000,
    placeholderData: (previous, query) => (query?.queryKey[2] === s.report ? keepPreviousData(previous) : undefined),
    meta: { errorMessage: 'admin-reports:load_failed' },
  });

export function useReport(s: ReportSelection) {
  return useQuery(reportQueryOptions(s));
}

interface ExportRequest extends ReportSelection {
  format: 'csv' | 'pdf';
  lang: Language;
}

/**
 * The CSV or PDF of a report. The file needs the bearer token, which a plain link cannot send, so it is
 * fetched and handed to the browser as a download under the server's name.
 */
export async function downloadReport({ report, from, to, format, lang }: ExportRequest): Promise<string> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${REPORTS_API}/${report}.${format}${queryString({ from, to, lang })}`, {
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
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), `${report}-report.${format}`);
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

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport, meta: { errorMessage: 'admin-reports:export.failed' } });
}
