import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentPaymentsResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { paymentsKeys } from './query-keys';

/** GET /api/payments/student-payments: one child's payment items, totals and history (no id: the family's). */
export function getStudentPayments(studentId: number | null, signal?: AbortSignal): Promise<StudentPaymentsResponse> {
  const query = studentId === null ? '' : `?${new URLSearchParams({ student_id: String(studentId) })}`;
  return apiFetch<StudentPaymentsResponse>(`${apiPaths.payments.studentPayments}${query}`, { signal });
}

export const getStudentPaymentsQueryOptions = (studentId: number | null) =>
  queryOptions({
    queryKey: paymentsKeys.studentPayments(studentId),
    queryFn: ({ signal }) => getStudentPayments(studentId, signal),
  });

/** The page shows its own error with a retry button, so no toast here. */
export function useStudentPayments(studentId: number | null, enabled = true) {
  return useQuery({ ...getStudentPaymentsQueryOptions(studentId), enabled });
}
