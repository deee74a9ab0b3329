import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page, footer: the frame every area (public, dashboard, admin) renders inside. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
