import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

/** Signed-in people only: a loader while the token is checked, else /login remembering where they were. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to={paths.login} state={{ from: location }} replace />;
  return children;
}
