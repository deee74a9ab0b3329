import { Outlet } from 'react-router';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ScrollRestoration } from '../scroll-restoration';
import { SiteShell } from './site-shell/site-shell';

/** Inside the router: the auth state and the shared frame around every area. */
export function RootLayout() {
  return (
    <AuthProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <ScrollRestoration />
    </AuthProvider>
  );
}
