import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type AdminUser, type AdminUsersResponse, type adminUsersQuery } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { attemptStatus, attemptStatuses, userSignInKey, type AttemptStatus } from '../../lib/attempt-limits';

type Query = z.output<typeof adminUsersQuery>;

export type UserRow = typeof users.$inferSelect;

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

export async function presentById(deps: Deps, db: Db | Tx, id: number): Promise<AdminUser> {
  const [row] = await db
    .select({ user: users, ...familyColumns })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound('User not found.', 'user_not_found');
  return present(row.user, row, await attemptStatus(deps, userSignInKey(id), db));
}
