import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parents, students, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type Family = {
  user: typeof users.$inferSelect;
  parent: typeof parents.$inferSelect | null;
  students: (typeof students.$inferSelect)[];
};

/**
 * A signed-in account with its parent record and students (oldest first), in one query: `me` is a hot path.
 * An archived student (deleted by the academy with money history) is no longer part of the family's views.
 */
export async function loadFamily(db: Db, userId: number): Promise<Family> {
  const rows = await db
    .select({ user: users, parent: parents, student: students })
    .from(users)
    .leftJoin(parents, eq(parents.userId, users.id))
    .leftJoin(students, and(eq(students.parentId, parents.id), isNull(students.archivedAt)))
    .where(eq(users.id, userId))
    .orderBy(asc(students.id));
  const first = rows[0];
  if (!first) throw notFound('User not found.');
  return { user: first.user, parent: first.parent, students: rows.flatMap((r) => (r.student ? [r.student] : [])) };
}

/** The students a caller may see: a web account's family, or a mobile token's family or single student. */
export type FamilyScope = Pick<Family, 'students'>;

/** The family of a parent record (mobile-app tokens), or only one of its students for a student's token. */
export async function loadParentScope(
  db: Db,
  parentId: number,
  studentId: number | null,
): Promise<FamilyScope & { parent: typeof parents.$inferSelect }> {
  const rows = await db
    .select({ parent: parents, student: students })
    .from(parents)
    .leftJoin(students, and(eq(students.parentId, parents.id), isNull(students.archivedAt)))
    .where(eq(parents.id, parentId))
    .orderBy(asc(students.id));
  const first = rows[0];
  if (!first) throw notFound('Family not found.');
  const all = rows.flatMap((r) => (r.student ? [r.student] : []));
  return { parent: first.parent, students: studentId === null ? all : all.filter((s) => s.id === studentId) };
}

/** The student, when it belongs to this account's family; otherwise 404 (never reveal other families). */
export function ownStudent(family: FamilyScope, studentId: number) {
  const student = family.students.find((s) => s.id === studentId);
  if (!student) throw notFound('Student not found.', 'student_not_found');
  return student;
}
