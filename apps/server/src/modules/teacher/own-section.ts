import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/rows';
import { meetsOnSql } from './service';

/** Day of the week (0 = Sunday, as section_schedules counts it) of a local date YYYY-MM-DD. */
export const dayOfWeekOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The same ISO form for a timestamp on both drivers (read as text in the SQL). */
export const isoSql = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One of the teacher's own active sections, with whether it meets on `date`; otherwise 404 section_not_found,
 * the same answer for another teacher's section, an inactive one and an unknown id (as the class list answers).
 */
export async function ownSection(db: Db | Tx, teacherId: number, sectionId: number, date: string): Promise<{ id: number; meets: boolean }> {
  const [section] = await rowsOf<{ id: number; meets: boolean }>(
    db,
    sql`select s.id, ${meetsOnSql(date, dayOfWeekOf(date))} as meets
        from sections s where s.id = ${sectionId} and s.teacher_id = ${teacherId} and s.is_active`,
  );
  if (!section) throw notFound('Section not found', 'section_not_found');
  return section;
}
