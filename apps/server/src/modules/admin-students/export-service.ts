import { formatPhone, type adminStudentsQuery } from '@academy/shared';
import type { z } from 'zod';
import { csvDocument, type CsvCell } from '../../lib/csv';
import type { Deps } from '../../plugins/deps';
import { listStudentsDetailed } from './detailed-service';

const EXPORT_PAGE = 100;
const EXPORT_MAX = 20_000;

/** The students list (same filters) as CSV (the one writer: BOM, CRLF, formulas neutralised). */
export async function exportStudentsCsv(deps: Deps, q: z.output<typeof adminStudentsQuery>): Promise<string> {
  const records: CsvCell[][] = [];
  for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_PAGE) {
    const page = await listStudentsDetailed(deps, { ...q, limit: EXPORT_PAGE, offset });
    for (const s of page.students) {
      records.push([
        s.barcode,
        s.name,
        s.date_of_birth ?? '',
        s.gender ?? '',
        s.parent?.name ?? '',
        // Grouped (0550 12 34 56): read as it is shown, and a spreadsheet keeps it as text with its leading 0.
        formatPhone(s.parent?.phone),
        s.parent?.email ?? '',
        s.enrollment_info.courses
          .filter((c) => c.is_active)
          .map((c) => `${c.name} (${c.class_name})`)
          .join('; '),
        s.status.is_inactive ? 'inactive' : s.status.is_enrolled ? 'active' : 'pending',
        s.overall_payment_status,
        s.total_debt.toFixed(2),
      ]);
    }
    if (offset + EXPORT_PAGE >= page.total) break;
  }
  const header = [
    'barcode',
    'name',
    'date_of_birth',
    'gender',
    'parent_name',
    'parent_phone',
    'parent_email',
    'courses',
    'status',
    'payment_status',
    'total_debt_da',
  ];
  return csvDocument(header, records);
}
