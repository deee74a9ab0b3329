import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentHistoryItem, PaymentSummaryItem, StudentMoneySummary } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { studentKeys } from './query-keys';

export interface StudentPaymentHistory {
  student_name: string;
  summary: StudentMoneySummary['summary'];
  payment_history: PaymentHistoryItem[];
  payment_summary: PaymentSummaryItem[];
}

/** GET /api/admin/students/{id}/payment-history: totals from the ledger and every payment, newest first. */
export function getPaymentHistory(id: number, signal?: AbortSignal): Promise<StudentPaymentHistory> {
  return apiFetch<StudentPaymentHistory>(adminApiPaths.students.paymentHistory(id), { signal });
}

export const getPaymentHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.paymentHistory(id),
    queryFn: ({ signal }) => getPaymentHistory(id, signal),
    staleTime: 30 * 1000,
    meta: { errorMessage: 'admin:money.history_failed' },
  });

export function usePaymentHistory(id: number) {
  return useQuery(getPaymentHistoryQueryOptions(id));
}
