import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReconcileResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { adminKeys } from '../../api/query-keys';

/** POST /api/admin/online-payments/reconcile: every pending checkout asked of Chargily now; what was found. */
export function reconcile(): Promise<ReconcileResponse> {
  return apiFetch<ReconcileResponse>(adminApiPaths.onlinePayments.reconcile, { method: 'POST' });
}

/** A checkout credited by the reconciliation changes every admin view of money (the list, the debtors, the overview). */
export function useReconcile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    meta: { errorMessage: 'admin-online-payments:reconcile.failed' },
  });
}
