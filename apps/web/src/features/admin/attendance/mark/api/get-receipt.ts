import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, PaymentReceipt } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { markKeys } from './query-keys';

export function getReceipt(paymentId: number, lang: Language, signal?: AbortSignal): Promise<PaymentReceipt> {
  return apiFetch<PaymentReceipt>(`${adminApiPaths.attendance.receipt(paymentId)}?lang=${lang}`, { signal });
}

export function useReceipt(paymentId: number, lang: Language) {
  return useQuery(
    queryOptions({
      queryKey: markKeys.receipt(paymentId, lang),
      queryFn: ({ signal }) => getReceipt(paymentId, lang, signal),
      staleTime: Infinity,
      retry: false,
    }),
  );
}
