import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';
import { markKeys } from './query-keys';

/** GET /api/admin/payments/{id}/receipt?lang=: every printed field of a payment's receipt, in that language. */
export interface PaymentReceipt {
  id: number;
  receipt_number: string;
  academy: { name: string; address: string; phones: string[]; email: string };
  student: { id: number; name: string; barcode: string | null };
  parent_name: string | null;
  course_name: string | null;
  section_name: string | null;
  amount: number;
  method: string;
  method_label: string;
  paid_at: string;
  paid_at_text: string;
  received_by: string | null;
}

export function getReceipt(paymentId: number, lang: Language, signal?: AbortSignal): Promise<PaymentReceipt> {
  return apiFetch<PaymentReceipt>(`${apiPaths.admin.attendance.receipt(paymentId)}?lang=${lang}`, { signal });
}

export function useReceipt(paymentId: number, lang: Language) {
  return useQuery(
    queryOptions({ queryKey: markKeys.receipt(paymentId, lang), queryFn: ({ signal }) => getReceipt(paymentId, lang, signal), staleTime: Infinity, retry: false }),
  );
}
