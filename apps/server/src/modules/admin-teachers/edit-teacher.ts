import { and, eq } from 'drizzle-orm';
import type { AdminTeacher, adminTeacherCreateBody, adminTeacherUpdateBody } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Tx } from '../../db/client';
import { teacherProfiles, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { searchText } from '../../lib/search-text';
import { assertContactsFree, rethrowTaken } from '../auth/service';
import { type Actor, revokeSessions } from '../admin-users/account-guards';
import { teacherNotFound } from './errors';
import { teacherById } from './list-teachers';

type CreateBody = z.output<typeof adminTeacherCreateBody>;
type UpdateBody = z.output<typeof adminTeacherUpdateBody>;

/** Locks the teacher's account for the rest of the transaction; 404 for an id that is not a teacher. */
async function lockTeacher(tx: Tx, id: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'teacher')))
    .for('update');
  if (!user) throw teacherNotFound();
  return user;
}

/** POST /api/admin/teachers: the account (role teacher, the first password the admin gave) and its profile, together. */
export async function createTeacher(deps: Deps, actor: Actor, body: CreateBody): Promise<AdminTeacher> {
  await assertContactsFree(deps, body);
  const passwordHash = await deps.passwords.hash(body.password);
  const now = deps.clock();
  const id = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'teacher',
          fullName: body.full_name,
          email: body.email ?? null,
          phone: body.phone,
          passwordHash,
          searchText: searchText(body.full_name, body.email, body.phone),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await tx
        .insert(teacherProfiles)
        .values({ userId: user!.id, subjects: body.subjects, levels: body.levels, createdAt: now, updatedAt: now });
      await audit(tx, {
        actorId: actor.id,
        action: 'user.created',
        entity: 'user',
        entityId: user!.id,
        ip: actor.ip,
        at: now,
        data: { role: 'teacher', email: body.email ?? null, phone: body.phone, subjects: body.subjects, levels: body.levels },
      });
      return user!.id;
    })
    .catch(rethrowTaken);
  return teacherById(deps.db, id);
}

/** PUT /api/admin/teachers/{id}: name, contacts (the phone stays: a teacher signs in with it), subjects and levels. */
export async function updateTeacher(deps: Deps, actor: Actor, id: number, body: UpdateBody): Promise<AdminTeacher> {
  await assertContactsFree(deps, { email: body.email, phone: body.phone }, id);
  const now = deps.clock();
  await deps.db
    .transaction(async (tx) => {
      const user = await lockTeacher(tx, id);
      const [profile] = await tx.select().from(teacherProfiles).where(eq(teacherProfiles.userId, id));
      const next = {
        fullName: body.full_name ?? user.fullName,
        email: body.email === undefined ? user.email : body.email,
        phone: body.phone ?? user.phone,
      };
      const subjects = body.subjects ?? profile?.subjects ?? [];
      const levels = body.levels ?? profile?.levels ?? [];
      await tx
        .update(users)
        .set({ ...next, searchText: searchText(next.fullName, next.email, next.phone), updatedAt: now })
        .where(eq(users.id, id));
      await tx
        .insert(teacherProfiles)
        .values({ userId: id, subjects, levels, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: teacherProfiles.userId, set: { subjects, levels, updatedAt: now } });

      const changed: string[] = [];
      if (next.fullName !== user.fullName) changed.push('full_name');
      if (next.email !== user.email) changed.push('email');
      if (next.phone !== user.phone) changed.push('phone');
      if (!sameSet(subjects, profile?.subjects ?? [])) changed.push('subjects');
      if (!sameSet(levels, profile?.levels ?? [])) changed.push('levels');
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
    })
    .catch(rethrowTaken);
  return teacherById(deps.db, id);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** PATCH /api/admin/teachers/{id}/status: deactivating signs the teacher out everywhere at once. */
export async function setTeacherActive(deps: Deps, actor: Actor, id: number, active: boolean): Promise<AdminTeacher> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const user = await lockTeacher(tx, id);
    if (user.isActive === active) return;
    await tx.update(users).set({ isActive: active, updatedAt: now }).where(eq(users.id, id));
    if (!active) await revokeSessions(tx, id, now);
    await audit(tx, {
      actorId: actor.id,
      action: active ? 'user.activated' : 'user.deactivated',
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      at: now,
    });
  });
  return teacherById(deps.db, id);
}

/** POST /api/admin/teachers/{id}/reset-password: the admin's new password; the teacher's sessions end. */
export async function resetTeacherPassword(deps: Deps, actor: Actor, id: number, password: string): Promise<AdminTeacher> {
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await lockTeacher(tx, id);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    await revokeSessions(tx, id, now);
    await audit(tx, {
      actorId: actor.id,
      action: 'user.updated',
      entity: 'user',
      entityId: id,
      ip: actor.ip,
      at: now,
      data: { fields: ['password'] },
    });
  });
  return teacherById(deps.db, id);
}
