import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGES, type Language } from '@academy/shared';
import { cssVariablesResolver, theme } from '@/app/theme';
import { AuthProvider } from '@/lib/auth/auth-provider';

interface IslandRootProps {
  lang: Language;
  i18n: I18n;
  queryClient: QueryClient;
  /** The router: StaticRouter on the server, IslandRouter in the browser. */
  router: (children: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * What every island renders inside, on the server and in the browser alike (hydration needs the same HTML):
 * the page's language and direction, Mantine's theme (its CSS variables are already in the page, written by the
 * page's own provider), the query cache the server filled, a router and the signed-in state.
 */
export function IslandRoot({ lang, i18n, queryClient, router, children }: IslandRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={LANGUAGES[lang].dir} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} withGlobalClasses={false}>
          <QueryClientProvider client={queryClient}>{router(<AuthProvider>{children}</AuthProvider>)}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
