import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  type AdminHolderCredentials,
  type AdminMobileCredential,
  type AdminMobileCredentialsResponse,
  type MobileHolderType,
  type adminMobileQuery,
} from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { courses, enrollments, parents, sections, students, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import {
  familyOfParent,
  familyOfStudent,
  issueCredentials,
  newSecret,
  openPassword,
  requirementsOf,
  revokeMobileSessions,
  type CredentialFamily,
  type HolderTarget,
  type IssueMode,
} from '../mobile/credentials-service';
import { containsPattern, searchTerm } from '../../lib/search-text';

type Query = z.output<typeof adminMobileQuery>;
export type Actor = { id: number; ip: string | null };
type ParentRow = typeof parents.$inferSelect;
type StudentRow = typeof students.$inferSelect;

/** The holders matching the list's filters, as one `(type, id, created_at)` set (parents then students). */
function holders(q: Query): SQL {
  const search = q.search ? searchTerm(q.search) : '';
  const like = search ? containsPattern(search) : null;
  const parentMatch = like
    ? sql`and (p.search_text like ${like} or lower(coalesce(p.mobile_username, '')) like ${like} or lower(coalesce(p.email, '')) like ${like}
        or lower(coalesce(u.email, '')) like ${like} or exists (select 1 from students c where c.parent_id = p.id and c.archived_at is null and c.search_text like ${like}))`
    : sql``;
  const studentMatch = like
    ? sql`and (s.search_text like ${like} or lower(s.barcode) like ${like} or lower(coalesce(s.mobile_username, '')) like ${like})`
    : sql``;
  const parts: SQL[] = [];
  if (q.type !== 'student') {
    parts.push(
      sql`select 'parent'::text as type, p.id, p.created_at from parents p left join users u on u.id = p.user_id where true ${parentMatch}`,
    );
  }
  if (q.type !== 'parent')
    parts.push(sql`select 'student'::text as type, s.id, s.created_at from students s where s.archived_at is null ${studentMatch}`);
  return sql.join(parts, sql` union all `);
}

/**
 * The rows of some parents and students with what the list shows, in three queries whatever the page
 * size: the parents, their students and the page's students, and the courses of all those students.
 */
async function loadItems(deps: Deps, db: Db | Tx, parentIds: number[], studentIds: number[]) {
  const parentRows = parentIds.length
    ? await db
        .select({ p: parents, userEmail: users.email, userActive: users.isActive })
        .from(parents)
        .leftJoin(users, eq(users.id, parents.userId))
        .where(inArray(parents.id, parentIds))
    : [];
  const whose: SQL[] = [];
  if (studentIds.length) whose.push(inArray(students.id, studentIds));
  if (parentIds.length) whose.push(inArray(students.parentId, parentIds));
  const studentRows = whose.length
    ? await db
        .select({ s: students, parentName: parents.fullName, parentEmail: parents.email, userEmail: users.email })
        .from(students)
        .leftJoin(parents, eq(parents.id, students.parentId))
        .leftJoin(users, eq(users.id, parents.userId))
        .where(and(or(...whose), isNull(students.archivedAt)))
        .orderBy(asc(students.id))
    : [];
  const allStudentIds = studentRows.map((r) => r.s.id);
  const courseRows = allStudentIds.length
    ? await db
        .selectDistinct({ studentId: enrollments.studentId, name: courses.name })
        .from(enrollments)
        .innerJoin(sections, eq(sections.id, enrollments.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .where(and(inArray(enrollments.studentId, allStudentIds), eq(enrollments.status, 'approved'), eq(enrollments.isActive, true)))
        .orderBy(asc(courses.name))
    : [];
  const coursesOf = new Map<number, string[]>();
  for (const c of courseRows) coursesOf.set(c.studentId, [...(coursesOf.get(c.studentId) ?? []), c.name]);
  const courseName = (studentId: number) => coursesOf.get(studentId)?.join(', ') || null;

  const credentialFields = (h: ParentRow | StudentRow) => ({
    created_at: h.createdAt.toISOString(),
    credentials_created_at: h.mobileCredentialsAt?.toISOString() ?? null,
    has_credentials: Boolean(h.mobilePasswordHash),
    mobile_username: h.mobileUsername,
    mobile_password: h.mobilePasswordHash ? openPassword(deps, h.mobilePasswordEnc) : null,
    mobile_app_enabled: h.mobileAppEnabled,
  });

  const studentItems = new Map<number, AdminMobileCredential>();
  const childrenOf = new Map<number, StudentRow[]>();
  for (const { s, parentName, parentEmail, userEmail } of studentRows) {
    if (s.parentId !== null) childrenOf.set(s.parentId, [...(childrenOf.get(s.parentId) ?? []), s]);
    studentItems.set(s.id, {
      id: s.id,
      type: 'student',
      name: s.name,
      student_name: s.name,
      email: s.email ?? parentEmail ?? userEmail ?? null,
      phone: s.phone,
      ...credentialFields(s),
      is_active: s.isActive,
      course_name: courseName(s.id),
      parent_id: s.parentId,
      parent_name: parentName ?? null,
    });
  }
  const parentItems = new Map<number, AdminMobileCredential>();
  for (const { p, userEmail, userActive } of parentRows) {
    const children = childrenOf.get(p.id) ?? [];
    parentItems.set(p.id, {
      id: p.id,
      type: 'parent',
      name: p.fullName,
      student_name: children[0]?.name ?? null,
      email: p.email ?? userEmail ?? null,
      phone: p.phone,
      ...credentialFields(p),
      is_active: userActive ?? true,
      students: children.map((c) => ({ id: c.id, name: c.name, course_name: courseName(c.id) })),
    });
  }
  return { parentItems, studentItems };
}

/** GET /api/admin/mobile-credentials: one page of parents and students, newest first, passwords shown to the admin. */
export async function listCredentials(deps: Deps, q: Query): Promise<AdminMobileCredentialsResponse> {
  const set = holders(q);
  const [page, counted] = await Promise.all([
    rowsOf<{ type: MobileHolderType; id: number }>(
      deps.db,
      sql`select h.type, h.id from (${set}) h order by h.created_at desc, h.type, h.id desc limit ${q.limit} offset ${q.offset}`,
    ),
    rowsOf<{ n: number }>(deps.db, sql`select count(*)::int as n from (${set}) h`),
  ]);
  const ids = (type: MobileHolderType) => page.filter((r) => r.type === type).map((r) => Number(r.id));
  const { parentItems, studentItems } = await loadItems(deps, deps.db, ids('parent'), ids('student'));
  return {
    credentials: page.flatMap((r) => {
      const item = (r.type === 'parent' ? parentItems : studentItems).get(Number(r.id));
      return item ? [item] : [];
    }),
    total: Number(counted[0]?.n ?? 0),
  };
}

/** GET /api/admin/users/{id}/credentials: the mobile credentials of an account's family (parent, then students). */
export async function familyCredentials(deps: Deps, userId: number) {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found.', 'user_not_found');
  const [parent] = await deps.db.select({ id: parents.id }).from(parents).where(eq(parents.userId, userId));
  if (!parent) return { success: true, user_id: userId, parent: null, students: [] as AdminMobileCredential[] };
  const { parentItems, studentItems } = await loadItems(deps, deps.db, [parent.id], []);
  return { success: true, user_id: userId, parent: parentItems.get(parent.id) ?? null, students: [...studentItems.values()] };
}

async function loadHolder(
  db: Db | Tx,
  type: MobileHolderType,
  id: number,
): Promise<{ family: CredentialFamily; target: HolderTarget; holder: ParentRow | StudentRow }> {
  if (type === 'student') {
    const { family, student } = await familyOfStudent(db, id);
    return { family, target: { kind: 'student', student }, holder: student };
  }
  const family = await familyOfParent(db, id);
  return { family, target: { kind: 'parent' }, holder: family.parent };
}

/** Holds the holder's row until the transaction ends: two admins renewing one password take turns. */
async function lockHolder(tx: Tx, type: MobileHolderType, id: number) {
  const table = type === 'student' ? students : parents;
  const [row] = await tx.select({ id: table.id, enabled: table.mobileAppEnabled }).from(table).where(eq(table.id, id)).for('update');
  if (!row)
    throw type === 'student' ? notFound('Student not found.', 'student_not_found') : notFound('Parent not found.', 'parent_not_found');
  return row;
}

/** GET /api/admin/{students|parents}/{id}/credentials: the credentials (password shown) and what is missing for new ones. */
export async function holderCredentials(deps: Deps, type: MobileHolderType, id: number): Promise<AdminHolderCredentials> {
  const { family, target, holder } = await loadHolder(deps.db, type, id);
  const missing = await requirementsOf(deps.db, family, target);
  return {
    success: true,
    type,
    id,
    credentials: {
      username: holder.mobileUsername,
      password: holder.mobilePasswordHash ? openPassword(deps, holder.mobilePasswordEnc) : null,
      password_set: Boolean(holder.mobilePasswordHash),
      app_enabled: holder.mobileAppEnabled,
      created_at: holder.mobileCredentialsAt?.toISOString() ?? null,
    },
    eligible: missing.length === 0,
    missing_requirements: missing,
  };
}

/**
 * Generates (mode `generate`: existing credentials are returned as they are) or renews (mode `renew`: a new
 * password, the same username, the holder's app signed out) a holder's credentials, with the audit entry,
 * in one transaction. The eligibility rules of spec 5 apply to new credentials. The password is hashed
 * before the transaction so the database is not held while argon2 works.
 */
export async function issueFor(
  deps: Deps,
  actor: Actor,
  type: MobileHolderType,
  id: number,
  mode: IssueMode,
  via: string,
  password?: string,
) {
  const secret = await newSecret(deps, password);
  const issued = await deps.db.transaction(async (tx) => {
    await lockHolder(tx, type, id);
    const { family, target } = await loadHolder(tx, type, id);
    const result = await issueCredentials(deps, tx, family, target, mode, async () => secret);
    if (result.created || result.renewed) {
      await audit(tx, {
        actorId: actor.id,
        action: result.created ? 'credentials.generated' : 'credentials.reset',
        entity: type,
        entityId: id,
        ip: actor.ip,
        at: deps.clock(),
        data: { via, username: result.credentials.username, typed_by_admin: Boolean(password) },
      });
    }
    return result;
  });
  return { success: true, created: issued.created, renewed: issued.renewed, credentials: issued.credentials };
}

/** PUT /api/admin/{students|parents}/{id}/toggle-mobile: switches app access; switching it off signs the app out at once. */
export async function setMobileAccess(deps: Deps, actor: Actor, type: MobileHolderType, id: number, enabled: boolean | undefined) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockHolder(tx, type, id);
    const next = enabled ?? !row.enabled;
    if (next !== row.enabled) {
      if (type === 'student') await tx.update(students).set({ mobileAppEnabled: next, updatedAt: now }).where(eq(students.id, id));
      else await tx.update(parents).set({ mobileAppEnabled: next, updatedAt: now }).where(eq(parents.id, id));
      if (!next) await revokeMobileSessions(tx, type, id, now);
      await audit(tx, {
        actorId: actor.id,
        action: 'mobile_access.changed',
        entity: type,
        entityId: id,
        ip: actor.ip,
        at: now,
        data: { enabled: next },
      });
    }
    return {
      success: true,
      type,
      id,
      mobile_app_enabled: next,
      message: next ? 'Mobile app access enabled.' : 'Mobile app access disabled.',
    };
  });
}
