import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mobileSessions, parents, sessions, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { type UserRow } from './list-users';

/** The admin acting: their account, their current session (kept when they change their own password) and address. */
export type Actor = { id: number; sessionId: number; ip: string | null };

/**
 * Locks the active admins (in id order), then the target account, for the rest of the transaction. Every
 * change of an account takes them in this order, so two admins switching each other off at the same
 * moment take turns (no deadlock) and the second sees the first's change.
 */
export async function lockTarget(tx: Tx, id: number): Promise<{ user: UserRow; activeAdminIds: number[] }> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('User not found.', 'user_not_found');
  return { user, activeAdminIds: admins.map((a) => a.id) };
}

type Locked = Awaited<ReturnType<typeof lockTarget>>;

/** Refuses to take the last active admin away (deactivate, demote, delete). */
export function assertNotLastActiveAdmin({ user, activeAdminIds }: Locked, message: string) {
  if (user.role !== 'admin' || !user.isActive) return;
  if (!activeAdminIds.some((id) => id !== user.id)) throw forbidden(message, 'last_active_admin');
}

export function assertNotSelf(actor: Actor, targetId: number, message: string) {
  if (actor.id === targetId) throw forbidden(message, 'own_account_protected');
}

/** Ends the account's web sessions; with `mobile`, also every mobile-app session of its family (the parent's and the students'). */
export async function revokeSessions(tx: Tx, userId: number, now: Date, keepSessionId?: number, { mobile = false } = {}) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
  if (!mobile) return;
  const family = tx.select({ id: parents.id }).from(parents).where(eq(parents.userId, userId));
  await tx
    .update(mobileSessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(inArray(mobileSessions.parentId, family), isNull(mobileSessions.revokedAt)));
}

/** An admin never changes their own role, and the last active admin is never demoted. */
export function guardRoleChange(actor: Actor, locked: Locked) {
  assertNotSelf(actor, locked.user.id, 'You cannot change your own role.');
  assertNotLastActiveAdmin(locked, 'The last active administrator cannot be demoted.');
}
