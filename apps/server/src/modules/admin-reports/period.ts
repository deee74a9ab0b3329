import { sql } from 'drizzle-orm';
import { REPORT_MAX_DAYS, daysBetween, type ReportPeriod, type reportQuery } from '@academy/shared';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';

export type Query = z.output<typeof reportQuery>;

/** The academy's local month (YYYY-MM) of a timestamp column: Africa/Algiers, not UTC. */
export const localMonth = (column: ReturnType<typeof sql>) =>
  sql`to_char(date_trunc('month', ${column} at time zone 'Africa/Algiers'), 'YYYY-MM')`;

/** The instant a local date begins in Africa/Algiers (for range conditions an index can use). */
export const localStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Africa/Algiers')`;

function addMonths(date: string, months: number) {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The period asked for: by default the last 12 local months up to today; from ≤ to, at most 3 years. */
export function reportPeriod(q: Query, today: string): ReportPeriod {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? addMonths(to, -11);
  if (from > to) throw badRequest('validation_failed', 'The end date must be on or after the start date.', { to: ['end_before_start'] });
  if (daysBetween(from, to) >= REPORT_MAX_DAYS) {
    throw badRequest('validation_failed', 'The period cannot be longer than 3 years.', { from: ['too_large'] });
  }
  return { from, to, today };
}

export const rate = (attended: number, total: number) => (total > 0 ? Math.round((attended * 1000) / total) / 10 : 0);
