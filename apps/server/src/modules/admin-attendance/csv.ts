import { ATTENDANCE_CSV_COLUMNS, academyClock, attendanceCsvFileName } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { csvDocument } from '../../lib/csv';
import { rowsOf } from '../../lib/rows';
import { NEWEST_FIRST, overviewRange, presentRecord, recordsSql, recordsWhere, type OverviewQuery, type RecordRow } from './records-query';

/** The most rows one export holds (a year of a large academy fits many times over). */
export const CSV_MAX_ROWS = 50_000;

/**
 * GET /api/admin/attendance/export.csv (spec 9): every record of the range with the overview's filters,
 * newest first, in the spec's columns. UTF-8 with a byte order mark so Excel reads Arabic names; cells
 * starting like a formula are neutralised.
 */
export async function attendanceCsv(deps: Deps, q: Omit<OverviewQuery, 'limit' | 'offset'>): Promise<{ fileName: string; body: string }> {
  const today = academyClock(deps.clock()).date;
  const range = overviewRange(q, today);
  const rows = await rowsOf<RecordRow>(deps.db, recordsSql(recordsWhere(q, range), NEWEST_FIRST, CSV_MAX_ROWS));
  const records = rows.map((row) => {
    const r = presentRecord(row);
    // The amount as the ledger holds it ("500.00"), never through a float.
    return [
      r.date,
      r.student_name,
      r.course_name,
      r.section_name,
      r.status,
      r.payment_kind,
      r.payment_status,
      row.charge_amount ?? '',
      row.marked_at_local,
    ];
  });
  return { fileName: attendanceCsvFileName(today), body: csvDocument(ATTENDANCE_CSV_COLUMNS, records) };
}
