import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { homeOf, isTeacher } from '@/lib/auth/user';
import { ProtectedRoute } from './protected-route';

/** Teachers only (issue 25): visitors go to /login (via ProtectedRoute), other signed-in people to their own home. */
export function TeacherRoute({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <TeacherOnly>{children}</TeacherOnly>
    </ProtectedRoute>
  );
}

function TeacherOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return null;
  if (!isTeacher(user)) return <Navigate to={homeOf(user)} replace />;
  return children;
}
