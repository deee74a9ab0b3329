import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { translateDynamic } from '@/i18n/translate';
import { isApiError } from './api-error';
import { notifyError } from './notify';

/** `meta.errorMessage` (a translation key) asks for a toast when the call fails; without it, failures stay silent. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string };
    mutationMeta: { errorMessage?: string };
  }
}

function toast(error: unknown, key: string | undefined): void {
  if (!key) return;
  notifyError(error, translateDynamic(key, []) ?? i18n.t('common:feedback.unexpected_error'));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => toast(error, query.meta?.errorMessage) }),
  mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toast(error, mutation.meta?.errorMessage) }),
  defaultOptions: {
    queries: {
      // Retry once, but not when the server has answered "no" (4xx): asking again changes nothing.
      retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 5 * 60 * 1000,
      // Asked even when the browser says it is offline: the family app's service worker answers the dashboard's
      // reads from what it kept (issue 26); TanStack's default ('online') would leave them waiting for the network.
      networkMode: 'offlineFirst',
    },
    mutations: { retry: 0 },
  },
});
