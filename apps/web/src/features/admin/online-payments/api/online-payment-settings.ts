import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onlinePaymentSettingsBody, type OnlinePaymentSettings, type OnlinePaymentSettingsInput } from '@academy/shared';
import { apiFetch } from '@/lib/api/client';
import { adminApiPaths } from '@/features/admin/api-paths';
import { onlinePaymentsKeys } from './query-keys';

/** GET /api/admin/online-payments/settings: who bears the fees, whether a Chargily key is set, test or live, the webhook address. */
export function getOnlinePaymentSettings(signal?: AbortSignal): Promise<OnlinePaymentSettings> {
  return apiFetch<OnlinePaymentSettings>(adminApiPaths.onlinePayments.settings, { signal });
}

export const getOnlinePaymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: onlinePaymentsKeys.settings,
    queryFn: ({ signal }) => getOnlinePaymentSettings(signal),
    staleTime: 0,
  });

export function useOnlinePaymentSettings() {
  return useQuery(getOnlinePaymentSettingsQueryOptions());
}

/** PUT /api/admin/online-payments/settings: who bears Chargily's fees on the checkouts made from now on. */
export function saveOnlinePaymentSettings(body: OnlinePaymentSettingsInput): Promise<OnlinePaymentSettings> {
  return apiFetch<OnlinePaymentSettings>(adminApiPaths.onlinePayments.settings, {
    method: 'PUT',
    body: onlinePaymentSettingsBody.parse(body),
  });
}

export function useSaveOnlinePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnlinePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(onlinePaymentsKeys.settings, saved),
    meta: { errorMessage: 'admin-online-payments:settings.save_failed' },
  });
}
