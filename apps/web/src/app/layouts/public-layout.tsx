import { lazy, Suspense, useContext, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import { hasVisitedBefore } from '@/features/auth/welcome-flag';
import { WelcomeDialog } from '@/features/auth/components/welcome-dialog';
import { IslandCollectorContext } from '@/islands/island';

const WelcomePopup = lazy(() => import('@/features/auth/components/welcome-popup'));

/** Pages in the welcome popup's way: the sign-in flows it would only interrupt. */
const NO_WELCOME: string[] = [paths.login, paths.register, paths.verifyEmail];

/**
 * Public pages, plus the first-visit welcome for visitors. A page the server renders carries it as a closed dialog
 * its own script opens (no visitor is known there); the app downloads its popup only when it will show.
 */
export function PublicLayout() {
  const serverPage = useContext(IslandCollectorContext) !== null;
  const { status } = useAuth();
  const { pathname } = useLocation();
  const [welcome, setWelcome] = useState(false);
  if (!serverPage && !welcome && status === 'anonymous' && !NO_WELCOME.includes(pathname) && !hasVisitedBefore()) {
    setWelcome(true);
  }
  return (
    <>
      <Outlet />
      {serverPage && <WelcomeDialog />}
      {welcome && (
        <Suspense fallback={null}>
          <WelcomePopup />
        </Suspense>
      )}
    </>
  );
}
