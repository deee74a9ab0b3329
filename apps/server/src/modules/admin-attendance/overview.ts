import { sql } from 'drizzle-orm';
import { PAYMENT_DUE_PAGE_SIZE, type AttendanceOverviewResponse } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { academyDay } from '../../lib/academy-day';
import { amount, rowsOf } from '../../lib/rows';
import { isAttended } from '../ledger/attended';
import { collectedSql, debtsSql } from '../ledger/balances';
import { paymentDuePage, presentDue } from './payment-due';
import {
  NEWEST_FIRST,
  addDays,
  overviewRange,
  presentRecord,
  recordsJoins,
  recordsSql,
  recordsWhere,
  searchesRecords,
  type OverviewQuery,
  type RecordRow,
} from './records-query';

const rate = (attended: number, total: number) => (total > 0 ? Math.round((attended / total) * 1000) / 10 : 0);

/**
 * GET /api/admin/attendance/overview: the Overview & Analytics tab in five queries: one page of records
 * (newest first), the range's records counted by day and status (the summary, the filtered total and the
 * rate of each day), today's collections with the academy's outstanding debt, the 5 latest marks, and
 * the first page of who must pay now with their total.
 */
export async function overview(deps: Deps, q: OverviewQuery): Promise<AttendanceOverviewResponse> {
  const now = deps.clock();
  const day = academyDay(now);
  const range = overviewRange(q, day.date);
  const filtered = recordsWhere(q, range);
  const unfiltered = recordsWhere(q, range, false);
  const joins = recordsJoins(q);
  const searched = searchesRecords(q);
  const [rows, counted, [money], recent, due] = await Promise.all([
    rowsOf<RecordRow>(deps.db, recordsSql(filtered, NEWEST_FIRST, q.limit, q.offset, joins)),
    // The range's records by day and status (search applied, every status): the summary and the rate of
    // each day in one pass; without a search, the counts the records' triggers keep (migration 0015).
    rowsOf<{ date: string; status: string; n: number }>(
      deps.db,
      searched
        ? sql`select ar.attendance_date::text as date, ar.status, count(*)::int as n
              from attendance_records ar ${joins}
              where ${unfiltered}
              group by ar.attendance_date, ar.status`
        : sql`select attendance_date::text as date, status, n from attendance_day_counts
              where attendance_date between ${range.start_date}::date and ${range.end_date}::date and n > 0`,
    ),
    rowsOf<{ collected: string; debt: string; indebted: number }>(
      deps.db,
      // One pass over the balances for both the sum and the count (a CTE read twice cost twice at 10x).
      sql`select ${collectedSql(day.start, day.end)}::text as collected, coalesce(sum(d.debt), 0)::text as debt, count(*)::int as indebted
          from (${debtsSql}) d`,
    ),
    rowsOf<RecordRow>(deps.db, recordsSql(sql`true`, sql`ar.marked_at desc, ar.id desc`, 5, 0, sql``)),
    paymentDuePage(deps.db, day.date, PAYMENT_DUE_PAGE_SIZE, 0),
  ]);
  const byStatus = { present: 0, absent: 0, late: 0, excused: 0 } as Record<string, number>;
  const byDate = new Map<string, { records: number; attended: number }>();
  for (const c of counted) {
    const n = Number(c.n);
    byStatus[c.status] = (byStatus[c.status] ?? 0) + n;
    const d = byDate.get(c.date) ?? { records: 0, attended: 0 };
    d.records += n;
    if (isAttended(c.status)) d.attended += n;
    byDate.set(c.date, d);
  }
  const present = byStatus.present!;
  const late = byStatus.late!;
  const total = counted.reduce((sum, c) => sum + Number(c.n), 0);
  const byDay: { date: string; records: number; attended: number }[] = [];
  for (let date = range.start_date; date <= range.end_date; date = addDays(date, 1))
    byDay.push({ date, ...(byDate.get(date) ?? { records: 0, attended: 0 }) });
  const s = {
    absent: byStatus.absent!,
    excused: byStatus.excused!,
    filtered: q.status === 'all' ? total : (byStatus[q.status] ?? 0),
    ...money!,
  };
  return {
    summary: {
      total_records: total,
      present,
      absent: Number(s.absent),
      late,
      excused: Number(s.excused),
      attendance_rate: rate(present + late, total),
      collected_today: amount(s.collected),
      outstanding_debt: amount(s.debt),
      indebted_students: Number(s.indebted),
      present_count: present,
      absent_count: Number(s.absent),
      late_count: late,
      excused_count: Number(s.excused),
    },
    attendance_records: rows.map(presentRecord),
    total: Number(s.filtered),
    recent_activity: { records: recent.map(presentRecord) },
    payment_due_students: due.rows.map(presentDue),
    payment_due_total: due.total,
    rate_by_day: byDay.map((d) => ({ date: d.date, records: Number(d.records), rate: rate(Number(d.attended), Number(d.records)) })),
    range,
  };
}
