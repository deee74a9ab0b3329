import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { isAdmin } from '@/lib/auth/user';
import { paths } from '@/lib/paths';
import { ProtectedRoute } from './protected-route';

/** Admins only: visitors go to /login (via ProtectedRoute), other signed-in people to /dashboard. */
export function AdminRoute({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <AdminOnly>{children}</AdminOnly>
    </ProtectedRoute>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!isAdmin(user)) return <Navigate to={paths.dashboard.root} replace />;
  return children;
}
