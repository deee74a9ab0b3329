import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { homeOf, isAdmin } from '@/lib/auth/user';
import { ProtectedRoute } from './protected-route';

/** Admins only: visitors go to /login (via ProtectedRoute), other signed-in people to their own home (/dashboard, /teacher). */
export function AdminRoute({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <AdminOnly>{children}</AdminOnly>
    </ProtectedRoute>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return null;
  if (!isAdmin(user)) return <Navigate to={homeOf(user)} replace />;
  return children;
}
