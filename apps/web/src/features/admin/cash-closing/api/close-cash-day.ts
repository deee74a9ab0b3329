import { adminApiPaths } from '@/features/admin/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashClosingReport } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { cashKeys } from './query-keys';

/** POST /api/admin/cash-closing/{date}/close: freezes the day's figures, once (409 cash_day_already_closed). */
export function closeCashDay(date: string): Promise<CashClosingReport> {
  return apiFetch<CashClosingReport>(adminApiPaths.cashClosing.close(date), { method: 'POST' });
}

export function useCloseCashDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeCashDay, onSettled: () => queryClient.invalidateQueries({ queryKey: cashKeys.all }) });
}
