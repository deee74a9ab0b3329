import { sql, type Column, type SQL } from 'drizzle-orm';

/*
 * "Present or late counts": an attended session counts in the attendance rate, in its monthly cycle and
 * in money (a session's charge, the month's at the 4th). Absent and excused count in none. Every query
 * and rule that asks "did the student attend" uses this file; nothing else spells the statuses out.
 */

/** The attendance statuses that count as attended. */
export const ATTENDED_STATUSES = ['present', 'late'] as const;

export const isAttended = (status: string): boolean => (ATTENDED_STATUSES as readonly string[]).includes(status);

/** Attended sessions from per-status counts (the trigger-kept enrollment_attendance, a count by status). */
export const attendedOf = (counts: { present: number; late: number }): number => counts.present + counts.late;

/** The rule in SQL for a status column or expression: `attendedSql(sql\`a.status\`)`. */
export const attendedSql = (status: SQL | Column) => sql`${status} in ('present', 'late')`;
