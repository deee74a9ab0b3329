import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ClearDebtInput,
  ClearDebtResponse,
  ConfirmPaymentInput,
  ConfirmPaymentResponse,
  MonthlyResetInput,
  MonthlyResetResponse,
  PaymentRecord,
} from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { markKeys } from './query-keys';

/** The payment of an answer (the monthly reset has none when the month was already paid). */
export function paymentOf(answer: { payment: PaymentRecord | null } | null | undefined): PaymentRecord | null {
  return answer?.payment ?? null;
}

/** POST /api/attendance/confirm-payment: pays the session charge of one attendance record (idempotent by key). */
export function confirmPayment(body: ConfirmPaymentInput): Promise<ConfirmPaymentResponse> {
  return apiFetch<ConfirmPaymentResponse>(adminApiPaths.attendance.confirmPayment, { method: 'POST', body });
}

/** POST /api/admin/monthly-attendance/reset: 'Paid (Reset)', the month's payment and the cycle back to 0 / 4. */
export function resetMonthly(body: MonthlyResetInput): Promise<MonthlyResetResponse> {
  return apiFetch<MonthlyResetResponse>(adminApiPaths.attendance.monthlyReset, { method: 'POST', body });
}

/** POST /api/attendance/clear-debt: pays the oldest debts first. */
export function clearDebt(body: ClearDebtInput): Promise<ClearDebtResponse> {
  return apiFetch<ClearDebtResponse>(adminApiPaths.attendance.clearDebt, { method: 'POST', body });
}

/** After any money moved: the card, the debtors list and today's marks are stale. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: markKeys.all });
}

export function useConfirmPayment() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: confirmPayment, onSuccess: refresh });
}

export function useResetMonthly() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: resetMonthly, onSuccess: refresh });
}

export function useClearDebt() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: clearDebt, onSuccess: refresh });
}
