import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDueQuery, PaymentDueResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { queryString } from '../../../lib/query-string';
import { attendanceOverviewKeys } from './query-keys';

/** GET /api/admin/attendance/payment-due: one page of the payment due alerts (the overview carries the first). */
export function getPaymentDue(query: PaymentDueQuery, signal?: AbortSignal): Promise<PaymentDueResponse> {
  return apiFetch<PaymentDueResponse>(`${adminApiPaths.attendanceOverview.paymentDue}${queryString({ ...query })}`, { signal });
}

export const getPaymentDueQueryOptions = (query: PaymentDueQuery) =>
  queryOptions({
    queryKey: attendanceOverviewKeys.paymentDue(query),
    queryFn: ({ signal }) => getPaymentDue(query, signal),
    staleTime: 30 * 1000,
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'admin-attendance:alerts.load_failed' },
  });

/** A page of alerts, asked for only when `enabled` (the first page comes with the overview). */
export function usePaymentDue(query: PaymentDueQuery, enabled: boolean) {
  return useQuery({ ...getPaymentDueQueryOptions(query), enabled });
}
