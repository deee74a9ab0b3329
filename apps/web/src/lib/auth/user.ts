import type { PublicUser } from '@academy/shared';
import { paths } from '@/lib/paths';

/** Spec 2: a client is shown by their first student's name, everyone else by their full name. */
export function displayName(user: PublicUser): string {
  const student = user.role === 'client' ? user.students[0]?.name : undefined;
  return student || user.full_name || user.email || user.phone || '';
}

export function isAdmin(user: PublicUser | null): boolean {
  return user?.role === 'admin';
}

/** A teacher (issue 25): their home is the teacher's portal. */
export function isTeacher(user: PublicUser | null): boolean {
  return user?.role === 'teacher';
}

/** Where a signed-in person's own area starts: the back office, the teacher's portal, or the family dashboard. */
export function homeOf(user: PublicUser): string {
  if (isAdmin(user)) return paths.admin.root;
  if (isTeacher(user)) return paths.teacher.root;
  return paths.dashboard.root;
}
