import { sql } from 'drizzle-orm';
import { academyClock, type AttendanceRecordsResponse } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { rowsOf } from '../../lib/rows';
import {
  NEWEST_FIRST,
  overviewRange,
  presentRecord,
  recordsJoins,
  recordsSql,
  recordsWhere,
  type OverviewQuery,
  type RecordRow,
} from './records-query';

/**
 * GET /api/admin/attendance (spec 7: "exists, not shown further"): the attendance records alone, newest
 * first, with the overview's filters (range, status, search) and pages. Two queries: the page and its count.
 */
export async function attendanceRecordsPage(deps: Deps, q: OverviewQuery): Promise<AttendanceRecordsResponse> {
  const range = overviewRange(q, academyClock(deps.clock()).date);
  const where = recordsWhere(q, range);
  const joins = recordsJoins(q);
  const [rows, [counted]] = await Promise.all([
    rowsOf<RecordRow>(deps.db, recordsSql(where, NEWEST_FIRST, q.limit, q.offset, joins)),
    rowsOf<{ n: number }>(deps.db, sql`select count(*)::int as n from attendance_records ar ${joins} where ${where}`),
  ]);
  return { attendance_records: rows.map(presentRecord), total: Number(counted?.n ?? 0), limit: q.limit, offset: q.offset, range };
}
