import { sql } from 'drizzle-orm';
import { type AttendanceReport, type ReportPeriod } from '@academy/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { rate } from './period';

/** Attendance rate by course and section, and by month: two grouped passes over the period's records. */
export async function attendanceReport(db: Db, period: ReportPeriod): Promise<AttendanceReport> {
  const inPeriod = sql`ar.attendance_date between ${period.from}::date and ${period.to}::date`;
  type Counts = { total: number; present: number; late: number; absent: number; excused: number };
  const counts = sql`count(*)::int as total,
    count(*) filter (where ar.status = 'present')::int as present, count(*) filter (where ar.status = 'late')::int as late,
    count(*) filter (where ar.status = 'absent')::int as absent, count(*) filter (where ar.status = 'excused')::int as excused`;
  const [rows, months] = await Promise.all([
    rowsOf<Counts & { course_id: number; course_name: string; course_name_ar: string | null; section_id: number; section_name: string }>(
      db,
      sql`select c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, sec.id as section_id, sec.name as section_name, ${counts}
          from attendance_records ar
          join sections sec on sec.id = ar.section_id
          join courses c on c.id = sec.course_id
          where ${inPeriod}
          group by c.id, sec.id
          order by c.name, sec.name, sec.id`,
    ),
    rowsOf<Counts & { month: string }>(
      db,
      sql`select to_char(ar.attendance_date, 'YYYY-MM') as month, ${counts}
          from attendance_records ar where ${inPeriod}
          group by 1 order by 1`,
    ),
  ]);
  const totals = { total: 0, present: 0, late: 0, absent: 0, excused: 0, rate: 0 };
  for (const r of rows) {
    for (const k of ['total', 'present', 'late', 'absent', 'excused'] as const) totals[k] += Number(r[k]);
  }
  totals.rate = rate(totals.present + totals.late, totals.total);
  return {
    report: 'attendance',
    period,
    rows: rows.map((r) => ({ ...r, rate: rate(r.present + r.late, r.total) })),
    totals,
    chart: months.map((m) => ({ month: m.month, total: m.total, attended: m.present + m.late, rate: rate(m.present + m.late, m.total) })),
  };
}
