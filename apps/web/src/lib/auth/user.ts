import type { PublicUser } from '@academy/shared';

/** Spec 2: a client is shown by their first student's name, everyone else by their full name. */
export function displayName(user: PublicUser): string {
  const student = user.role === 'client' ? user.students[0]?.name : undefined;
  return student || user.full_name || user.email || user.phone || '';
}

export function isAdmin(user: PublicUser | null): boolean {
  return user?.role === 'admin';
}
