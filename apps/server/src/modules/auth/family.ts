import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parents, students, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type Family = {
  user: typeof users.$inferSelect;
  parent: typeof parents.$inferSelect | null;
  students: (typeof students.$inferSelect)[];
};

/** A signed-in account with its parent record and students (oldest first): two queries. */
export async function loadFamily(db: Db, userId: number): Promise<Family> {
  const [row] = await db
    .select({ user: users, parent: parents })
    .from(users)
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('User not found.');
  const studentRows = row.parent
    ? await db.select().from(students).where(eq(students.parentId, row.parent.id)).orderBy(asc(students.id))
    : [];
  return { user: row.user, parent: row.parent, students: studentRows };
}

/** The student, when it belongs to this account's family; otherwise 404 (never reveal other families). */
export function ownStudent(family: Family, studentId: number) {
  const student = family.students.find((s) => s.id === studentId);
  if (!student) throw notFound('Student not found.', 'student_not_found');
  return student;
}
