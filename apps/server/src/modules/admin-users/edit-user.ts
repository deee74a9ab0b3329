import { eq, sql } from 'drizzle-orm';
import {
  normalisePhone,
  storedRole,
  type AdminUser,
  type UserFormRole,
  type adminUserCreateBody,
  type adminUserUpdateBody,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { searchText } from '../../lib/search-text';
import { clearAttempts, userSignInKey } from '../../lib/attempt-limits';
import { assertContactsFree, rethrowTaken } from '../auth/service';
import { mobileSignInKey } from '../mobile/session-service';
import { type Actor, lockTarget, assertNotLastActiveAdmin, assertNotSelf, revokeSessions, guardRoleChange } from './account-guards';
import { presentById } from './list-users';

type CreateBody = z.output<typeof adminUserCreateBody>;

type UpdateBody = z.output<typeof adminUserUpdateBody>;

/**
 * POST /api/admin/users/{id}/unlock-sign-in: forgets the failed sign-ins of the account from every address and
 * device, and those of its family's mobile-app usernames, lifting their locks and slowdowns at once.
 */
export async function unlockSignIn(deps: Deps, actor: Actor, id: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw notFound('User not found.', 'user_not_found');
    const usernames = await rowsOf<{ username: string }>(
      tx,
      sql`select p.mobile_username as username from parents p where p.user_id = ${id} and p.mobile_username is not null
          union select s.mobile_username from students s join parents p on p.id = s.parent_id where p.user_id = ${id} and s.mobile_username is not null`,
    );
    const subjects = [userSignInKey(id), ...usernames.map((u) => mobileSignInKey(normalisePhone(u.username) ?? u.username))];
    for (const subject of subjects) await clearAttempts(deps, tx, subject);
    await audit(tx, { actorId: actor.id, action: 'user.sign_in_unlocked', entity: 'user', entityId: id, ip: actor.ip, at: now });
    return { success: true as const, message: 'Sign-in unlocked.', user: await presentById(deps, tx, id) };
  });
}

/** POST /api/admin/users: an account with the password the admin typed; 409 when the e-mail or phone is taken. */
export async function createUser(deps: Deps, actor: Actor, body: CreateBody): Promise<AdminUser> {
  await assertContactsFree(deps, body);
  const passwordHash = await deps.passwords.hash(body.password);
  const now = deps.clock();
  const role = storedRole(body.role);
  const id = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role,
          fullName: body.full_name,
          email: body.email,
          phone: body.phone,
          emailVerified: body.email_verified,
          passwordHash,
          searchText: searchText(body.full_name, body.email, body.phone),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await audit(tx, {
        actorId: actor.id,
        action: 'user.created',
        entity: 'user',
        entityId: user!.id,
        ip: actor.ip,
        at: now,
        data: { role, email: body.email, phone: body.phone },
      });
      return user!.id;
    })
    .catch(rethrowTaken);
  return presentById(deps, deps.db, id);
}

/**
 * PUT /api/admin/users/{id}: name, contacts, e-mail verified, role, and optionally a new password (which
 * signs the account out everywhere, except the admin's own current session). Role changes follow the
 * same protections as PATCH .../role.
 */
export async function updateUser(deps: Deps, actor: Actor, id: number, body: UpdateBody): Promise<AdminUser> {
  await assertContactsFree(deps, { email: body.email, phone: body.phone }, id);
  const passwordHash = body.password ? await deps.passwords.hash(body.password) : null;
  const now = deps.clock();
  await deps.db
    .transaction(async (tx) => {
      const locked = await lockTarget(tx, id);
      const { user } = locked;
      const next = {
        fullName: body.full_name ?? user.fullName,
        email: body.email === undefined ? user.email : body.email,
        phone: body.phone === undefined ? user.phone : body.phone,
        emailVerified: body.email_verified ?? user.emailVerified,
      };
      if (!next.email && !next.phone) {
        throw new AppError(400, 'validation_failed', 'An account needs an e-mail address or a phone number to sign in.', {
          email: ['required'],
          phone: ['required'],
        });
      }
      const role = body.role === undefined ? user.role : storedRole(body.role);
      if (role !== user.role) guardRoleChange(actor, locked);
      await tx
        .update(users)
        .set({
          ...next,
          role,
          searchText: searchText(next.fullName, next.email, next.phone),
          updatedAt: now,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id));
      if (passwordHash) await revokeSessions(tx, id, now, id === actor.id ? actor.sessionId : undefined);

      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== user[k]).map(fieldName);
      if (passwordHash) changed.push('password');
      if (changed.length) {
        await audit(tx, {
          actorId: actor.id,
          action: 'user.updated',
          entity: 'user',
          entityId: id,
          ip: actor.ip,
          at: now,
          data: { fields: changed },
        });
      }
      if (role !== user.role) {
        await audit(tx, {
          actorId: actor.id,
          action: 'user.role_changed',
          entity: 'user',
          entityId: id,
          ip: actor.ip,
          at: now,
          data: { from: user.role, to: role },
        });
      }
    })
    .catch(rethrowTaken);
  return presentById(deps, deps.db, id);
}

const FIELD_NAMES: Record<string, string> = { fullName: 'full_name', email: 'email', phone: 'phone', emailVerified: 'email_verified' };

const fieldName = (key: string) => FIELD_NAMES[key] ?? key;

/** PATCH /api/admin/users/{id}/role. */
export async function changeRole(deps: Deps, actor: Actor, id: number, formRole: UserFormRole): Promise<AdminUser> {
  const now = deps.clock();
  const role = storedRole(formRole);
  await deps.db.transaction(async (tx) => {
    const locked = await lockTarget(tx, id);
    if (locked.user.role === role) return;
    guardRoleChange(actor, locked);
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'user.role_changed',
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { from: locked.user.role, to: role },
    });
  });
  return presentById(deps, deps.db, id);
}

/**
 * PATCH /api/admin/users/{id}/toggle-status: activates or deactivates (no value flips). Deactivating signs
 * the account out everywhere at once; an admin cannot deactivate themself or the last active admin.
 */
export async function setActive(deps: Deps, actor: Actor, id: number, wanted: boolean | undefined) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const locked = await lockTarget(tx, id);
    const active = wanted ?? !locked.user.isActive;
    if (active === locked.user.isActive) return;
    if (!active) {
      assertNotSelf(actor, id, 'You cannot deactivate your own account.');
      assertNotLastActiveAdmin(locked, 'The last active administrator cannot be deactivated.');
    }
    await tx.update(users).set({ isActive: active, updatedAt: now }).where(eq(users.id, id));
    if (!active) await revokeSessions(tx, id, now, undefined, { mobile: true });
    await audit(tx, {
      actorId: actor.id,
      action: active ? 'user.activated' : 'user.deactivated',
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      at: now,
    });
  });
  const user = await presentById(deps, deps.db, id);
  return { success: true, message: user.is_active ? 'User activated.' : 'User deactivated.', user };
}
