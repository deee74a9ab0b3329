import { sql, type SQL } from 'drizzle-orm';
import type { AdminTeacher, AdminTeachersResponse, adminTeachersQuery } from '@academy/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/deps';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { containsPattern, searchTerm } from '../../lib/search-text';
import { teacherNotFound } from './errors';

type Query = z.output<typeof adminTeachersQuery>;

type TeacherRow = Omit<AdminTeacher, 'created_at'> & { created_at: Date | string };

// What the admin sees of a teacher: the account's public fields, the profile, and the active sections they
// teach (counted with sections_teacher_idx for the page's rows only). Never the password hash.
const columns = sql`u.id, u.full_name, u.phone, u.email, u.is_active, u.created_at,
  coalesce(tp.subjects, '{}') as subjects, coalesce(tp.levels, '{}') as levels,
  (select count(*) from sections s where s.teacher_id = u.id and s.is_active)::int as sections_count`;

function present(row: TeacherRow): AdminTeacher {
  return {
    ...row,
    sections_count: Number(row.sections_count),
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString(),
  };
}

/** GET /api/admin/teachers: search by name, e-mail or phone (as the users screen searches), status, one page by name and the total. */
export async function listTeachers(deps: Deps, q: Query): Promise<AdminTeachersResponse> {
  const where: SQL[] = [sql`u.role = 'teacher'`];
  const search = q.search ? searchTerm(q.search) : '';
  if (search) where.push(sql`u.search_text like ${containsPattern(search)}`);
  if (q.status === 'active') where.push(sql`u.is_active`);
  if (q.status === 'inactive') where.push(sql`not u.is_active`);
  const condition = sql.join(where, sql` and `);
  const [rows, [total]] = await Promise.all([
    rowsOf<TeacherRow>(
      deps.db,
      sql`select ${columns}
          from users u left join teacher_profiles tp on tp.user_id = u.id
          where ${condition}
          order by u.full_name, u.id
          limit ${q.limit} offset ${q.offset}`,
    ),
    rowsOf<{ n: number }>(deps.db, sql`select count(*)::int as n from users u where ${condition}`),
  ]);
  return { teachers: rows.map(present), total: Number(total?.n ?? 0) };
}

/** One teacher by id; 404 teacher_not_found for an id that is not a teacher's account. */
export async function teacherById(db: Db | Tx, id: number): Promise<AdminTeacher> {
  const [row] = await rowsOf<TeacherRow>(
    db,
    sql`select ${columns}
        from users u left join teacher_profiles tp on tp.user_id = u.id
        where u.id = ${id} and u.role = 'teacher'`,
  );
  if (!row) throw teacherNotFound();
  return present(row);
}
