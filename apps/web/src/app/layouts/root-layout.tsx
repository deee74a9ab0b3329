import { Outlet } from 'react-router';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { RouteNotice } from '../route-notice';
import { ScrollRestoration } from '../scroll-restoration';
import { SiteShell } from './site-shell/site-shell';

/** Inside the router: the auth state, the shared frame around every area, and what a page leaves for the next (scroll, notice). */
export function RootLayout() {
  return (
    <AuthProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <ScrollRestoration />
      <RouteNotice />
    </AuthProvider>
  );
}
