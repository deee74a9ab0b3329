import { sql } from 'drizzle-orm';
import type { TeacherOption } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { rowsOf } from '../../lib/rows';

/** The active teachers, by name: the teachers a section can be given (the section form's select). */
export async function teacherOptions(deps: Deps): Promise<TeacherOption[]> {
  return rowsOf<TeacherOption>(
    deps.db,
    sql`select u.id, u.full_name, coalesce(tp.subjects, '{}') as subjects, coalesce(tp.levels, '{}') as levels
        from users u left join teacher_profiles tp on tp.user_id = u.id
        where u.role = 'teacher' and u.is_active
        order by u.full_name, u.id`,
  );
}
