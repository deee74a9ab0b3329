import { ATTENDANCE_CSV_COLUMNS, academyClock, attendanceCsvFileName } from '@academy/shared';
import type { Deps } from '../../src/plugins/deps';
import { csvDocument } from '../../src/lib/csv';
import { rowsOf } from '../../src/lib/rows';
import {
  NEWEST_FIRST,
  overviewRange,
  presentRecord,
  recordsSql,
  recordsWhere,
  type OverviewQuery,
  type RecordRow,
} from '../../src/modules/admin-attendance/records-query';

/*
 * The attendance export as it was before it read its own records (issue 24 item 5): the overview's records
 * query, cut at 50,000 rows, each row presented as the overview presents it. Kept here only so a test can
 * check the export gives the same file.
 */
export async function attendanceCsvBefore(
  deps: Deps,
  q: Omit<OverviewQuery, 'limit' | 'offset'>,
  maxRows = 50_000,
): Promise<{ fileName: string; body: string }> {
  const today = academyClock(deps.clock()).date;
  const range = overviewRange(q, today);
  const rows = await rowsOf<RecordRow>(deps.db, recordsSql(recordsWhere(q, range), NEWEST_FIRST, maxRows));
  const records = rows.map((row) => {
    const r = presentRecord(row);
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
