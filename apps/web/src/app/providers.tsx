import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredNotifications } from '@/components/deferred-notifications';
import { queryClient as browserQueryClient } from '@/lib/api/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * App-wide providers. i18n sets `<html dir>`; Mantine's DirectionProvider watches that attribute, so
 * the whole layout mirrors when the language changes.
 */
export function AppProviders({
  children,
  queryClient = browserQueryClient,
  direction,
}: {
  children: ReactNode;
  /** The server's renderer gives each page its own cache and the page's direction. */
  queryClient?: QueryClient;
  direction?: 'ltr' | 'rtl';
}) {
  const initialDirection = direction ?? (typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
  return (
    <DirectionProvider initialDirection={initialDirection}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DeferredNotifications position="top-right" limit={3} autoClose={4000} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
