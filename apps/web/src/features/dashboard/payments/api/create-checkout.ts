import { useMutation } from '@tanstack/react-query';
import type { CheckoutLocale, CreateCheckoutInput, CreateCheckoutResponse } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { apiPaths } from '@/lib/paths';

/** What the parent pays and with which card; `locale`: the language of Chargily's page (the page's own). Never an amount. */
export type CreateCheckoutBody = CreateCheckoutInput & { locale?: CheckoutLocale };

/** POST /api/online-payments/checkouts: a Chargily checkout for the server's amount; the answer says where to send the parent. */
export function createCheckout(body: CreateCheckoutBody): Promise<CreateCheckoutResponse> {
  return apiFetch<CreateCheckoutResponse>(apiPaths.onlinePayments.checkouts, { method: 'POST', body });
}

/** The dialog shows the error itself (nothing was charged), so no toast here. */
export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
