import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import { hasVisitedBefore } from '@/features/auth/welcome-flag';
import { useHydrated } from '@/hooks/use-hydrated';

const WelcomePopup = lazy(() => import('@/features/auth/components/welcome-popup'));

/** Pages in the welcome popup's way: the sign-in flows it would only interrupt. */
const NO_WELCOME: string[] = [paths.login, paths.register, paths.verifyEmail];

/** Public pages, plus the first-visit welcome popup for visitors (downloaded only when it will show). */
export function PublicLayout() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const [welcome, setWelcome] = useState(false);
  // Local storage is read once the prerendered HTML has been hydrated (the prerender knows no visitor).
  const hydrated = useHydrated();
  if (!welcome && hydrated && status === 'anonymous' && !NO_WELCOME.includes(pathname) && !hasVisitedBefore()) {
    setWelcome(true);
  }
  return (
    <>
      <Outlet />
      {welcome && (
        <Suspense fallback={null}>
          <WelcomePopup />
        </Suspense>
      )}
    </>
  );
}
