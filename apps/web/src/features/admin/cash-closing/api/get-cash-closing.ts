import { adminApiPaths } from '@/features/admin/api-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CashClosingReport } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { cashKeys } from './query-keys';

/** GET /api/admin/cash-closing?date=: a day's cash (the academy's today without a date), live or as frozen at closing. */
export function getCashClosing(date: string | null, signal?: AbortSignal): Promise<CashClosingReport> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return apiFetch<CashClosingReport>(`${adminApiPaths.cashClosing.report}${query}`, { signal });
}

export const getCashClosingQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: cashKeys.day(date),
    queryFn: ({ signal }) => getCashClosing(date, signal),
    // The desk keeps taking money while the page is open: the figures are read again on return and every minute.
    staleTime: 15 * 1000,
    refetchInterval: 60 * 1000,
    placeholderData: keepPreviousData,
  });

export function useCashClosing(date: string | null) {
  return useQuery(getCashClosingQueryOptions(date));
}
