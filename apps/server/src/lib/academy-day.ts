import { sql, type SQL } from 'drizzle-orm';
import { academyClock } from '@academy/shared';

/** The academy's local day containing `at`, as a half-open UTC interval (Africa/Algiers is UTC+1 all year). */
export function academyDay(at: Date): { date: string; start: Date; end: Date } {
  const { date } = academyClock(at);
  const start = new Date(`${date}T00:00:00+01:00`);
  return { date, start, end: new Date(start.getTime() + 86_400_000) };
}

/** The academy's local date of a timestamp column, in SQL (Africa/Algiers is UTC+1 all year, no daylight saving). */
export const localDateSql = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '1 hour')::date`;
