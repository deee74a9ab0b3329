import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  normalisePhone,
  storedRole,
  type AdminUser,
  type AdminUsersResponse,
  type UserFormRole,
  type adminUserCreateBody,
  type adminUserUpdateBody,
  type adminUsersQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { contactMessages, mobileSessions, parents, sessions, students, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm, searchText } from '../../lib/search-text';
import { attemptStatus, attemptStatuses, clearAttempts, userSignInKey, type AttemptStatus } from '../../lib/attempt-limits';
import { assertContactsFree, rethrowTaken } from '../auth/service';
import { mobileSignInKey } from '../mobile/session-service';

type Query = z.output<typeof adminUsersQuery>;
type CreateBody = z.output<typeof adminUserCreateBody>;
type UpdateBody = z.output<typeof adminUserUpdateBody>;
type UserRow = typeof users.$inferSelect;
/** The admin acting: their account, their current session (kept when they change their own password) and address. */
export type Actor = { id: number; sessionId: number; ip: string | null };

const DELETE_FORBIDDEN = 'You do not have permission to delete this user.';

/** The family figures of each account: its parent record and how many students that has. */
// Written with the table name: Drizzle leaves columns unqualified in a one-table select.
const familyColumns = {
  parentId: sql<number | null>`(select p.id from parents p where p.user_id = "users"."id" limit 1)`,
  studentsCount: sql<number>`(select count(*) from students s join parents p on p.id = s.parent_id where p.user_id = "users"."id" and s.archived_at is null)::int`,
};

/** What the admin sees of an account: never its password hash or tokens. */
function present(user: UserRow, family: { parentId: number | null; studentsCount: number }, signIn: AttemptStatus): AdminUser {
  return {
    id: user.id,
    role: user.role,
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    profile_picture_url: user.profilePictureUrl,
    email_verified: user.emailVerified,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    parent_id: family.parentId === null ? null : Number(family.parentId),
    students_count: Number(family.studentsCount ?? 0),
    sign_in: { failed_attempts: signIn.attempts, locked_until: signIn.lockedUntil?.toISOString() ?? null },
  };
}

/** GET /api/admin/users: search by name, e-mail or phone (Arabic-folded), role and status filters, one page and the total. */
export async function listUsers(deps: Deps, q: Query): Promise<AdminUsersResponse> {
  const where: SQL[] = [];
  const search = q.search ? searchTerm(q.search) : '';
  if (search) where.push(sql`${users.searchText} like ${containsPattern(search)}`);
  // 'user' is the form's word for a family account (stored as client): either filter finds both.
  if (q.role) where.push(q.role === 'client' || q.role === 'user' ? inArray(users.role, ['client', 'user']) : eq(users.role, q.role));
  if (q.status === 'active') where.push(eq(users.isActive, true));
  if (q.status === 'inactive') where.push(eq(users.isActive, false));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ user: users, ...familyColumns })
      .from(users)
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(q.offset),
    deps.db.select({ n: count() }).from(users).where(condition),
  ]);
  const signIns = await attemptStatuses(
    deps,
    rows.map((r) => userSignInKey(r.user.id)),
  );
  return { users: rows.map((r) => present(r.user, r, signIns.get(userSignInKey(r.user.id))!)), total: Number(total?.n ?? 0) };
}

async function presentById(deps: Deps, db: Db | Tx, id: number): Promise<AdminUser> {
  const [row] = await db
    .select({ user: users, ...familyColumns })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound('User not found.', 'user_not_found');
  return present(row.user, row, await attemptStatus(deps, userSignInKey(id), db));
}

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

/**
 * Locks the active admins (in id order), then the target account, for the rest of the transaction. Every
 * change of an account takes them in this order, so two admins switching each other off at the same
 * moment take turns (no deadlock) and the second sees the first's change.
 */
async function lockTarget(tx: Tx, id: number): Promise<{ user: UserRow; activeAdminIds: number[] }> {
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
function assertNotLastActiveAdmin({ user, activeAdminIds }: Locked, message: string) {
  if (user.role !== 'admin' || !user.isActive) return;
  if (!activeAdminIds.some((id) => id !== user.id)) throw forbidden(message, 'last_active_admin');
}

function assertNotSelf(actor: Actor, targetId: number, message: string) {
  if (actor.id === targetId) throw forbidden(message, 'own_account_protected');
}

/** Ends the account's web sessions; with `mobile`, also every mobile-app session of its family (the parent's and the students'). */
async function revokeSessions(tx: Tx, userId: number, now: Date, keepSessionId?: number, { mobile = false } = {}) {
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

/** An admin never changes their own role, and the last active admin is never demoted. */
function guardRoleChange(actor: Actor, locked: Locked) {
  assertNotSelf(actor, locked.user.id, 'You cannot change your own role.');
  assertNotLastActiveAdmin(locked, 'The last active administrator cannot be demoted.');
}

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

/** What belongs to an account, and the money records that forbid deleting it. */
type Associations = {
  parent_record: number;
  students: number;
  registrations: number;
  contact_messages: number;
  /** Ledger entries of the family's students (append-only: never deleted). */
  family_ledger: number;
  /** Ledger entries this account recorded (staff): the ledger cannot be rewritten to forget who. */
  recorded_ledger: number;
};

async function associations(tx: Tx, userId: number): Promise<Associations> {
  const [row] = await rowsOf<Associations>(
    tx,
    sql`select
      (select count(*) from parents where user_id = ${userId})::int as parent_record,
      (select count(*) from students s join parents p on p.id = s.parent_id where p.user_id = ${userId})::int as students,
      (select count(*) from registrations where user_id = ${userId})::int as registrations,
      (select count(*) from contact_messages where user_id = ${userId})::int as contact_messages,
      (select count(*) from ledger_entries l join students s on s.id = l.student_id join parents p on p.id = s.parent_id where p.user_id = ${userId})::int as family_ledger,
      (select count(*) from ledger_entries where recorded_by = ${userId})::int as recorded_ledger`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as Associations;
}

/** A foreign key that still points at the account (a table added later), reported as associated records. */
function isReferenceViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code === '23503') return true;
  }
  return false;
}

/**
 * DELETE /api/admin/users/{id}[?cascade=true]. Without cascade, an account with a family, course requests
 * or messages is refused (spec 8: deactivate or force delete instead). With cascade, the account, its
 * parent record, students (their enrollments, attendance, subscriptions, requests, mobile sessions) and
 * its messages go in one transaction. Money history is never deleted: a family with ledger entries, or
 * a staff account that recorded some, is refused and should be deactivated instead.
 */
export async function deleteUser(deps: Deps, actor: Actor, id: number, cascade: boolean) {
  const now = deps.clock();
  const removed = await deps.db
    .transaction(async (tx) => {
      const locked = await lockTarget(tx, id);
      const { user } = locked;
      assertNotSelf(actor, id, DELETE_FORBIDDEN);
      assertNotLastActiveAdmin(locked, DELETE_FORBIDDEN);
      const found = await associations(tx, id);
      if (found.family_ledger > 0 || found.recorded_ledger > 0) {
        throw badRequest('has_money_history', 'This account has payment records, which are kept. Deactivate it instead.', {
          records: [found.family_ledger > 0 ? 'ledger_entries' : 'recorded_ledger_entries'],
        });
      }
      const kinds = (['parent_record', 'students', 'registrations', 'contact_messages'] as const).filter((k) => found[k] > 0);
      if (kinds.length && !cascade) {
        throw badRequest('has_associated_records', 'Cannot delete user with associated records. Try force delete or deactivate instead.', {
          records: [...kinds],
        });
      }
      if (cascade) {
        const [parent] = await tx.select({ id: parents.id }).from(parents).where(eq(parents.userId, id));
        // Students take their enrollments, subscriptions, attendance, requests and app sessions with them.
        if (parent) {
          await tx.delete(students).where(eq(students.parentId, parent.id));
          await tx.delete(parents).where(eq(parents.id, parent.id));
        }
        await tx.delete(contactMessages).where(eq(contactMessages.userId, id));
      }
      // Sessions, e-mail tokens, notification reads and the account's own requests go with the account.
      await tx.delete(users).where(eq(users.id, id));
      await audit(tx, {
        actorId: actor.id,
        action: 'user.deleted',
        entity: 'user',
        entityId: id,
        ip: actor.ip,
        at: now,
        data: { full_name: user.fullName, email: user.email, phone: user.phone, role: user.role, cascade, removed: found },
      });
      return found;
    })
    .catch((error: unknown) => {
      if (isReferenceViolation(error)) {
        throw badRequest('has_associated_records', 'Cannot delete user with associated records. Try force delete or deactivate instead.', {
          records: ['other'],
        });
      }
      throw error;
    });
  return {
    success: true,
    message: 'User deleted.',
    deleted: { id, cascade, students: removed.students, registrations: removed.registrations, contact_messages: removed.contact_messages },
  };
}
