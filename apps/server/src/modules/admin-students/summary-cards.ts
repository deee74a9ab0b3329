import { sql } from 'drizzle-orm';
import type { Deps } from '../../plugins/deps';
import { rowsOf } from '../../lib/rows';
import { keptUntilChange } from '../../lib/change-feed';

type SummaryCards = { total: number; active: number; total_enrollments: number; live_sessions: number };

/** Each app's summary cards, kept until the data changes or the minute turns (they count every student and seat). */
const keptCards = new WeakMap<Deps['changes'], ReturnType<typeof keptUntilChange<SummaryCards[]>>>();

/** The cards above the list: students, students with an active seat, active seats, and sections in session now. */
export function summaryCards(deps: Deps, clock: { dayOfWeek: number; time: string }): Promise<SummaryCards[]> {
  let kept = keptCards.get(deps.changes);
  if (!kept) keptCards.set(deps.changes, (kept = keptUntilChange<SummaryCards[]>(deps.changes)));
  return kept(`${clock.dayOfWeek} ${clock.time}`, () =>
    rowsOf<SummaryCards>(
      deps.db,
      sql`select (select count(*)::int from students where archived_at is null) as total, seats.active, seats.total_enrollments,
                 (select count(distinct ss.section_id)::int from section_schedules ss join sections s on s.id = ss.section_id
                   where s.is_active and ss.day_of_week = ${clock.dayOfWeek} and ss.start_time <= ${clock.time}::time and ${clock.time}::time < ss.end_time) as live_sessions
          from (select count(*)::int as active, coalesce(sum(n), 0)::int as total_enrollments
                -- grouped rather than count(distinct): a hash instead of a sort of every seat
                from (select student_id, count(*) as n from enrollments where status = 'approved' and is_active group by student_id) by_student) seats`,
    ),
  );
}
