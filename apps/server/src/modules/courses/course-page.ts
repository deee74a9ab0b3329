import { asc, sql, type SQL } from 'drizzle-orm';
import { ALL_GRADES, LEVELS } from '@academy/shared';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';

const levelOrder = sql`array_position(array[${sql.join(
  LEVELS.map((l) => sql`${l}`),
  sql`, `,
)}]::varchar[], ${courses.level})`;
const gradeOrder = sql`array_position(array[${sql.join(
  ALL_GRADES.map((g) => sql`${g}`),
  sql`, `,
)}]::varchar[], ${courses.grade})`;

/** Courses as parents read a catalogue: by level, then school year, then name. */
const catalogueOrder = () => [levelOrder, sql`${gradeOrder} nulls last`, asc(courses.name), asc(courses.id)];

/**
 * One page of course ids (public catalogue and admin list alike) as a subquery: `total` counts every
 * match, `ord` keeps the catalogue order, so the outer query can compute seats for this page only.
 */
export function coursePage(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const order = catalogueOrder();
  return db
    .select({
      id: courses.id,
      total: sql<number>`(count(*) over ())::int`.as('total'),
      ord: sql<number>`(row_number() over (order by ${sql.join(order, sql`, `)}))::int`.as('ord'),
    })
    .from(courses)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}
