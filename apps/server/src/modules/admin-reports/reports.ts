import { academyClock, type AnyReport, type ReportName } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { type Query, reportPeriod } from './period';
import { attendanceReport } from './attendance-report';
import { revenueReport } from './money-reports';
import { debtsReport } from './debts-report';
import { enrollmentsReport, kindergartenReport } from './enrollment-reports';

/** GET /api/admin/reports/{report}: the report of the period (academy clock for today). */
export async function buildReport(deps: Deps, report: ReportName, q: Query): Promise<AnyReport> {
  const today = academyClock(deps.clock()).date;
  const period = reportPeriod(q, today);
  switch (report) {
    case 'attendance':
      return attendanceReport(deps.db, period);
    case 'revenue':
      return revenueReport(deps.db, period);
    case 'debts':
      return debtsReport(deps.db, period);
    case 'enrollments':
      return enrollmentsReport(deps.db, period);
    case 'kindergarten':
      return kindergartenReport(deps.db, period);
  }
}
