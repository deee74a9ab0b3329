import { sql } from 'drizzle-orm';
import { type AttendanceReport, type ReportPeriod } from '@academy/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { rate } from './period';

/**
 * Attendance rate by course and section (the period's records counted by section over the date and section
 * index, then named), and by month (from the per-day counts attendance_records' trigger keeps).
 */
export async function attendanceReport(db: Db, period: ReportPeriod): Promise<AttendanceReport> {
  type Counts = { total: number; present: number; late: number; absent: number; excused: number };
  const [rows, months] = await Promise.all([
    rowsOf<
      Counts & {
        course_id: number;
        course_name: string;
        course_name_ar: string | null;
        course_name_fr: string | null;
        section_id: number;
        section_name: string;
      }
    >(
      db,
      sql`with g as (
            select ar.section_id, count(*)::int as total,
                   count(*) filter (where ar.status = 'present')::int as present, count(*) filter (where ar.status = 'late')::int as late,
                   count(*) filter (where ar.status = 'absent')::int as absent, count(*) filter (where ar.status = 'excused')::int as excused
            from attendance_records ar
            where ar.attendance_date between ${period.from}::date and ${period.to}::date
            group by ar.section_id
          )
          select c.id as course_id, c.name as course_name, c.name_ar as course_name_ar, c.name_fr as course_name_fr, sec.id as section_id, sec.name as section_name,
                 g.total, g.present, g.late, g.absent, g.excused
          from g
          join sections sec on sec.id = g.section_id
          join courses c on c.id = sec.course_id
          order by c.name, sec.name, sec.id`,
    ),
    rowsOf<Counts & { month: string }>(
      db,
      sql`select to_char(d.attendance_date, 'YYYY-MM') as month, sum(d.n)::int as total,
                 coalesce(sum(d.n) filter (where d.status = 'present'), 0)::int as present,
                 coalesce(sum(d.n) filter (where d.status = 'late'), 0)::int as late,
                 coalesce(sum(d.n) filter (where d.status = 'absent'), 0)::int as absent,
                 coalesce(sum(d.n) filter (where d.status = 'excused'), 0)::int as excused
          from attendance_day_counts d
          where d.attendance_date between ${period.from}::date and ${period.to}::date
          group by 1 having sum(d.n) > 0 order by 1`,
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
