import { Box } from '@mantine/core';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

/** Header, page, footer: the frame every area (public, dashboard, admin) renders inside. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* The first Tab stop: keyboard users jump over the header's links to the page itself (focused in
          place, without a hash in the router's URL). */}
      <a href="#main-content" className="skip-link" onClick={skipToMain}>
        {t('nav.skip_to_content')}
      </a>
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
